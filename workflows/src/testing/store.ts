import pg from 'pg';
import { migrateEventStore, PostgresEventStore } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';

/** A test file's own database with the event store migrated; `close` drops it. */
export const createTestEventStore = async (label: string): Promise<{ store: PostgresEventStore; close: () => Promise<void> }> => {
  const db = await createTestDatabase(label);
  const owner = new pg.Pool({ connectionString: db.url, max: 1 });
  await migrateEventStore(owner);
  await owner.end();
  const store = new PostgresEventStore({ connectionString: db.url });
  return {
    store,
    close: async () => {
      await store.close();
      await db.drop();
    },
  };
};
