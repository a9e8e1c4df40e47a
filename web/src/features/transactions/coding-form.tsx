import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKKEEPING_MESSAGES } from '@spend/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { TransactionUpdateInput, UpdateTransactionMutation, UpdateTransactionMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { centsToInput } from '../cards/card-form';
import { codingSchema as schema, editableCodingSchema as editableSchema, type CodingValues as Values } from './coding-schema';
import { dayOf, localDay } from './days';
import { UPDATE_TRANSACTION } from './change-operations';
import styles from './transaction-page.module.css';
import type { TransactionDetail } from './transaction-facts';
import { glLabel, useCodingOptions } from './use-coding-options';

/** Sources whose amount and date are the books' own (a card purchase's come from the network). */
const OWN_AMOUNT = new Set(['MANUAL', 'REIMBURSEMENT']);
/** Why the others' amount and date are fixed: a mileage trip's follow its miles and day, not a card. */
const fixedHelp = (source: string) => (source === 'MILEAGE'
  ? { amount: BOOKKEEPING_MESSAGES.mileageAmount, date: BOOKKEEPING_MESSAGES.mileageDate }
  : { amount: BOOKKEEPING_MESSAGES.cardAmount, date: BOOKKEEPING_MESSAGES.cardDate });

const valuesOf = (t: TransactionDetail): Values => ({
  amount: centsToInput(t.amount), date: t.initial_transaction_date ? dayOf(t.initial_transaction_date) : '',
  generalLedgerId: t.generalLedgerId ?? '', projectId: t.projectId ?? '', invoiceNumber: t.invoiceNumber ?? '', vendor: t.vendor, notes: t.notes ?? '',
  custom: Object.fromEntries(t.customFieldValues.map((v) => [v.customFieldId, v.value])),
});

/**
 * The coding of a transaction: amount and date (manual and out-of-pocket ones only), GL code, project and invoice number when the company uses them,
 * custom fields (required ones without "(Optional)", options as selects), vendor and notes. Only
 * what changed is sent; a required field left empty keeps the transaction INCOMPLETE.
 */
export const CodingForm = ({ t, readOnly }: { t: TransactionDetail; readOnly: boolean }) => {
  const toast = useToast();
  const options = useCodingOptions();
  const ownAmount = OWN_AMOUNT.has(t.source);
  const fixed = ownAmount ? undefined : fixedHelp(t.source);
  const { register, handleSubmit, reset, setError, formState: { errors, dirtyFields, isDirty, isSubmitting } } = useForm<Values>({ resolver: zodResolver(ownAmount ? editableSchema : schema), defaultValues: valuesOf(t) });
  useEffect(() => reset(valuesOf(t)), [t]);
  const [update] = useMutation<UpdateTransactionMutation, UpdateTransactionMutationVariables>(UPDATE_TRANSACTION);

  const submit = handleSubmit(async (v) => {
    const data: TransactionUpdateInput = {};
    if (ownAmount && dirtyFields.amount) data.amount = v.amount.trim();
    if (ownAmount && dirtyFields.date) data.date = localDay(v.date);
    for (const key of ['generalLedgerId', 'projectId', 'invoiceNumber', 'notes', 'vendor'] as const) if (dirtyFields[key]) data[key] = v[key].trim() || null;
    const custom = Object.keys(dirtyFields.custom ?? {});
    if (custom.length > 0) data.customFieldValues = custom.map((customFieldId) => ({ customFieldId, value: v.custom[customFieldId]?.trim() || null }));
    try {
      await update({ variables: { id: t.id, data } });
      toast({ message: 'The transaction has been updated.' });
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      const known = Object.entries(fields).filter(([name]) => name in schema.shape);
      for (const [name, text] of known) setError(name as keyof Values, { type: 'server', message: text });
      if (known.length === 0) toast({ message: Object.values(fields)[0] ?? message, tone: 'danger' });
    }
  });

  return (
    <form aria-label="Coding" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset disabled={readOnly} className={styles.plain}>
        <FormField label="Amount" htmlFor="coding-amount" error={errors.amount?.message} help={fixed?.amount}>
          <input id="coding-amount" inputMode="decimal" readOnly={!ownAmount} {...register('amount')} className={fieldInputClass} />
        </FormField>
        <FormField label="Date" htmlFor="coding-date" error={errors.date?.message} help={fixed?.date}>
          <input id="coding-date" type="date" readOnly={!ownAmount} {...register('date')} className={fieldInputClass} />
        </FormField>
        <FormField label="GL Code" htmlFor="coding-gl" optional>
          <select id="coding-gl" {...register('generalLedgerId')} className={fieldInputClass}>
            <option value="">None</option>
            {options.glChoices(t.generalLedgerId).map((gl) => <option key={gl.id} value={gl.id}>{glLabel(gl)}</option>)}
          </select>
        </FormField>
        {options.projectsEnabled && (
          <FormField label="Project" htmlFor="coding-project" optional>
            <select id="coding-project" {...register('projectId')} className={fieldInputClass}>
              <option value="">None</option>
              {options.projects.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </select>
          </FormField>
        )}
        {options.customFields.map((field) => {
          const id = `coding-field-${field.id}`;
          const current = t.customFieldValues.find((v) => v.customFieldId === field.id)?.value;
          // An archived option stays listed when it is the recorded value, so nothing changes silently.
          const choices = field.options.filter((o) => !o.archived || o.id === current);
          return (
            <FormField key={field.id} label={field.name} htmlFor={id} optional={!field.is_required} error={errors.custom?.[field.id]?.message}>
              {choices.length > 0 ? (
                <select id={id} {...register(`custom.${field.id}`)} className={fieldInputClass} aria-required={field.is_required || undefined}>
                  <option value="">Select…</option>
                  {choices.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
                </select>
              ) : (
                <input id={id} {...register(`custom.${field.id}`)} className={fieldInputClass} aria-required={field.is_required || undefined} />
              )}
            </FormField>
          );
        })}
        {options.invoiceNumbersEnabled && (
          <FormField label="Invoice Number" htmlFor="coding-invoice" optional error={errors.invoiceNumber?.message}>
            <input id="coding-invoice" {...register('invoiceNumber')} className={fieldInputClass} />
          </FormField>
        )}
        <FormField label="Vendor" htmlFor="coding-vendor" error={errors.vendor?.message}>
          <input id="coding-vendor" {...register('vendor')} className={fieldInputClass} />
        </FormField>
        <FormField label="Notes" htmlFor="coding-notes" optional error={errors.notes?.message}>
          <textarea id="coding-notes" {...register('notes')} rows={3} className={fieldInputClass} />
        </FormField>
        {!readOnly && <Button type="submit" variant="primary" disabled={!isDirty} loading={isSubmitting}>Save coding</Button>}
      </fieldset>
    </form>
  );
};
