import { createHash } from 'node:crypto';
import type pg from 'pg';
import { FILTERED_PAGE_SETTINGS } from '../postgres/reads';

/** A point of a chain: an event's position and the hash it carries (an anchor). */
export interface ChainPoint {
  position: bigint;
  hash: string; // hex
}

/** The first event whose stored hash is not the one its chain leads to. */
export interface BrokenLink {
  position: bigint;
  streamName: string;
  revision: bigint;
  eventType: string;
  /** The hash recomputed from the chain up to here and the event as stored. */
  expected: string;
  /** The hash the event carries (null: it carries none). */
  stored: string | null;
}

export interface ChainVerification {
  /** The company whose chain this is (null: the platform chain of events of no company). */
  companyId: string | null;
  /** Where the check started (null: the chain's first event). */
  from: ChainPoint | null;
  /** Events recomputed. */
  checked: number;
  /** The last event verified (null: none). */
  last: ChainPoint | null;
  broken: BrokenLink | null;
}

interface LinkRow {
  global_position: string;
  stream_name: string;
  stream_revision: string;
  event_type: string;
  link_text: string;
  hash: Buffer | null;
}

/** The events of one chain (a company's, or the platform chain's for null) after a position, at most a page of them. */
const pageSql = (client: pg.PoolClient, companyId: string | null, after: bigint, pageSize: number): string => `SELECT global_position, stream_name, stream_revision, event_type,
    jsonb_build_array(stream_name, stream_revision, event_type, data, metadata)::text AS link_text, hash
  FROM events WHERE ${companyId === null ? "(company_id IS NULL OR company_id = '')" : `company_id = ${client.escapeLiteral(companyId)}`}
    AND global_position > ${after} ORDER BY global_position LIMIT ${pageSize}`;

/** The anchor's event in its chain (a position of another chain is not an anchor of this one). */
const ANCHOR = `SELECT hash FROM events WHERE global_position = $2 AND (company_id = $1 OR ($1 = '' AND company_id IS NULL))`;

/**
 * Recomputes a company's hash chain (migration 012) from its first event, or from an anchor, and
 * answers the first broken link, if any. Independent of the append's computation: PostgreSQL only
 * renders each stored event's link text (the text the append hashed), and the hashes are recomputed
 * here, so an event changed after its append (data, metadata, type, stream or revision), removed, or
 * re-hashed without its successors, is named. Reads committed events in position order, in pages.
 */
export const verifyChain = async (
  pool: pg.Pool, companyId: string | null, { from = null, pageSize = 5000 }: { from?: ChainPoint | null; pageSize?: number } = {},
): Promise<ChainVerification> => {
  const result: ChainVerification = { companyId, from, checked: 0, last: null, broken: null };
  let previous = Buffer.alloc(0);
  let after = 0n;
  if (from) {
    const { rows } = await pool.query<{ hash: Buffer | null }>(ANCHOR, [companyId ?? '', from.position.toString()]);
    if (rows[0]?.hash?.toString('hex') !== from.hash) {
      result.broken = { position: from.position, streamName: '', revision: -1n, eventType: '', expected: from.hash, stored: rows[0]?.hash?.toString('hex') ?? null };
      return result;
    }
    previous = Buffer.from(from.hash, 'hex');
    after = from.position;
  }
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, not ${pageSize}`);
  const client = await pool.connect();
  let failed = false;
  try {
    let next = page(client, companyId, after, pageSize);
    for (;;) {
      const rows = await next;
      const last = rows[rows.length - 1];
      // The next page is read while this one is hashed.
      if (rows.length === pageSize) next = page(client, companyId, BigInt(last!.global_position), pageSize);
      for (const row of rows) {
        const link = createHash('sha256').update(previous).update(row.link_text, 'utf8').digest();
        if (!row.hash || !link.equals(row.hash)) {
          result.broken = {
            position: BigInt(row.global_position), streamName: row.stream_name, revision: BigInt(row.stream_revision), eventType: row.event_type,
            expected: link.toString('hex'), stored: row.hash?.toString('hex') ?? null,
          };
          await next.catch(() => undefined);
          return result;
        }
        previous = link;
        result.checked++;
      }
      if (last) result.last = { position: BigInt(last.global_position), hash: previous.toString('hex') };
      if (rows.length < pageSize) return result;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A failed page leaves its transaction open: that connection is closed, not handed back.
    client.release(failed);
  }
};

/**
 * One page in a short read-only transaction of its own (a long one would hold back every
 * subscriber), planned as the event store's filtered pages are: an ordered index scan that stops at
 * the limit, even when the table's statistics are older than the company's events. One round trip
 * (so its values are written into the text, escaped).
 */
const page = async (client: pg.PoolClient, companyId: string | null, after: bigint, pageSize: number): Promise<LinkRow[]> => {
  const results = (await client.query(`BEGIN READ ONLY; ${FILTERED_PAGE_SETTINGS}; ${pageSql(client, companyId, after, pageSize)}; COMMIT`)) as unknown as pg.QueryResult[];
  return results.find((r) => r.command === 'SELECT')!.rows as LinkRow[];
};

/** Every chain that has events: company ids, null for the platform chain. */
export const chainsOf = async (pool: pg.Pool): Promise<(string | null)[]> => {
  const { rows } = await pool.query<{ chain: string }>('SELECT chain FROM chain_heads ORDER BY chain');
  return rows.map((r) => (r.chain === '' ? null : r.chain));
};
