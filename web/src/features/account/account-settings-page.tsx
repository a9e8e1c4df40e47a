import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney, parseAmountToCents } from '@spend/domain';
import { Controller, useForm } from 'react-hook-form';
import type { AccountQuery, SetAccountTermsMutation, SetAccountTermsMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import { Select } from '../../ui/select';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import styles from './account.module.css';
import { accountTermsSchema as schema, type AccountTermsValues as Values } from './account-terms-schema';
import { ACCOUNT, SET_ACCOUNT_TERMS } from './operations';

const CYCLES = [{ value: 'MONTHLY', label: 'Monthly' }, { value: 'SEMI_MONTHLY', label: 'Semi-monthly' }, { value: 'WEEKLY', label: 'Weekly' }];
const dollars = (c: number) => formatMoney(c).replace(/[$,]/g, '');

type Account = NonNullable<AccountQuery['account']>;

/** The terms as the company reads them: the card program's operator sets them, not the company. */
// `account` is null when the company has none.
const AccountTerms = ({ account: a }: { account: Account | null }) => (
  <section className={styles.narrow}>
    <h1>Card Account</h1>
    {a === null && <p>This company has no card account yet.</p>}
    {a && (
      <>
        <dl data-testid="account-terms">
          <dt>Account name</dt><dd>{a.name}</dd>
          <dt>Credit line</dt><dd>{formatMoney(a.approvedCreditLineAmount)}</dd>
          <dt>Billing cycle</dt><dd>{CYCLES.find((c) => c.value === a.billingCycle)?.label}</dd>
          <dt>Rebate rate</dt><dd>{a.rebateBasisPoints} basis points</dd>
          <dt>Days to pay a statement</dt><dd>{a.paymentDueDays}</dd>
          <dt>Late fee</dt><dd>{formatMoney(a.lateFee)}</dd>
          <dt>Interest rate (APR)</dt><dd>{a.interestBasisPoints} basis points, on what a statement still asks for after its due date</dd>
        </dl>
        <p>These terms are set by the card program&apos;s operator. To change them, contact your account manager.</p>
      </>
    )}
  </section>
);

/** The card account's terms: read by the company's admins and auditors, set by the platform super admin alone. */
export const AccountSettingsPage = () => {
  const { can } = useCan();
  const { data } = useQuery<AccountQuery>(ACCOUNT);
  // The form starts from the saved terms: shown before they load, what the operator typed would be overwritten.
  if (!data) return <section className={styles.narrow} aria-busy="true"><h1>Card Account</h1></section>;
  return can('account.terms.edit') ? <AccountTermsForm account={data.account ?? null} /> : <AccountTerms account={data.account ?? null} />;
};

/** The operator's form: credit line, billing cycle, rebate rate, days to pay, late fee, APR. */
const AccountTermsForm = ({ account: a }: { account: Account | null }) => {
  const toast = useToast();
  const { register, control, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: a?.name ?? '', approvedCreditLineAmount: a ? dollars(a.approvedCreditLineAmount) : '0', billingCycle: a?.billingCycle ?? 'MONTHLY',
      rebateBasisPoints: String(a?.rebateBasisPoints ?? 0), paymentDueDays: String(a?.paymentDueDays ?? 25), lateFee: a ? dollars(a.lateFee) : '0',
      interestBasisPoints: String(a?.interestBasisPoints ?? 0),
    },
  });
  // A read stays: the payment due (date and amount) follows the terms and is worked out by the server.
  const [save] = useMutation<SetAccountTermsMutation, SetAccountTermsMutationVariables>(SET_ACCOUNT_TERMS, { refetchQueries: ['Account'] });
  const submit = handleSubmit(async (v) => {
    try {
      await save({ variables: { data: {
        name: v.name, approvedCreditLineAmount: parseAmountToCents(v.approvedCreditLineAmount)!, billingCycle: v.billingCycle,
        rebateBasisPoints: Number(v.rebateBasisPoints), paymentDueDays: Number(v.paymentDueDays), lateFee: parseAmountToCents(v.lateFee)!,
        interestBasisPoints: Number(v.interestBasisPoints),
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
      <input id={`account-${name}`} {...register(name)} className={fieldInputClass} />
    </FormField>
  );
  return (
    <section className={styles.narrow}>
      <h1>Card Account</h1>
      <form aria-label="Card account" onSubmit={(e) => void submit(e)} noValidate>
        {text('name', 'Account name')}
        {text('approvedCreditLineAmount', 'Credit line', 'In dollars, such as 25000.00.')}
        <FormField label="Billing cycle" htmlFor="account-billingCycle" error={errors.billingCycle?.message}>
          <Controller control={control} name="billingCycle" render={({ field }) => (
            <Select id="account-billingCycle" value={field.value} onValueChange={field.onChange} options={CYCLES} invalid={!!errors.billingCycle} />
          )} />
        </FormField>
        {text('rebateBasisPoints', 'Rebate rate (basis points)', '100 basis points is 1%.')}
        {text('paymentDueDays', 'Days to pay a statement')}
        {text('lateFee', 'Late fee', 'In dollars; 0 for none.')}
        {text('interestBasisPoints', 'Interest rate, APR (basis points)', 'Charged day by day on what a statement still asks for after its due date; 1800 is 18%, 0 for none.')}
        <Button type="submit" variant="primary" loading={isSubmitting}>Save</Button>
      </form>
    </section>
  );
};
