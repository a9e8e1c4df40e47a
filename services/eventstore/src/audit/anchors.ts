import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * An anchor of a company's history (issue #26 item 2): as of a global position, the digest of the
 * head of every stream of the company — each stream's last event of the company at or before the
 * position, as (stream, revision, hash) — and how many streams that is. Each stream is a hash chain
 * (migration 012), so editing an event breaks its stream's chain; the anchor ties the streams down
 * together, so that removing an event, a stream's tail or a whole stream before it changes the digest.
 */
export interface Anchor {
  position: bigint;
  /** SHA-256, hex (see `digestOf`). */
  digest: string;
  streams: number;
}

/** One stream's head as an anchor digests it. */
export interface StreamHead {
  streamName: string;
  revision: bigint;
  /** hex; null when the event carries no hash. */
  hash: string | null;
}

const byName = (a: StreamHead, b: StreamHead): number => (a.streamName < b.streamName ? -1 : a.streamName > b.streamName ? 1 : 0);

/**
 * The digest of a set of stream heads: SHA-256 over one line per stream in stream-name order (UTF-16
 * code units, so not the database's collation), each `JSON.stringify([stream, revision, hash])` and a
 * newline, the revision as a decimal string and the hash as hex (null when none).
 */
export const digestOf = (heads: Iterable<StreamHead>): { digest: string; streams: number } => {
  const sorted = [...heads].sort(byName);
  const hash = createHash('sha256');
  for (const h of sorted) hash.update(`${JSON.stringify([h.streamName, h.revision.toString(), h.hash])}\n`);
  return { digest: hash.digest('hex'), streams: sorted.length };
};

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

/** The company's events (null: events of no company) as a condition on `events`, its id as parameter $1. */
export const companyCondition = (companyId: string | null): string => (companyId === null ? '(company_id IS NULL OR company_id = $1)' : 'company_id = $1');

/** The heads of the company's streams as of a position ($2), from the stored events. */
export const headsAt = async (db: Queryable, companyId: string | null, position: bigint): Promise<StreamHead[]> => {
  const { rows } = await db.query<{ stream_name: string; stream_revision: string; hash: Buffer | null }>(
    `SELECT DISTINCT ON (stream_name) stream_name, stream_revision, hash FROM events
     WHERE ${companyCondition(companyId)} AND global_position <= $2 ORDER BY stream_name, global_position DESC`,
    [companyId ?? '', position.toString()],
  );
  return rows.map((r) => ({ streamName: r.stream_name, revision: BigInt(r.stream_revision), hash: r.hash?.toString('hex') ?? null }));
};

/** The company's anchor at a position, from the stored events (settled ones: see `settledPosition`). */
export const anchorAt = async (db: Queryable, companyId: string | null, position: bigint): Promise<Anchor> => ({ position, ...digestOf(await headsAt(db, companyId, position)) });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A global position at or below which every event has committed (or never will): the last committed
 * event's, once every transaction writing events when it was read has ended. Appends of different
 * streams do not wait for each other, so a transaction that took a lower position may still be
 * running when a higher one has committed; an anchor at a position such a transaction later fills
 * would not match the history it anchors. Every appending transaction holds a ROW EXCLUSIVE lock on
 * `events` from before it takes a position until it ends: those are the transactions waited for (of
 * this database only: a copy of the same schema elsewhere in the cluster has the same table oid).
 * Null: no event yet.
 */
export const settledPosition = async (pool: pg.Pool, { timeoutMs = 60_000 }: { timeoutMs?: number } = {}): Promise<bigint | null> => {
  const { rows: [now] } = await pool.query<{ position: string | null; writers: string[] }>(
    `SELECT (SELECT max(global_position) FROM events)::text AS position,
       ARRAY(SELECT DISTINCT virtualtransaction FROM pg_locks WHERE database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND relation = 'events'::regclass AND mode = 'RowExclusiveLock' AND pid <> pg_backend_pid()) AS writers`,
  );
  if (!now || now.position === null) return null;
  const deadline = Date.now() + timeoutMs;
  for (let writers = now.writers; writers.length > 0;) {
    if (Date.now() > deadline) throw new Error(`transactions writing events since the anchor's position ${now.position} are still running (${writers.join(', ')})`);
    await sleep(20);
    ({ rows: [{ writers } = { writers: [] }] } = await pool.query<{ writers: string[] }>(
      'SELECT ARRAY(SELECT DISTINCT virtualtransaction FROM pg_locks WHERE virtualtransaction = ANY ($1)) AS writers', [writers],
    ));
  }
  return BigInt(now.position);
};

/** A company's last event at or before a position: where its next anchor is, and that event's stream. */
export interface CompanyLastEvent {
  companyId: string;
  position: bigint;
  streamName: string;
}

/**
 * Every company's last event at or before `position`, in company order (a skip scan of
 * events_chain_order: one probe per company). Events of no company are not a company's.
 */
export const companyLastEvents = async (pool: pg.Pool, position: bigint): Promise<CompanyLastEvent[]> => {
  const { rows } = await pool.query<{ company_id: string; global_position: string; stream_name: string }>(
    `WITH RECURSIVE c (company_id) AS (
       (SELECT company_id FROM events WHERE company_id IS NOT NULL ORDER BY company_id LIMIT 1)
       UNION ALL
       SELECT (SELECT e.company_id FROM events e WHERE e.company_id > c.company_id ORDER BY e.company_id LIMIT 1) FROM c WHERE c.company_id IS NOT NULL
     )
     SELECT c.company_id, l.global_position, l.stream_name FROM c
     CROSS JOIN LATERAL (SELECT global_position, stream_name FROM events e WHERE e.company_id = c.company_id AND e.global_position <= $1 ORDER BY e.global_position DESC LIMIT 1) l
     WHERE c.company_id IS NOT NULL ORDER BY c.company_id`,
    [position.toString()],
  );
  return rows.map((r) => ({ companyId: r.company_id, position: BigInt(r.global_position), streamName: r.stream_name }));
};
