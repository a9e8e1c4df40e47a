import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { NatsConnection } from 'nats';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { EventStore } from '@spend/eventstore';
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
}

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
    const done = await waiter.waitFor([projection.name], marker.position, options.timeoutMs ?? 30 * 60_000);
    if (!done) throw new Error(`Rebuild of ${projection.name} did not finish in time`);
  } finally {
    await runner.stop();
    await waiter.close();
  }
};
