import { useMutation, useQuery } from '@apollo/client';
import { MILEAGE_MESSAGES, mileageAmountCents, milesInTenths } from '@spend/domain';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CreateMileageSubmissionMutation, CreateMileageSubmissionMutationVariables, MileageSettingsQuery, MileageSubmissionsQuery } from '../../generated/graphql';
import { BudgetSingleSelect } from '../../ui/budget-selector';
import { Button } from '../../ui/button';
import { today } from '../../ui/calendar-days';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { DatePicker } from '../../ui/date-picker';
import { formatDate } from '../../ui/dates';
import { FormField, fieldInputClass } from '../../ui/form-field';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { forgetField } from '../../ui/cache-lists';
import { useToast } from '../../ui/toast';
import { useBudgetOptions } from '../budgets/use-budget-options';
import styles from './mileage.module.css';
import { CREATE_MILEAGE_SUBMISSION, MILEAGE_SETTINGS, MILEAGE_SUBMISSIONS } from './operations';

type Trip = MileageSubmissionsQuery['mileageSubmissions'][number];

const COLUMNS: DataColumn<Trip>[] = [
  { id: 'date', header: 'Date', enableHiding: false, cell: ({ row }) => <Link to={`/transactions/mileage/${row.original.id}`}>{formatDate(row.original.date)}</Link> },
  { id: 'from', header: 'From', cell: ({ row }) => row.original.from },
  { id: 'to', header: 'To', cell: ({ row }) => row.original.to },
  { id: 'miles', header: 'Miles', meta: { numeric: true }, cell: ({ row }) => row.original.miles },
  { id: 'amount', header: 'Amount', meta: { numeric: true }, cell: ({ row }) => formatMoney(row.original.amount) },
  { id: 'status', header: 'Status', cell: ({ row }) => row.original.status },
];

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
  const [create, { loading }] = useMutation<CreateMileageSubmissionMutation, CreateMileageSubmissionMutationVariables>(CREATE_MILEAGE_SUBMISSION, {
    // The server orders the trips by date (and caps the list): the list on screen reads again, once.
    update: (cache) => forgetField(cache, 'mileageSubmissions'),
  });
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rate = settings?.mileageValue ?? 0;
  const tenths = form.miles.trim() ? milesInTenths(Number(form.miles)) : null;
  /** A field's change clears its message, so its help (the estimate) shows again. */
  const change = (key: 'date' | 'from' | 'to' | 'miles' | 'purpose', value: string): void => {
    setForm({ ...form, [key]: value });
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const edit = (key: 'from' | 'to' | 'miles' | 'purpose') => (e: ChangeEvent<HTMLInputElement>) => change(key, e.target.value);

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

  return (
    <section className={styles.page}>
      <h1>Mileage</h1>
      <p data-testid="mileage-rate">
        {!settings ? 'Loading…' : rate > 0 ? `Reimbursed at ${formatMoney(rate)} per mile.` : MILEAGE_MESSAGES.notSetUp}
        {settings?.mileagePolicyUrl && <> <a href={settings.mileagePolicyUrl} target="_blank" rel="noreferrer">Mileage policy</a></>}
      </p>
      <form aria-label="Submit a trip" onSubmit={(e) => void submit(e)} noValidate className={styles.form}>
        <div className={styles.row}>
          <FormField label="Date" htmlFor="mileage-date" error={errors.date}>
            <DatePicker id="mileage-date" value={form.date} max={today()} onChange={(day) => change('date', day)} invalid={!!errors.date} />
          </FormField>
          <FormField label="Miles" htmlFor="mileage-miles" error={errors.miles}
            help={tenths !== null && rate > 0 ? `${formatMoney(mileageAmountCents(tenths, rate))} at ${formatMoney(rate)} per mile.` : 'At most one decimal, such as 12.5.'}>
            <input id="mileage-miles" inputMode="decimal" value={form.miles} onChange={edit('miles')} className={fieldInputClass} />
          </FormField>
        </div>
        <FormField label="From" htmlFor="mileage-from" error={errors.from}>
          <input id="mileage-from" maxLength={200} value={form.from} onChange={edit('from')} className={fieldInputClass} />
        </FormField>
        <FormField label="To" htmlFor="mileage-to" error={errors.to}>
          <input id="mileage-to" maxLength={200} value={form.to} onChange={edit('to')} className={fieldInputClass} />
        </FormField>
        <FormField label="Purpose" htmlFor="mileage-purpose" error={errors.purpose}>
          <input id="mileage-purpose" maxLength={200} value={form.purpose} onChange={edit('purpose')} className={fieldInputClass} />
        </FormField>
        <BudgetSingleSelect id="mileage-budget" label="Budget" budgets={budgets} value={form.budgetId} onChange={(budgetId) => setForm({ ...form, budgetId })} error={errors.budget} />
        <Button type="submit" variant="primary" loading={loading} disabled={rate <= 0}>Submit trip</Button>
      </form>
      <h2>Trips</h2>
      <DataTable id="mileage" label="Trips" columns={COLUMNS} rows={list.data?.mileageSubmissions} error={list.error?.message} rowKey={(t) => t.id} rowProps={() => ({ 'data-testid': 'mileage-trip' })} />
    </section>
  );
};
