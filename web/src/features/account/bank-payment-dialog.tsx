import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { parseAmountToCents } from '@spend/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { PayFromBankAccountMutation, PayFromBankAccountMutationVariables, PlaidItemsQuery } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { formatMoney } from '../../ui/money';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { PLAID_ITEMS } from '../bank/operations';
import { bankPaymentSchema as schema, type BankPaymentValues as Values } from './bank-payment-schema';
import { PAY_FROM_BANK_ACCOUNT } from './operations';

const EMPTY: Values = { bankAccount: '', amount: '' };

/**
 * "Pay from bank account": an ACH debit from one of the company's linked bank accounts. It is
 * pending until the bank settles it; only then does the balance fall (the list shows its status).
 */
export const BankPaymentDialog = ({ open, onOpenChange, owed }: { open: boolean; onOpenChange: (open: boolean) => void; owed: number }) => {
  const toast = useToast();
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open]);
  const items = useQuery<PlaidItemsQuery>(PLAID_ITEMS, { skip: !open });
  const accounts = (items.data?.plaidItems ?? []).filter((i) => !i.archived).flatMap((i) => i.accounts.map((a) => ({ value: `${i.id}/${a.id}`, label: `${i.institutionName} · ${a.name} ••${a.mask}` })));
  const [pay] = useMutation<PayFromBankAccountMutation, PayFromBankAccountMutationVariables>(PAY_FROM_BANK_ACCOUNT, { refetchQueries: ['Payments', 'Account'], awaitRefetchQueries: true });

  const submit = handleSubmit(async (v) => {
    const [bankItemId, bankAccountId] = v.bankAccount.split('/') as [string, string];
    try {
      const result = await pay({ variables: { data: { bankItemId, bankAccountId, amount: parseAmountToCents(v.amount)! } } });
      toast({ message: `Payment of ${formatMoney(result.data!.payFromBankAccount.amount)} sent: pending until the bank settles it.` });
      onOpenChange(false);
    } catch (error) {
      const message = applyServerErrors(error, setError, ['amount', 'bankAccount'], { bankAccountId: 'bankAccount' });
      if (message) toast({ message, tone: 'danger' });
    }
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Pay from bank account" description={`Balance owed less payments pending: ${formatMoney(owed)}. The balance falls when the bank settles the payment (usually 1–3 business days).`}>
      <form aria-label="Pay from bank account" onSubmit={(e) => void submit(e)} noValidate>
        <FormField label="Bank account" htmlFor="bank-payment-account" error={errors.bankAccount?.message}>
          <select id="bank-payment-account" {...register('bankAccount')} className={fieldInputClass}>
            <option value="">{items.loading ? 'Loading…' : accounts.length ? 'Choose a bank account' : 'No linked bank account: link one in Settings'}</option>
            {accounts.map((a) => <option key={a.value} value={a.value}>{a.label}</option>)}
          </select>
        </FormField>
        <FormField label="Amount" htmlFor="bank-payment-amount" error={errors.amount?.message}>
          <input id="bank-payment-amount" inputMode="decimal" {...register('amount')} className={fieldInputClass} />
        </FormField>
        <div className={layout.actions}>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>Pay</Button>
        </div>
      </form>
    </Modal>
  );
};
