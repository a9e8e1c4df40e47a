import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CompanySettingsQuery, UpdateCompanySettingsMutation, UpdateCompanySettingsMutationVariables } from '../../generated/graphql';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { COMPANY_SETTINGS, UPDATE_COMPANY_SETTINGS } from './operations';
import { SettingsFrame } from './settings-frame';

// The same messages the API gives (domain text rules and the company decider); a reseller's child company form uses them too.
export const companyNameAddress = {
  dba_name: z.string().refine((v) => v.trim() !== '', 'Company name is required.').refine((v) => v.trim().length <= 200, 'Company name must be at most 200 characters.'),
  dba_address: z.string().refine((v) => v.trim().length <= 500, 'Company address must be at most 500 characters.'),
};
const schema = z.object({
  ...companyNameAddress,
  isCMARequired: z.boolean(),
  isPPRequired: z.boolean(),
  isTOURequired: z.boolean(),
  spendersSubCardsEnabled: z.boolean(),
  isAllocationUnrestricted: z.boolean(),
  budgetNumbers: z.boolean(),
});
type Values = z.infer<typeof schema>;
type Flag = Exclude<keyof Values, 'dba_name' | 'dba_address'>;
type Company = CompanySettingsQuery['company'];

const valuesOf = (c: Company | undefined): Values => ({
  dba_name: c?.dba_name ?? '', dba_address: c?.dba_address ?? '', isCMARequired: c?.isCMARequired ?? true, isPPRequired: c?.isPPRequired ?? true,
  isTOURequired: c?.isTOURequired ?? true, spendersSubCardsEnabled: c?.spendersSubCardsEnabled ?? false,
  isAllocationUnrestricted: c?.isAllocationUnrestricted ?? false, budgetNumbers: c?.budgetNumbers ?? false,
});

/** /settings/company (admins): the company's name, address and switches (spec 3, updateOneCompany). */
export const CompanySettingsPage = () => {
  const toast = useToast();
  const { data } = useQuery<CompanySettingsQuery>(COMPANY_SETTINGS);
  const company = data?.company;
  const { register, handleSubmit, reset, setError, formState: { errors, isDirty, isSubmitting } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(company) });
  useEffect(() => reset(valuesOf(company)), [company]);
  // The agreement gate follows the three agreement flags: refresh it with the company.
  const [update] = useMutation<UpdateCompanySettingsMutation, UpdateCompanySettingsMutationVariables>(UPDATE_COMPANY_SETTINGS, { refetchQueries: ['CompanyAgreements'] });

  const submit = handleSubmit(async (data) => {
    try {
      await update({ variables: { data } });
      toast({ message: 'Company settings have been updated.' });
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      const known = Object.entries(fields).filter(([name]) => name in schema.shape);
      for (const [name, text] of known) setError(name as keyof Values, { type: 'server', message: text });
      if (known.length === 0) toast({ message, tone: 'danger' });
    }
  });

  const check = (name: Flag, label: string) => (
    <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 14 }}>
      <input type="checkbox" id={`company-${name}`} {...register(name)} />
      {label}
    </label>
  );

  return (
    <SettingsFrame title="Company">
      {!company ? <p>Loading…</p> : (
        <form aria-label="Company" onSubmit={(e) => void submit(e)} noValidate style={{ maxWidth: 480 }}>
          <FormField label="Company name" htmlFor="company-dba-name" error={errors.dba_name?.message}>
            <input id="company-dba-name" {...register('dba_name')} style={fieldInputStyle} />
          </FormField>
          <FormField label="Company address" htmlFor="company-dba-address" optional error={errors.dba_address?.message}>
            <textarea id="company-dba-address" rows={3} {...register('dba_address')} style={fieldInputStyle} />
          </FormField>
          {check('isCMARequired', 'Members must accept the Card Member Agreement')}
          {check('isPPRequired', 'Members must accept the Privacy Policy')}
          {check('isTOURequired', 'Members must accept the Terms of Use')}
          {check('spendersSubCardsEnabled', 'Spenders may have sub cards')}
          {check('isAllocationUnrestricted', 'Allocation is unrestricted')}
          {check('budgetNumbers', 'Budgets carry a number')}
          <button type="submit" disabled={!isDirty || isSubmitting}>Save</button>
        </form>
      )}
    </SettingsFrame>
  );
};
