import { sql, type Kysely, type Transaction } from 'kysely';
import { MARK_READ_MODEL_TRANSACTION, START, comparePositions, type Position, type Unit } from '@spend/eventstore';
import type { ReadModels } from '../read-models/tables';

export const CHECKPOINTS_CHANNEL = 'spend_checkpoints';

export class CheckpointMovedError extends Error {
  constructor(readonly projection: string) {
    super(`Checkpoint of projection ${projection} was moved by someone else`);
    this.name = 'CheckpointMovedError';
  }
}

type Db = Kysely<ReadModels> | Transaction<ReadModels>;
interface CheckpointRow {
  name: string;
  partition: number;
  partitions: number;
  commit_position: string;
  prepare_position: string;
}

const toPosition = (row: Pick<CheckpointRow, 'commit_position' | 'prepare_position'>): Position => ({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) });

/** Every partition's checkpoint of these projections. */
export const readPartitionCheckpoints = async (db: Db, names: readonly string[]): Promise<CheckpointRow[]> =>
  (await sql<CheckpointRow>`
    SELECT name, partition, partitions, commit_position::text AS commit_position, prepare_position::text AS prepare_position
    FROM projection_checkpoints WHERE name = ANY(${[...names]}) ORDER BY name, partition`.execute(db)).rows;

/**
 * How far each projection has got: the position all of its partitions have passed. A projection
 * missing a partition's row (a partition not started yet) has got nowhere.
 */
export const readCheckpoints = async (db: Db, names: readonly string[]): Promise<Map<string, Position>> => {
  const reached = new Map<string, Position>();
  const rows = await readPartitionCheckpoints(db, names);
  for (const name of new Set(rows.map((r) => r.name))) {
    const mine = rows.filter((r) => r.name === name);
    const complete = mine.length === mine[0]!.partitions;
    reached.set(name, complete ? mine.map(toPosition).reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b)) : START);
  }
  return reached;
};

/**
 * The partition count of each projection: the one its checkpoints were written with. A projection
 * without checkpoints gets all of its partitions' rows at once, with `partitions`, under a lock, so
 * runners configured with different counts still agree on one.
 */
export const partitionCounts = async (db: Kysely<ReadModels>, names: readonly string[], partitions: number): Promise<Map<string, number>> =>
  db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('projection_checkpoints'))`.execute(trx);
    await sql`
      INSERT INTO projection_checkpoints (name, partition, partitions)
      SELECT n.name, p, ${partitions}::int FROM unnest(${[...names]}::text[]) AS n(name), generate_series(0, ${partitions}::int - 1) AS p
      WHERE NOT EXISTS (SELECT 1 FROM projection_checkpoints c WHERE c.name = n.name)`.execute(trx);
    const { rows } = await sql<{ name: string; partitions: number }>`
      SELECT name, max(partitions) AS partitions FROM projection_checkpoints WHERE name = ANY(${[...names]}) GROUP BY name`.execute(trx);
    return new Map(rows.map((r) => [r.name, r.partitions]));
  });

/** Starts a projection again from zero with `partitions` partitions (a rebuild), inside its transaction. */
export const resetCheckpoints = async (trx: Transaction<ReadModels>, name: string, partitions: number): Promise<void> => {
  await sql`SELECT pg_advisory_xact_lock(hashtext('projection_checkpoints'))`.execute(trx);
  await sql`DELETE FROM projection_checkpoints WHERE name = ${name}`.execute(trx);
  await sql`INSERT INTO projection_checkpoints (name, partition, partitions) SELECT ${name}, p, ${partitions}::int FROM generate_series(0, ${partitions}::int - 1) AS p`.execute(trx);
  await sql`SELECT pg_notify(${CHECKPOINTS_CHANNEL}, ${name})`.execute(trx);
};

/** The partition's checkpoint; it must have been written with the unit's partition count. */
export const readCheckpoint = async (db: Kysely<ReadModels>, unit: Unit): Promise<Position> => {
  const { rows: [row] } = await sql<CheckpointRow>`
    SELECT name, partition, partitions, commit_position::text AS commit_position, prepare_position::text AS prepare_position
    FROM projection_checkpoints WHERE name = ${unit.name} AND partition = ${unit.partition}`.execute(db);
  if (row?.partitions !== unit.partitions) throw new PartitionCountChangedError(unit.name, row?.partitions ?? 0, unit.partitions);
  return toPosition(row);
};

/** The checkpoints were written with another partition count: see `repartition`. */
export class PartitionCountChangedError extends Error {
  constructor(readonly projection: string, readonly recorded: number, readonly configured: number) {
    super(`Projection ${projection} has ${recorded} partitions recorded and ${configured} configured`);
    this.name = 'PartitionCountChangedError';
  }
}

/**
 * Compare-and-set inside the batch transaction. Waiters (read-your-writes) are told after the commit
 * (`notifyCheckpoints`), not in it: a transaction that notifies holds PostgreSQL's one notify lock
 * through its commit's WAL flush, which lines every batch of every runner up behind one another.
 */
export const moveCheckpoint = async (trx: Transaction<ReadModels>, unit: Unit, from: Position, to: Position, { flush = true } = {}): Promise<void> => {
  // `flush: false` turns off the wait for the commit's WAL flush here rather than in a `SET LOCAL` of
  // its own: one round trip fewer in every batch (set_config(…, true) lasts to the commit).
  const result = await sql`
    UPDATE projection_checkpoints
    SET commit_position = ${to.commit.toString()}::xid8, prepare_position = ${to.prepare.toString()}, updated_at = now()
    WHERE name = ${unit.name} AND partition = ${unit.partition} AND partitions = ${unit.partitions}
      AND commit_position = ${from.commit.toString()}::xid8 AND prepare_position = ${from.prepare.toString()}
      ${flush ? sql`` : sql`AND set_config('synchronous_commit', 'off', true) = 'off'`}`.execute(trx);
  if (result.numAffectedRows !== 1n) throw new CheckpointMovedError(unit.name);
};

/**
 * Moves checkpoints past pages with none of their projection's events. Each append reaches every
 * projection's partitions, nearly all of which want none of it, so these are most of a runner's
 * writes: the moves asked for in one turn of the event loop (the partitions woken by one read) go
 * in one statement, with no transaction of their own and no wait for the WAL flush
 * (`set_config(…, true)` is read by the statement's own commit; losing such a move in a crash only
 * reads those events again). Compare-and-set per row, as `moveCheckpoint`.
 */
export const checkpointSkipper = (db: Kysely<ReadModels>) => {
  let queued: { unit: Unit; from: Position; to: Position; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const flush = async () => {
    const moves = queued.sort((a, b) => a.unit.name.localeCompare(b.unit.name) || a.unit.partition - b.unit.partition);
    queued = [];
    try {
      const { rows } = await sql<{ name: string; partition: number }>`
        UPDATE projection_checkpoints c
        SET commit_position = m.to_commit::xid8, prepare_position = m.to_prepare, updated_at = now()
        FROM unnest(${moves.map((m) => m.unit.name)}::text[], ${moves.map((m) => m.unit.partition)}::int[], ${moves.map((m) => m.unit.partitions)}::int[],
          ${moves.map((m) => m.from.commit.toString())}::text[], ${moves.map((m) => m.from.prepare.toString())}::bigint[],
          ${moves.map((m) => m.to.commit.toString())}::text[], ${moves.map((m) => m.to.prepare.toString())}::bigint[])
          AS m(name, partition, partitions, from_commit, from_prepare, to_commit, to_prepare)
        WHERE ${sql.raw(MARK_READ_MODEL_TRANSACTION)} AND set_config('synchronous_commit', 'off', true) = 'off'
          AND c.name = m.name AND c.partition = m.partition AND c.partitions = m.partitions
          AND c.commit_position = m.from_commit::xid8 AND c.prepare_position = m.from_prepare
        RETURNING c.name, c.partition`.execute(db);
      const moved = new Set(rows.map((r) => `${r.name}/${r.partition}`));
      for (const m of moves) {
        if (moved.has(`${m.unit.name}/${m.unit.partition}`)) m.resolve();
        else m.reject(new CheckpointMovedError(m.unit.name));
      }
    } catch (error) {
      for (const m of moves) m.reject(error);
    }
  };
  return (unit: Unit, from: Position, to: Position): Promise<void> =>
    new Promise((resolve, reject) => {
      if (queued.length === 0) setImmediate(() => void flush());
      queued.push({ unit, from, to, resolve, reject });
    });
};

/** Tells waiters that these projections' checkpoints moved (one statement; no transaction id, no flush). */
export const notifyCheckpoints = async (db: Kysely<ReadModels>, names: readonly string[]): Promise<void> => {
  await sql`SELECT pg_notify(${CHECKPOINTS_CHANNEL}, name) FROM unnest(${[...names]}::text[]) AS name`.execute(db);
};

export const hasReached = (checkpoint: Position | undefined, position: Position): boolean =>
  checkpoint !== undefined && comparePositions(checkpoint, position) >= 0;
