import { useQuery } from '@apollo/client';
import { useState } from 'react';
import type { EventHistoryFilter, EventHistoryQuery, EventHistoryQueryVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { formatDateTime } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import styles from './history.module.css';
import { EVENT_HISTORY, type HistoryItem } from './operations';

const PAGE = 25;
/** State fields held in integer cents, shown as money. */
const CENTS_FIELDS = new Set(['funding', 'limitCents']);
const shown = (field: string, value: string | null | undefined) => (value == null ? '—' : CENTS_FIELDS.has(field) ? formatMoney(Number(value)) : value);

/** What one event did: who, when, to what, in a sentence, and the state's fields before and after it. */
const EventDetail = ({ item }: { item: HistoryItem }) => (
  <div data-testid="history-detail" className={styles.detail}>
    <h3 className={styles.detailType} data-testid="history-detail-type">{item.type}</h3>
    <p data-testid="history-description">{item.description}</p>
    <p>
      <span data-testid="history-detail-who">{item.actorName}</span> · {formatDateTime(item.createdAt)} · {item.subjectName ?? item.aggregate} (revision {item.revision})
    </p>
    {item.changes.length > 0 && (
      <table data-testid="history-diff" className={styles.diff}>
        <thead>
          <tr><th>Field</th><th>Before</th><th>After</th></tr>
        </thead>
        <tbody>
          {item.changes.map((c) => (
            <tr key={c.field} data-testid={`diff-${c.field}`}>
              <td>{c.field}</td>
              <td className={styles.before}>{shown(c.field, c.before)}</td>
              <td className={styles.after}>{shown(c.field, c.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )}
  </div>
);

/**
 * The company's events newest first, a page at a time; the auditor steps through them one by one
 * (Newer / Older) and sees what each changed. `onPick` narrows the caller's filter to a user or to
 * an aggregate, with the name to show for it.
 */
type Props = { filter: EventHistoryFilter; onPick?: (filter: EventHistoryFilter, label: string) => void };

// A new filter starts again at its newest event.
export const HistoryList = (props: Props) => <Steps key={JSON.stringify(props.filter)} {...props} />;

/** The event list's columns: the sentence (it selects the event), who did it and to what, each a filter when `onPick` is given. */
const columnsOf = ({ filter, onPick, select }: Props & { select: (index: number) => void }): DataColumn<HistoryItem>[] => [
  {
    id: 'event', header: 'Event', enableHiding: false, meta: { className: styles.event },
    cell: ({ row }) => (
      <button type="button" className={styles.pick} onClick={() => select(row.index)}>
        <span data-testid="history-sentence">{row.original.description}</span> <small className={styles.when}>{formatDateTime(row.original.createdAt)}</small>
      </button>
    ),
  },
  {
    id: 'who', header: 'By',
    cell: ({ row: { original: item } }) => (onPick && item.userId
      ? <Button size="small" variant="ghost" data-testid="pick-user" onClick={() => onPick({ ...filter, userId: item.userId }, item.actorName)}>{item.actorName}</Button>
      : item.actorName),
  },
  {
    id: 'subject', header: 'Subject',
    cell: ({ row: { original: item } }) => (onPick
      ? (
        <Button size="small" variant="ghost" data-testid="pick-aggregate" data-aggregate={item.aggregate} onClick={() => onPick({ ...filter, aggregate: item.aggregate, subjectId: null }, item.subjectName ?? item.type)}>
          {item.subjectName ?? item.type}
        </Button>
      )
      : (item.subjectName ?? item.type)),
  },
];

const Steps = ({ filter, onPick }: Props) => {
  const [selected, setSelected] = useState(0);
  const { data, error, fetchMore } = useQuery<EventHistoryQuery, EventHistoryQueryVariables>(EVENT_HISTORY, {
    variables: { filter, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <p role="alert">{error.message}</p>;
  const page = data?.eventHistory;
  const items = page?.items;
  // While an older page loads, the step past the last event shows the last one.
  const current = items?.[Math.min(selected, items.length - 1)];
  const table = (
    <div data-testid="history-list">
      <DataTable
        id="history" label="Events" columns={columnsOf({ filter, onPick, select: setSelected })} rows={items} rowKey={(item) => item.id}
        rowProps={(item) => ({ 'data-testid': 'history-item', 'aria-current': item === current || undefined, className: item === current ? styles.current : undefined })}
      />
    </div>
  );
  if (!page || !items || !current) return table;
  const older = () =>
    void fetchMore({
      variables: { after: page.nextCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({ eventHistory: { ...fetchMoreResult.eventHistory, items: [...prev.eventHistory.items, ...fetchMoreResult.eventHistory.items] } }),
    });
  const step = (delta: number) => {
    const next = selected + delta;
    if (next >= items.length && page.nextCursor) older();
    setSelected(Math.max(0, Math.min(next, items.length - 1 + (page.nextCursor ? 1 : 0))));
  };
  return (
    <div className={styles.layout}>
      <div>
        {table}
        {page.nextCursor && <Button data-testid="history-older-page" onClick={older}>Load older events</Button>}
      </div>
      <div>
        <div className={styles.steps}>
          <Button size="small" data-testid="history-newer" disabled={selected === 0} onClick={() => step(-1)}>Newer</Button>
          <Button size="small" data-testid="history-older" disabled={selected >= items.length - 1 && !page.nextCursor} onClick={() => step(1)}>Older</Button>
          <span data-testid="history-position">{selected + 1} of {items.length}{page.nextCursor ? '+' : ''}</span>
        </div>
        <EventDetail item={current} />
      </div>
    </div>
  );
};
