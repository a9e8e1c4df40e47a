import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEventStoreContract } from '../contract/event-store.contract';
import { describeEventStoreFilteredReads } from '../contract/filtered-reads.contract';
import { createTestDatabase, type TestDatabase } from '../testing';
import { PostgresEventStore } from './postgres-event-store';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('eventstore');
});
afterAll(async () => {
  await db.drop();
});

const createStore = async (options?: { beforeCommit?: () => Promise<void> }) =>
  new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 12, beforeCommit: options?.beforeCommit });
describeEventStoreContract('PostgreSQL', createStore);
describeEventStoreFilteredReads('PostgreSQL', createStore);

describe('PostgreSQL specifics', () => {
  it('orders $all by the numeric transaction id, not its text (9 before 10)', async () => {
    const owner = new pg.Client({ connectionString: db.url });
    await owner.connect();
    const stream = `xid-${randomUUID()}`;
    await owner.query('INSERT INTO streams (stream_name, revision) VALUES ($1, 1)', [stream]);
    // Positions in the opposite order of the transaction ids, which cross a digit boundary.
    for (const [revision, xid] of [[0, '10'], [1, '9']] as const) {
      await owner.query(
        `INSERT INTO events (transaction_id, event_id, stream_name, stream_revision, event_type, data, metadata) VALUES ($1::xid8, $2, $3, $4, 'T', '{}', '{}')`,
        [xid, randomUUID(), stream, revision],
      );
    }
    await owner.end();
    const store = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
    try {
      const read = (await store.readAll({ maxCount: 2 })).filter((e) => e.streamName === stream);
      expect(read.map((e) => e.position.commit)).toEqual([9n, 10n]);
    } finally {
      await store.close();
    }
  });
});
