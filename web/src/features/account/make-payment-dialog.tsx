import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES as M, PAYMENT_DETAIL_LABELS, parseAmountToCents } from '@spend/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CreatePaymentMutation, CreatePaymentMutationVariables, PaymentType } from '../../generated/graphql';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { CREATE_PAYMENT } from './operations';

const TYPES: PaymentType[] = ['ACH', 'CHECK', 'CARD', 'CASH'];

/** The domain's rules and messages (rules.ts); the balance check stays the account's own. */
const schema = z.object({
  amount: z.string().refine((v) => (parseAmountToCents(v) ?? 0) > 0, M.paymentAmount),
  paymentType: z.enum(['ACH', 'CHECK', 'CARD', 'CASH']),
  detail: z.string(),
}).superRefine((v, ctx) => {
  const detail = v.detail.trim();
  if (v.paymentType !== 'CASH' && !detail) ctx.addIssue({ code: 'custom', path: ['detail'], message: M.paymentDetail[v.paymentType] });
  else if (v.paymentType === 'CARD' && !/^\d{4}$/.test(detail)) ctx.addIssue({ code: 'custom', path: ['detail'], message: M.last4 });
});
type Values = z.infer<typeof schema>;
const EMPTY: Values = { amount: '', paymentType: 'ACH', detail: '' };

/** "Make a payment": an amount toward the balance, its type and the detail labelled per spec 9. */
export const MakePaymentDialog = ({ open, onOpenChange, balance }: { open: boolean; onOpenChange: (open: boolean) => void; balance: number }) => {
  const toast = useToast();
  const { register, handleSubmit, reset, setError, watch, formState: { errors, isSubmitting } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open]);
  const [pay] = useMutation<CreatePaymentMutation, CreatePaymentMutationVariables>(CREATE_PAYMENT, { refetchQueries: ['Payments', 'Account'], awaitRefetchQueries: true });
  const type = watch('paymentType');

  const submit = handleSubmit(async (v) => {
    try {
      const result = await pay({ variables: { data: { amount: parseAmountToCents(v.amount)!, paymentType: v.paymentType, detail: v.detail.trim() || null } } });
      toast({ message: `Payment of ${formatMoney(result.data!.createPayment.amount)} recorded.` });
      onOpenChange(false);
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      if (fields.amount) setError('amount', { type: 'server', message: fields.amount });
      if (fields.detail) setError('detail', { type: 'server', message: fields.detail });
      if (!fields.amount && !fields.detail) toast({ message, tone: 'danger' });
    }
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Make a payment" description={`Balance owed: ${formatMoney(balance)}.`}>
      <form aria-label="Make a payment" onSubmit={(e) => void submit(e)} noValidate>
        <FormField label="Amount" htmlFor="payment-amount" error={errors.amount?.message}>
          <input id="payment-amount" inputMode="decimal" {...register('amount')} style={fieldInputStyle} />
        </FormField>
        <FormField label="Payment type" htmlFor="payment-type">
          <select id="payment-type" {...register('paymentType')} style={fieldInputStyle}>
            {TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
          </select>
        </FormField>
        <FormField label={PAYMENT_DETAIL_LABELS[type]} htmlFor="payment-detail" error={errors.detail?.message} optional={type === 'CASH'}>
          <input id="payment-detail" maxLength={200} {...register('detail')} style={fieldInputStyle} />
        </FormField>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <button type="button" onClick={() => onOpenChange(false)}>Cancel</button>
          <button type="submit" disabled={isSubmitting}>Pay</button>
        </div>
      </form>
    </Modal>
  );
};
