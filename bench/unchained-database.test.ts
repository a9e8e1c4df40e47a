import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PostgresEventStore } from '@spend/eventstore';
import type { TestDatabase } from '@spend/eventstore/testing';
import { createUnchainedDatabase } from './unchained-database';

let db: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await createUnchainedDatabase('unchained_test');
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

const metadata = () => ({ companyId: randomUUID(), userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 });

// events.chain.overhead's baseline: a store that broke with a later migration (the one-stream append
// calls ensure_person_keys, migration 016) reported an error instead of its figure for a day.
it('takes the event store of today\'s appends, of one stream and of several, without the chain', async () => {
  const [a, b] = [`bench-${randomUUID()}`, `bench-${randomUUID()}`];
  const one = await store.append(a, [{ id: randomUUID(), type: 'Bench', data: { i: 1 }, metadata: metadata() }], { expectedRevision: 'no_stream' });
  expect(one.nextExpectedRevision).toBe(0n);
  const several = await store.appendToStreams([
    { streamName: a, expectedRevision: 0n, events: [{ id: randomUUID(), type: 'Bench', data: { i: 2 }, metadata: metadata() }] },
    { streamName: b, expectedRevision: 'no_stream', events: [{ id: randomUUID(), type: 'Bench', data: { i: 3 }, metadata: metadata() }] },
  ]);
  expect(several.map((r) => r.nextExpectedRevision)).toEqual([1n, 0n]);
  expect((await store.readStream(a)).map((e) => e.data)).toEqual([{ i: 1 }, { i: 2 }]);

  const owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
  try {
    const { rows } = await owner.query<{ chained: boolean; keys: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'streams' AND column_name = 'head_hash') AS chained,
              to_regprocedure('ensure_person_keys(text[], bytea[])') IS NOT NULL AS keys`,
    );
    expect(rows[0]).toEqual({ chained: false, keys: true });
  } finally {
    await owner.end();
  }
});
