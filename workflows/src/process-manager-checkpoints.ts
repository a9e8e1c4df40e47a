import type pg from 'pg';
import type { Position, Unit } from '@spend/eventstore';

/** The partition's position was moved by another worker (or written with another count): stop and read it again. */
export class ProcessManagerCheckpointMovedError extends Error {
  constructor(readonly unit: Unit) {
    super(`Process manager ${unit.name} partition ${unit.partition}/${unit.partitions}: checkpoint moved by another worker`);
    this.name = 'ProcessManagerCheckpointMovedError';
  }
}

/**
 * Where each process manager got to in `$all`, per partition: table `process_manager_checkpoints`
 * (projections/src/migrations 080 and 182).
 */
export interface ProcessManagerCheckpoints {
  /** Pool of the sessions holding the partitions' advisory locks. */
  readonly pool: pg.Pool;
  /**
   * The manager's recorded partition count (`configured` when none is). With `repartition` (a worker
   * starting), a different recorded count is replaced: every new partition resumes from the earliest
   * old position, so nothing is skipped (what repeats is refused by Temporal or skipped as handled).
   */
  partitionCount(name: string, configured: number, repartition?: boolean): Promise<{ partitions: number; changedFrom?: number }>;
  /** The partition's stored position, or null for one never saved; throws when written with another count. */
  load(name: string, partition?: number, partitions?: number): Promise<Position | null>;
  /** Compare-and-set from `from` (null: never saved) to `to`; throws ProcessManagerCheckpointMovedError. */
  save(unit: Unit, from: Position | null, to: Position): Promise<void>;
}

interface Row {
  partition: number;
  partitions: number;
  commit: string;
  prepare: string;
}

const toPosition = (row: Pick<Row, 'commit' | 'prepare'>): Position => ({ commit: BigInt(row.commit), prepare: BigInt(row.prepare) });
const COLUMNS = 'partition, partitions, commit_position::text AS commit, prepare_position::text AS prepare';

export const createProcessManagerCheckpoints = (pool: pg.Pool): ProcessManagerCheckpoints => ({
  pool,
  async partitionCount(name, configured, repartition = false) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`process_manager_checkpoints:${name}`]);
      const { rows } = await client.query<Row>(`SELECT ${COLUMNS} FROM process_manager_checkpoints WHERE name = $1 ORDER BY commit_position, prepare_position`, [name]);
      const recorded = rows[0]?.partitions;
      if (!repartition || recorded === undefined || recorded === configured) {
        await client.query('COMMIT');
        return { partitions: recorded ?? configured };
      }
      // Every new partition from the earliest of the old positions (the first row, by the order above);
      // with an old partition never saved, from where a manager without a position starts.
      await client.query('DELETE FROM process_manager_checkpoints WHERE name = $1', [name]);
      if (rows.length === recorded) await client.query(
        `INSERT INTO process_manager_checkpoints (name, partition, partitions, commit_position, prepare_position)
         SELECT $1, p, $2::int, $3::xid8, $4 FROM generate_series(0, $2::int - 1) AS p`,
        [name, configured, rows[0]!.commit, rows[0]!.prepare],
      );
      await client.query('COMMIT');
      return { partitions: configured, changedFrom: recorded };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  },
  async load(name, partition = 0, partitions = 1) {
    const { rows: [row] } = await pool.query<Row>(`SELECT ${COLUMNS} FROM process_manager_checkpoints WHERE name = $1 AND partition = $2`, [name, partition]);
    if (!row) return null;
    if (row.partitions !== partitions) throw new ProcessManagerCheckpointMovedError({ name, partition, partitions });
    return toPosition(row);
  },
  async save(unit, from, to) {
    const values = [unit.name, unit.partition, unit.partitions, to.commit.toString(), to.prepare.toString()];
    const result = from
      ? await pool.query(
        `UPDATE process_manager_checkpoints SET commit_position = $4::xid8, prepare_position = $5, updated_at = now()
         WHERE name = $1 AND partition = $2 AND partitions = $3 AND commit_position = $6::xid8 AND prepare_position = $7`,
        [...values, from.commit.toString(), from.prepare.toString()],
      )
      : await pool.query(
        `INSERT INTO process_manager_checkpoints (name, partition, partitions, commit_position, prepare_position) VALUES ($1, $2, $3, $4::xid8, $5)
         ON CONFLICT (name, partition) DO NOTHING`,
        values,
      );
    if (result.rowCount !== 1) throw new ProcessManagerCheckpointMovedError(unit);
  },
});
