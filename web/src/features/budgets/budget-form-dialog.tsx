import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { BUDGET_MESSAGES, DomainError, FUNDING_MESSAGES, parseFunding, softLimitWhenChosen, validateName, validateNumber, type FieldErrors } from '@spend/domain';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { BudgetNumbersQuery, CreateBudgetMutation, CreateBudgetMutationVariables, MemberSearchQuery, UpdateBudgetMutation, UpdateBudgetMutationVariables } from '../../generated/graphql';
import { BudgetSingleSelect } from '../../ui/budget-selector';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { Typeahead } from '../../ui/typeahead';
import { useCan } from '../../ui/use-can';
import { BUDGET_NUMBERS, CREATE_BUDGET, MEMBER_SEARCH, UPDATE_BUDGET, type BudgetDetail } from './operations';
import { useBudgetOptions } from './use-budget-options';

type SoftLimit = 'None' | 'Amount' | 'Percentage';
interface Person { id: string; name: string }

const values = z.object({
  name: z.string(),
  number: z.string(),
  color: z.string(),
  funding: z.string(),
  softLimit: z.enum(['None', 'Amount', 'Percentage']),
  overage: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  parentId: z.string().nullable(),
  spenders: z.array(z.object({ id: z.string(), name: z.string() })),
});
type Values = z.infer<typeof values>;

/** The message a domain rule gives for a value, or null when it passes. */
const domainMessage = (check: () => unknown): string | null => {
  try {
    check();
    return null;
  } catch (error) {
    if (DomainError.is(error)) return error.message;
    throw error;
  }
};

/** Client-side checks with the domain's own rules and texts (spec 5 "Budget"); the API checks them again, with funds. */
const schema = (options: { showNumber: boolean; sub: boolean }) =>
  values.superRefine((v, ctx) => {
    const fields: FieldErrors = {};
    validateName(v.name, fields);
    if (options.showNumber) validateNumber(v.number, fields);
    if (!v.owner) fields.owner = BUDGET_MESSAGES.ownerRequired;
    if (options.sub && !v.parentId) fields.parentId = 'This field is required.';
    const funding = domainMessage(() => parseFunding(v.funding));
    if (funding) fields.funding = funding;
    if (v.softLimit !== 'None') {
      const text = v.overage.trim();
      const pattern = v.softLimit === 'Percentage' ? /^\d+$/ : /^\d+(\.\d+)?$/;
      if (!pattern.test(text)) fields.overage = BUDGET_MESSAGES.overageRequired;
      else if (v.softLimit === 'Amount') {
        const message = domainMessage(() => parseFunding(text, 'overage'));
        if (message) fields.overage = message;
      } else if (Number(text) <= 0) fields.overage = FUNDING_MESSAGES.positive;
    }
    for (const [path, message] of Object.entries(fields)) ctx.addIssue({ code: 'custom', path: [path], message });
  });

/** Cents as the dollars a user would type: 125050 → "1250.50". */
export const centsToInput = (cents: number): string => `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const fromBudget = (budget: BudgetDetail): Values => ({
  name: budget.name,
  number: budget.number ?? '',
  color: budget.color,
  funding: centsToInput(budget.funding),
  softLimit: budget.soft_limit,
  overage: budget.soft_limit === 'Amount' ? centsToInput(budget.overage_value) : budget.soft_limit === 'Percentage' ? String(budget.overage_value) : '',
  owner: budget.owner ? { id: budget.owner.id, name: `${budget.owner.person.first_name} ${budget.owner.person.last_name}` } : null,
  parentId: budget.parentBudgetId ?? null,
  spenders: [],
});

/** The API's field names → this form's. */
const RENAME = { overage_value: 'overage', soft_limit: 'softLimit', parentBudget: 'parentId', parentBudgetId: 'parentId', company: 'parentId' };

export type BudgetDialogMode = { kind: 'create'; sub: boolean; parentId?: string | null } | { kind: 'edit'; budget: BudgetDetail };

/**
 * Budget create and edit (spec 2.4): name, number (when the company shows numbers), colour, owner,
 * funding, soft limit None / Amount / Percentage with its overage, parent for a sub-budget, and
 * spenders on create. Server messages appear under the field they belong to, word for word.
 */
export const BudgetFormDialog = ({ open, onOpenChange, mode }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: BudgetDialogMode;
}) => {
  // The number field is shown (and required) while the company's budget numbers are on.
  const showNumber = useQuery<BudgetNumbersQuery>(BUDGET_NUMBERS).data?.company.budgetNumbers ?? false;
  const client = useApolloClient();
  const toast = useToast();
  const { me, can } = useCan();
  const budgets = useBudgetOptions();
  const editing = mode.kind === 'edit' ? mode.budget : null;
  const sub = editing ? !!editing.parentBudgetId : mode.kind === 'create' && mode.sub;
  const canSetOwner = !editing || can('budget.settings.edit');
  const canSearchPeople = can('teamMembers.company.read') || can('budget.edit');
  const defaults = (): Values =>
    editing
      ? fromBudget(editing)
      : { name: '', number: '', color: '', funding: '', softLimit: 'None', overage: '', owner: me ? { id: me.id, name: `${me.firstName} ${me.lastName}` } : null, parentId: mode.kind === 'create' ? mode.parentId ?? null : null, spenders: [] };
  // The company setting may arrive after the form was created: the resolver reads it when it runs.
  const numbers = useRef(showNumber);
  numbers.current = showNumber;
  const form = useForm<Values>({ resolver: (v, c, o) => zodResolver(schema({ showNumber: numbers.current, sub }))(v, c, o), defaultValues: defaults() });
  const { register, handleSubmit, control, watch, setValue, setError, reset, formState: { errors, isSubmitting } } = form;
  // Spec 4: choosing soft takes the soft kind chosen before (the budget's own when editing), else Amount.
  const lastSoft = useRef<SoftLimit>(softLimitWhenChosen(editing?.soft_limit));
  useEffect(() => {
    if (open) reset(defaults());
    // Reset only when the dialog opens or the budget changes, not on every render.
  }, [open, editing?.id]);
  const [createBudget] = useMutation<CreateBudgetMutation, CreateBudgetMutationVariables>(CREATE_BUDGET);
  const [updateBudget] = useMutation<UpdateBudgetMutation, UpdateBudgetMutationVariables>(UPDATE_BUDGET);
  const softLimit = watch('softLimit');

  const searchPeople = async (q: string) => {
    const { data } = await client.query<MemberSearchQuery>({ query: MEMBER_SEARCH, variables: { q }, fetchPolicy: 'network-only' });
    return data.teamSearchOptions.map((u) => ({ id: u.userId, name: u.name, title: u.title }));
  };

  const submit = handleSubmit(async (v) => {
    const overage = v.softLimit === 'None' ? null : v.overage.trim();
    try {
      let saved: { id: string; name: string };
      if (editing) {
        const initial = fromBudget(editing);
        const { data } = await updateBudget({
          variables: {
            id: editing.id,
            data: {
              ...(v.name !== initial.name && { name: v.name.trim() }),
              ...(v.funding !== initial.funding && { funding: v.funding.trim() }),
              ...(showNumber && v.number !== initial.number && { number: v.number }),
              ...(canSetOwner && v.owner && v.owner.id !== initial.owner?.id && { owner: { connect: { id: v.owner.id } } }),
              ...((v.softLimit !== initial.softLimit || overage !== (initial.softLimit === 'None' ? null : initial.overage)) && { soft_limit: v.softLimit, overage_value: { set: overage } }),
            },
          },
          refetchQueries: ['Budgets', 'BudgetTiles', 'BudgetDetail'],
        });
        saved = data!.updateOneBudget;
        toast({ message: sub ? `${saved.name} Sub-Budget successfully edited.` : `${saved.name} Budget successfully edited.` });
      } else {
        const { data } = await createBudget({
          variables: {
            data: {
              name: v.name.trim(),
              funding: v.funding.trim(),
              soft_limit: v.softLimit,
              ...(overage && { overage_value: overage }),
              ...(v.color.trim() && { color: v.color.trim() }),
              ...(showNumber && { number: v.number }),
              ...(v.owner && { owner: { connect: { id: v.owner.id } } }),
              ...(sub && v.parentId && { parentBudget: { connect: { id: v.parentId } } }),
              ...(v.spenders.length > 0 && { spenders: { connect: v.spenders.map((s) => ({ id: s.id })) } }),
            },
          },
          refetchQueries: ['Budgets', 'BudgetTiles', 'BudgetDetail'],
        });
        saved = data!.createOneBudget;
        toast({ message: sub ? `${saved.name} Sub-Budget successfully created.` : `${saved.name} has successfully been created in the product.` });
      }
      onOpenChange(false);
    } catch (error) {
      const { fields, message } = serverFieldErrors(error, RENAME);
      const known = Object.entries(fields).filter(([name]) => name in values.shape);
      for (const [name, text] of known) setError(name as keyof Values, { type: 'server', message: text });
      if (known.length === 0) toast({ message, tone: 'danger' });
    }
  });

  const title = editing ? (sub ? 'Edit Sub Budget' : 'Edit Budget') : sub ? 'Create Sub Budget' : 'Create Budget';
  const ownerField = (
    <Controller control={control} name="owner" render={({ field }) => (
      <FormField label="Budget Owner" htmlFor="owner" error={errors.owner?.message}>
        {field.value && (
          <div data-testid="owner-chip" style={{ marginBottom: 6 }}>
            {field.value.name}{' '}
            {canSetOwner && canSearchPeople && <button type="button" aria-label="Remove owner" onClick={() => field.onChange(null)}>×</button>}
          </div>
        )}
        {canSetOwner && canSearchPeople && !field.value && <Typeahead id="owner" label="Budget Owner" placeholder="Search people" search={searchPeople} onSelect={(p) => field.onChange({ id: p.id, name: p.name })} invalid={!!errors.owner} />}
      </FormField>
    )} />
  );
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} persistent>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <FormField label="Budget Name" htmlFor="name" error={errors.name?.message}>
          <input id="name" {...register('name')} aria-invalid={!!errors.name || undefined} style={fieldInputStyle} />
        </FormField>
        {showNumber && (
          <FormField label="Budget Number" htmlFor="number" error={errors.number?.message}>
            <input id="number" inputMode="numeric" {...register('number')} style={fieldInputStyle} />
          </FormField>
        )}
        {sub && !editing && (
          <Controller control={control} name="parentId" render={({ field }) => (
            <BudgetSingleSelect id="parentId" label="Parent Budget" budgets={budgets} value={field.value} onChange={field.onChange} error={errors.parentId?.message} />
          )} />
        )}
        {!editing && (
          <FormField label="Colour" htmlFor="color" optional help="A 3- or 6-digit hex colour such as #3B37A0; otherwise one is picked for you.">
            <input id="color" {...register('color')} placeholder="#3B37A0" style={fieldInputStyle} />
          </FormField>
        )}
        {ownerField}
        <FormField label="Funding" htmlFor="funding" error={errors.funding?.message} help="In USD, at most 2 decimals.">
          <input id="funding" inputMode="decimal" {...register('funding')} aria-invalid={!!errors.funding || undefined} style={fieldInputStyle} />
        </FormField>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 14px' }}>
          <legend style={{ fontWeight: 600, marginBottom: 4 }}>Limit</legend>
          <label style={{ marginRight: 16 }}>
            <input type="radio" name="limitKind" checked={softLimit === 'None'} onChange={() => { if (softLimit !== 'None') lastSoft.current = softLimit; setValue('softLimit', 'None'); setValue('overage', ''); }} /> Hard limit
          </label>
          <label>
            <input type="radio" name="limitKind" checked={softLimit !== 'None'} onChange={() => setValue('softLimit', softLimitWhenChosen(lastSoft.current))} /> Soft limit
          </label>
        </fieldset>
        {softLimit !== 'None' && (
          <>
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 14px' }}>
              <legend style={{ fontWeight: 600, marginBottom: 4 }}>Soft limit</legend>
              {(['Amount', 'Percentage'] as const).map((kind) => (
                <label key={kind} style={{ marginRight: 16 }}>
                  <input type="radio" name="softLimit" checked={softLimit === kind} onChange={() => { lastSoft.current = kind; setValue('softLimit', kind); }} /> {kind}
                </label>
              ))}
            </fieldset>
            <FormField label={softLimit === 'Amount' ? 'Allowed overage ($)' : 'Allowed overage (%)'} htmlFor="overage" error={errors.overage?.message}>
              <input id="overage" inputMode="decimal" {...register('overage')} aria-invalid={!!errors.overage || undefined} style={fieldInputStyle} />
            </FormField>
          </>
        )}
        {!editing && canSearchPeople && (
          <Controller control={control} name="spenders" render={({ field }) => (
            <FormField label="Spenders" htmlFor="spenders" optional error={errors.spenders?.message}>
              <div>
                {field.value.map((s: Person) => (
                  <span key={s.id} data-testid="spender-chip" style={{ display: 'inline-block', background: '#efeefe', borderRadius: 12, padding: '2px 8px', margin: '0 4px 6px 0' }}>
                    {s.name} <button type="button" aria-label={`Remove ${s.name}`} onClick={() => field.onChange(field.value.filter((x) => x.id !== s.id))}>×</button>
                  </span>
                ))}
              </div>
              <Typeahead id="spenders" label="Spenders" placeholder="Search people" search={searchPeople} onSelect={(p) => field.onChange([...field.value.filter((x) => x.id !== p.id), { id: p.id, name: p.name }])} />
            </FormField>
          )} />
        )}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 8 }}>
          <button type="button" onClick={() => onOpenChange(false)}>Cancel</button>
          <button type="submit" disabled={isSubmitting}>{editing ? 'Save' : 'Create'}</button>
        </div>
      </form>
    </Modal>
  );
};
