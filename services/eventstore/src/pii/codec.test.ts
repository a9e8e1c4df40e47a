import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailClaimDecider, streams, userDecider, type UserEvent } from '@spend/domain';
import { handleCommand } from '../command-handler';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../testing';
import { emailClaimStream } from './email-stream';

let db: TestDatabase;
let store: PostgresEventStore;
let owner: pg.Client;
beforeAll(async () => {
  db = await createTestDatabase('pii');
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
  owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
});
afterAll(async () => {
  await owner.end();
  await store.close();
  await db.drop();
});

const now = '2026-03-01T10:00:00.000Z';
const context = (companyId: string) => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });

/** A member recorded with distinctive personal data; answers their ids and the strings to look for. */
const recordMember = async () => {
  const [userId, companyId, personId] = [randomUUID(), randomUUID(), randomUUID()];
  const tag = randomUUID().slice(0, 8);
  const pii = { email: `zelda.${tag}@example.com`, firstName: `Zelda${tag}`, lastName: `Quill${tag}`, phone: `+1${randomInt(2_000_000_000, 9_999_999_999)}` };
  await handleCommand(store, emailClaimStream(pii.email), emailClaimDecider, { type: 'ClaimEmail', email: pii.email, personId }, context(companyId));
  const user = { userId, companyId };
  await handleCommand(store, streams.user(userId), userDecider, {
    type: 'CreateUser', ...user, personId, authId: null, email: pii.email, firstName: pii.firstName, lastName: pii.lastName, title: 'Clerk', embossName: null, roles: ['Analyst'], now,
  }, context(companyId));
  await handleCommand(store, streams.user(userId), userDecider, {
    type: 'UpdateProfile', ...user, firstName: pii.firstName, middleName: null, lastName: pii.lastName, title: 'Clerk', phoneNumber: pii.phone, address: null, embossName: null, now,
  }, context(companyId));
  return { ...user, personId, pii };
};

const rawRows = async (): Promise<string> => (await owner.query<{ t: string }>('SELECT string_agg(stream_name || data::text || metadata::text, \' \') AS t FROM events')).rows[0]!.t;

describe('personal data in the event store', () => {
  it('stores it sealed (stream names included) and reads it back in the clear', async () => {
    const { userId, pii } = await recordMember();
    const raw = await rawRows();
    for (const value of Object.values(pii)) expect(raw).not.toContain(value);
    const [created, profile] = (await store.readStream(streams.user(userId))) as unknown as UserEvent[];
    expect(created!.data).toMatchObject({ email: pii.email, authId: pii.email, firstName: pii.firstName, lastName: pii.lastName, title: 'Clerk' });
    expect(profile!.data).toMatchObject({ personal: { phoneNumber: pii.phone } });
    expect(created!.data).not.toHaveProperty('$pii');
    const claim = await store.readStream(emailClaimStream(pii.email));
    expect(claim[0]!.data).toEqual({ email: pii.email, personId: expect.any(String) });
    expect(claim[0]!.streamName).toMatch(/^email-[0-9a-f]{64}$/);
  });

  it('reads a forgotten person\'s fields as forgotten once their key is destroyed, and refuses to seal for them again', async () => {
    const member = await recordMember();
    const other = await recordMember();
    await handleCommand(store, streams.user(member.userId), userDecider, { type: 'ArchiveUser', userId: member.userId, companyId: member.companyId, now }, context(member.companyId));
    await handleCommand(store, streams.user(member.userId), userDecider, { type: 'ForgetUser', userId: member.userId, companyId: member.companyId, openMoney: 0, now }, context(member.companyId));
    const { rows } = await owner.query<{ subject_id: string; data_key: Buffer | null }>('SELECT subject_id, data_key FROM person_keys WHERE subject_id = ANY($1)', [[member.userId, member.personId]]);
    expect(rows.map((r) => r.data_key)).toEqual([null, null]);

    // Every reader: one stream, $all and a fresh store (no cache) alike.
    const fresh = new PostgresEventStore({ connectionString: db.urlAs('spend_projector') });
    try {
      const ofStream = await store.readStream(streams.user(member.userId));
      const ofAll = async () => (await fresh.readAll()).filter((e) => e.streamName === streams.user(member.userId));
      // $all shows a commit once every older transaction of this database has ended.
      await expect.poll(async () => (await ofAll()).length).toBe(ofStream.length);
      for (const events of [ofStream, await ofAll()]) {
        expect(events[0]!.data).toMatchObject({ firstName: 'Forgotten', lastName: 'member', email: '', authId: `forgotten:${member.userId}`, title: 'Clerk', roles: ['Analyst'] });
        expect(events[1]!.data).toMatchObject({ personal: {} });
        expect(JSON.stringify(events.map((e) => e.data))).not.toContain(member.pii.firstName);
      }
      expect((await fresh.readStream(emailClaimStream(member.pii.email)))[0]!.data).toEqual({ email: '', personId: member.personId });
    } finally {
      await fresh.close();
    }
    // Someone else's data still opens.
    expect((await store.readStream(streams.user(other.userId)))[0]!.data).toMatchObject({ firstName: other.pii.firstName });
    await expect(store.append(streams.user(member.userId), [{
      id: randomUUID(), type: 'UserUpdated', data: { userId: member.userId, companyId: member.companyId, changes: { firstName: 'Again' }, at: now }, metadata: context(member.companyId) as never,
    }])).rejects.toThrow(/has been forgotten/);
  });

  it('destroys the keys only when the forgetting event is recorded: a refused append leaves them', async () => {
    const member = await recordMember();
    const forgotten = { id: randomUUID(), type: 'UserForgotten', data: { userId: member.userId, companyId: member.companyId, personId: member.personId, at: now } };
    const metadata = { companyId: member.companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
    await expect(store.append(streams.user(member.userId), [{ ...forgotten, metadata }], { expectedRevision: 0n })).rejects.toThrow(/expected revision 0/);
    expect((await store.readStream(streams.user(member.userId)))[0]!.data).toMatchObject({ firstName: member.pii.firstName });
  });
});
