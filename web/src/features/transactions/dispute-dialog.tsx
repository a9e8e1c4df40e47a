import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKKEEPING_MESSAGES } from '@spend/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { DisputeTransactionMutation, DisputeTransactionMutationVariables, TransactionMethodsQuery } from '../../generated/graphql';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { DISPUTE_TRANSACTION, TRANSACTION_METHODS, TRANSACTION_QUERIES } from './operations';

const schema = z.object({ reasonId: z.string().min(1, BOOKKEEPING_MESSAGES.disputeReason), notes: z.string() });
type Values = z.infer<typeof schema>;

/** Disputes a card purchase: a reason from `disputeReasons` and notes; the transaction then shows Disputed. */
export const DisputeDialog = ({ transactionId, open, onOpenChange }: { transactionId: string; open: boolean; onOpenChange: (open: boolean) => void }) => {
  const toast = useToast();
  const { data } = useQuery<TransactionMethodsQuery>(TRANSACTION_METHODS);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reasonId: '', notes: '' } });
  useEffect(() => {
    if (open) reset({ reasonId: '', notes: '' });
  }, [open]);
  const [dispute] = useMutation<DisputeTransactionMutation, DisputeTransactionMutationVariables>(DISPUTE_TRANSACTION, { refetchQueries: TRANSACTION_QUERIES, awaitRefetchQueries: true });

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
          <select id="dispute-reason" {...register('reasonId')} style={fieldInputStyle}>
            <option value="">Select a reason</option>
            {data?.disputeReasons.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
          </select>
        </FormField>
        <FormField label="Notes" htmlFor="dispute-notes" optional>
          <textarea id="dispute-notes" {...register('notes')} rows={3} style={fieldInputStyle} />
        </FormField>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <button type="button" onClick={() => onOpenChange(false)}>Cancel</button>
          <button type="submit" disabled={isSubmitting}>Dispute</button>
        </div>
      </form>
    </Modal>
  );
};
