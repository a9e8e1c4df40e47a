import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { NatsConnection } from 'nats';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { EventStore } from '@spend/eventstore';
import type { Projection } from '../types';
import { CHECKPOINTS_CHANNEL } from './checkpoints';
import { ProjectionRunner } from './runner';
import { CheckpointWaiter } from './wait';

export const PLATFORM_COMPANY_ID = '00000000-0000-0000-0000-000000000000';

export interface RebuildOptions {
  store: EventStore;
  pool: pg.Pool;
  connectionString: string;
  projection: Projection;
  nats?: NatsConnection;
  logger?: Logger;
  timeoutMs?: number;
}

/**
 * Empties the projection's tables and replays it from position zero. Works whether or not a live
 * runner owns the projection: the reset moves the checkpoint under it, and the recorded
 * `ProjectionRebuildRequested` event wakes it to notice and replay; otherwise this process replays.
 * Resolves once the projection has passed that event.
 */
export const rebuildProjection = async (options: RebuildOptions): Promise<void> => {
  const { projection, store } = options;
  const runner = new ProjectionRunner({ ...options, projections: [projection], standbyRetryMs: 200 });
  const waiter = new CheckpointWaiter(runner.db, options.connectionString);
  try {
    await runner.db.transaction().execute(async (trx) => {
      await sql`TRUNCATE ${sql.join(projection.tables.map((t) => sql.table(t)))}`.execute(trx);
      await sql`
        INSERT INTO projection_checkpoints (name) VALUES (${projection.name})
        ON CONFLICT (name) DO UPDATE SET commit_position = '0', prepare_position = 0, updated_at = now()`.execute(trx);
      await sql`SELECT pg_notify(${CHECKPOINTS_CHANNEL}, ${projection.name})`.execute(trx);
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
