import { useState, type FormEvent } from 'react';
import type { EventHistoryFilter } from '../../generated/graphql';
import { readDevFlags } from '../../app/dev-flags';
import { useCan } from '../../ui/use-can';
import { HistoryList } from './history-list';
import { SnapshotExport } from './snapshot-export';

/** A datetime-local value (the browser's time zone) as the API's UTC instant. */
/** Kinds of aggregate (stream-name prefixes) an auditor filters by. */
const KINDS: [string, string][] = [['budget', 'Budgets'], ['card', 'Cards'], ['user', 'Members'], ['company', 'Company'], ['bank-item', 'Bank connections'], ['tenant-snapshot', 'Snapshots']];

const instant = (local: FormDataEntryValue | null) => (typeof local === 'string' && local ? new Date(local).toISOString() : null);

/** /alerts/activity: the company's event history for auditors, filtered by aggregate, event type, user and time range. */
export const ActivityPage = () => {
  const { can, me } = useCan();
  const [filter, setFilter] = useState<EventHistoryFilter>({});
  const [error, setError] = useState<string | null>(null);
  if (!me) return <p>Loading…</p>;
  if (!can('runLogs.read')) return <p role="alert">You do not have access to the company's activity.</p>;
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => (form.get(name) as string).trim() || null;
    const next = { aggregate: text('aggregate'), aggregateType: text('aggregateType'), type: text('type'), userId: filter.userId ?? null, from: instant(form.get('from')), to: instant(form.get('to')) };
    if (next.from && next.to && next.from > next.to) return setError('The time range ends before it starts.');
    setError(null);
    setFilter(next);
  };
  return (
    <section>
      <h1>Activity</h1>
      {can('snapshot.create') && readDevFlags().has('enableExportingSnapshots') && <SnapshotExport />}
      <form onSubmit={apply} data-testid="activity-filters" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end', marginBottom: 16 }}>
        <label>Aggregate <input name="aggregate" placeholder="budget-…" defaultValue={filter.aggregate ?? ''} key={`a-${filter.aggregate}`} /></label>
        <label>
          Kind{' '}
          <select name="aggregateType" defaultValue={filter.aggregateType ?? ''}>
            <option value="">All</option>
            {KINDS.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </label>
        <label>Event type <input name="type" placeholder="BudgetUpdated" defaultValue={filter.type ?? ''} /></label>
        <label>From <input name="from" type="datetime-local" /></label>
        <label>To <input name="to" type="datetime-local" /></label>
        <button type="submit">Apply</button>
        {filter.userId && <button type="button" data-testid="clear-user" onClick={() => setFilter({ ...filter, userId: null })}>Any user</button>}
        <button type="button" onClick={() => setFilter({})}>Clear</button>
      </form>
      {error && <p role="alert" data-testid="activity-error">{error}</p>}
      <HistoryList filter={filter} onPick={setFilter} />
    </section>
  );
};
