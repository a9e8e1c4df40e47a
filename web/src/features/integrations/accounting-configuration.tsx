import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AccountingOptionsQuery, SetOneCodatCompanyConfigurationMutation, SetOneCodatCompanyConfigurationMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { ACCOUNTING_OPTIONS, SET_CONFIGURATION } from './operations';
import styles from './integrations.module.css';

const REQUIRED = 'This field is required.';
const schema = z.object({ bankAccountId: z.string().min(1, REQUIRED), supplierId: z.string().min(1, REQUIRED), customerId: z.string() });
type Values = z.infer<typeof schema>;
type Configuration = { bankAccountId: string; supplierId: string; customerId?: string | null } | null;

const valuesOf = (c: Configuration): Values => ({ bankAccountId: c?.bankAccountId ?? '', supplierId: c?.supplierId ?? '', customerId: c?.customerId ?? '' });

/** Where synced expenses land on the platform (setOneCodatCompanyConfiguration): its bank account, supplier and customer. */
export const AccountingConfiguration = ({ configuration }: { configuration: Configuration }) => {
  const toast = useToast();
  const { data } = useQuery<AccountingOptionsQuery>(ACCOUNTING_OPTIONS);
  const { register, handleSubmit, reset, setError, formState: { errors, isDirty, isSubmitting } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(configuration) });
  useEffect(() => reset(valuesOf(configuration)), [configuration?.bankAccountId, configuration?.supplierId, configuration?.customerId]);
  const [save] = useMutation<SetOneCodatCompanyConfigurationMutation, SetOneCodatCompanyConfigurationMutationVariables>(SET_CONFIGURATION);
  // The answer is the company's id and configuration: Apollo's cache updates the cached company without a read.

  const submit = handleSubmit(async (v) => {
    try {
      await save({ variables: { data: { bankAccountId: v.bankAccountId, supplierId: v.supplierId, customerId: v.customerId || null } } });
      toast({ message: 'Accounting configuration saved.' });
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      const known = Object.entries(fields).filter(([name]) => name in schema.shape);
      for (const [name, text] of known) setError(name as keyof Values, { type: 'server', message: text });
      if (known.length === 0) toast({ message, tone: 'danger' });
    }
  });

  const banks = (data?.codatMappingOptions.accounts ?? []).filter((a) => a.accountType === 'Asset' && a.status === 'Active');
  const active = <T extends { status: string }>(list: readonly T[] | undefined) => (list ?? []).filter((x) => x.status === 'Active');
  return (
    <form aria-label="Accounting configuration" className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <h3>Configuration</h3>
      <FormField label="Bank account" htmlFor="bankAccountId" error={errors.bankAccountId?.message} help="The platform's bank account the card spend is paid from.">
        <select id="bankAccountId" className={styles.select} {...register('bankAccountId')}>
          <option value="">Choose a bank account</option>
          {banks.map((a) => <option key={a.id} value={a.id}>{a.nominalCode} {a.name}</option>)}
        </select>
      </FormField>
      <FormField label="Supplier" htmlFor="supplierId" error={errors.supplierId?.message}>
        <select id="supplierId" className={styles.select} {...register('supplierId')}>
          <option value="">Choose a supplier</option>
          {active(data?.codatSuppliers).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </select>
      </FormField>
      <FormField label="Customer" htmlFor="customerId" optional error={errors.customerId?.message}>
        <select id="customerId" className={styles.select} {...register('customerId')}>
          <option value="">None</option>
          {active(data?.codatCustomers).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </select>
      </FormField>
      <Button type="submit" variant="primary" disabled={!isDirty} loading={isSubmitting}>Save configuration</Button>
    </form>
  );
};
