import { sql, type Kysely, type Transaction } from 'kysely';
import { START, comparePositions, type Position } from '@spend/eventstore';
import type { ReadModels } from '../read-models/tables';

export const CHECKPOINTS_CHANNEL = 'spend_checkpoints';

export class CheckpointMovedError extends Error {
  constructor(readonly projection: string) {
    super(`Checkpoint of projection ${projection} was moved by someone else`);
    this.name = 'CheckpointMovedError';
  }
}

interface CheckpointRow {
  name: string;
  commit_position: string;
  prepare_position: string;
}

const toPosition = (row: CheckpointRow): Position => ({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) });

export const readCheckpoints = async (db: Kysely<ReadModels> | Transaction<ReadModels>, names: readonly string[]): Promise<Map<string, Position>> => {
  const { rows } = await sql<CheckpointRow>`
    SELECT name, commit_position::text AS commit_position, prepare_position::text AS prepare_position
    FROM projection_checkpoints WHERE name = ANY(${[...names]})`.execute(db);
  return new Map(rows.map((row) => [row.name, toPosition(row)]));
};

export const ensureCheckpoint = async (db: Kysely<ReadModels>, name: string): Promise<Position> => {
  await sql`INSERT INTO projection_checkpoints (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING`.execute(db);
  return (await readCheckpoints(db, [name])).get(name) ?? START;
};

/** Compare-and-set inside the batch transaction; also tells waiters (read-your-writes) on commit. */
export const moveCheckpoint = async (trx: Transaction<ReadModels>, name: string, from: Position, to: Position): Promise<void> => {
  const result = await sql`
    UPDATE projection_checkpoints
    SET commit_position = ${to.commit.toString()}::xid8, prepare_position = ${to.prepare.toString()}, updated_at = now()
    WHERE name = ${name} AND commit_position = ${from.commit.toString()}::xid8 AND prepare_position = ${from.prepare.toString()}`.execute(trx);
  if (result.numAffectedRows !== 1n) throw new CheckpointMovedError(name);
  await sql`SELECT pg_notify(${CHECKPOINTS_CHANNEL}, ${name})`.execute(trx);
};

export const hasReached = (checkpoint: Position | undefined, position: Position): boolean =>
  checkpoint !== undefined && comparePositions(checkpoint, position) >= 0;
