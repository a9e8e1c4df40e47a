import type pg from 'pg';
import type { EventFilter, Page, Position, RawPage, RawRecordedEvent, RecordedEvent } from '../types';
import { toRawRecorded, toRecorded, type EventRow, type RawEventRow } from './rows';

// Only rows of transactions older than every running one: nothing can commit before them later.
const VISIBLE = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const AFTER = '(transaction_id, global_position) > ($1::text::xid8, $2::bigint)';
const ORDER = 'ORDER BY e.transaction_id, e.global_position';
const HEAD = 'e.global_position, e.transaction_id::text AS transaction_id, e.event_id, e.stream_name, e.stream_revision, e.event_type';
// Parsed by the driver, or left as PostgreSQL's JSON text with the time in epoch milliseconds (a raw
// read, for bulk copies: a Date from a number costs a fifth of one parsed from PostgreSQL's text).
const PAYLOAD = {
  parsed: 'e.data, e.metadata, e.created_at',
  raw: 'e.data::text AS data, e.metadata::text AS metadata, floor(extract(epoch FROM e.created_at) * 1000)::bigint AS created_at',
} as const;

const columns = (payload: keyof typeof PAYLOAD): string => `${HEAD}, ${PAYLOAD[payload]}`;
/** A company's events after ($1, $2), at most $3, of company $4 (exported for the test of its plan). */
export const companyPageSql = (payload: keyof typeof PAYLOAD): string =>
  `SELECT ${columns(payload)} FROM events e WHERE company_id = $4 AND ${AFTER} AND ${VISIBLE} ${ORDER} LIMIT $3`;
export const COMPANY_PAGE_SETTINGS = 'SET LOCAL enable_sort = off';

const positionOf = (row: Pick<EventRow, 'transaction_id' | 'global_position'>): Position => ({ commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) });

const pageOf = <Event extends { position: Position }>(events: Event[], from: Position) => ({ events, to: events[events.length - 1]?.position ?? from });

/**
 * A company's page must be an ordered scan of `events_company_order` that stops at the limit:
 * `Index Scan using events_company_order … Index Cond: ((company_id = $4) AND (ROW(transaction_id,
 * global_position) > …))` under the `Limit`. Without the hint a planner that underestimates the
 * company's rows (a table loaded since its last ANALYZE) picks a bitmap scan that fetches and sorts
 * every remaining event of the company for each page (200 ms instead of 1.4 ms a page of 5,000 of
 * 30,000). `enable_sort = off` only makes a sort the last resort, for this transaction.
 */
const withoutSort = async <Row extends pg.QueryResultRow>(pool: pg.Pool, read: (client: pg.PoolClient) => Promise<pg.QueryResult<Row>>): Promise<Row[]> => {
  const client = await pool.connect();
  try {
    await client.query(`BEGIN READ ONLY; ${COMPANY_PAGE_SETTINGS}`);
    const { rows } = await read(client);
    await client.query('COMMIT');
    client.release();
    return rows;
  } catch (error) {
    // The connection may be mid-transaction: drop it rather than hand it back.
    client.release(true);
    throw error;
  }
};

/**
 * One read of `$all` after `from`: every event, one company's (through its index), or one partition's.
 * A partition read looks at `maxCount` events of `$all` and returns those of the partition, plus how
 * far it looked, so a partition nobody writes to still moves on with everyone else.
 */
export const readPage = (pool: pg.Pool, from: Position, maxCount: number | null, filter?: EventFilter): Promise<Page> =>
  readRows(pool, from, maxCount, filter, 'parsed', toRecorded);

/** `readPage` with data and metadata as JSON text; a company's read goes through its index the same way. */
export const readRawPage = (pool: pg.Pool, from: Position, maxCount: number | null, filter?: EventFilter): Promise<RawPage> =>
  readRows(pool, from, maxCount, filter, 'raw', toRawRecorded);

const readRows = async <Row extends EventRow | RawEventRow, Event extends RecordedEvent | RawRecordedEvent>(
  pool: pg.Pool, from: Position, maxCount: number | null, filter: EventFilter | undefined, payload: keyof typeof PAYLOAD, map: (row: Row) => Event,
): Promise<{ events: Event[]; to: Position }> => {
  const E = columns(payload);
  const after = [from.commit.toString(), from.prepare.toString(), maxCount];
  if (!filter) {
    const { rows } = await pool.query<Row>(`SELECT ${E} FROM events e WHERE ${AFTER} AND ${VISIBLE} ${ORDER} LIMIT $3`, after);
    return pageOf(rows.map(map), from);
  }
  if ('companyId' in filter) {
    const rows = await withoutSort(pool, (client) => client.query<Row>(companyPageSql(payload), [...after, filter.companyId]));
    return pageOf(rows.map(map), from);
  }
  // Rows of the partition in full; of the rest only the last one's position (its event_id is null).
  const { rows } = await pool.query<Row & { event_id: string | null }>(
    `WITH page AS (
       SELECT global_position, transaction_id, company_partition(company_id, $5) AS part FROM events e
       WHERE ${AFTER} AND ${VISIBLE} ${ORDER} LIMIT $3),
     last AS (SELECT global_position FROM page ORDER BY transaction_id DESC, global_position DESC LIMIT 1)
     SELECT p.global_position, p.transaction_id::text AS transaction_id, e.event_id, e.stream_name, e.stream_revision, e.event_type, ${PAYLOAD[payload]}
     FROM page p LEFT JOIN events e ON e.global_position = p.global_position AND (p.part IS NULL OR p.part = $4)
     WHERE e.event_id IS NOT NULL OR p.global_position = (SELECT global_position FROM last)
     ORDER BY p.transaction_id, p.global_position`,
    [...after, filter.partition, filter.partitions],
  );
  const last = rows[rows.length - 1];
  return { events: rows.filter((row) => row.event_id !== null).map(map), to: last ? positionOf(last) : from };
};
