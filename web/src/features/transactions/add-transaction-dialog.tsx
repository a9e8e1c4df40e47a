import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { CreateTransactionMutation, CreateTransactionMutationVariables, TransactionMethodsQuery } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { addTransactionSchema, PAYMENT_TYPES, type AddTransactionValues as Values } from './add-transaction-schema';
import { localDay } from './days';
import { CREATE_TRANSACTION } from './change-operations';
import { TRANSACTION_METHODS } from './coding-operations';
import { useCodingOptions } from './use-coding-options';

const EMPTY: Values = { source: 'MANUAL', paymentType: 'CHECK', paymentMethodDetail: '', amount: '', date: '', vendor: '', budgetId: '', notes: '' };

/**
 * "Add transaction": a manual or out-of-pocket (reimbursement) one, its payment detail labelled as
 * spec 9 says for the payment type (ACH Number, Last 4 Digits, Check Number, Payment Details).
 */
export const AddTransactionDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const toast = useToast();
  const navigate = useNavigate();
  const methods = useQuery<TransactionMethodsQuery>(TRANSACTION_METHODS, { skip: !open });
  const options = useCodingOptions();
  const { register, handleSubmit, reset, watch, setError, formState: { errors, isSubmitting } } = useForm<Values>({ resolver: zodResolver(addTransactionSchema), defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open]);
  const [create] = useMutation<CreateTransactionMutation, CreateTransactionMutationVariables>(CREATE_TRANSACTION);
  // No read here: the transactions list reads its page when the new one's push arrives (a row it does not hold yet).
  const paymentType = watch('paymentType');
  const detailLabel = methods.data?.transactionMethods.find((m) => m.paymentType === paymentType)?.detailLabel ?? 'Payment Details';

  const submit = handleSubmit(async (v) => {
    try {
      const { data } = await create({
        variables: {
          data: {
            source: v.source, paymentType: v.paymentType, paymentMethodDetail: v.paymentMethodDetail.trim() || null, amount: v.amount.trim(), date: localDay(v.date),
            vendor: v.vendor.trim(), budgetId: v.budgetId || null, notes: v.notes.trim() || null,
          },
        },
      });
      toast({ message: 'The transaction has been added.' });
      onOpenChange(false);
      await navigate(`/transactions/${data!.createOneTransaction.id}`);
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      const known = Object.entries(fields).filter(([name]) => name in addTransactionSchema.shape);
      for (const [name, text] of known) setError(name as keyof Values, { type: 'server', message: text });
      if (known.length === 0) toast({ message: Object.values(fields)[0] ?? message, tone: 'danger' });
    }
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Add Transaction" description="Record a purchase made outside your cards.">
      <form aria-label="Add Transaction" onSubmit={(e) => void submit(e)} noValidate>
        <FormField label="Type" htmlFor="add-source">
          <select id="add-source" {...register('source')} className={fieldInputClass}>
            <option value="MANUAL">Manual</option>
            <option value="REIMBURSEMENT">Out of pocket (reimbursement)</option>
          </select>
        </FormField>
        <FormField label="Payment Type" htmlFor="add-payment-type">
          <select id="add-payment-type" {...register('paymentType')} className={fieldInputClass}>
            {PAYMENT_TYPES.map((p) => <option key={p} value={p}>{p}</option>)}
          </select>
        </FormField>
        <FormField label={detailLabel} htmlFor="add-detail" optional>
          <input id="add-detail" {...register('paymentMethodDetail')} className={fieldInputClass} />
        </FormField>
        <FormField label="Amount" htmlFor="add-amount" error={errors.amount?.message}>
          <input id="add-amount" inputMode="decimal" placeholder="0.00" {...register('amount')} className={fieldInputClass} />
        </FormField>
        <FormField label="Date" htmlFor="add-date" error={errors.date?.message}>
          <input id="add-date" type="date" {...register('date')} className={fieldInputClass} />
        </FormField>
        <FormField label="Vendor" htmlFor="add-vendor" error={errors.vendor?.message}>
          <input id="add-vendor" {...register('vendor')} className={fieldInputClass} />
        </FormField>
        <FormField label="Budget" htmlFor="add-budget" optional>
          <select id="add-budget" {...register('budgetId')} className={fieldInputClass}>
            <option value="">None</option>
            {options.budgets.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
          </select>
        </FormField>
        <FormField label="Notes" htmlFor="add-notes" optional>
          <textarea id="add-notes" rows={2} {...register('notes')} className={fieldInputClass} />
        </FormField>
        <div className={layout.actions}>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>Add Transaction</Button>
        </div>
      </form>
    </Modal>
  );
};
