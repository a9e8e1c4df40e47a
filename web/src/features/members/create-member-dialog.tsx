import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { MEMBER_MESSAGES, identityErrors, validRoles, type FieldErrors } from '@spend/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CreateMemberMutation, CreateMemberMutationVariables, CreatePersonAcrossCompaniesMutation, CreatePersonAcrossCompaniesMutationVariables, MemberCompaniesQuery } from '../../generated/graphql';
import { BudgetSelectModal } from '../../ui/budget-selector';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useDebounced } from '../../ui/typeahead';
import { useCan } from '../../ui/use-can';
import { useBudgetOptions } from '../budgets/use-budget-options';
import { CREATE_MEMBER, CREATE_PERSON, MEMBER_COMPANIES } from './operations';

/** Roles offered (spec 2.4): Auditor (Analyst) and Spender; the multi-company form also offers OrgAdmin. */
const SINGLE_ROLES = [['Analyst', 'Auditor'], ['Spender', 'Spender']] as const;
const MULTI_ROLES = [...SINGLE_ROLES, ['OrgAdmin', 'Admin']] as const;

/** The member rules of the domain (spec 5), run in the browser: same rules, same texts as the API. */
const singleErrors = (v: { first_name: string; last_name: string; email: string; title: string; role: string; spenderBudgets: string[] }): FieldErrors => {
  const fields: FieldErrors = {};
  identityErrors({ firstName: v.first_name, lastName: v.last_name, email: v.email }, fields);
  if (!v.title.trim()) fields.title = MEMBER_MESSAGES.required;
  const roles = validRoles(v.role ? [v.role] : [], fields, 'role');
  if (roles.includes('Spender') && v.spenderBudgets.length === 0) fields.spenderBudgets = MEMBER_MESSAGES.budgetRequired;
  return fields;
};

const single = z
  .object({ first_name: z.string(), last_name: z.string(), email: z.string(), title: z.string(), role: z.string(), spenderBudgets: z.array(z.string()) })
  .superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(singleErrors(v))) ctx.addIssue({ code: 'custom', path: [path], message });
  });
type Single = z.infer<typeof single>;

const SingleCompanyForm = ({ onDone }: { onDone: () => void }) => {
  const toast = useToast();
  const budgets = useBudgetOptions();
  const [create] = useMutation<CreateMemberMutation, CreateMemberMutationVariables>(CREATE_MEMBER, { refetchQueries: ['TeamMembers', 'Budgets', 'BudgetDetail'] });
  const { register, handleSubmit, control, watch, setError, formState: { errors, isSubmitting } } = useForm<Single>({
    resolver: zodResolver(single),
    defaultValues: { first_name: '', last_name: '', email: '', title: '', role: '', spenderBudgets: [] },
  });
  const submit = handleSubmit(async (v) => {
    try {
      const { data } = await create({
        variables: {
          data: {
            roles: { connect: [{ name: v.role }] },
            person: { create: { first_name: v.first_name.trim(), last_name: v.last_name.trim(), email: v.email.trim(), title: v.title.trim() } },
            ...(v.role === 'Spender' && { spenderBudgets: { connect: v.spenderBudgets.map((id) => ({ id })) } }),
          },
        },
      });
      const person = data!.createOneUserV2.person;
      toast({ message: `${person.first_name} ${person.last_name} has successfully been created in the product.` });
      onDone();
    } catch (error) {
      const { fields, message } = serverFieldErrors(error, { roles: 'role' });
      const known = Object.entries(fields).filter(([name]) => name in single.shape);
      for (const [name, text] of known) setError(name as keyof Single, { type: 'server', message: text });
      if (known.length === 0) toast({ message, tone: 'danger' });
    }
  });
  const text = (name: 'first_name' | 'last_name' | 'email' | 'title', label: string) => (
    <FormField label={label} htmlFor={name} error={errors[name]?.message}>
      <input id={name} type={name === 'email' ? 'email' : 'text'} {...register(name)} aria-invalid={!!errors[name] || undefined} style={fieldInputStyle} />
    </FormField>
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create Member">
      {text('first_name', 'First Name')}
      {text('last_name', 'Last Name')}
      {text('email', 'Email')}
      {text('title', 'Title')}
      <FormField label="Role" htmlFor="role" error={errors.role?.message}>
        <select id="role" {...register('role')} style={fieldInputStyle}>
          <option value="">Select a role</option>
          {SINGLE_ROLES.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </FormField>
      {watch('role') === 'Spender' && (
        <Controller control={control} name="spenderBudgets" render={({ field }) => (
          <BudgetSelectModal id="spenderBudgets" budgets={budgets} value={field.value} onChange={field.onChange} error={errors.spenderBudgets?.message} />
        )} />
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <button type="button" onClick={onDone}>Cancel</button>
        <button type="submit" disabled={isSubmitting}>Create Member</button>
      </div>
    </form>
  );
};

interface Assignment { companyId: string; companyName: string; role: string; title: string }

/** The caller's company is the Parent Company; the others, its children, are each a Child Company. */
const companyOptions = (companies: MemberCompaniesQuery['multiOrgCompanies']) =>
  companies.map((c) => ({
    companyId: c.id,
    companyName: c.dba_name,
    label: companies.some((parent) => parent.id === c.parentCompanyID) ? 'Child Company' : 'Parent Company',
  }));

/**
 * Multi-org variant: step 1 is identity and companies (a company search, 500 ms debounce), step 2 a
 * role and an optional title per company (spec 2.4, 5).
 */
const MultiCompanyForm = ({ onDone, onSubmit }: { onDone: () => void; onSubmit: (identity: { first_name: string; last_name: string; email: string }, assignments: Assignment[]) => Promise<Record<string, string> | null> }) => {
  const companies = useQuery<MemberCompaniesQuery>(MEMBER_COMPANIES);
  const [step, setStep] = useState<1 | 2>(1);
  const [identity, setIdentity] = useState({ first_name: '', last_name: '', email: '' });
  const [chosen, setChosen] = useState<Assignment[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const settled = useDebounced(search);
  const [busy, setBusy] = useState(false);
  const matches = companyOptions(companies.data?.multiOrgCompanies ?? []).filter((c) => c.companyName.toLowerCase().includes(settled.trim().toLowerCase()));
  const next = () => {
    const fields: FieldErrors = {};
    identityErrors({ firstName: identity.first_name, lastName: identity.last_name, email: identity.email }, fields);
    if (chosen.length === 0) fields.companies = MEMBER_MESSAGES.companyRequired;
    setErrors(fields);
    if (Object.keys(fields).length === 0) setStep(2);
  };
  const finish = async () => {
    const fields: FieldErrors = {};
    for (const a of chosen) validRoles(a.role ? [a.role] : [], fields, `role-${a.companyId}`);
    setErrors(fields);
    if (Object.keys(fields).length > 0) return;
    setBusy(true);
    const refused = await onSubmit(identity, chosen);
    setBusy(false);
    if (!refused) return onDone();
    setErrors(refused);
    if (['first_name', 'last_name', 'email', 'companies'].some((k) => refused[k])) setStep(1);
  };
  if (step === 1) {
    return (
      <div>
        <p style={{ color: '#666' }}>Step 1 of 2: identity and companies</p>
        {(['first_name', 'last_name', 'email'] as const).map((name) => (
          <FormField key={name} label={{ first_name: 'First Name', last_name: 'Last Name', email: 'Email' }[name]} htmlFor={name} error={errors[name]}>
            <input id={name} value={identity[name]} onChange={(e) => setIdentity({ ...identity, [name]: e.target.value })} style={fieldInputStyle} />
          </FormField>
        ))}
        <FormField label="Companies" htmlFor="company-search" error={errors.companies}>
          <input id="company-search" placeholder="Search companies" value={search} onChange={(e) => setSearch(e.target.value)} style={fieldInputStyle} />
          <div style={{ maxHeight: '18rem', overflowY: 'auto', marginTop: 6 }}>
            {matches.length === 0 ? <p>No Results Found</p> : matches.map((c) => (
              <label key={c.companyId} style={{ display: 'block', padding: '4px 0' }}>
                <input type="checkbox" checked={chosen.some((a) => a.companyId === c.companyId)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, { companyId: c.companyId, companyName: c.companyName, role: '', title: '' }] : chosen.filter((a) => a.companyId !== c.companyId))} />{' '}
                {c.companyName} <small style={{ color: '#777' }}>{c.label}</small>
              </label>
            ))}
          </div>
        </FormField>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <button type="button" onClick={onDone}>Cancel</button>
          <button type="button" onClick={next}>Next</button>
        </div>
      </div>
    );
  }
  const update = (companyId: string, change: Partial<Assignment>) => setChosen(chosen.map((a) => (a.companyId === companyId ? { ...a, ...change } : a)));
  return (
    <div>
      <p style={{ color: '#666' }}>Step 2 of 2: role and title per company</p>
      {chosen.map((a) => (
        <fieldset key={a.companyId} style={{ border: '1px solid #e6e6ef', borderRadius: 8, marginBottom: 12 }}>
          <legend>{a.companyName}</legend>
          <FormField label="Role" htmlFor={`role-${a.companyId}`} error={errors[`role-${a.companyId}`]}>
            <select id={`role-${a.companyId}`} aria-label={`Role in ${a.companyName}`} value={a.role} onChange={(e) => update(a.companyId, { role: e.target.value })} style={fieldInputStyle}>
              <option value="">Select a role</option>
              {MULTI_ROLES.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
            </select>
          </FormField>
          <FormField label="Title" htmlFor={`title-${a.companyId}`} optional>
            <input id={`title-${a.companyId}`} aria-label={`Title in ${a.companyName}`} value={a.title} onChange={(e) => update(a.companyId, { title: e.target.value })} style={fieldInputStyle} />
          </FormField>
        </fieldset>
      ))}
      {errors.form && <p role="alert" style={{ color: '#c0262d' }}>{errors.form}</p>}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <button type="button" onClick={() => setStep(1)}>Back</button>
        <button type="button" disabled={busy} onClick={() => void finish()}>Create Member</button>
      </div>
    </div>
  );
};

/** The create-member dialog (spec 2.4): one form, or two steps when the caller may create members across companies. */
export const CreateMemberDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { can } = useCan();
  const toast = useToast();
  const multi = can('multiTeamMembers.create');
  const [key, setKey] = useState(0);
  // A fresh form each time the dialog opens.
  useEffect(() => {
    if (open) setKey((k) => k + 1);
  }, [open]);
  const close = () => onOpenChange(false);
  const createAcross = useCreateAcrossCompanies();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Create Member" persistent>
      {multi ? (
        <MultiCompanyForm key={key} onDone={close} onSubmit={async (identity, assignments) => {
          const refused = await createAcross(identity, assignments);
          if (!refused) toast({ message: `${identity.first_name} ${identity.last_name} has successfully been created in the product.` });
          return refused;
        }} />
      ) : (
        <SingleCompanyForm key={key} onDone={close} />
      )}
    </Modal>
  );
};

/** Creates the person with a user in each chosen company; returns the refusal's field messages, or null. */
function useCreateAcrossCompanies() {
  const [create] = useMutation<CreatePersonAcrossCompaniesMutation, CreatePersonAcrossCompaniesMutationVariables>(CREATE_PERSON, { refetchQueries: ['TeamMembers'] });
  return async (identity: { first_name: string; last_name: string; email: string }, assignments: Assignment[]): Promise<Record<string, string> | null> => {
    try {
      await create({
        variables: {
          data: {
            first_name: identity.first_name.trim(),
            last_name: identity.last_name.trim(),
            email: identity.email.trim(),
            users: assignments.map((a) => ({ companyId: a.companyId, roles: [a.role], ...(a.title.trim() && { title: a.title.trim() }) })),
          },
        },
      });
      return null;
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      return Object.keys(fields).length > 0 ? fields : { form: message };
    }
  };
}
