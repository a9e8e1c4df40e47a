import { useApolloClient } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { AUDITED_EVENT_TYPES } from '@spend/domain';
import type { EventHistoryFilter, EventHistoryReportQuery, EventHistoryReportQueryVariables } from '../../generated/graphql';
import { readDevFlags } from '../../app/dev-flags';
import { downloadFile } from '../../ui/download';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { HistoryList } from './history-list';
import { EVENT_HISTORY_REPORT } from './operations';
import { SnapshotExport } from './snapshot-export';
import { SubjectPicker } from './subject-picker';

/** Kinds of aggregate (stream-name prefixes) an auditor filters by. */
const KINDS: [string, string][] = [['budget', 'Budgets'], ['card', 'Cards'], ['user', 'Members'], ['company', 'Company'], ['bank-item', 'Bank connections'], ['tenant-snapshot', 'Snapshots']];
const EVENT_TYPES = [...AUDITED_EVENT_TYPES].sort();
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
  const [error, setError] = useState<string | null>(null);
  if (!me) return <p>Loading…</p>;
  if (!can('runLogs.read')) return <p role="alert">You do not have access to the company's activity.</p>;
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => (form.get(name) as string).trim() || null;
    const next = { ...filter, aggregateType: text('aggregateType'), type: text('type'), from: instant(form.get('from')), to: instant(form.get('to')) };
    if (next.from && next.to && next.from > next.to) return setError('The time range ends before it starts.');
    setError(null);
    setFilter(next);
  };
  const clear = () => {
    setFilter(DEFAULT_FILTER);
    setLabels({});
    setFormKey((k) => k + 1);
  };
  const exportCsv = async () => {
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const { data } = await client.query<EventHistoryReportQuery, EventHistoryReportQueryVariables>({ query: EVENT_HISTORY_REPORT, variables: { filter, options: { timeZone } }, fetchPolicy: 'network-only' });
      await downloadFile(data.eventHistoryReport.url, data.eventHistoryReport.fileName);
    } catch (failure) {
      toast({ message: serverFieldErrors(failure).message, tone: 'danger' });
    }
  };
  const chip = (testId: string, label: string, onClear: () => void) => (
    <span data-testid={testId} style={{ display: 'inline-flex', gap: 4, alignItems: 'center', background: '#efeefe', borderRadius: 12, padding: '2px 8px' }}>
      {label} <button type="button" aria-label={`Stop filtering by ${label}`} onClick={onClear}>×</button>
    </span>
  );
  return (
    <section>
      <h1>Activity</h1>
      {can('snapshot.create') && readDevFlags().has('enableExportingSnapshots') && <SnapshotExport />}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginBottom: 8 }}>
        <div style={{ minWidth: 260 }}>
          <SubjectPicker onPick={(s) => { setFilter({ ...filter, subjectId: s.id, aggregate: null }); setLabels({ ...labels, subject: `${s.title}: ${s.name}` }); }} />
        </div>
        {(filter.subjectId || filter.aggregate) && chip('activity-subject', labels.subject ?? 'Selected', () => setFilter({ ...filter, subjectId: null, aggregate: null }))}
        {filter.userId && chip('activity-user', `By ${labels.user ?? 'one person'}`, () => setFilter({ ...filter, userId: null }))}
        <label>
          <input type="checkbox" data-testid="hide-declined" checked={!!filter.hideDeclinedAuthorizations} onChange={(e) => setFilter({ ...filter, hideDeclinedAuthorizations: e.target.checked })} />{' '}
          Hide declined authorizations
        </label>
        <button type="button" data-testid="activity-export" onClick={() => void exportCsv()}>Export CSV</button>
      </div>
      <form key={formKey} onSubmit={apply} data-testid="activity-filters" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end', marginBottom: 16 }}>
        <label>
          Kind{' '}
          <select name="aggregateType" defaultValue={filter.aggregateType ?? ''}>
            <option value="">All</option>
            {KINDS.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </label>
        <label>
          Event type{' '}
          <select name="type" defaultValue={filter.type ?? ''}>
            <option value="">All</option>
            {EVENT_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
          </select>
        </label>
        <label>From <input name="from" type="datetime-local" /></label>
        <label>To <input name="to" type="datetime-local" /></label>
        <button type="submit">Apply</button>
        <button type="button" onClick={clear}>Clear</button>
      </form>
      {error && <p role="alert" data-testid="activity-error">{error}</p>}
      <HistoryList filter={filter} onPick={(next, label) => { setFilter(next); setLabels(next.userId !== filter.userId ? { ...labels, user: label } : { ...labels, subject: label }); }} />
    </section>
  );
};
