import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { PERSONAL_FIELDS, personalPathsOf } from '@spend/domain';
import { inRewrite } from '../postgres/rewrite';
import { SEALED, sealWith } from './codec';
import type { PiiConfig } from './config';
import { PersonKeys } from './person-keys';

export interface SealExistingCounts {
  /** Events of a type with personal fields, not sealed yet, looked at. */
  scanned: number;
  /** Of those, the ones whose personal fields were sealed (the rest have none present). */
  sealed: number;
}

interface Row {
  global_position: string;
  event_type: string;
  data: unknown;
}

/**
 * THE ONE SANCTIONED REWRITE OF HISTORY (issue #16 item 3): events recorded before sealing existed
 * hold their personal fields in plain text, which forgetting the person could not erase. This seals
 * them with their person's key (made if they have none), exactly as an append does now, and changes
 * nothing else: only the owner role can, saying so in its transaction (migration 009). Every reader
 * opens sealed fields, so read models and rebuilds see the same data as before.
 *
 * A person already forgotten has no key: their plain fields are sealed with a key made here and never
 * kept, so they read as forgotten like the rest of that person's events.
 *
 * In batches by position, each in its own transaction. Idempotent and resumable: sealed events are
 * never selected again, so a second run, or one after an interrupted run, rewrites only what is left.
 * Counts are reported, never values or keys.
 */
export const sealExisting = async (
  pool: pg.Pool, config: PiiConfig, { batchSize = 500, onBatch }: { batchSize?: number; onBatch?: (batch: SealExistingCounts) => void } = {},
): Promise<SealExistingCounts> => {
  const keys = new PersonKeys(pool, Buffer.from(config.PII_MASTER_KEY, 'hex'));
  const total: SealExistingCounts = { scanned: 0, sealed: 0 };
  for (let after: string | null = '0'; ;) {
    const from: string = after;
    let batch: SealExistingCounts;
    ({ after, ...batch } = await inRewrite(pool, 'seal-existing', (client) => sealBatch(client, keys, from, batchSize)));
    if (after === null) return total;
    total.scanned += batch.scanned;
    total.sealed += batch.sealed;
    onBatch?.(batch);
  }
};

/** The next batch after position `after`, sealed; `after` is then its last position (null: nothing was left). */
const sealBatch = async (client: pg.PoolClient, keys: PersonKeys, after: string, batchSize: number): Promise<SealExistingCounts & { after: string | null }> => {
  const { rows } = await client.query<Row>(
    `SELECT global_position, event_type, data FROM events
     WHERE global_position > $1 AND event_type = ANY($2::text[]) AND NOT data ? $3
     ORDER BY global_position LIMIT $4 FOR UPDATE`,
    [after, Object.keys(PERSONAL_FIELDS), SEALED, batchSize],
  );
  if (rows.length === 0) return { after: null, scanned: 0, sealed: 0 };
  const personal = rows.flatMap((row) => {
    const found = personalPathsOf(row.event_type, row.data);
    return found ? [{ ...row, type: row.event_type, subjectId: found.subjectId }] : [];
  });
  const subjects = personal.map((row) => row.subjectId);
  const found = await keys.forRewrite(client, subjects);
  const sealed = sealWith(personal, new Map(subjects.map((id) => [id, found.get(id) ?? randomBytes(32)])));
  await client.query(
    'UPDATE events e SET data = s.data FROM unnest($1::bigint[], $2::jsonb[]) AS s(global_position, data) WHERE e.global_position = s.global_position',
    [sealed.map((row) => row.global_position), sealed.map((row) => JSON.stringify(row.data))],
  );
  return { after: rows[rows.length - 1]!.global_position, scanned: rows.length, sealed: sealed.length };
};
