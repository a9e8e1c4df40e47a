import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { DisputeTransactionMutation, DisputeTransactionMutationVariables, TransactionMethodsQuery } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { disputeSchema as schema, type DisputeValues as Values } from './dispute-schema';
import { DISPUTE_TRANSACTION } from './change-operations';
import { TRANSACTION_METHODS } from './coding-operations';


/** Disputes a card purchase: a reason from `disputeReasons` and notes; the transaction then shows Disputed. */
export const DisputeDialog = ({ transactionId, open, onOpenChange }: { transactionId: string; open: boolean; onOpenChange: (open: boolean) => void }) => {
  const toast = useToast();
  const { data } = useQuery<TransactionMethodsQuery>(TRANSACTION_METHODS);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reasonId: '', notes: '' } });
  useEffect(() => {
    if (open) reset({ reasonId: '', notes: '' });
  }, [open]);
  const [dispute] = useMutation<DisputeTransactionMutation, DisputeTransactionMutationVariables>(DISPUTE_TRANSACTION);
  // The answer is the transaction whole, dispute included: the cache updates every place it shows.

  const submit = handleSubmit(async (v) => {
    try {
      await dispute({ variables: { id: transactionId, data: { reasonId: v.reasonId, notes: v.notes.trim() || null } } });
      toast({ message: 'The transaction has been disputed.' });
      onOpenChange(false);
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      if (fields.reasonId) setError('reasonId', { type: 'server', message: fields.reasonId });
      else toast({ message, tone: 'danger' });
    }
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Dispute Transaction" description="Tell us what is wrong with this charge.">
      <form aria-label="Dispute Transaction" onSubmit={(e) => void submit(e)} noValidate>
        <FormField label="Reason" htmlFor="dispute-reason" error={errors.reasonId?.message}>
          <select id="dispute-reason" {...register('reasonId')} className={fieldInputClass}>
            <option value="">Select a reason</option>
            {data?.disputeReasons.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
          </select>
        </FormField>
        <FormField label="Notes" htmlFor="dispute-notes" optional>
          <textarea id="dispute-notes" {...register('notes')} rows={3} className={fieldInputClass} />
        </FormField>
        <div className={layout.actions}>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>Dispute</Button>
        </div>
      </form>
    </Modal>
  );
};
