import { useMutation, useQuery } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import type { CreateReimbursementMutation, CreateReimbursementMutationVariables, ReimbursementFormQuery } from '../../generated/graphql';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { CREATE_REIMBURSEMENT, REIMBURSEMENT_FORM } from './operations';

/**
 * "Request reimbursement" (createOneReimbursement): title, note, amount and the user's own
 * reimbursable transactions; offered once reimbursementsInfo says the company and the user are ready.
 */
export const ReimbursementButton = ({ onCreated }: { onCreated: () => void }) => {
  const toast = useToast();
  const { data, refetch } = useQuery<ReimbursementFormQuery>(REIMBURSEMENT_FORM);
  const [create, { loading }] = useMutation<CreateReimbursementMutation, CreateReimbursementMutationVariables>(CREATE_REIMBURSEMENT);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ title: '', note: '', amount: '', transactions: [] as string[] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const info = data?.me.reimbursementsInfo;
  const ready = !!info?.isCompanyReady && !!info.isUserReady;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await create({
        variables: { data: { title: form.title, note: form.note || null, amount: form.amount.trim(), transactions: { connect: form.transactions.map((id) => ({ id })) } } },
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
  return (
    <>
      <button type="button" disabled={!ready} title={ready ? undefined : 'Nobody can approve your reimbursements yet.'}
        onClick={() => { setForm({ title: '', note: '', amount: '', transactions: [] }); setErrors({}); setOpen(true); }}>
        Request reimbursement
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Request Reimbursement" description="Get paid back for what you spent on the company's behalf.">
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Request Reimbursement">
          <FormField label="Title" htmlFor="reimbursement-title" error={errors.title}>
            <input id="reimbursement-title" value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} style={fieldInputStyle} />
          </FormField>
          <FormField label="Amount" htmlFor="reimbursement-amount" error={errors.amount} help="In USD, at most 2 decimals.">
            <input id="reimbursement-amount" inputMode="decimal" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} style={fieldInputStyle} />
          </FormField>
          <FormField label="Note" htmlFor="reimbursement-note" optional>
            <textarea id="reimbursement-note" value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} style={fieldInputStyle} />
          </FormField>
          <FormField label="Transactions" error={errors.transactions} optional>
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
