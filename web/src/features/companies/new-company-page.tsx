import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { CreateCompanyMutation, CreateCompanyMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { newCompanySchema, type NewCompanyValues } from './new-company-schema';
import { COMPANIES, CREATE_COMPANY } from './operations';

/** /companies/new: a client company under the reseller (permission client create); the API checks every field again. */
export const NewCompanyPage = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const [create] = useMutation<CreateCompanyMutation, CreateCompanyMutationVariables>(CREATE_COMPANY, { refetchQueries: [COMPANIES], awaitRefetchQueries: true });
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<NewCompanyValues>({ resolver: zodResolver(newCompanySchema), defaultValues: { dba_name: '', total_funding: '' } });

  const submit = handleSubmit(async ({ dba_name, total_funding }) => {
    try {
      const { data } = await create({ variables: { data: { dba_name, ...(total_funding.trim() && { total_funding: total_funding.trim() }) } } });
      toast({ message: `${data!.createCompanyV2.dba_name} has been created.` });
      await navigate(`/companies/${data!.createCompanyV2.id}`);
    } catch (error) {
      const message = applyServerErrors(error, setError, ['dba_name', 'total_funding']);
      if (message) toast({ message, tone: 'danger' });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create Company" className={layout.narrow}>
      <h1>Create Company</h1>
      <FormField label="Company Name" htmlFor="dba_name" error={errors.dba_name?.message}>
        <input id="dba_name" {...register('dba_name')} aria-invalid={!!errors.dba_name || undefined} className={fieldInputClass} />
      </FormField>
      <FormField label="Total Funding" htmlFor="total_funding" error={errors.total_funding?.message} optional>
        <input id="total_funding" inputMode="decimal" {...register('total_funding')} aria-invalid={!!errors.total_funding || undefined} className={fieldInputClass} />
      </FormField>
      <Button type="submit" variant="primary" loading={isSubmitting}>Create Company</Button>
    </form>
  );
};
