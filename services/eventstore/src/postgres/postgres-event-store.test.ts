import { afterAll, beforeAll } from 'vitest';
import { describeEventStoreContract } from '../contract/event-store.contract';
import { createTestDatabase, type TestDatabase } from '../testing';
import { PostgresEventStore } from './postgres-event-store';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('eventstore');
});
afterAll(async () => {
  await db.drop();
});

describeEventStoreContract('PostgreSQL', async (options) =>
  new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 12, beforeCommit: options?.beforeCommit }),
);
