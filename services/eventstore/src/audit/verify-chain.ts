import { createHash } from 'node:crypto';
import type pg from 'pg';
import { FILTERED_PAGE_SETTINGS } from '../postgres/reads';
import { companyCondition, digestOf, headsAt, type Anchor, type StreamHead } from './anchors';

/**
 * The first thing found wrong, in position order: an event whose stored hash is not the one its
 * stream's chain leads to (`link`), an event whose stream has no event before it where it should
 * (`gap`: a removed event), or an anchor whose digest the stored history no longer gives (`anchor`).
 */
export interface BrokenLink {
  kind: 'link' | 'gap' | 'anchor';
  /** The event's global position; for `anchor`, the anchor's. */
  position: bigint;
  /** The event (null for `anchor`). */
  streamName: string | null;
  revision: bigint | null;
  eventType: string | null;
  /** `link`: the hash recomputed from the stream's previous event and this one as stored; `anchor`: the anchored digest; `gap`: null. */
  expected: string | null;
  /** `link`: the hash the event carries (null: none); `anchor`: the digest recomputed; `gap`: null. */
  stored: string | null;
  /** `anchor`: how many streams the anchor and the stored history count. */
  streams?: { anchored: number; stored: number };
}

export interface ChainVerification {
  /** The company whose streams these are (null: the events of no company). */
  companyId: string | null;
  /** The anchor checked (null: none was given). */
  anchor: Anchor | null;
  /** Whether the check started at the anchor (its events before it were not recomputed). */
  fromAnchor: boolean;
  /** Events whose links were recomputed. */
  checked: number;
  /** The company's streams as of the last event verified. */
  streams: number;
  /** An anchor at the last event verified: the digest of every stream head reached (null: none). */
  last: Anchor | null;
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

/** The company's events after a position, at most a page of them. */
const pageSql = (client: pg.PoolClient, companyId: string | null, after: bigint, pageSize: number): string => `SELECT global_position, stream_name, stream_revision, event_type,
    jsonb_build_array(stream_name, stream_revision, event_type, data, metadata)::text AS link_text, hash
  FROM events WHERE ${companyCondition(companyId).replace('$1', client.escapeLiteral(companyId ?? ''))}
    AND global_position > ${after} ORDER BY global_position LIMIT ${pageSize}`;

/** A stream's event that is not among the company's read so far (another company's, or removed). */
const PREVIOUS = 'SELECT hash FROM events WHERE stream_name = $1 AND stream_revision = $2';

interface Head {
  revision: bigint;
  hash: Buffer | null;
}

/**
 * Recomputes the hash chain of every stream of a company (migration 012) and answers the first
 * broken link in position order, if any. Independent of the append's computation: PostgreSQL only
 * renders each stored event's link text (the text the append hashed), and the hashes are recomputed
 * here, each from its stream's previous event's stored hash, so an event changed after its append
 * (data, metadata, type, stream or revision), removed from before another event of its stream, or
 * re-hashed without its successors, is named. Given an anchor, the digest of the stream heads as of
 * its position is recomputed and compared too, which shows the removal of a stream's last events or
 * of a whole stream before it; `fromAnchor` starts there (the heads as stored at the anchor, checked
 * against it, then only the events after it). Reads committed events in position order, in pages.
 */
export const verifyChain = async (
  pool: pg.Pool, companyId: string | null,
  { anchor = null, fromAnchor = false, pageSize = 5000 }: { anchor?: Anchor | null; fromAnchor?: boolean; pageSize?: number } = {},
): Promise<ChainVerification> => {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, not ${pageSize}`);
  if (fromAnchor && !anchor) throw new RangeError('fromAnchor needs an anchor');
  const result: ChainVerification = { companyId, anchor, fromAnchor, checked: 0, streams: 0, last: null, broken: null };
  // Each stream's last event of the company verified so far.
  const heads = new Map<string, Head>();
  const headList = (): StreamHead[] => [...heads].map(([streamName, h]) => ({ streamName, revision: h.revision, hash: h.hash?.toString('hex') ?? null }));
  let lastPosition: bigint | null = null;
  // The anchor, checked once the heads reach its position: true when it matched.
  let anchorChecked = false;
  const checkAnchor = (stored: StreamHead[]): boolean => {
    anchorChecked = true;
    const recomputed = digestOf(stored);
    if (recomputed.digest === anchor!.digest && recomputed.streams === anchor!.streams) return true;
    result.broken = {
      kind: 'anchor', position: anchor!.position, streamName: null, revision: null, eventType: null,
      expected: anchor!.digest, stored: recomputed.digest, streams: { anchored: anchor!.streams, stored: recomputed.streams },
    };
    return false;
  };
  const finish = (): ChainVerification => {
    result.streams = heads.size;
    if (lastPosition !== null) result.last = { position: lastPosition, ...digestOf(headList()) };
    return result;
  };

  let after = 0n;
  if (fromAnchor) {
    const stored = await headsAt(pool, companyId, anchor!.position);
    for (const h of stored) heads.set(h.streamName, { revision: h.revision, hash: h.hash === null ? null : Buffer.from(h.hash, 'hex') });
    if (!checkAnchor(stored)) return result;
    after = anchor!.position;
  }

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
        const position = BigInt(row.global_position);
        if (anchor && !anchorChecked && position > anchor.position && !checkAnchor(headList())) break;
        const revision = BigInt(row.stream_revision);
        const event = { position, streamName: row.stream_name, revision, eventType: row.event_type };
        let previous: Buffer | null = Buffer.alloc(0);
        if (revision > 0n) {
          const head = heads.get(row.stream_name);
          if (head?.revision === revision - 1n) previous = head.hash;
          else {
            const { rows: [found] } = await client.query<{ hash: Buffer | null }>(PREVIOUS, [row.stream_name, (revision - 1n).toString()]);
            if (!found) {
              result.broken = { kind: 'gap', ...event, expected: null, stored: row.hash?.toString('hex') ?? null };
              break;
            }
            previous = found.hash;
          }
        }
        const link = createHash('sha256').update(previous ?? Buffer.alloc(0)).update(row.link_text, 'utf8').digest();
        if (previous === null || !row.hash || !link.equals(row.hash)) {
          result.broken = { kind: 'link', ...event, expected: link.toString('hex'), stored: row.hash?.toString('hex') ?? null };
          break;
        }
        heads.set(row.stream_name, { revision, hash: row.hash });
        lastPosition = position;
        result.checked++;
      }
      if (result.broken) {
        await next.catch(() => undefined);
        return finish();
      }
      if (rows.length < pageSize) break;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A failed page leaves its transaction open: that connection is closed, not handed back.
    client.release(failed);
  }
  if (anchor && !anchorChecked) checkAnchor(headList());
  return finish();
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

/** Every company that has events, in order, then null when there are events of no company. */
export const chainsOf = async (pool: pg.Pool): Promise<(string | null)[]> => {
  const { rows } = await pool.query<{ company_id: string | null }>(
    `WITH RECURSIVE c (company_id) AS (
       (SELECT company_id FROM events WHERE company_id IS NOT NULL ORDER BY company_id LIMIT 1)
       UNION ALL
       SELECT (SELECT e.company_id FROM events e WHERE e.company_id > c.company_id ORDER BY e.company_id LIMIT 1) FROM c WHERE c.company_id IS NOT NULL
     )
     SELECT company_id FROM c WHERE company_id IS NOT NULL
     UNION ALL SELECT NULL WHERE EXISTS (SELECT 1 FROM events WHERE company_id IS NULL OR company_id = '')`,
  );
  return rows.map((r) => r.company_id);
};
