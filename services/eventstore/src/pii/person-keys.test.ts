import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@spend/domain';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../testing';
import { WrongExpectedVersionError, type EventData } from '../types';

// Each person's key is made by the append that first seals for them (append_to_streams), in its transaction.
let db: TestDatabase;
let one: PostgresEventStore;
let other: PostgresEventStore;
let owner: pg.Client;
beforeAll(async () => {
  db = await createTestDatabase('person_keys');
  // Two processes, each with keys of its own in memory.
  one = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
  other = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
  owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
});
afterAll(async () => {
  await owner.end();
  await one.close();
  await other.close();
  await db.drop();
});

const at = '2026-03-01T10:00:00.000Z';
const event = (type: string, data: Record<string, unknown>): EventData => ({
  id: randomUUID(), type, data: { companyId: 'c1', at, ...data }, metadata: { companyId: 'c1', userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } as never,
});
const renamed = (userId: string, firstName: string) => event('UserUpdated', { userId, changes: { firstName } });
const keysOf = async (subjectId: string) => (await owner.query<{ data_key: Buffer | null }>('SELECT data_key FROM person_keys WHERE subject_id = $1', [subjectId])).rows;
const namesIn = async (store: PostgresEventStore, stream: string) =>
  (await store.readStream(stream)).map((e) => (e.data as { changes: { firstName: string } }).changes.firstName);

describe('person keys', () => {
  it('are made once for a new person whose first events two processes append at once, and open everywhere', async () => {
    const userId = randomUUID();
    await Promise.all([
      one.append(streams.user(userId), [renamed(userId, 'Ada')]),
      other.append(streams.user(userId), [renamed(userId, 'Grace')]),
      one.append(`${streams.user(userId)}-b`, [renamed(userId, 'Hedy')]),
    ]);
    expect(await keysOf(userId)).toHaveLength(1);
    for (const store of [one, other]) {
      expect((await namesIn(store, streams.user(userId))).sort()).toEqual(['Ada', 'Grace']);
      expect(await namesIn(store, `${streams.user(userId)}-b`)).toEqual(['Hedy']);
    }
    // Both now seal with the table's key.
    await other.append(`${streams.user(userId)}-b`, [renamed(userId, 'Joan')]);
    expect(await namesIn(one, `${streams.user(userId)}-b`)).toEqual(['Hedy', 'Joan']);
  });

  it('are left out of the table by a refused append, and made by the next one', async () => {
    const userId = randomUUID();
    await expect(one.append(streams.user(userId), [renamed(userId, 'Ada')], { expectedRevision: 3n })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(await keysOf(userId)).toEqual([]);
    await one.append(streams.user(userId), [renamed(userId, 'Ada')]);
    expect(await keysOf(userId)).toHaveLength(1);
    expect(await namesIn(other, streams.user(userId))).toEqual(['Ada']);
  });

  it('cannot be sealed with once another process forgot the person, and nothing is recorded', async () => {
    const [userId, personId] = [randomUUID(), randomUUID()];
    await one.append(streams.user(userId), [renamed(userId, 'Ada')]);
    await other.append(streams.user(userId), [event('UserForgotten', { userId, personId })]);
    expect((await keysOf(userId)).map((k) => k.data_key)).toEqual([null]);
    await expect(one.append(streams.user(userId), [renamed(userId, 'Again')])).rejects.toThrow(`Person ${userId} has been forgotten`);
    const recorded = await one.readStream(streams.user(userId));
    expect(recorded.map((e) => e.type)).toEqual(['UserUpdated', 'UserForgotten']);
    expect(recorded[0]!.data).toMatchObject({ changes: { firstName: 'Forgotten' } });
  });
});
