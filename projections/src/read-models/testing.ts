import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DomainEvent } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import type { Projection, ReadModelChange } from '../types';
import { READ_MODEL_MIGRATIONS } from './schema';
import type { ReadModels } from './tables';

/**
 * A pool that ignores errors of idle clients: `pool.end()` resolves before its sockets have closed,
 * so the `DROP DATABASE … WITH (FORCE)` of `drop()` can still kill them (57P01), and an idle
 * client's error re-emitted on a pool without a listener would be an uncaught exception.
 */
export const quietPool = (connectionString: string, max: number): pg.Pool => {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined);
  return pool;
};

/** A database of its own with the read models migrated, and a kysely connected as spend_projector. */
export interface ReadModelTestDatabase {
  db: TestDatabase;
  projector: Kysely<ReadModels>;
  /** Applies one batch in one transaction, as the runner does. */
  apply(projection: Projection, events: readonly RecordedEvent[]): Promise<ReadModelChange[]>;
  close(): Promise<void>;
}

export const setUpReadModels = async (label: string): Promise<ReadModelTestDatabase> => {
  const db = await createTestDatabase(label, [READ_MODEL_MIGRATIONS]);
  const projector = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: quietPool(db.urlAs('spend_projector'), 2) }) });
  return {
    db,
    projector,
    apply: (projection, events) => projector.transaction().execute((trx) => projection.apply(trx, events)),
    close: async () => {
      await projector.destroy();
      await db.drop();
    },
  };
};

let nextPosition = 1n;

/** A RecordedEvent as the store would deliver it, for a decider's event. */
export const recorded = <Event extends DomainEvent>(event: Event, options: { companyId?: string; streamName?: string; revision?: bigint } = {}): RecordedEvent => {
  const data = event.data as { companyId?: string };
  const position = nextPosition++;
  return {
    id: randomUUID(),
    type: event.type,
    data: event.data,
    metadata: { companyId: options.companyId ?? data.companyId ?? randomUUID(), userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
    streamName: options.streamName ?? `test-${randomUUID()}`,
    revision: options.revision ?? 0n,
    position: { commit: position, prepare: position },
    createdAt: new Date(),
  };
};
