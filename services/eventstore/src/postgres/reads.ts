import type pg from 'pg';
import { comparePositions, type EventFilter, type Page, type Position, type RawPage, type RawRecordedEvent, type RecordedEvent } from '../types';
import { toRawRecorded, toRecorded, type EventRow, type RawEventRow } from './rows';

/**
 * A SQL expression that marks its transaction as one that writes read models only (migration 015):
 * readers then see past it while it runs. Evaluated before the transaction writes anything (it refuses
 * otherwise); the transaction can append no event after it.
 */
export const MARK_READ_MODEL_TRANSACTION = 'mark_read_model_transaction()';
/** How a marked session's application_name begins while its transaction runs: `spend read model <xid> <name>`. */
export const READ_MODEL_MARK_PREFIX = 'spend read model ';

// Only rows of transactions older than every running one of this database (migration 014) but those marked as read-model ones (015): nothing can commit before them later.
const VISIBLE = 'transaction_id < events_visible_horizon()';
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

const PLATFORM_COMPANY_ID = '00000000-0000-0000-0000-000000000000';
/**
 * A partition's events after ($1, $2), at most $3: those of its companies (partition $4 of
 * `partitions`, through events_partition4_order for the default count) merged with those every
 * partition shares (events_shared_order). Exported for the test of its plan.
 */
export const partitionPageSql = (payload: keyof typeof PAYLOAD, partitions: number): string => {
  if (!Number.isInteger(partitions) || partitions < 1) throw new RangeError(`partitions must be a positive integer, not ${partitions}`);
  // The count is written into the text (not a parameter) so that the expression matches the index's.
  return `SELECT ${columns(payload)} FROM (
      (SELECT * FROM events e WHERE company_partition(company_id, ${partitions}) = $4 AND ${AFTER} AND ${VISIBLE} ${ORDER} LIMIT $3)
      UNION ALL
      (SELECT * FROM events e WHERE (company_id IS NULL OR company_id = '${PLATFORM_COMPANY_ID}') AND ${AFTER} AND ${VISIBLE} ${ORDER} LIMIT $3)
    ) e ${ORDER} LIMIT $3`;
};
/**
 * Whether events after ($1, $2) have committed behind an older transaction still running: visible to
 * a snapshot taken now, yet past every read's VISIBLE horizon until that transaction ends, which
 * sends no notice of its own when it only read or wrote read models. Asked before each read of a
 * subscription (see `follow`), in the read's own round trip.
 */
const HIDDEN = `SELECT EXISTS (SELECT 1 FROM events WHERE transaction_id >= events_visible_horizon() AND ${AFTER}) AS hidden`;

/** Where `$all`'s visible events end (no row while there are none). */
const HORIZON = `SELECT e.transaction_id::text AS transaction_id, e.global_position FROM events e WHERE ${VISIBLE} ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1`;
/**
 * Plan settings of a filtered page, for its transaction. `enable_sort = off`: a company's page must
 * be an ordered scan of `events_company_order` that stops at the limit (`Index Scan using
 * events_company_order … Index Cond: ((company_id = $4) AND (ROW(transaction_id, global_position) >
 * …))` under the `Limit`); without it a planner that underestimates the company's rows (a table
 * loaded since its last ANALYZE) picks a bitmap scan that fetches and sorts every remaining event of
 * the company for each page (200 ms instead of 1.4 ms a page of 5,000 of 30,000). `random_page_cost
 * = 1.1` (the events a page reads are cached): at the default 4 the planner prices a partition's
 * index as random reads and prefers walking all of $all in order, reading `partitions` times the
 * rows. `jit = off`: a plan that sorts all the same is priced past the JIT threshold, and compiling
 * it takes 300 ms. No parallel workers: a partition count without an index of its own walks $all
 * (estimated as rows to filter by the thousand), and starting workers for each page costs more than
 * the page (30 ms instead of 3).
 */
export const FILTERED_PAGE_SETTINGS = 'SET LOCAL enable_sort = off; SET LOCAL random_page_cost = 1.1; SET LOCAL jit = off; SET LOCAL max_parallel_workers_per_gather = 0';

const positionOf = (row: Pick<EventRow, 'transaction_id' | 'global_position'>): Position => ({ commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) });

/** The page's events and its last row's position (`from` when it has none). */
const pageOf = <Row extends Pick<EventRow, 'transaction_id' | 'global_position'>, Event>(rows: Row[], map: (row: Row) => Event, from: Position) =>
  ({ events: rows.map(map), to: rows.length > 0 ? positionOf(rows[rows.length - 1]!) : from });

/**
 * `sql` with its parameters ($1 …) written into the text: positions and counts as numbers (checked),
 * anything else as an escaped literal.
 */
const withValues = (client: pg.PoolClient, sql: string, values: readonly unknown[]): string =>
  sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = values[Number(n) - 1];
    if (value === null) return 'NULL';
    if (typeof value === 'number' || typeof value === 'bigint') {
      if (!Number.isInteger(Number(value))) throw new RangeError(`not an integer: ${value}`);
      return String(value);
    }
    return client.escapeLiteral(String(value));
  });

/**
 * Statements sent as ONE simple query (so their parameters are written into the text), each with a
 * snapshot of its own as separate queries would have. `pageSettings`: in one read-only transaction
 * with FILTERED_PAGE_SETTINGS, BEGIN, the settings, each statement and COMMIT as one round trip
 * instead of three or four (a tenant snapshot reads a hundred pages, each waiting for the one before;
 * a partition's read runs per projection batch). Answers each statement's rows.
 */
const inOneRoundTrip = async <Row>(pool: pg.Pool, statements: readonly { sql: string; values: readonly unknown[] }[], pageSettings: boolean): Promise<Row[][]> => {
  const client = await pool.connect();
  try {
    const text = statements.map(({ sql, values }) => withValues(client, sql, values)).join('; ');
    const query = pageSettings ? `BEGIN READ ONLY; ${FILTERED_PAGE_SETTINGS}; ${text}; COMMIT` : text;
    const answer = (await client.query(query)) as unknown as pg.QueryResult | pg.QueryResult[];
    client.release();
    return (Array.isArray(answer) ? answer : [answer]).filter((r) => r.command === 'SELECT').map((r) => r.rows as Row[]);
  } catch (error) {
    // The connection may be mid-transaction: drop it rather than hand it back.
    client.release(true);
    throw error;
  }
};

/**
 * One read of `$all` after `from`: every event, one company's (through its index), or one partition's.
 * A partition read returns up to `maxCount` events of the partition and how far it looked: when it
 * found fewer, to where `$all`'s visible events end, so a partition nobody writes to still moves on
 * with everyone else.
 */
export const readPage = async (pool: pg.Pool, from: Position, maxCount: number | null, filter?: EventFilter): Promise<Page> =>
  (await readRows(pool, from, maxCount, filter, 'parsed', toRecorded, false)).page;

/** `readPage` with data and metadata as JSON text; a company's read goes through its index the same way. */
export const readRawPage = async (pool: pg.Pool, from: Position, maxCount: number | null, filter?: EventFilter): Promise<RawPage> =>
  (await readRows(pool, from, maxCount, filter, 'raw', toRawRecorded, false)).page;

/**
 * A subscription's read (see `follow`): whether events hide behind an older running transaction,
 * asked first, then `readPage`, in one round trip. Every projection partition's read after every
 * append: the second round trip was 1–1.5 ms of the 8–12 ms a budget's rename waited for its read
 * models on an idle machine.
 */
export const readFollowedPage = (pool: pg.Pool, from: Position, maxCount: number | null, filter?: EventFilter): Promise<{ hidden: boolean; page: Page }> =>
  readRows(pool, from, maxCount, filter, 'parsed', toRecorded, true);

const readRows = async <Row extends EventRow | RawEventRow, Event extends RecordedEvent | RawRecordedEvent>(
  pool: pg.Pool, from: Position, maxCount: number | null, filter: EventFilter | undefined, payload: keyof typeof PAYLOAD, map: (row: Row) => Event, askHidden: boolean,
): Promise<{ hidden: boolean; page: { events: Event[]; to: Position } }> => {
  const E = columns(payload);
  const after = [from.commit.toString(), from.prepare.toString(), maxCount];
  const hiddenFirst = askHidden ? [{ sql: HIDDEN, values: after }] : [];
  const read = async (statements: { sql: string; values: readonly unknown[] }[], pageSettings: boolean) => {
    const results = await inOneRoundTrip<Row>(pool, [...hiddenFirst, ...statements], pageSettings);
    const hidden = askHidden && (results.shift()![0] as unknown as { hidden: boolean }).hidden;
    return { hidden, results };
  };
  if (!filter) {
    const sql = `SELECT ${E} FROM events e WHERE ${AFTER} AND ${VISIBLE} ${ORDER} LIMIT $3`;
    if (!askHidden) return { hidden: false, page: pageOf((await pool.query<Row>(sql, after)).rows, map, from) };
    const { hidden, results: [rows = []] } = await read([{ sql, values: after }], false);
    return { hidden, page: pageOf(rows, map, from) };
  }
  if ('companyId' in filter) {
    const { hidden, results: [rows = []] } = await read([{ sql: companyPageSql(payload), values: [...after, filter.companyId] }], true);
    return { hidden, page: pageOf(rows, map, from) };
  }
  // The horizon is read first (each statement sees at least what the one before it saw): a page that
  // is not full holds every event of the partition up to it.
  const { hidden, results: [horizons = [], rows = []] } = await read([
    { sql: HORIZON, values: [] },
    { sql: partitionPageSql(payload, filter.partitions), values: [...after, filter.partition] },
  ], true);
  const horizon = (horizons as Pick<EventRow, 'transaction_id' | 'global_position'>[])[0];
  const page = pageOf(rows, map, from);
  if (maxCount !== null && rows.length >= maxCount) return { hidden, page };
  const looked = horizon ? positionOf(horizon) : from;
  return { hidden, page: { events: page.events, to: comparePositions(looked, page.to) > 0 ? looked : page.to } };
};
