import { useMutation, useQuery, type ApolloCache } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { CreateMemberMutation, CreateMemberMutationVariables, CreatePersonAcrossCompaniesMutation, CreatePersonAcrossCompaniesMutationVariables, MemberCompaniesQuery } from '../../generated/graphql';
import { BudgetSelectModal } from '../../ui/budget-selector';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { applyServerErrors } from '../../ui/server-errors';
import { forgetField } from '../../ui/cache-lists';
import { useToast } from '../../ui/toast';
import { useDebounced } from '../../ui/typeahead';
import { useCan } from '../../ui/use-can';
import { useBudgetOptions } from '../budgets/use-budget-options';
import styles from './create-member-dialog.module.css';
import { multiMemberSchema, singleMemberSchema, type Assignment, type MultiMemberValues, type SingleMemberValues } from './member-schemas';
import { CREATE_MEMBER, CREATE_PERSON, MEMBER_COMPANIES } from './operations';

/** Roles offered (spec 2.4): Auditor (Analyst) and Spender; the multi-company form also offers OrgAdmin. */
const SINGLE_ROLES = [['Analyst', 'Auditor'], ['Spender', 'Spender']] as const;
const MULTI_ROLES = [...SINGLE_ROLES, ['OrgAdmin', 'Admin']] as const;

/**
 * The member lists are paged and sorted by the server, which alone knows where a new member goes: the
 * page on screen reads again, once. Budgets they spend from read their own figures when next shown.
 */
const forgetMembers = (cache: ApolloCache<unknown>) => forgetField(cache, 'teamMembers');

const SingleCompanyForm = ({ onDone }: { onDone: () => void }) => {
  const toast = useToast();
  const budgets = useBudgetOptions();
  const [create] = useMutation<CreateMemberMutation, CreateMemberMutationVariables>(CREATE_MEMBER, { update: forgetMembers });
  const { register, handleSubmit, control, watch, setError, formState: { errors, isSubmitting } } = useForm<SingleMemberValues>({
    resolver: zodResolver(singleMemberSchema),
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
      const message = applyServerErrors(error, setError, ['first_name', 'last_name', 'email', 'title', 'role', 'spenderBudgets'], { roles: 'role' });
      if (message) toast({ message, tone: 'danger' });
    }
  });
  const text = (name: 'first_name' | 'last_name' | 'email' | 'title', label: string) => (
    <FormField label={label} htmlFor={name} error={errors[name]?.message}>
      <input id={name} type={name === 'email' ? 'email' : 'text'} {...register(name)} aria-invalid={!!errors[name] || undefined} className={fieldInputClass} />
    </FormField>
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create Member">
      {text('first_name', 'First Name')}
      {text('last_name', 'Last Name')}
      {text('email', 'Email')}
      {text('title', 'Title')}
      <FormField label="Role" htmlFor="role" error={errors.role?.message}>
        <select id="role" {...register('role')} aria-invalid={!!errors.role || undefined} className={fieldInputClass}>
          <option value="">Select a role</option>
          {SINGLE_ROLES.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </FormField>
      {watch('role') === 'Spender' && (
        <Controller control={control} name="spenderBudgets" render={({ field }) => (
          <BudgetSelectModal id="spenderBudgets" budgets={budgets} value={field.value} onChange={field.onChange} error={errors.spenderBudgets?.message} />
        )} />
      )}
      <div className={layout.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" loading={isSubmitting}>Create Member</Button>
      </div>
    </form>
  );
};

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
const MultiCompanyForm = ({ onDone, onSubmit }: { onDone: () => void; onSubmit: (values: MultiMemberValues) => Promise<unknown> }) => {
  const companies = useQuery<MemberCompaniesQuery>(MEMBER_COMPANIES);
  const [step, setStep] = useState<1 | 2>(1);
  // The resolver checks what the current step asks for.
  const stepRef = useRef<1 | 2>(1);
  stepRef.current = step;
  const { register, handleSubmit, setValue, watch, setError, formState: { errors, isSubmitting } } = useForm<MultiMemberValues>({
    resolver: (values, context, options) => zodResolver(multiMemberSchema(stepRef.current))(values, context, options),
    defaultValues: { first_name: '', last_name: '', email: '', assignments: [] },
  });
  const [search, setSearch] = useState('');
  const settled = useDebounced(search);
  const chosen = watch('assignments');
  const matches = companyOptions(companies.data?.multiOrgCompanies ?? []).filter((c) => c.companyName.toLowerCase().includes(settled.trim().toLowerCase()));
  const next = handleSubmit(() => setStep(2));
  const finish = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onDone();
    } catch (error) {
      const message = applyServerErrors(error, setError, ['first_name', 'last_name', 'email', 'assignments'], { companies: 'assignments' });
      if (message) setError('root.server', { type: 'server', message });
      else setStep(1);
    }
  });
  const toggle = (c: { companyId: string; companyName: string }, on: boolean) =>
    setValue('assignments', on ? [...chosen, { companyId: c.companyId, companyName: c.companyName, role: '', title: '' }] : chosen.filter((a) => a.companyId !== c.companyId), { shouldValidate: !!errors.assignments });
  if (step === 1) {
    return (
      <div>
        <p className={styles.step}>Step 1 of 2: identity and companies</p>
        {(['first_name', 'last_name', 'email'] as const).map((name) => (
          <FormField key={name} label={{ first_name: 'First Name', last_name: 'Last Name', email: 'Email' }[name]} htmlFor={name} error={errors[name]?.message}>
            <input id={name} {...register(name)} aria-invalid={!!errors[name] || undefined} className={fieldInputClass} />
          </FormField>
        ))}
        <FormField label="Companies" htmlFor="company-search" error={errors.assignments?.message ?? errors.assignments?.root?.message}>
          <input id="company-search" placeholder="Search companies" value={search} onChange={(e) => setSearch(e.target.value)} className={fieldInputClass} />
          <div className={styles.companies}>
            {matches.length === 0 ? <p>No Results Found</p> : matches.map((c) => (
              <label key={c.companyId} className={styles.company}>
                <input type="checkbox" checked={chosen.some((a) => a.companyId === c.companyId)} onChange={(e) => toggle(c, e.target.checked)} />{' '}
                {c.companyName} <small className={styles.companyLabel}>{c.label}</small>
              </label>
            ))}
          </div>
        </FormField>
        <div className={layout.actions}>
          <Button onClick={onDone}>Cancel</Button>
          <Button variant="primary" onClick={() => void next()}>Next</Button>
        </div>
      </div>
    );
  }
  return (
    <div>
      <p className={styles.step}>Step 2 of 2: role and title per company</p>
      {chosen.map((a, i) => (
        <fieldset key={a.companyId} className={styles.assignment}>
          <legend>{a.companyName}</legend>
          <FormField label="Role" htmlFor={`role-${a.companyId}`} error={errors.assignments?.[i]?.role?.message}>
            <select id={`role-${a.companyId}`} aria-label={`Role in ${a.companyName}`} {...register(`assignments.${i}.role`)} className={fieldInputClass}>
              <option value="">Select a role</option>
              {MULTI_ROLES.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
            </select>
          </FormField>
          <FormField label="Title" htmlFor={`title-${a.companyId}`} optional>
            <input id={`title-${a.companyId}`} aria-label={`Title in ${a.companyName}`} {...register(`assignments.${i}.title`)} className={fieldInputClass} />
          </FormField>
        </fieldset>
      ))}
      {errors.root?.server && <p role="alert" className={layout.error}>{errors.root.server.message}</p>}
      <div className={layout.actions}>
        <Button onClick={() => setStep(1)}>Back</Button>
        <Button variant="primary" loading={isSubmitting} onClick={() => void finish()}>Create Member</Button>
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
        <MultiCompanyForm key={key} onDone={close} onSubmit={async (values) => {
          await createAcross(values);
          toast({ message: `${values.first_name} ${values.last_name} has successfully been created in the product.` });
        }} />
      ) : (
        <SingleCompanyForm key={key} onDone={close} />
      )}
    </Modal>
  );
};

/** Creates the person with a user in each chosen company; a refusal throws, for the form to show. */
function useCreateAcrossCompanies() {
  const [create] = useMutation<CreatePersonAcrossCompaniesMutation, CreatePersonAcrossCompaniesMutationVariables>(CREATE_PERSON, { update: forgetMembers });
  return (v: MultiMemberValues) =>
    create({
      variables: {
        data: {
          first_name: v.first_name.trim(),
          last_name: v.last_name.trim(),
          email: v.email.trim(),
          users: v.assignments.map((a: Assignment) => ({ companyId: a.companyId, roles: [a.role], ...(a.title.trim() && { title: a.title.trim() }) })),
        },
      },
    });
}
