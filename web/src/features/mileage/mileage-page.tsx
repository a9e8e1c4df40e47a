import { useMutation, useQuery } from '@apollo/client';
import { MILEAGE_MESSAGES, mileageAmountCents, milesInTenths } from '@spend/domain';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CreateMileageSubmissionMutation, CreateMileageSubmissionMutationVariables, MileageSettingsQuery, MileageSubmissionsQuery } from '../../generated/graphql';
import { BudgetSingleSelect } from '../../ui/budget-selector';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { ListTable, listCell } from '../../ui/list-table';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useBudgetOptions } from '../budgets/use-budget-options';
import { CREATE_MILEAGE_SUBMISSION, MILEAGE_SETTINGS, MILEAGE_SUBMISSIONS } from './operations';

/** Today where the user is (YYYY-MM-DD), as the date input holds it. */
const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const emptyForm = () => ({ date: today(), from: '', to: '', miles: '', purpose: '', budgetId: null as string | null });

/**
 * /transactions/mileage: submit a trip (date, from, to, miles, purpose, budget), priced at the
 * company's rate, and the trips submitted so far. The estimate shown is the domain's own formula;
 * the amount recorded is the one the API decides.
 */
export const MileagePage = () => {
  const toast = useToast();
  const navigate = useNavigate();
  const settings = useQuery<MileageSettingsQuery>(MILEAGE_SETTINGS).data?.mileageSettings;
  const list = useQuery<MileageSubmissionsQuery>(MILEAGE_SUBMISSIONS);
  const budgets = useBudgetOptions();
  const [create, { loading }] = useMutation<CreateMileageSubmissionMutation, CreateMileageSubmissionMutationVariables>(CREATE_MILEAGE_SUBMISSION, { refetchQueries: ['MileageSubmissions'] });
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rate = settings?.mileageValue ?? 0;
  const tenths = form.miles.trim() ? milesInTenths(Number(form.miles)) : null;
  /** A field's change clears its message, so its help (the estimate) shows again. */
  const edit = (key: 'date' | 'from' | 'to' | 'miles' | 'purpose') => (e: ChangeEvent<HTMLInputElement>) => {
    setForm({ ...form, [key]: e.target.value });
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.budgetId) {
      setErrors({ budget: MILEAGE_MESSAGES.budget });
      return;
    }
    if (tenths === null) {
      setErrors({ miles: MILEAGE_MESSAGES.miles });
      return;
    }
    try {
      const result = await create({ variables: { data: { date: form.date, from: form.from, to: form.to, miles: Number(form.miles), purpose: form.purpose, budget: { connect: { id: form.budgetId } } } } });
      const trip = result.data!.createOneMileageSubmission;
      toast({ message: `Submitted ${trip.miles} miles for ${formatMoney(trip.amount)}.` });
      setForm(emptyForm());
      setErrors({});
      void navigate(`/transactions/mileage/${trip.id}`);
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast({ message, tone: 'danger' });
    }
  };

  const rows = list.data?.mileageSubmissions ?? [];
  return (
    <section style={{ maxWidth: 880 }}>
      <Link to="/transactions">Transactions</Link>
      <h1>Mileage</h1>
      <p data-testid="mileage-rate">
        {!settings ? 'Loading…' : rate > 0 ? `Reimbursed at ${formatMoney(rate)} per mile.` : MILEAGE_MESSAGES.notSetUp}
        {settings?.mileagePolicyUrl && <> <a href={settings.mileagePolicyUrl} target="_blank" rel="noreferrer">Mileage policy</a></>}
      </p>
      <form aria-label="Submit a trip" onSubmit={(e) => void submit(e)} noValidate style={{ maxWidth: 520 }}>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormField label="Date" htmlFor="mileage-date" error={errors.date}>
            <input id="mileage-date" type="date" max={today()} value={form.date} onChange={edit('date')} style={fieldInputStyle} />
          </FormField>
          <FormField label="Miles" htmlFor="mileage-miles" error={errors.miles}
            help={tenths !== null && rate > 0 ? `${formatMoney(mileageAmountCents(tenths, rate))} at ${formatMoney(rate)} per mile.` : 'At most one decimal, such as 12.5.'}>
            <input id="mileage-miles" inputMode="decimal" value={form.miles} onChange={edit('miles')} style={fieldInputStyle} />
          </FormField>
        </div>
        <FormField label="From" htmlFor="mileage-from" error={errors.from}>
          <input id="mileage-from" maxLength={200} value={form.from} onChange={edit('from')} style={fieldInputStyle} />
        </FormField>
        <FormField label="To" htmlFor="mileage-to" error={errors.to}>
          <input id="mileage-to" maxLength={200} value={form.to} onChange={edit('to')} style={fieldInputStyle} />
        </FormField>
        <FormField label="Purpose" htmlFor="mileage-purpose" error={errors.purpose}>
          <input id="mileage-purpose" maxLength={200} value={form.purpose} onChange={edit('purpose')} style={fieldInputStyle} />
        </FormField>
        <BudgetSingleSelect id="mileage-budget" label="Budget" budgets={budgets} value={form.budgetId} onChange={(budgetId) => setForm({ ...form, budgetId })} error={errors.budget} />
        <button type="submit" disabled={loading || rate <= 0}>Submit trip</button>
      </form>
      <h2>Trips</h2>
      <ListTable headers={['Date', 'From', 'To', 'Miles', 'Amount', 'Status']} loading={list.loading && !list.data} count={rows.length}>
        {rows.map((t) => (
          <tr key={t.id} data-testid="mileage-trip">
            <td style={listCell}><Link to={`/transactions/mileage/${t.id}`}>{t.date}</Link></td>
            <td style={listCell}>{t.from}</td>
            <td style={listCell}>{t.to}</td>
            <td style={listCell}>{t.miles}</td>
            <td style={listCell}>{formatMoney(t.amount)}</td>
            <td style={listCell}>{t.status}</td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
};
