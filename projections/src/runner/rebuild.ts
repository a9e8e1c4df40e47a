import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import type { Logger } from 'pino';
import { READ_MODEL_MARK_PREFIX, type EventStore, type Position } from '@spend/eventstore';
import type { Projection } from '../types';
import { resetCheckpoints } from './checkpoints';
import { PLATFORM_COMPANY_ID, ProjectionRunner } from './runner';
import { CheckpointWaiter } from './wait';

export { PLATFORM_COMPANY_ID };

export interface RebuildOptions {
  store: EventStore;
  pool: pg.Pool;
  connectionString: string;
  projection: Projection;
  nats?: NatsConnection;
  logger?: Logger;
  timeoutMs?: number;
  /** The partition count from now on (runners must be given the same). */
  partitions?: number;
  /** How long the rebuild waits before it looks for, and logs, a transaction hiding its marker (default 10 s). */
  stallCheckMs?: number;
}

/**
 * The oldest transaction with an id still running in this database (a marked read-model one hides
 * nothing), when it hides `position`:
 * readers only read events of transactions older than every running one of the database (the event
 * store's events_visible_horizon), so one write transaction left open holds every subscriber (and
 * so a rebuild) where it is. Database users see the pid and role of others' sessions, not their queries.
 */
const hiding = async (pool: pg.Pool, position: Position) => (await pool.query<{ pid: number; database: string; role: string; xid: string }>(
  `SELECT pid, datname AS database, usename AS role, backend_xid::text AS xid FROM pg_stat_activity
   WHERE backend_xid IS NOT NULL AND datname = current_database() AND NOT starts_with(application_name, $2)
     AND events_visible_horizon() <= $1::text::xid8
   ORDER BY age(backend_xid) DESC LIMIT 1`, [position.commit.toString(), READ_MODEL_MARK_PREFIX])).rows[0];

/**
 * Empties the projection's tables and replays it from position zero, partitions in parallel. Works
 * whether or not live runners own the partitions: the reset moves the checkpoints under them, and the recorded
 * `ProjectionRebuildRequested` event wakes it to notice and replay; otherwise this process replays.
 * Resolves once every partition has passed that event (it is the platform's: every partition has it).
 */
export const rebuildProjection = async (options: RebuildOptions): Promise<void> => {
  const { projection, store } = options;
  const runner = new ProjectionRunner({ ...options, projections: [projection], standbyRetryMs: 200, helper: true });
  const waiter = new CheckpointWaiter(runner.db, options.connectionString);
  try {
    await runner.db.transaction().execute(async (trx) => {
      await sql`TRUNCATE ${sql.join(projection.tables.map((t) => sql.table(t)))}`.execute(trx);
      // Every partition starts again from zero, with the count given here.
      await resetCheckpoints(trx, projection.name, options.partitions ?? 1);
    });
    const marker = await store.append(`projection-${projection.name}`, [
      {
        id: randomUUID(),
        type: 'ProjectionRebuildRequested',
        data: { projection: projection.name },
        metadata: { companyId: PLATFORM_COMPANY_ID, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
      },
    ]);
    runner.start();
    const deadline = Date.now() + (options.timeoutMs ?? 30 * 60_000);
    for (;;) {
      const wait = Math.max(0, Math.min(deadline - Date.now(), options.stallCheckMs ?? 10_000));
      if (await waiter.waitFor([projection.name], marker.position, wait)) break;
      if (Date.now() >= deadline) throw new Error(`Rebuild of ${projection.name} did not finish in time`);
      const holder = await hiding(options.pool, marker.position);
      if (holder) options.logger?.warn({ projection: projection.name, ...holder }, 'rebuild waits for an older transaction to end: until it does, no reader sees the events after it');
    }
  } finally {
    await runner.stop();
    await waiter.close();
  }
};
