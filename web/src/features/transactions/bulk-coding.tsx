import { useMutation } from '@apollo/client';
import { BOOKS_ADMIN_PERMISSION } from '@spend/domain';
import { useState } from 'react';
import type { TransactionBulkFieldsFragment } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { serverFieldErrors } from '../../ui/server-errors';
import { useCan } from '../../ui/use-can';
import { useToast } from '../../ui/toast';
import { LOCK_MANY_TRANSACTIONS, REQUEST_TRANSACTION_RECEIPTS, UPDATE_MANY_TRANSACTIONS } from './review-operations';
import styles from './transactions.module.css';
import { glLabel, useCodingOptions } from './use-coding-options';

/** What each action's toast says when every row went through, and when some did not. */
const SAID = {
  code: { all: (n: number) => `${n} transaction${n === 1 ? ' has' : 's have'} been updated.`, some: (ok: number, failed: number) => `${ok} updated; ${failed} could not be updated.` },
  lock: { all: (n: number) => `${n} transaction${n === 1 ? ' has' : 's have'} been locked.`, some: (ok: number, failed: number) => `${ok} locked; ${failed} could not be locked.` },
  receipts: { all: (n: number) => `Receipts requested for ${n} transaction${n === 1 ? '' : 's'}.`, some: (ok: number, failed: number) => `Receipts requested for ${ok}; ${failed} could not be requested.` },
};

/**
 * Codes, locks or asks for the receipts of the selected rows at once: one mutation for them all
 * (the API decides each row on its own aggregate and appends them together), so a locked row's
 * refusal is reported on that row and the others are still applied.
 */
export const BulkCoding = ({ selected, onDone }: { selected: string[]; onDone: (errors: Record<string, string>) => void }) => {
  const toast = useToast();
  const { can } = useCan();
  const options = useCodingOptions();
  const [generalLedgerId, setGl] = useState('');
  const [projectId, setProject] = useState('');
  const [busy, setBusy] = useState<keyof typeof SAID | null>(null);
  const [code] = useMutation(UPDATE_MANY_TRANSACTIONS);
  const [lock] = useMutation(LOCK_MANY_TRANSACTIONS);
  const [requestReceipts] = useMutation(REQUEST_TRANSACTION_RECEIPTS);

  const apply = async (action: keyof typeof SAID, work: () => Promise<TransactionBulkFieldsFragment>) => {
    setBusy(action);
    try {
      const { failures } = await work();
      const errors = Object.fromEntries(failures.map((f) => [f.id, f.message]));
      const ok = selected.length - failures.length;
      if (failures.length === 0) toast({ message: SAID[action].all(ok) });
      else toast({ message: SAID[action].some(ok, failures.length), tone: 'danger' });
      onDone(errors);
    } catch (failure) {
      const { fields, message } = serverFieldErrors(failure);
      toast({ message: Object.values(fields)[0] ?? message, tone: 'danger' });
    } finally {
      setBusy(null);
    }
  };
  const variables = { ids: selected };
  const coding = { ...(generalLedgerId && { generalLedgerId }), ...(projectId && { projectId }) };

  return (
    <div role="region" aria-label="Bulk coding" className={styles.bulk}>
      <strong data-testid="selected-count">{selected.length} selected</strong>
      <Select label="Bulk GL code" value={generalLedgerId} onValueChange={setGl} placeholder="GL code"
        options={options.generalLedgers.map((gl) => ({ value: gl.id, label: glLabel(gl) }))} />
      {options.projectsEnabled && (
        <Select label="Bulk project" value={projectId} onValueChange={setProject} placeholder="Project" options={options.projects.map((p) => ({ value: p.id, label: p.name }))} />
      )}
      <Button variant="primary" loading={busy === 'code'} disabled={!generalLedgerId && !projectId}
        onClick={() => void apply('code', async () => (await code({ variables: { ...variables, data: coding } })).data!.updateManyTransactions)}>Apply to selected</Button>
      {can(BOOKS_ADMIN_PERMISSION) && (
        <>
          <Button loading={busy === 'receipts'} onClick={() => void apply('receipts', async () => (await requestReceipts({ variables })).data!.requestTransactionReceipts)}>Request receipts</Button>
          <Button loading={busy === 'lock'} onClick={() => void apply('lock', async () => (await lock({ variables })).data!.lockManyTransactions)}>Lock selected</Button>
        </>
      )}
    </div>
  );
};
