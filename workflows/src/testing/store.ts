import pg from 'pg';
import { PostgresEventStore } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { createProcessManagerCheckpoints, type ProcessManagerCheckpoints } from '../process-manager-checkpoints';

/** The read-model migrations, where the process managers' checkpoint table is created (applied as `npm start` does). */
const PROJECTIONS_MIGRATIONS = new URL('../../../projections/src/migrations/', import.meta.url);

/**
 * A test file's own database with the event store migrated; `close` drops it. `checkpoints: true`
 * also applies the read-model migrations and gives the process managers' checkpoint store,
 * connected as the worker's role (spend_api).
 */
export const createTestEventStore = async <C extends boolean = false>(label: string, options: { checkpoints?: C } = {}): Promise<{
  store: PostgresEventStore;
  /** The database as the worker's role connects to it. */
  workerUrl: string;
  checkpoints: C extends true ? ProcessManagerCheckpoints : undefined;
  close: () => Promise<void>;
}> => {
  const db = await createTestDatabase(label, options.checkpoints ? [{ component: 'projections', folder: PROJECTIONS_MIGRATIONS }] : []);
  const store = new PostgresEventStore({ connectionString: db.url });
  const worker = options.checkpoints ? new pg.Pool({ connectionString: db.urlAs('spend_api'), max: 2 }) : null;
  return {
    store,
    workerUrl: db.urlAs('spend_api'),
    checkpoints: (worker ? createProcessManagerCheckpoints(worker) : undefined) as C extends true ? ProcessManagerCheckpoints : undefined,
    close: async () => {
      await worker?.end();
      await store.close();
      await db.drop();
    },
  };
};
