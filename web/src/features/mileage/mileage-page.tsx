import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { MILEAGE_MESSAGES, mileageAmountCents } from '@spend/domain';
import { Controller, useForm } from 'react-hook-form';
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
import { applyServerErrors } from '../../ui/server-errors';
import { forgetField } from '../../ui/cache-lists';
import { useToast } from '../../ui/toast';
import { useBudgetOptions } from '../budgets/use-budget-options';
import styles from './mileage.module.css';
import { mileageSchema, tenthsOf, type MileageValues } from './mileage-schema';
import { CREATE_MILEAGE_SUBMISSION, MILEAGE_SETTINGS, MILEAGE_SUBMISSIONS } from './operations';
import { Skeleton } from '../../ui/skeleton';

type Trip = MileageSubmissionsQuery['mileageSubmissions'][number];

const LABELS = { from: 'From', to: 'To', purpose: 'Purpose' } as const;

const COLUMNS: DataColumn<Trip>[] = [
  { id: 'date', header: 'Date', enableHiding: false, cell: ({ row }) => <Link to={`/transactions/mileage/${row.original.id}`}>{formatDate(row.original.date)}</Link> },
  { id: 'from', header: 'From', cell: ({ row }) => row.original.from },
  { id: 'to', header: 'To', cell: ({ row }) => row.original.to },
  { id: 'miles', header: 'Miles', meta: { numeric: true }, cell: ({ row }) => row.original.miles },
  { id: 'amount', header: 'Amount', meta: { numeric: true }, cell: ({ row }) => formatMoney(row.original.amount) },
  { id: 'status', header: 'Status', cell: ({ row }) => row.original.status },
];

const emptyForm = (): MileageValues => ({ date: today(), from: '', to: '', miles: '', purpose: '', budgetId: null });
// The API names the budget after what is picked.
const API_FIELDS = { budget: 'budgetId' };

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
  const [create] = useMutation<CreateMileageSubmissionMutation, CreateMileageSubmissionMutationVariables>(CREATE_MILEAGE_SUBMISSION, {
    // The server orders the trips by date (and caps the list): the list on screen reads again, once.
    update: (cache) => forgetField(cache, 'mileageSubmissions'),
  });
  // The trip date is checked against the time of the submit, not of the first render.
  const { register, control, handleSubmit, reset, setError, watch, formState: { errors, isSubmitting } } = useForm<MileageValues>({
    resolver: (values, context, options) => zodResolver(mileageSchema(new Date().toISOString()))(values, context, options), defaultValues: emptyForm(),
  });
  const rate = settings?.mileageValue ?? 0;
  const tenths = tenthsOf(watch('miles'));

  const submit = handleSubmit(async (v) => {
    try {
      const result = await create({ variables: { data: { date: v.date, from: v.from, to: v.to, miles: Number(v.miles), purpose: v.purpose, budget: { connect: { id: v.budgetId! } } } } });
      const trip = result.data!.createOneMileageSubmission;
      toast({ message: `Submitted ${trip.miles} miles for ${formatMoney(trip.amount)}.` });
      reset(emptyForm());
      void navigate(`/transactions/mileage/${trip.id}`);
    } catch (error) {
      const message = applyServerErrors(error, setError, ['date', 'from', 'to', 'miles', 'purpose', 'budgetId'], API_FIELDS);
      if (message) toast({ message, tone: 'danger' });
    }
  });

  return (
    <section className={styles.page}>
      <h1>Mileage</h1>
      <p data-testid="mileage-rate">
        {!settings ? <Skeleton inline width="16em" /> : rate > 0 ? `Reimbursed at ${formatMoney(rate)} per mile.` : MILEAGE_MESSAGES.notSetUp}
        {settings?.mileagePolicyUrl && <> <a href={settings.mileagePolicyUrl} target="_blank" rel="noreferrer">Mileage policy</a></>}
      </p>
      <form aria-label="Submit a trip" onSubmit={(e) => void submit(e)} noValidate className={styles.form}>
        <div className={styles.row}>
          <FormField label="Date" htmlFor="mileage-date" error={errors.date?.message}>
            <Controller control={control} name="date" render={({ field }) => (
              <DatePicker id="mileage-date" value={field.value} max={today()} onChange={field.onChange} invalid={!!errors.date} />
            )} />
          </FormField>
          {/* The estimate shows as the miles' help, in place of their message once they are fixed. */}
          <FormField label="Miles" htmlFor="mileage-miles" error={errors.miles?.message}
            help={tenths !== null && rate > 0 ? `${formatMoney(mileageAmountCents(tenths, rate))} at ${formatMoney(rate)} per mile.` : 'At most one decimal, such as 12.5.'}>
            <input id="mileage-miles" inputMode="decimal" {...register('miles')} aria-invalid={!!errors.miles || undefined} className={fieldInputClass} />
          </FormField>
        </div>
        {(['from', 'to', 'purpose'] as const).map((name) => (
          <FormField key={name} label={LABELS[name]} htmlFor={`mileage-${name}`} error={errors[name]?.message}>
            <input id={`mileage-${name}`} maxLength={200} {...register(name)} aria-invalid={!!errors[name] || undefined} className={fieldInputClass} />
          </FormField>
        ))}
        <Controller control={control} name="budgetId" render={({ field }) => (
          <BudgetSingleSelect id="mileage-budget" label="Budget" budgets={budgets} value={field.value} onChange={field.onChange} error={errors.budgetId?.message} />
        )} />
        <Button type="submit" variant="primary" loading={isSubmitting} disabled={rate <= 0}>Submit trip</Button>
      </form>
      <h2>Trips</h2>
      <DataTable id="mileage" label="Trips" columns={COLUMNS} rows={list.data?.mileageSubmissions} error={list.error?.message} rowKey={(t) => t.id} rowProps={() => ({ 'data-testid': 'mileage-trip' })} />
    </section>
  );
};
