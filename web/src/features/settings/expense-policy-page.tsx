import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { ExpensePolicyQuery, UpdateExpensePolicyMutation, UpdateExpensePolicyMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { formatMoney } from '../../ui/money';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { centsToInput } from '../cards/card-form';
import { expensePolicySchema, type ExpensePolicyValues as Values } from './expense-policy-schema';
import { EXPENSE_POLICY, UPDATE_EXPENSE_POLICY } from './operations';
import { SettingsFrame } from './settings-frame';
import styles from './settings.module.css';
import { PageSkeleton } from '../../ui/skeleton';

type Policy = ExpensePolicyQuery['expensePolicy'];
const dollars = (cents: number | null | undefined) => (cents == null ? '' : centsToInput(cents));

const valuesOf = (p: Policy | undefined): Values => ({
  categoryLimits: (p?.categoryLimits ?? []).map((l) => ({ category: l.category, perTransaction: dollars(l.perTransaction), perDay: dollars(l.perDay) })),
  mealLimitPerAttendee: dollars(p?.mealLimitPerAttendee), blockedCategories: p?.blockedCategories ?? [], flagWeekends: p?.flagWeekends ?? false,
  limitHours: !!p?.workingHours, workingHoursStart: String(p?.workingHours?.start ?? 8), workingHoursEnd: String(p?.workingHours?.end ?? 19),
  timeZone: p?.timeZone ?? 'UTC', splitWindowMinutes: p?.splitWindowMinutes == null ? '' : String(p.splitWindowMinutes), flagMissingReceipts: p?.flagMissingReceipts ?? false,
});

const FIELD_NAMES = ['mealLimitPerAttendee', 'blockedCategories', 'timeZone', 'splitWindowMinutes'];

/**
 * /settings/expense-policy (admins, issue #27 item 5): what makes a purchase need review or be out
 * of policy — caps per category per purchase and per day, a meal limit per attendee (the Attendees
 * field), blocked categories, weekend and out-of-hours spend, split purchases and missing receipts
 * above the Receipts & Coding threshold. Saving judges every transaction again.
 */
export const ExpensePolicyPage = () => {
  const toast = useToast();
  const { data } = useQuery<ExpensePolicyQuery>(EXPENSE_POLICY);
  const policy = data?.expensePolicy;
  const categories = data?.policyCategories ?? [];
  const { register, control, handleSubmit, reset, setError, watch, formState: { errors, isDirty, isSubmitting } } = useForm<Values>({ resolver: zodResolver(expensePolicySchema), defaultValues: valuesOf(policy) });
  const limits = useFieldArray({ control, name: 'categoryLimits' });
  useEffect(() => reset(valuesOf(policy)), [policy]);
  const [update] = useMutation<UpdateExpensePolicyMutation, UpdateExpensePolicyMutationVariables>(UPDATE_EXPENSE_POLICY, {
    update: (cache, { data: saved }) => saved && cache.writeQuery({ query: EXPENSE_POLICY, data: { expensePolicy: saved.updateExpensePolicy, policyCategories: categories } }),
  });

  const submit = handleSubmit(async (v) => {
    const lineFields = v.categoryLimits.flatMap((_, i) => [`categoryLimits.${i}.category`, `categoryLimits.${i}.perTransaction`, `categoryLimits.${i}.perDay`]);
    try {
      await update({
        variables: {
          data: {
            categoryLimits: v.categoryLimits.map((l) => ({ category: l.category, perTransaction: l.perTransaction.trim() || null, perDay: l.perDay.trim() || null })),
            mealLimitPerAttendee: v.mealLimitPerAttendee.trim() || null, blockedCategories: v.blockedCategories, flagWeekends: v.flagWeekends,
            workingHours: v.limitHours ? { start: Number(v.workingHoursStart), end: Number(v.workingHoursEnd) } : null, timeZone: v.timeZone.trim(),
            splitWindowMinutes: v.splitWindowMinutes.trim() ? Number(v.splitWindowMinutes) : null, flagMissingReceipts: v.flagMissingReceipts,
          },
        },
      });
      toast({ message: 'The expense policy has been updated.' });
    } catch (error) {
      const message = applyServerErrors(error, setError, [...FIELD_NAMES, ...lineFields], { workingHours: 'workingHoursEnd' });
      if (message) toast({ message, tone: 'danger' });
    }
  });

  const check = (name: 'flagWeekends' | 'limitHours' | 'flagMissingReceipts', label: string) => (
    <label className={styles.check}><input type="checkbox" id={`expense-${name}`} {...register(name)} />{label}</label>
  );
  const threshold = policy?.receiptRequiredAbove;

  return (
    <SettingsFrame title="Expense Policy">
      {!policy ? <PageSkeleton /> : (
        <form aria-label="Expense Policy" onSubmit={(e) => void submit(e)} noValidate className={layout.form}>
          <FormField label="Meal limit per attendee" htmlFor="expense-meal-limit" optional help="In dollars, per person named in the Attendees field; leave empty for no limit." error={errors.mealLimitPerAttendee?.message}>
            <input id="expense-meal-limit" inputMode="decimal" placeholder="75.00" {...register('mealLimitPerAttendee')} className={fieldInputClass} />
          </FormField>
          <fieldset className={styles.group}>
            <legend>Caps per category</legend>
            {limits.fields.map((line, i) => (
              <div key={line.id} data-testid="category-limit" className={styles.check}>
                <select aria-label={`Cap ${i + 1} category`} {...register(`categoryLimits.${i}.category`)} className={fieldInputClass}>
                  {categories.map((c) => <option key={c.key} value={c.key}>{c.name}</option>)}
                </select>
                <input aria-label={`Cap ${i + 1} per purchase`} placeholder="Per purchase" inputMode="decimal" {...register(`categoryLimits.${i}.perTransaction`)} className={fieldInputClass} />
                <input aria-label={`Cap ${i + 1} per day`} placeholder="Per day" inputMode="decimal" {...register(`categoryLimits.${i}.perDay`)} className={fieldInputClass} />
                <Button size="small" onClick={() => limits.remove(i)}>Remove</Button>
                {[errors.categoryLimits?.[i]?.category, errors.categoryLimits?.[i]?.perTransaction, errors.categoryLimits?.[i]?.perDay].map((e) => e && <span role="alert" key={e.message}>{e.message}</span>)}
              </div>
            ))}
            {errors.categoryLimits?.root && <p role="alert">{errors.categoryLimits.root.message}</p>}
            <Button size="small" onClick={() => limits.append({ category: categories.find((c) => !watch('categoryLimits').some((l) => l.category === c.key))?.key ?? 'MEALS', perTransaction: '', perDay: '' })}>Add a category cap</Button>
          </fieldset>
          <fieldset className={styles.group}>
            <legend>Blocked categories</legend>
            {categories.map((c) => <label key={c.key} className={styles.check}><input type="checkbox" value={c.key} {...register('blockedCategories')} />{c.name}</label>)}
          </fieldset>
          {check('flagWeekends', 'Weekend purchases need review')}
          {check('limitHours', 'Purchases outside working hours need review')}
          {watch('limitHours') && (
            <FormField label="Working hours" htmlFor="expense-hours-start" help="From hour (0-23) to hour (1-24)." error={errors.workingHoursStart?.message ?? errors.workingHoursEnd?.message}>
              <input id="expense-hours-start" aria-label="Working hours start" inputMode="numeric" {...register('workingHoursStart')} className={fieldInputClass} />
              <input aria-label="Working hours end" inputMode="numeric" {...register('workingHoursEnd')} className={fieldInputClass} />
            </FormField>
          )}
          <FormField label="Time zone" htmlFor="expense-time-zone" help="The IANA time zone of days and hours, e.g. America/New_York." error={errors.timeZone?.message}>
            <input id="expense-time-zone" {...register('timeZone')} className={fieldInputClass} />
          </FormField>
          <FormField label="Split purchases within (minutes)" htmlFor="expense-split" optional help="Purchases at one merchant this close together are judged together against the category's per-purchase cap." error={errors.splitWindowMinutes?.message}>
            <input id="expense-split" inputMode="numeric" {...register('splitWindowMinutes')} className={fieldInputClass} />
          </FormField>
          {check('flagMissingReceipts', threshold == null ? 'Missing receipts need review (set a receipt threshold under Receipts & Coding)' : `Purchases above ${formatMoney(threshold)} without a receipt need review`)}
          <Button type="submit" variant="primary" disabled={!isDirty} loading={isSubmitting}>Save</Button>
        </form>
      )}
    </SettingsFrame>
  );
};
