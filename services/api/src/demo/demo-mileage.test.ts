import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deterministicUuid, PostgresEventStore } from '@spend/eventstore';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import { streams } from '@spend/domain';
import { seedDemoMileage } from './demo-mileage';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase('demo_mileage');
  store = new PostgresEventStore({ connectionString: database.urlAs('spend_api') });
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

describe('demo mileage', () => {
  it('records the rate and three priced trips, each with its MILEAGE transaction and reimbursement; running it again adds nothing', async () => {
    const now = new Date('2026-06-30T12:00:00.000Z');
    expect(await seedDemoMileage(store, now)).toBe(3);
    const count = async () => (await store.readAll({ maxCount: 1_000 })).length;
    const first = await count();
    await seedDemoMileage(store, now);
    expect(await count()).toBe(first);
    const tripId = deterministicUuid('demo', 'acme', 'mileage', 'trip', '0');
    const [trip] = await store.readStream(streams.mileage(tripId));
    // 31.4 miles x 70 cents.
    expect(trip!.data).toMatchObject({ miles: 31.4, rateCents: 70, amountCents: 2_198, date: '2026-06-21' });
    const transactionId = (trip!.data as { transactionId: string }).transactionId;
    expect((await store.readStream(streams.bookkeeping(transactionId)))[0]!.data).toMatchObject({ source: 'MILEAGE', amountCents: 2_198 });
  });
});
