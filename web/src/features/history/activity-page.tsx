import { useApolloClient } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { AUDITED_EVENT_TYPES } from '@spend/domain';
import type { EventHistoryFilter, EventHistoryReportQuery, EventHistoryReportQueryVariables } from '../../generated/graphql';
import { readDevFlags } from '../../app/dev-flags';
import { Button } from '../../ui/button';
import { downloadFile, preparingText } from '../../ui/download';
import { fieldInputClass } from '../../ui/form-field';
import { Select } from '../../ui/select';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { HistoryList } from './history-list';
import styles from './history.module.css';
import { EVENT_HISTORY_REPORT } from './operations';
import { SnapshotExport } from './snapshot-export';
import { SubjectPicker } from './subject-picker';
import { VerifyHistory } from './verify-history';
import { PageSkeleton } from '../../ui/skeleton';

/** Kinds of aggregate (stream-name prefixes) an auditor filters by. */
const KINDS = [{ value: '', label: 'All' }, ...([['budget', 'Budgets'], ['card', 'Cards'], ['user', 'Members'], ['company', 'Company'], ['bank-item', 'Bank connections'], ['tenant-snapshot', 'Snapshots']] as const).map(([value, label]) => ({ value, label }))];
const EVENT_TYPES = [{ value: '', label: 'All' }, ...[...AUDITED_EVENT_TYPES].sort().map((t) => ({ value: t, label: t }))];
/** A card tried while blocked declines again and again: that noise is hidden until the auditor asks for it. */
const DEFAULT_FILTER: EventHistoryFilter = { hideDeclinedAuthorizations: true };

/** A datetime-local value (the browser's time zone) as the API's UTC instant. */
const instant = (local: FormDataEntryValue | null) => (typeof local === 'string' && local ? new Date(local).toISOString() : null);

/**
 * /alerts/activity: the company's event history for auditors, filtered by a budget, card or member
 * picked by name, kind, event type, person and time range, and exported as CSV as filtered.
 */
export const ActivityPage = () => {
  const { can, me } = useCan();
  const client = useApolloClient();
  const toast = useToast();
  const [filter, setFilter] = useState<EventHistoryFilter>(DEFAULT_FILTER);
  // What the subject and person filters show: a name, never an id.
  const [labels, setLabels] = useState<{ subject?: string; user?: string }>({});
  const [formKey, setFormKey] = useState(0);
  // The Kind and Event type picked in the form, applied with its time range.
  const [kind, setKind] = useState('');
  const [type, setType] = useState('');
  const [error, setError] = useState<string | null>(null);
  // While the export is written (a long trail in the background): how far it is, in words.
  const [preparing, setPreparing] = useState<string | null>(null);
  if (!me) return <PageSkeleton />;
  if (!can('runLogs.read')) return <p role="alert">You do not have access to the company's activity.</p>;
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = { ...filter, aggregateType: kind || null, type: type || null, from: instant(form.get('from')), to: instant(form.get('to')) };
    if (next.from && next.to && next.from > next.to) return setError('The time range ends before it starts.');
    setError(null);
    setFilter(next);
  };
  const clear = () => {
    setFilter(DEFAULT_FILTER);
    setLabels({});
    setFormKey((k) => k + 1);
    setKind('');
    setType('');
  };
  const exportCsv = async () => {
    setPreparing(preparingText('activity.csv', null));
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const { data } = await client.query<EventHistoryReportQuery, EventHistoryReportQueryVariables>({ query: EVENT_HISTORY_REPORT, variables: { filter, options: { timeZone } }, fetchPolicy: 'network-only' });
      const { url, fileName } = data.eventHistoryReport;
      await downloadFile(url, fileName, { onProgress: (progress) => setPreparing(preparingText(fileName, progress)) });
    } catch (failure) {
      toast({ message: serverFieldErrors(failure).message, tone: 'danger' });
    } finally {
      setPreparing(null);
    }
  };
  const chip = (testId: string, label: string, onClear: () => void) => (
    <span data-testid={testId} className={styles.chip}>
      {label} <button type="button" aria-label={`Stop filtering by ${label}`} onClick={onClear}>×</button>
    </span>
  );
  return (
    <section>
      <h1>Activity</h1>
      {can('snapshot.create') && readDevFlags().has('enableExportingSnapshots') && <SnapshotExport />}
      <div className={styles.bar}>
        <div className={styles.subject}>
          <SubjectPicker onPick={(s) => { setFilter({ ...filter, subjectId: s.id, aggregate: null }); setLabels({ ...labels, subject: `${s.title}: ${s.name}` }); }} />
        </div>
        {(filter.subjectId || filter.aggregate) && chip('activity-subject', labels.subject ?? 'Selected', () => setFilter({ ...filter, subjectId: null, aggregate: null }))}
        {filter.userId && chip('activity-user', `By ${labels.user ?? 'one person'}`, () => setFilter({ ...filter, userId: null }))}
        <label>
          <input type="checkbox" data-testid="hide-declined" checked={!!filter.hideDeclinedAuthorizations} onChange={(e) => setFilter({ ...filter, hideDeclinedAuthorizations: e.target.checked })} />{' '}
          Hide declined authorizations
        </label>
        <Button data-testid="activity-export" disabled={preparing !== null} onClick={() => void exportCsv()}>Export CSV</Button>
        {preparing && <span role="status" data-testid="activity-export-progress">{preparing}</span>}
      </div>
      <VerifyHistory />
      <form key={formKey} onSubmit={apply} data-testid="activity-filters" className={styles.form}>
        <label className={styles.field}>
          Kind
          <Select id="activity-kind" value={kind} onValueChange={setKind} options={KINDS} />
        </label>
        <label className={styles.field}>
          Event type
          <Select id="activity-type" value={type} onValueChange={setType} options={EVENT_TYPES} />
        </label>
        {/* A time of day matters here (events seconds apart), so these stay date-and-time fields rather than day pickers. */}
        <label className={styles.field}>From <input name="from" type="datetime-local" className={fieldInputClass} /></label>
        <label className={styles.field}>To <input name="to" type="datetime-local" className={fieldInputClass} /></label>
        <Button type="submit" variant="primary">Apply</Button>
        <Button onClick={clear}>Clear</Button>
      </form>
      {error && <p role="alert" data-testid="activity-error">{error}</p>}
      <HistoryList filter={filter} onPick={(next, label) => { setFilter(next); setLabels(next.userId !== filter.userId ? { ...labels, user: label } : { ...labels, subject: label }); }} />
    </section>
  );
};
