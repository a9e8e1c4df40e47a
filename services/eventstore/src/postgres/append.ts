import type pg from 'pg';
import type { PiiCodec } from '../pii/codec';
import { WrongExpectedVersionError, type AppendResult, type StreamAppend } from '../types';

const WRONG_EXPECTED_REVISION = 'ES001';
/** append_to_streams was given a key that is not the person's (HINT: the person). */
const NOT_THE_PERSONS_KEY = 'ES002';

/**
 * Named statements: each session parses and plans them once, not on every append (about a tenth of
 * an append's time in the database; eventstore.append 0.70 -> 0.78 of a plain INSERT here).
 */
const APPEND = {
  name: 'spend-append-to-streams',
  text: `SELECT stream_index, revision, transaction_id, global_position
  FROM append_to_streams($1, $2, $3, $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[], $8::text[], $9::bytea[], $10::text[])`,
};
/**
 * The usual append, one stream and no one forgotten, calls the per-stream function append_to_streams
 * would call directly, beside the person-key check (event store migration 016; it returns at once
 * when nothing is sealed): one set-returning plpgsql call fewer and no slices of its arrays copied.
 * Both functions run once, whichever the planner takes first (each gives one row or more), and a
 * refused key fails the whole statement, its events with it.
 */
const APPEND_ONE_STREAM = {
  name: 'spend-append-events',
  text: `SELECT 1 AS stream_index, a.revision, a.transaction_id, a.global_position
  FROM ensure_person_keys($7::text[], $8::bytea[]) AS k(checked), append_events($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) a`,
};

/** The statement for these parameters (append_to_streams' ten, in its order). */
const appendStatement = (params: unknown[][]): pg.QueryConfig<unknown[]> => {
  const [streams, expected, , ids, types, data, metadata, keySubjects, keys, forgotten] = params as [string[], string[], number[], ...unknown[][]];
  if (streams.length !== 1 || forgotten!.length > 0) return { ...APPEND, values: params };
  return { ...APPEND_ONE_STREAM, values: [streams[0], expected[0], ids, types, data, metadata, keySubjects, keys] };
};

interface AppendRow {
  stream_index: number;
  revision: string;
  transaction_id: string;
  global_position: string;
}

/**
 * One statement (append_to_streams), so one round trip and one transaction for any number of
 * streams, with the keys its personal data is sealed with made (or checked) and the keys its
 * forgetting events destroy, all in it. Refused for a key that is not the person's (ES002), it
 * learns the person's key and seals again: once per person at most, as a key never changes.
 * `beforeCommit` (a test hook) runs the statement in a transaction held open until it resolves.
 */
export const appendWithKeys = async (pool: pg.Pool, pii: PiiCodec, appends: readonly StreamAppend[], beforeCommit?: () => Promise<void>): Promise<AppendResult[]> => {
  const learned = new Set<string>();
  for (;;) {
    try {
      return await appendSealed(pool, pii, appends, beforeCommit);
    } catch (error) {
      const pgError = error as { code?: string; hint?: string };
      if (pgError.code !== NOT_THE_PERSONS_KEY || !pgError.hint || learned.has(pgError.hint)) throw error;
      learned.add(pgError.hint);
      await pii.keys.learn(pgError.hint);
    }
  }
};

const appendSealed = async (pool: pg.Pool, pii: PiiCodec, appends: readonly StreamAppend[], beforeCommit?: () => Promise<void>): Promise<AppendResult[]> => {
  const { events, keys } = pii.seal(appends.flatMap((a) => a.events));
  const forgotten = pii.forgotten(events);
  const params = [
    appends.map((a) => a.streamName),
    appends.map(({ expectedRevision = 'any' }) => (typeof expectedRevision === 'bigint' ? expectedRevision.toString() : expectedRevision)),
    appends.map((a) => a.events.length),
    events.map((e) => e.id),
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.data)),
    events.map((e) => JSON.stringify(e.metadata)),
    keys.map((k) => k.subjectId),
    keys.map((k) => k.wrapped),
    forgotten,
  ];
  try {
    const rows = beforeCommit ? await inTransaction(pool, beforeCommit, params) : (await pool.query<AppendRow>(appendStatement(params))).rows;
    pii.keys.forget(forgotten);
    // Each stream's last row, in one pass: an authorizer's batch appends a hundred streams at once.
    const lastOf = new Map<number, AppendRow>();
    for (const row of rows) {
      const seen = lastOf.get(row.stream_index);
      if (!seen || BigInt(row.global_position) > BigInt(seen.global_position)) lastOf.set(row.stream_index, row);
    }
    return appends.map((_, i) => {
      const last = lastOf.get(i + 1)!;
      return { nextExpectedRevision: BigInt(last.revision), position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.global_position) } };
    });
  } catch (error) {
    const pgError = error as { code?: string; detail?: string; hint?: string };
    if (pgError.code === WRONG_EXPECTED_REVISION) {
      const failed = appends.find((a) => a.streamName === pgError.hint) ?? appends[0]!;
      const actual = pgError.detail === 'no_stream' ? 'no_stream' : BigInt(pgError.detail ?? '-1');
      throw new WrongExpectedVersionError(failed.streamName, failed.expectedRevision ?? 'any', actual);
    }
    throw error;
  }
};

const inTransaction = async (pool: pg.Pool, beforeCommit: () => Promise<void>, params: unknown[][]): Promise<AppendRow[]> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<AppendRow>(appendStatement(params));
    await beforeCommit();
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
