import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { REIMBURSEMENT_MESSAGES } from '@spend/domain';
import type { CreateReimbursementMutation, CreateReimbursementMutationVariables, ReimbursementFormQuery } from '../../generated/graphql';
import { BudgetSingleSelect } from '../../ui/budget-selector';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { acceptOf, sendUpload } from '../../ui/upload';
import { useBudgetOptions } from '../budgets/use-budget-options';
import { CREATE_REIMBURSEMENT, REIMBURSEMENT_FORM } from './operations';

/** Today where the user is, as the date input holds it (YYYY-MM-DD). */
const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const emptyForm = () => ({
  title: '', note: '', amount: '', expenseDate: today(), merchant: '', budgetId: null as string | null, generalLedgerId: '', transactions: [] as string[],
  // The receipts sent straight to storage; the API checks each when the request is filed.
  receipts: [] as { uploadId: string; fileName: string }[],
});

/**
 * "Request reimbursement" (createOneReimbursement): what was bought (title, merchant, expense date,
 * amount), the budget it is charged to and its category, a note, and the user's own out-of-pocket
 * transactions; offered once reimbursementsInfo says the company and the user are ready.
 */
export const ReimbursementButton = ({ onCreated }: { onCreated: () => void }) => {
  const toast = useToast();
  const { data, refetch } = useQuery<ReimbursementFormQuery>(REIMBURSEMENT_FORM);
  const budgets = useBudgetOptions();
  const [create, { loading }] = useMutation<CreateReimbursementMutation, CreateReimbursementMutationVariables>(CREATE_REIMBURSEMENT);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const client = useApolloClient();
  const info = data?.me.reimbursementsInfo;
  const ready = !!info?.isCompanyReady && !!info.isUserReady;

  const addReceipts = async (files: File[]) => {
    setUploading(true);
    setErrors((e) => ({ ...e, receiptUploadIds: '' }));
    try {
      for (const file of files) {
        const uploadId = await sendUpload(client, 'receipt', file);
        setForm((f) => ({ ...f, receipts: [...f.receipts, { uploadId, fileName: file.name }] }));
      }
    } catch (failure) {
      setErrors((e) => ({ ...e, receiptUploadIds: serverFieldErrors(failure).message }));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.budgetId) {
      setErrors({ budget: REIMBURSEMENT_MESSAGES.budget });
      return;
    }
    try {
      const result = await create({
        variables: { data: {
          title: form.title, note: form.note || null, amount: form.amount.trim(), expenseDate: form.expenseDate, merchant: form.merchant,
          budget: { connect: { id: form.budgetId } }, generalLedger: form.generalLedgerId ? { connect: { id: form.generalLedgerId } } : null,
          receiptUploadIds: form.receipts.map((r) => r.uploadId), transactions: { connect: form.transactions.map((id) => ({ id })) },
        } },
      });
      const created = result.data!.createOneReimbursement;
      toast({ message: `Requested a reimbursement of ${formatMoney(created.amount)} for ${created.title}.` });
      setOpen(false);
      onCreated();
      void refetch();
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast({ message, tone: 'danger' });
    }
  };

  const toggle = (id: string) => setForm((f) => ({ ...f, transactions: f.transactions.includes(id) ? f.transactions.filter((t) => t !== id) : [...f.transactions, id] }));
  const categories = data?.reimbursementCategories ?? [];
  return (
    <>
      <button type="button" disabled={!ready} title={ready ? undefined : 'Nobody can approve your reimbursements yet.'}
        onClick={() => { setForm(emptyForm()); setErrors({}); setOpen(true); }}>
        Request reimbursement
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Request Reimbursement" description="Get paid back for what you spent on the company's behalf.">
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Request Reimbursement">
          <FormField label="Title" htmlFor="reimbursement-title" error={errors.title}>
            <input id="reimbursement-title" value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} style={fieldInputStyle} />
          </FormField>
          <FormField label="Merchant" htmlFor="reimbursement-merchant" error={errors.merchant}>
            <input id="reimbursement-merchant" maxLength={200} value={form.merchant} onChange={(e) => setForm({ ...form, merchant: e.target.value })} style={fieldInputStyle} />
          </FormField>
          <div style={{ display: 'flex', gap: 12 }}>
            <FormField label="Expense date" htmlFor="reimbursement-expenseDate" error={errors.expenseDate}>
              <input id="reimbursement-expenseDate" type="date" max={today()} value={form.expenseDate} onChange={(e) => setForm({ ...form, expenseDate: e.target.value })} style={fieldInputStyle} />
            </FormField>
            <FormField label="Amount" htmlFor="reimbursement-amount" error={errors.amount} help="In USD, at most 2 decimals.">
              <input id="reimbursement-amount" inputMode="decimal" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} style={fieldInputStyle} />
            </FormField>
          </div>
          <BudgetSingleSelect id="reimbursement-budget" label="Budget" budgets={budgets} value={form.budgetId} onChange={(budgetId) => setForm({ ...form, budgetId })} error={errors.budget} />
          <FormField label="Category" htmlFor="reimbursement-category" error={errors.generalLedger} optional>
            <select id="reimbursement-category" value={form.generalLedgerId} onChange={(e) => setForm({ ...form, generalLedgerId: e.target.value })} style={fieldInputStyle}>
              <option value="">No category</option>
              {categories.map((c) => <option key={c.id} value={c.id}>{c.code ? `${c.code} · ${c.name}` : c.name}</option>)}
            </select>
          </FormField>
          <FormField label="Note" htmlFor="reimbursement-note" optional>
            <textarea id="reimbursement-note" value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} style={fieldInputStyle} />
          </FormField>
          <FormField label="Receipts" htmlFor="reimbursement-receipts" error={errors.receiptUploadIds} optional>
            <input id="reimbursement-receipts" type="file" multiple accept={acceptOf('receipt')} disabled={uploading}
              onChange={(e) => void addReceipts([...(e.target.files ?? [])]).then(() => { e.target.value = ''; })} />
            <ul style={{ listStyle: 'none', padding: 0 }}>
              {form.receipts.map((r) => (
                <li key={r.uploadId} data-testid="reimbursement-receipt">
                  {r.fileName}{' '}
                  <button type="button" aria-label={`Remove ${r.fileName}`} onClick={() => setForm((f) => ({ ...f, receipts: f.receipts.filter((x) => x.uploadId !== r.uploadId) }))}>Remove</button>
                </li>
              ))}
            </ul>
          </FormField>
          <FormField label="Transactions" error={errors.transactions} optional help="Only your out-of-pocket transactions: company-card purchases are paid already.">
            {(data?.reimbursableTransactions ?? []).length === 0 ? <p style={{ color: '#777' }}>No results</p> : (
              <ul style={{ listStyle: 'none', padding: 0, maxHeight: '18rem', overflow: 'auto' }}>
                {data!.reimbursableTransactions.map((t) => (
                  <li key={t.id}>
                    <label>
                      <input type="checkbox" checked={form.transactions.includes(t.id)} onChange={() => toggle(t.id)} /> {t.description} · {formatMoney(t.amount)} ·{' '}
                      {new Date(t.initial_transaction_date).toLocaleDateString('en-US')}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </FormField>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <button type="button" onClick={() => setOpen(false)}>Cancel</button>
            <button type="submit" disabled={loading}>Send request</button>
          </div>
        </form>
      </Modal>
    </>
  );
};
