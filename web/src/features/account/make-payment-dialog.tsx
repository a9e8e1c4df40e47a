import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_DETAIL_LABELS, parseAmountToCents } from '@spend/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { CreatePaymentMutation, CreatePaymentMutationVariables, PaymentType } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { CREATE_PAYMENT } from './operations';
import { paymentSchema as schema, type PaymentValues as Values } from './payment-schema';

const TYPES: PaymentType[] = ['ACH', 'CHECK', 'CARD', 'CASH'];

const EMPTY: Values = { amount: '', paymentType: 'ACH', detail: '' };

/** "Make a payment": an amount toward the balance, its type and the detail labelled per spec 9. */
export const MakePaymentDialog = ({ open, onOpenChange, balance }: { open: boolean; onOpenChange: (open: boolean) => void; balance: number }) => {
  const toast = useToast();
  const { register, handleSubmit, reset, setError, watch, formState: { errors, isSubmitting } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open]);
  // A read stays: the account's balance, available funds and payment due are summed by the server.
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
          <input id="payment-amount" inputMode="decimal" {...register('amount')} className={fieldInputClass} />
        </FormField>
        <FormField label="Payment type" htmlFor="payment-type">
          <select id="payment-type" {...register('paymentType')} className={fieldInputClass}>
            {TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
          </select>
        </FormField>
        <FormField label={PAYMENT_DETAIL_LABELS[type]} htmlFor="payment-detail" error={errors.detail?.message} optional={type === 'CASH'}>
          <input id="payment-detail" maxLength={200} {...register('detail')} className={fieldInputClass} />
        </FormField>
        <div className={layout.actions}>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>Pay</Button>
        </div>
      </form>
    </Modal>
  );
};
