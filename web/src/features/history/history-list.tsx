import { useQuery } from '@apollo/client';
import { useState } from 'react';
import type { EventHistoryFilter, EventHistoryQuery, EventHistoryQueryVariables } from '../../generated/graphql';
import { formatMoney } from '../../ui/money';
import { EVENT_HISTORY, type HistoryItem } from './operations';

const PAGE = 25;
const when = (iso: string) => new Date(iso).toLocaleString('en-US');
/** State fields held in integer cents, shown as money. */
const CENTS_FIELDS = new Set(['funding', 'limitCents']);
const shown = (field: string, value: string | null | undefined) => (value == null ? '—' : CENTS_FIELDS.has(field) ? formatMoney(Number(value)) : value);
const cell = { padding: '4px 8px', borderBottom: '1px solid #eee', textAlign: 'left' as const, verticalAlign: 'top' as const };

/** What one event did: who, when, to what, in a sentence, and the state's fields before and after it. */
const EventDetail = ({ item }: { item: HistoryItem }) => (
  <div data-testid="history-detail" style={{ border: '1px solid #e6e6ef', borderRadius: 8, padding: 12 }}>
    <h3 style={{ marginTop: 0 }} data-testid="history-detail-type">{item.type}</h3>
    <p data-testid="history-description">{item.description}</p>
    <p>
      <span data-testid="history-detail-who">{item.actorName}</span> · {when(item.createdAt)} · {item.subjectName ?? item.aggregate} (revision {item.revision})
    </p>
    {item.changes.length > 0 && (
      <table data-testid="history-diff" style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr><th style={cell}>Field</th><th style={cell}>Before</th><th style={cell}>After</th></tr>
        </thead>
        <tbody>
          {item.changes.map((c) => (
            <tr key={c.field} data-testid={`diff-${c.field}`}>
              <td style={cell}>{c.field}</td>
              <td style={{ ...cell, color: '#c0262d' }}>{shown(c.field, c.before)}</td>
              <td style={{ ...cell, color: '#1a7f37' }}>{shown(c.field, c.after)}</td>
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

const Steps = ({ filter, onPick }: Props) => {
  const [selected, setSelected] = useState(0);
  const { data, loading, error, fetchMore } = useQuery<EventHistoryQuery, EventHistoryQueryVariables>(EVENT_HISTORY, {
    variables: { filter, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <p role="alert">{error.message}</p>;
  const page = data?.eventHistory;
  const items = page?.items ?? [];
  if (!page) return <p>{loading ? 'Loading…' : 'No Results Found'}</p>;
  if (items.length === 0) return <p>No Results Found</p>;
  const current = items[Math.min(selected, items.length - 1)]!;
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
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(280px, 1fr) 2fr', gap: 16, alignItems: 'start' }}>
      <div>
        <ol data-testid="history-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item, index) => (
            <li key={item.id} data-testid="history-item" aria-current={index === selected} style={{ padding: 8, borderBottom: '1px solid #eee', background: index === selected ? '#eef0ff' : undefined }}>
              <button type="button" onClick={() => setSelected(index)} style={{ all: 'unset', cursor: 'pointer', display: 'block' }}>
                <span data-testid="history-sentence">{item.description}</span> <small>{when(item.createdAt)}</small>
              </button>
              <small>
                {onPick && item.userId ? (
                  <button type="button" data-testid="pick-user" onClick={() => onPick({ ...filter, userId: item.userId }, item.actorName)}>{item.actorName}</button>
                ) : item.actorName}
                {' · '}
                {onPick ? (
                  <button type="button" data-testid="pick-aggregate" data-aggregate={item.aggregate} onClick={() => onPick({ ...filter, aggregate: item.aggregate, subjectId: null }, item.subjectName ?? item.type)}>
                    {item.subjectName ?? item.type}
                  </button>
                ) : (item.subjectName ?? item.type)}
              </small>
            </li>
          ))}
        </ol>
        {page.nextCursor && <button type="button" data-testid="history-older-page" onClick={older}>Load older events</button>}
      </div>
      <div>
        <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          <button type="button" data-testid="history-newer" disabled={selected === 0} onClick={() => step(-1)}>Newer</button>
          <button type="button" data-testid="history-older" disabled={selected >= items.length - 1 && !page.nextCursor} onClick={() => step(1)}>Older</button>
          <span data-testid="history-position">{selected + 1} of {items.length}{page.nextCursor ? '+' : ''}</span>
        </div>
        <EventDetail item={current} />
      </div>
    </div>
  );
};
