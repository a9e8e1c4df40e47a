import { useMutation } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CreateCompanyMutation, CreateCompanyMutationVariables } from '../../generated/graphql';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { COMPANIES, CREATE_COMPANY } from './operations';

/** /companies/new: a client company under the reseller (permission client create); the API checks every field. */
export const NewCompanyPage = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const [create, { loading }] = useMutation<CreateCompanyMutation, CreateCompanyMutationVariables>(CREATE_COMPANY, { refetchQueries: [COMPANIES], awaitRefetchQueries: true });
  const [name, setName] = useState('');
  const [funding, setFunding] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setErrors({});
    try {
      const { data } = await create({ variables: { data: { dba_name: name, ...(funding.trim() && { total_funding: funding.trim() }) } } });
      toast({ message: `${data!.createCompanyV2.dba_name} has been created.` });
      navigate(`/companies/${data!.createCompanyV2.id}`);
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast({ message, tone: 'danger' });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create Company" style={{ maxWidth: 420 }}>
      <h1>Create Company</h1>
      <FormField label="Company Name" htmlFor="dba_name" error={errors.dba_name}>
        <input id="dba_name" value={name} onChange={(e) => setName(e.target.value)} style={fieldInputStyle} />
      </FormField>
      <FormField label="Total Funding" htmlFor="total_funding" error={errors.total_funding} optional>
        <input id="total_funding" inputMode="decimal" value={funding} onChange={(e) => setFunding(e.target.value)} style={fieldInputStyle} />
      </FormField>
      <button type="submit" disabled={loading}>
        Create Company
      </button>
    </form>
  );
};
