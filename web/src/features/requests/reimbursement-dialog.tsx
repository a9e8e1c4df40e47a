import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { CreateReimbursementMutation, CreateReimbursementMutationVariables, ReimbursementFormQuery } from '../../generated/graphql';
import { BudgetSingleSelect } from '../../ui/budget-selector';
import { Button } from '../../ui/button';
import { formatDate } from '../../ui/dates';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { formatMoney } from '../../ui/money';
import { applyServerErrors, serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { acceptOf, sendUpload } from '../../ui/upload';
import { useBudgetOptions } from '../budgets/use-budget-options';
import { CREATE_REIMBURSEMENT, REIMBURSEMENT_FORM } from './operations';
import styles from './reimbursement-dialog.module.css';
import { reimbursementSchema, type ReimbursementValues } from './reimbursement-schema';

/** Today where the user is, as the date input holds it (YYYY-MM-DD). */
const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const emptyForm = (): ReimbursementValues => ({ title: '', note: '', amount: '', expenseDate: today(), merchant: '', budgetId: null, generalLedgerId: '', transactions: [], receipts: [] });
// The API's names for the fields the form names after what a person picks.
const API_FIELDS = { budget: 'budgetId', generalLedger: 'generalLedgerId', receiptUploadIds: 'receipts' };
const FIELDS = ['title', 'merchant', 'expenseDate', 'amount', 'budgetId', 'generalLedgerId', 'note', 'receipts', 'transactions'];

/**
 * "Request reimbursement" (createOneReimbursement): what was bought (title, merchant, expense date,
 * amount), the budget it is charged to and its category, a note, and the user's own out-of-pocket
 * transactions; offered once reimbursementsInfo says the company and the user are ready.
 */
export const ReimbursementButton = ({ onCreated }: { onCreated: () => void }) => {
  const toast = useToast();
  const { data, refetch } = useQuery<ReimbursementFormQuery>(REIMBURSEMENT_FORM);
  const budgets = useBudgetOptions();
  const [create] = useMutation<CreateReimbursementMutation, CreateReimbursementMutationVariables>(CREATE_REIMBURSEMENT);
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  // The expense date is checked against the time of the submit, not of the first render.
  const { register, control, handleSubmit, reset, setError, clearErrors, setValue, getValues, watch, formState: { errors, isSubmitting } } = useForm<ReimbursementValues>({
    resolver: (values, context, options) => zodResolver(reimbursementSchema(new Date().toISOString()))(values, context, options),
    defaultValues: emptyForm(),
  });
  const client = useApolloClient();
  const info = data?.me.reimbursementsInfo;
  const ready = !!info?.isCompanyReady && !!info.isUserReady;

  const addReceipts = async (files: File[]) => {
    setUploading(true);
    clearErrors('receipts');
    try {
      for (const file of files) {
        const uploadId = await sendUpload(client, 'receipt', file);
        setValue('receipts', [...getValues('receipts'), { uploadId, fileName: file.name }]);
      }
    } catch (failure) {
      setError('receipts', { type: 'server', message: serverFieldErrors(failure).message });
    } finally {
      setUploading(false);
    }
  };

  const submit = handleSubmit(async (v) => {
    try {
      const result = await create({
        variables: { data: {
          title: v.title, note: v.note || null, amount: v.amount.trim(), expenseDate: v.expenseDate, merchant: v.merchant,
          budget: { connect: { id: v.budgetId! } }, generalLedger: v.generalLedgerId ? { connect: { id: v.generalLedgerId } } : null,
          receiptUploadIds: v.receipts.map((r) => r.uploadId), transactions: { connect: v.transactions.map((id) => ({ id })) },
        } },
      });
      const created = result.data!.createOneReimbursement;
      toast({ message: `Requested a reimbursement of ${formatMoney(created.amount)} for ${created.title}.` });
      setOpen(false);
      onCreated();
      void refetch();
    } catch (error) {
      const message = applyServerErrors(error, setError, FIELDS, API_FIELDS);
      if (message) toast({ message, tone: 'danger' });
    }
  });

  const receipts = watch('receipts');
  const chosen = watch('transactions');
  const toggle = (id: string) => setValue('transactions', chosen.includes(id) ? chosen.filter((t) => t !== id) : [...chosen, id]);
  const categories = data?.reimbursementCategories ?? [];
  const text = (name: 'title' | 'merchant' | 'amount' | 'expenseDate' | 'note') => ({ id: `reimbursement-${name}`, ...register(name), 'aria-invalid': !!errors[name] || undefined, className: fieldInputClass });
  return (
    <>
      <Button disabled={!ready} title={ready ? undefined : 'Nobody can approve your reimbursements yet.'} onClick={() => { reset(emptyForm()); setOpen(true); }}>
        Request reimbursement
      </Button>
      <Modal open={open} onOpenChange={setOpen} title="Request Reimbursement" description="Get paid back for what you spent on the company's behalf.">
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Request Reimbursement">
          <FormField label="Title" htmlFor="reimbursement-title" error={errors.title?.message}><input {...text('title')} /></FormField>
          <FormField label="Merchant" htmlFor="reimbursement-merchant" error={errors.merchant?.message}><input maxLength={200} {...text('merchant')} /></FormField>
          <div className={styles.pair}>
            <FormField label="Expense date" htmlFor="reimbursement-expenseDate" error={errors.expenseDate?.message}><input type="date" max={today()} {...text('expenseDate')} /></FormField>
            <FormField label="Amount" htmlFor="reimbursement-amount" error={errors.amount?.message} help="In USD, at most 2 decimals."><input inputMode="decimal" {...text('amount')} /></FormField>
          </div>
          <Controller control={control} name="budgetId" render={({ field }) => (
            <BudgetSingleSelect id="reimbursement-budget" label="Budget" budgets={budgets} value={field.value} onChange={field.onChange} error={errors.budgetId?.message} />
          )} />
          <FormField label="Category" htmlFor="reimbursement-category" error={errors.generalLedgerId?.message} optional>
            <select id="reimbursement-category" {...register('generalLedgerId')} className={fieldInputClass}>
              <option value="">No category</option>
              {categories.map((c) => <option key={c.id} value={c.id}>{c.code ? `${c.code} · ${c.name}` : c.name}</option>)}
            </select>
          </FormField>
          <FormField label="Note" htmlFor="reimbursement-note" optional><textarea {...text('note')} /></FormField>
          <FormField label="Receipts" htmlFor="reimbursement-receipts" error={errors.receipts?.message} optional>
            <input id="reimbursement-receipts" type="file" multiple accept={acceptOf('receipt')} disabled={uploading}
              onChange={(e) => void addReceipts([...(e.target.files ?? [])]).then(() => { e.target.value = ''; })} />
            <ul className={layout.plainList}>
              {receipts.map((r) => (
                <li key={r.uploadId} data-testid="reimbursement-receipt">
                  {r.fileName}{' '}
                  <Button size="small" aria-label={`Remove ${r.fileName}`} onClick={() => setValue('receipts', receipts.filter((x) => x.uploadId !== r.uploadId))}>Remove</Button>
                </li>
              ))}
            </ul>
          </FormField>
          <FormField label="Transactions" error={errors.transactions?.message} optional help="Only your out-of-pocket transactions: company-card purchases are paid already.">
            {(data?.reimbursableTransactions ?? []).length === 0 ? <p className={layout.muted}>No results</p> : (
              <ul className={styles.transactions}>
                {data!.reimbursableTransactions.map((t) => (
                  <li key={t.id}>
                    <label>
                      <input type="checkbox" checked={chosen.includes(t.id)} onChange={() => toggle(t.id)} /> {t.description} · {formatMoney(t.amount)} · {formatDate(t.initial_transaction_date)}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </FormField>
          <div className={layout.actions}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="primary" loading={isSubmitting}>Send request</Button>
          </div>
        </form>
      </Modal>
    </>
  );
};
