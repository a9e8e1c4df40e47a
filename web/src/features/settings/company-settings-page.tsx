import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { CompanySettingsQuery, UpdateCompanySettingsMutation, UpdateCompanySettingsMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { COMPANY_SETTINGS, UPDATE_COMPANY_SETTINGS } from './operations';
import { companySettingsSchema, type CompanySettingsValues as Values } from './company-schema';
import styles from './settings.module.css';
import { SettingsFrame } from './settings-frame';
import { PageSkeleton } from '../../ui/skeleton';

export { companyNameAddress } from './company-schema';
type Flag = Exclude<keyof Values, 'dba_name' | 'dba_address'>;
type Company = CompanySettingsQuery['company'];

const valuesOf = (c: Company | undefined): Values => ({
  dba_name: c?.dba_name ?? '', dba_address: c?.dba_address ?? '', isCMARequired: c?.isCMARequired ?? true, isPPRequired: c?.isPPRequired ?? true,
  isTOURequired: c?.isTOURequired ?? true, spendersSubCardsEnabled: c?.spendersSubCardsEnabled ?? false,
  isAllocationUnrestricted: c?.isAllocationUnrestricted ?? false, isDualControlRequired: c?.isDualControlRequired ?? false, isSecondFactorRequired: c?.isSecondFactorRequired ?? false, budgetNumbers: c?.budgetNumbers ?? false,
});

/** /settings/company (admins): the company's name, address and switches (spec 3, updateOneCompany). */
export const CompanySettingsPage = () => {
  const toast = useToast();
  const { data } = useQuery<CompanySettingsQuery>(COMPANY_SETTINGS);
  const company = data?.company;
  const { register, handleSubmit, reset, setError, formState: { errors, isDirty, isSubmitting } } = useForm<Values>({ resolver: zodResolver(companySettingsSchema), defaultValues: valuesOf(company) });
  useEffect(() => reset(valuesOf(company)), [company]);
  // The agreement gate follows the three agreement flags: refresh it with the company.
  const [update] = useMutation<UpdateCompanySettingsMutation, UpdateCompanySettingsMutationVariables>(UPDATE_COMPANY_SETTINGS, { refetchQueries: ['CompanyAgreements'] });

  const submit = handleSubmit(async ({ isSecondFactorRequired, ...rest }) => {
    try {
      // The requirement is sent only when it changes: changing it asks for a fresh code (a step-up).
      const changed = isSecondFactorRequired !== (company?.isSecondFactorRequired ?? false);
      await update({ variables: { data: changed ? { ...rest, isSecondFactorRequired } : rest } });
      toast({ message: 'Company settings have been updated.' });
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      const known = Object.entries(fields).filter(([name]) => name in companySettingsSchema.shape);
      for (const [name, text] of known) setError(name as keyof Values, { type: 'server', message: text });
      if (known.length === 0) toast({ message, tone: 'danger' });
    }
  });

  const check = (name: Flag, label: string) => (
    <label className={styles.check}>
      <input type="checkbox" id={`company-${name}`} {...register(name)} />
      {label}
    </label>
  );

  return (
    <SettingsFrame title="Company">
      {!company ? <PageSkeleton /> : (
        <form aria-label="Company" onSubmit={(e) => void submit(e)} noValidate className={layout.form}>
          <FormField label="Company name" htmlFor="company-dba-name" error={errors.dba_name?.message}>
            <input id="company-dba-name" {...register('dba_name')} className={fieldInputClass} />
          </FormField>
          <FormField label="Company address" htmlFor="company-dba-address" optional error={errors.dba_address?.message}>
            <textarea id="company-dba-address" rows={3} {...register('dba_address')} className={fieldInputClass} />
          </FormField>
          {check('isCMARequired', 'Members must accept the Card Member Agreement')}
          {check('isPPRequired', 'Members must accept the Privacy Policy')}
          {check('isTOURequired', 'Members must accept the Terms of Use')}
          {check('spendersSubCardsEnabled', 'Spenders may have sub cards')}
          {check('isAllocationUnrestricted', 'Allocation is unrestricted')}
          {check('isSecondFactorRequired', 'Members must sign in with a code from an authenticator app')}
          {check('budgetNumbers', 'Budgets carry a number')}
          {check('isDualControlRequired', "Dual control: an admin's raise of a budget only they spend from needs a second admin's approval")}
          <Button type="submit" variant="primary" disabled={!isDirty} loading={isSubmitting}>Save</Button>
        </form>
      )}
    </SettingsFrame>
  );
};
