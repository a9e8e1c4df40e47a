import { useState } from 'react';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';

/**
 * Runs a change on a transaction: a success toast when it went through, else the server's message
 * in a danger toast (spec 8). Answers whether it went through.
 */
export const useRun = () => {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      toast({ message: done });
      return true;
    } catch (failure) {
      const { fields, message } = serverFieldErrors(failure);
      toast({ message: Object.values(fields)[0] ?? message, tone: 'danger' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
};
