import type pg from 'pg';
import type { Position } from '@spend/eventstore';

/**
 * Where each process manager got to in `$all`: table `process_manager_checkpoints` (migration
 * projections/src/migrations/080_process_manager_checkpoints.sql).
 */
export interface ProcessManagerCheckpoints {
  /** The stored position, or null for a manager that never saved one. */
  load(name: string): Promise<Position | null>;
  /** Moves the position forward only: a manager behind another copy of itself never moves it back. */
  save(name: string, position: Position): Promise<void>;
}

export const createProcessManagerCheckpoints = (pool: pg.Pool): ProcessManagerCheckpoints => ({
  async load(name) {
    const { rows } = await pool.query<{ commit: string; prepare: string }>(
      'SELECT commit_position::text AS commit, prepare_position::text AS prepare FROM process_manager_checkpoints WHERE name = $1',
      [name],
    );
    return rows[0] ? { commit: BigInt(rows[0].commit), prepare: BigInt(rows[0].prepare) } : null;
  },
  async save(name, position) {
    await pool.query(
      `INSERT INTO process_manager_checkpoints AS c (name, commit_position, prepare_position) VALUES ($1, $2::xid8, $3)
       ON CONFLICT (name) DO UPDATE SET commit_position = excluded.commit_position, prepare_position = excluded.prepare_position, updated_at = now()
       WHERE (c.commit_position, c.prepare_position) < (excluded.commit_position, excluded.prepare_position)`,
      [name, position.commit.toString(), position.prepare.toString()],
    );
  },
});
