import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { COMPANY_FUNDING_MESSAGES, parseAmountToCents } from '@spend/domain';
import type { CompaniesQuery, UpdateChildCompanyMutation, UpdateChildCompanyMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { companyNameAddress } from '../settings/company-settings-page';
import { COMPANIES, UPDATE_CHILD_COMPANY } from './operations';
import { PageSkeleton } from '../../ui/skeleton';

const schema = z.object({
  ...companyNameAddress,
  total_funding: z.string().refine((v) => parseAmountToCents(v) !== null, COMPANY_FUNDING_MESSAGES.invalid),
});
type Values = z.infer<typeof schema>;
type Company = CompaniesQuery['companies'][number];

const valuesOf = (c: Company | undefined): Values => ({ dba_name: c?.dba_name ?? '', dba_address: c?.dba_address ?? '', total_funding: c ? (c.total_funding / 100).toFixed(2) : '' });

/**
 * /companies/{companyId}/{action}: a reseller acting on one of its child companies. `edit` changes
 * its name, address and funding (updateOneCompany with where.id); other actions lead back to it.
 */
export const CompanyActionPage = () => {
  const { companyId, action } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { data, loading, error } = useQuery<CompaniesQuery>(COMPANIES);
  if (error) throw error;
  const company = data?.companies.find((c) => c.id === companyId && c.parentCompanyID);
  const { register, handleSubmit, reset, setError, formState: { errors, isDirty, isSubmitting } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(company) });
  useEffect(() => reset(valuesOf(company)), [company]);
  const [update] = useMutation<UpdateChildCompanyMutation, UpdateChildCompanyMutationVariables>(UPDATE_CHILD_COMPANY);

  if (action !== 'edit') return <Navigate to={`/companies/${companyId}`} replace />;
  if (!company) return loading ? <PageSkeleton /> : <Navigate to="/companies" replace />;

  const submit = handleSubmit(async (values) => {
    try {
      await update({ variables: { id: company.id, data: values } });
      toast({ message: 'Company settings have been updated.' });
      navigate(`/companies/${company.id}`);
    } catch (failure) {
      const { fields, message } = serverFieldErrors(failure);
      const known = Object.entries(fields).filter(([name]) => name in schema.shape);
      for (const [name, text] of known) setError(name as keyof Values, { type: 'server', message: text });
      if (known.length === 0) toast({ message, tone: 'danger' });
    }
  });

  return (
    <section>
      <h1>Edit {company.dba_name}</h1>
      <form aria-label="Child company" onSubmit={(e) => void submit(e)} noValidate className={layout.form}>
        <FormField label="Company name" htmlFor="child-dba-name" error={errors.dba_name?.message}>
          <input id="child-dba-name" {...register('dba_name')} aria-invalid={!!errors.dba_name || undefined} className={fieldInputClass} />
        </FormField>
        <FormField label="Company address" htmlFor="child-dba-address" optional error={errors.dba_address?.message}>
          <textarea id="child-dba-address" rows={3} {...register('dba_address')} aria-invalid={!!errors.dba_address || undefined} className={fieldInputClass} />
        </FormField>
        <FormField label="Total funding (USD)" htmlFor="child-total-funding" error={errors.total_funding?.message}>
          <input id="child-total-funding" inputMode="decimal" {...register('total_funding')} aria-invalid={!!errors.total_funding || undefined} className={fieldInputClass} />
        </FormField>
        <div className={layout.actions}>
          <Button type="submit" variant="primary" disabled={!isDirty} loading={isSubmitting}>Save</Button>
        </div>
      </form>
    </section>
  );
};
