import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { BooksPolicyQuery, UpdateBooksPolicyMutation, UpdateBooksPolicyMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { booksPolicySchema, type BooksPolicyValues as Values } from './books-policy-schema';
import { BOOKS_POLICY, UPDATE_BOOKS_POLICY } from './operations';
import { SettingsFrame } from './settings-frame';
import styles from './settings.module.css';
import { PageSkeleton } from '../../ui/skeleton';

type Policy = BooksPolicyQuery['company']['booksPolicy'];

const valuesOf = (p: Policy | undefined): Values => ({
  receiptRequiredAbove: p?.receiptRequiredAbove == null ? '' : (p.receiptRequiredAbove / 100).toFixed(2),
  subscriptionReceiptsExempt: p?.subscriptionReceiptsExempt ?? false,
  isProjectsEnabled: p?.isProjectsEnabled ?? false,
  isInvoiceNumberEnabled: p?.isInvoiceNumberEnabled ?? false,
  receiptLockDays: p?.receiptLockDays == null ? '' : String(p.receiptLockDays),
});

/**
 * /settings/receipts-&-coding (admins): what makes a transaction complete — a receipt above an
 * amount (subscription cards may be exempt), projects and invoice numbers on or off, and the days a
 * required receipt may be missing before the card is locked.
 */
export const BooksPolicyPage = () => {
  const toast = useToast();
  const { data } = useQuery<BooksPolicyQuery>(BOOKS_POLICY);
  const policy = data?.company.booksPolicy;
  const { register, handleSubmit, reset, setError, formState: { errors, isDirty, isSubmitting } } = useForm<Values>({ resolver: zodResolver(booksPolicySchema), defaultValues: valuesOf(policy) });
  useEffect(() => reset(valuesOf(policy)), [policy]);
  const [update] = useMutation<UpdateBooksPolicyMutation, UpdateBooksPolicyMutationVariables>(UPDATE_BOOKS_POLICY, {
    // The answer is the policy whole: written into the cached company, with the two switches coding reads from it.
    update: (cache, { data: saved }) => {
      const company = data?.company;
      if (!saved || !company) return;
      const next = saved.updateBooksPolicy;
      cache.modify({
        id: cache.identify(company),
        fields: { booksPolicy: () => next, isProjectsEnabled: () => next.isProjectsEnabled, isInvoiceNumberEnabled: () => next.isInvoiceNumberEnabled },
      });
    },
  });

  const submit = handleSubmit(async (v) => {
    try {
      await update({
        variables: {
          data: {
            receiptRequiredAbove: v.receiptRequiredAbove.trim() || null, subscriptionReceiptsExempt: v.subscriptionReceiptsExempt, isProjectsEnabled: v.isProjectsEnabled,
            isInvoiceNumberEnabled: v.isInvoiceNumberEnabled, receiptLockDays: v.receiptLockDays.trim() ? Number(v.receiptLockDays) : null,
          },
        },
      });
      toast({ message: 'Receipts & coding settings have been updated.' });
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      const known = Object.entries(fields).filter(([name]) => name in booksPolicySchema.shape);
      for (const [name, text] of known) setError(name as keyof Values, { type: 'server', message: text });
      if (known.length === 0) toast({ message, tone: 'danger' });
    }
  });

  const check = (name: 'subscriptionReceiptsExempt' | 'isProjectsEnabled' | 'isInvoiceNumberEnabled', label: string) => (
    <label className={styles.check}>
      <input type="checkbox" id={`policy-${name}`} {...register(name)} />
      {label}
    </label>
  );

  return (
    <SettingsFrame title="Receipts & Coding">
      {!policy ? <PageSkeleton /> : (
        <form aria-label="Receipts & Coding" onSubmit={(e) => void submit(e)} noValidate className={layout.form}>
          <FormField label="Receipt required above" htmlFor="policy-threshold" optional help="In dollars; leave empty to never require receipts." error={errors.receiptRequiredAbove?.message}>
            <input id="policy-threshold" inputMode="decimal" placeholder="75.00" {...register('receiptRequiredAbove')} className={fieldInputClass} />
          </FormField>
          {check('subscriptionReceiptsExempt', 'Purchases on subscription cards need no receipt')}
          {check('isProjectsEnabled', 'Code transactions with projects')}
          {check('isInvoiceNumberEnabled', 'Record invoice numbers')}
          <FormField label="Lock the card after this many days without a required receipt" htmlFor="policy-lock-days" optional help="1 to 365; leave empty to never lock." error={errors.receiptLockDays?.message}>
            <input id="policy-lock-days" inputMode="numeric" {...register('receiptLockDays')} className={fieldInputClass} />
          </FormField>
          <Button type="submit" variant="primary" disabled={!isDirty} loading={isSubmitting}>Save</Button>
        </form>
      )}
    </SettingsFrame>
  );
};
