import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES as M, BILLING_CYCLES, formatMoney, parseAmountToCents } from '@spend/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AccountQuery, SetAccountTermsMutation, SetAccountTermsMutationVariables } from '../../generated/graphql';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { ACCOUNT, SET_ACCOUNT_TERMS } from './operations';

const cents = (message: string) => z.string().refine((v) => parseAmountToCents(v) !== null, message);
const whole = (min: number, max: number, message: string) => z.string().refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max, message);
const schema = z.object({
  name: z.string().trim().min(1, M.name),
  approvedCreditLineAmount: cents(M.creditLimit),
  billingCycle: z.enum(BILLING_CYCLES, M.cycle),
  rebateBasisPoints: whole(0, 10_000, M.rebate),
  paymentDueDays: whole(1, 60, M.dueDays),
  lateFee: cents(M.lateFee),
});
type Values = z.infer<typeof schema>;
const dollars = (c: number) => formatMoney(c).replace(/[$,]/g, '');

/** The card account's terms (admins): credit line, billing cycle, rebate rate, days to pay, late fee. */
export const AccountSettingsPage = () => {
  const toast = useToast();
  const { data } = useQuery<AccountQuery>(ACCOUNT);
  const a = data?.account;
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<Values>({ resolver: zodResolver(schema) });
  useEffect(() => {
    reset({
      name: a?.name ?? '', approvedCreditLineAmount: a ? dollars(a.approvedCreditLineAmount) : '0', billingCycle: a?.billingCycle ?? 'MONTHLY',
      rebateBasisPoints: String(a?.rebateBasisPoints ?? 0), paymentDueDays: String(a?.paymentDueDays ?? 25), lateFee: a ? dollars(a.lateFee) : '0',
    });
  }, [a]);
  const [save] = useMutation<SetAccountTermsMutation, SetAccountTermsMutationVariables>(SET_ACCOUNT_TERMS, { refetchQueries: ['Account'] });
  const submit = handleSubmit(async (v) => {
    try {
      await save({ variables: { data: {
        name: v.name, approvedCreditLineAmount: parseAmountToCents(v.approvedCreditLineAmount)!, billingCycle: v.billingCycle,
        rebateBasisPoints: Number(v.rebateBasisPoints), paymentDueDays: Number(v.paymentDueDays), lateFee: parseAmountToCents(v.lateFee)!,
      } } });
      toast({ message: 'Account settings saved.' });
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      for (const [field, text] of Object.entries(fields)) setError(field === 'lateFeeCents' ? 'lateFee' : (field as keyof Values), { type: 'server', message: text });
      if (Object.keys(fields).length === 0) toast({ message, tone: 'danger' });
    }
  });
  const text = (name: keyof Values, label: string, help?: string) => (
    <FormField label={label} htmlFor={`account-${name}`} error={errors[name]?.message} help={help}>
      <input id={`account-${name}`} {...register(name)} style={fieldInputStyle} />
    </FormField>
  );
  return (
    <section style={{ maxWidth: 520 }}>
      <h1>Card Account</h1>
      <form aria-label="Card account" onSubmit={(e) => void submit(e)} noValidate>
        {text('name', 'Account name')}
        {text('approvedCreditLineAmount', 'Credit line', 'In dollars, such as 25000.00.')}
        <FormField label="Billing cycle" htmlFor="account-billingCycle" error={errors.billingCycle?.message}>
          <select id="account-billingCycle" {...register('billingCycle')} style={fieldInputStyle}>
            <option value="MONTHLY">Monthly</option>
            <option value="SEMI_MONTHLY">Semi-monthly</option>
            <option value="WEEKLY">Weekly</option>
          </select>
        </FormField>
        {text('rebateBasisPoints', 'Rebate rate (basis points)', '100 basis points is 1%.')}
        {text('paymentDueDays', 'Days to pay a statement')}
        {text('lateFee', 'Late fee', 'In dollars; 0 for none.')}
        <button type="submit" disabled={isSubmitting}>Save</button>
      </form>
    </section>
  );
};
