import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { softLimitWhenChosen } from '@spend/domain';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { BudgetNumbersQuery, CreateBudgetMutation, CreateBudgetMutationVariables, MemberSearchQuery, UpdateBudgetMutation, UpdateBudgetMutationVariables } from '../../generated/graphql';
import { BudgetSingleSelect } from '../../ui/budget-selector';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { Typeahead } from '../../ui/typeahead';
import { useCan } from '../../ui/use-can';
import { budgetFormSchema, budgetFormValues, centsToInput, type BudgetFormValues as Values } from './budget-form-schema';
import styles from './budget-form-dialog.module.css';
import { BUDGET_LISTS, BUDGET_NUMBERS, CREATE_BUDGET, MEMBER_SEARCH, UPDATE_BUDGET, type BudgetDetail } from './operations';
import { useBudgetOptions } from './use-budget-options';

type SoftLimit = 'None' | 'Amount' | 'Percentage';
interface Person { id: string; name: string }

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
  const form = useForm<Values>({ resolver: (v, c, o) => zodResolver(budgetFormSchema({ showNumber: numbers.current, sub }))(v, c, o), defaultValues: defaults() });
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
          // The answer carries the budget whole, and Apollo's cache updates every place it shows; the
          // requests list too, where a raise went to a second admin (dual control).
          refetchQueries: ['BudgetIncreaseRequests'],
        });
        saved = data!.updateOneBudget;
        // A funding asked for but not taken: under dual control it awaits a second admin's approval (an error otherwise).
        const awaiting = v.funding !== initial.funding && data!.updateOneBudget.funding === editing.funding;
        toast({ message: awaiting ? `The new funding of ${saved.name} awaits a second admin's approval.` : sub ? `${saved.name} Sub-Budget successfully edited.` : `${saved.name} Budget successfully edited.` });
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
          // The lists it joins, and a parent's page (its children and totals are summed on the server).
          refetchQueries: sub ? [...BUDGET_LISTS, 'BudgetDetail'] : BUDGET_LISTS,
        });
        saved = data!.createOneBudget;
        toast({ message: sub ? `${saved.name} Sub-Budget successfully created.` : `${saved.name} has successfully been created in the product.` });
      }
      onOpenChange(false);
    } catch (error) {
      const message = applyServerErrors(error, setError, Object.keys(budgetFormValues.shape), RENAME);
      if (message) toast({ message, tone: 'danger' });
    }
  });

  const title = editing ? (sub ? 'Edit Sub Budget' : 'Edit Budget') : sub ? 'Create Sub Budget' : 'Create Budget';
  const ownerField = (
    <Controller control={control} name="owner" render={({ field }) => (
      <FormField label="Budget Owner" htmlFor="owner" error={errors.owner?.message}>
        {field.value && (
          <div data-testid="owner-chip" className={styles.ownerChip}>
            {field.value.name}{' '}
            {canSetOwner && canSearchPeople && <Button size="small" variant="ghost" aria-label="Remove owner" onClick={() => field.onChange(null)}>×</Button>}
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
          <input id="name" {...register('name')} aria-invalid={!!errors.name || undefined} className={fieldInputClass} />
        </FormField>
        {showNumber && (
          <FormField label="Budget Number" htmlFor="number" error={errors.number?.message}>
            <input id="number" inputMode="numeric" {...register('number')} aria-invalid={!!errors.number || undefined} className={fieldInputClass} />
          </FormField>
        )}
        {sub && !editing && (
          <Controller control={control} name="parentId" render={({ field }) => (
            <BudgetSingleSelect id="parentId" label="Parent Budget" budgets={budgets} value={field.value} onChange={field.onChange} error={errors.parentId?.message} />
          )} />
        )}
        {!editing && (
          <FormField label="Colour" htmlFor="color" optional help="A 3- or 6-digit hex colour such as #3B37A0; otherwise one is picked for you.">
            <input id="color" {...register('color')} placeholder="#3B37A0" className={fieldInputClass} />
          </FormField>
        )}
        {ownerField}
        <FormField label="Funding" htmlFor="funding" error={errors.funding?.message} help="In USD, at most 2 decimals.">
          <input id="funding" inputMode="decimal" {...register('funding')} aria-invalid={!!errors.funding || undefined} className={fieldInputClass} />
        </FormField>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>Limit</legend>
          <label className={styles.choice}>
            <input type="radio" name="limitKind" checked={softLimit === 'None'} onChange={() => { if (softLimit !== 'None') lastSoft.current = softLimit; setValue('softLimit', 'None'); setValue('overage', ''); }} /> Hard limit
          </label>
          <label>
            <input type="radio" name="limitKind" checked={softLimit !== 'None'} onChange={() => setValue('softLimit', softLimitWhenChosen(lastSoft.current))} /> Soft limit
          </label>
        </fieldset>
        {softLimit !== 'None' && (
          <>
            <fieldset className={styles.choices}>
              <legend className={styles.legend}>Soft limit</legend>
              {(['Amount', 'Percentage'] as const).map((kind) => (
                <label key={kind} className={styles.choice}>
                  <input type="radio" name="softLimit" checked={softLimit === kind} onChange={() => { lastSoft.current = kind; setValue('softLimit', kind); }} /> {kind}
                </label>
              ))}
            </fieldset>
            <FormField label={softLimit === 'Amount' ? 'Allowed overage ($)' : 'Allowed overage (%)'} htmlFor="overage" error={errors.overage?.message}>
              <input id="overage" inputMode="decimal" {...register('overage')} aria-invalid={!!errors.overage || undefined} className={fieldInputClass} />
            </FormField>
          </>
        )}
        {!editing && canSearchPeople && (
          <Controller control={control} name="spenders" render={({ field }) => (
            <FormField label="Spenders" htmlFor="spenders" optional error={errors.spenders?.message}>
              <div>
                {field.value.map((s: Person) => (
                  <span key={s.id} data-testid="spender-chip" className={styles.chip}>
                    {s.name} <Button size="small" variant="ghost" aria-label={`Remove ${s.name}`} onClick={() => field.onChange(field.value.filter((x) => x.id !== s.id))}>×</Button>
                  </span>
                ))}
              </div>
              <Typeahead id="spenders" label="Spenders" placeholder="Search people" search={searchPeople} onSelect={(p) => field.onChange([...field.value.filter((x) => x.id !== p.id), { id: p.id, name: p.name }])} />
            </FormField>
          )} />
        )}
        <div className={layout.actions}>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>{editing ? 'Save' : 'Create'}</Button>
        </div>
      </form>
    </Modal>
  );
};
