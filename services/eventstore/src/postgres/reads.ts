import type pg from 'pg';
import type { EventFilter, Page, Position } from '../types';
import { toRecorded, type EventRow } from './rows';

// Only rows of transactions older than every running one: nothing can commit before them later.
const VISIBLE = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const AFTER = '(transaction_id, global_position) > ($1::text::xid8, $2::bigint)';
const ORDER = 'ORDER BY e.transaction_id, e.global_position';
const E = 'e.global_position, e.transaction_id::text AS transaction_id, e.event_id, e.stream_name, e.stream_revision, e.event_type, e.data, e.metadata, e.created_at';

const positionOf = (row: Pick<EventRow, 'transaction_id' | 'global_position'>): Position => ({ commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) });

/**
 * One read of `$all` after `from`: every event, one company's (through its index), or one partition's.
 * A partition read looks at `maxCount` events of `$all` and returns those of the partition, plus how
 * far it looked, so a partition nobody writes to still moves on with everyone else.
 */
export const readPage = async (pool: pg.Pool, from: Position, maxCount: number | null, filter?: EventFilter): Promise<Page> => {
  const after = [from.commit.toString(), from.prepare.toString(), maxCount];
  if (!filter || 'companyId' in filter) {
    const { rows } = await pool.query<EventRow>(
      `SELECT ${E} FROM events e WHERE ${AFTER} AND ${VISIBLE}${filter ? ' AND company_id = $4' : ''} ${ORDER} LIMIT $3`,
      filter ? [...after, filter.companyId] : after,
    );
    const events = rows.map(toRecorded);
    return { events, to: events[events.length - 1]?.position ?? from };
  }
  // Rows of the partition in full; of the rest only the last one's position (its event_id is null).
  const { rows } = await pool.query<EventRow & { event_id: string | null }>(
    `WITH page AS (
       SELECT global_position, transaction_id, company_partition(company_id, $5) AS part FROM events e
       WHERE ${AFTER} AND ${VISIBLE} ${ORDER} LIMIT $3),
     last AS (SELECT global_position FROM page ORDER BY transaction_id DESC, global_position DESC LIMIT 1)
     SELECT p.global_position, p.transaction_id::text AS transaction_id, e.event_id, e.stream_name, e.stream_revision, e.event_type, e.data, e.metadata, e.created_at
     FROM page p LEFT JOIN events e ON e.global_position = p.global_position AND (p.part IS NULL OR p.part = $4)
     WHERE e.event_id IS NOT NULL OR p.global_position = (SELECT global_position FROM last)
     ORDER BY p.transaction_id, p.global_position`,
    [...after, filter.partition, filter.partitions],
  );
  const last = rows[rows.length - 1];
  return { events: rows.filter((row) => row.event_id !== null).map(toRecorded), to: last ? positionOf(last) : from };
};
