import type pg from 'pg';
import { EventIdsTakenError, type AppendResult, type StreamAppend } from '../types';
import { COLUMNS, toRecorded, type EventRow } from './rows';

/** The results of an earlier identical append, or null when none of these ids is recorded. */
export const alreadyAppended = async (pool: pg.Pool, appends: readonly StreamAppend[]): Promise<AppendResult[] | null> => {
  const ids = appends.flatMap((a) => a.events.map((e) => e.id));
  if (ids.length === 0) return null;
  const { rows } = await pool.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY global_position`, [ids]);
  if (rows.length === 0) return null;
  const streamOf = new Map(appends.flatMap((a) => a.events.map((e) => [e.id, a.streamName] as const)));
  if (rows.length !== ids.length || rows.some((r) => streamOf.get(r.event_id) !== r.stream_name)) {
    throw new EventIdsTakenError(appends.map((a) => a.streamName));
  }
  return appends.map((a) => {
    const last = toRecorded(rows.filter((r) => r.stream_name === a.streamName).at(-1)!);
    return { nextExpectedRevision: last.revision, position: last.position };
  });
};
