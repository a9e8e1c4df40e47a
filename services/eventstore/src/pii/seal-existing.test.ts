import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeEmail, streams } from '@spend/domain';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../testing';
import type { RecordedEvent } from '../types';
import { loadPiiConfig } from './config';
import { emailClaimStream } from './email-stream';
import { renameEmailClaims } from './rename-email-claims';
import { sealExisting, type SealExistingCounts } from './seal-existing';

let db: TestDatabase;
let store: PostgresEventStore;
let owner: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase('seal_existing');
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
  owner = new pg.Pool({ connectionString: db.url, max: 2 });
});
afterAll(async () => {
  await owner.end();
  await store.close();
  await db.drop();
});

const at = '2026-03-01T10:00:00.000Z';
const companyId = randomUUID();
const metadata = () => ({ companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 });

/** Events as they were recorded before sealing existed: straight into the table, personal fields in plain text. */
const appendPlain = async (stream: string, events: { type: string; data: Record<string, unknown> }[]) => {
  await owner.query(`SELECT * FROM append_to_streams($1, '{any}', $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[], '{}', '{}', '{}')`, [
    [stream], [events.length], events.map(() => randomUUID()), events.map((e) => e.type), events.map((e) => JSON.stringify(e.data)), events.map(() => JSON.stringify(metadata())),
  ]);
};

const person = () => {
  const tag = randomUUID().slice(0, 8);
  return {
    userId: randomUUID(), personId: randomUUID(),
    pii: { email: `olwen.${tag}@legacy.test`, firstName: `Olwen${tag}`, lastName: `Brightwater${tag}`, phone: `+1${randomInt(2_000_000_000, 9_999_999_999)}`, street: `${tag} Old Quay` },
  };
};

/** A member's history from before sealing: their email claim, creation, profile, and a change of title only (nothing personal). */
const legacyMember = async ({ userId, personId, pii }: ReturnType<typeof person>) => {
  await appendPlain(emailClaimStream(pii.email), [{ type: 'EmailClaimed', data: { email: pii.email, personId } }]);
  await appendPlain(streams.user(userId), [
    { type: 'UserCreated', data: { userId, companyId, personId, authId: pii.email, email: pii.email, firstName: pii.firstName, lastName: pii.lastName, title: 'Clerk', embossName: null, roles: ['Spender'], createdAt: at } },
    { type: 'UserProfileUpdated', data: { userId, companyId, personal: { firstName: pii.firstName, phoneNumber: pii.phone, address: { address_line1: pii.street, city: 'Cardiff' } }, at } },
    { type: 'UserUpdated', data: { userId, companyId, changes: { title: 'Lead' }, at } },
  ]);
};

const forget = ({ userId, personId }: ReturnType<typeof person>) =>
  store.append(streams.user(userId), [{ id: randomUUID(), type: 'UserForgotten', data: { userId, companyId, personId, at }, metadata: metadata() }]);

/** Every row of every table as text, and which of the values are found in which. */
const foundAnywhere = async (values: readonly string[]): Promise<string[]> => {
  const { rows: tables } = await owner.query<{ name: string }>(`SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['events', 'streams', 'snapshots', 'person_keys']));
  const found: string[] = [];
  for (const { name } of tables) {
    const text = (await owner.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`)).rows.map((r) => r.row.toLowerCase()).join('\n');
    for (const value of values) if (text.includes(value.toLowerCase())) found.push(`${value} in ${name}`);
  }
  return found;
};

/** Every event of $all, once every append has become visible to readers (they wait for older transactions of the whole cluster). */
const readEverything = async (): Promise<RecordedEvent[]> => {
  const { rows } = await owner.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  await expect.poll(async () => (await store.readAll()).length, { timeout: 120_000 }).toBe(rows[0]!.n);
  return store.readAll();
};

const streamOf = (events: RecordedEvent[], stream: string) => events.filter((e) => e.streamName === stream);

describe('pii:seal-existing', () => {
  it('seals plain personal fields of old events in place, reads them back the same, runs again as a no-op, and lets forgetting erase them', async () => {
    const [kept, gone] = [person(), person()];
    await legacyMember(kept);
    await legacyMember(gone);
    // Already forgotten before the migration: their key was destroyed, but their old fields were never sealed with it.
    await forget(gone);
    // Someone's events appended since sealing exists are left as they are.
    await store.append(streams.user(kept.userId), [{ id: randomUUID(), type: 'UserUpdated', data: { userId: kept.userId, companyId, changes: { firstName: kept.pii.firstName }, at }, metadata: metadata() }]);
    await appendPlain(`budget-${randomUUID()}`, [{ type: 'BudgetRenamed', data: { name: 'Travel' } }]);
    expect(await foundAnywhere(Object.values(gone.pii))).not.toEqual([]);
    const before = await readEverything();

    // Interrupted after its first batch of two: the next run goes on from what is left.
    const batches: SealExistingCounts[] = [];
    await expect(sealExisting(owner, loadPiiConfig(), { batchSize: 2, onBatch: (batch) => { batches.push(batch); throw new Error('interrupted'); } })).rejects.toThrow('interrupted');
    const rest = await sealExisting(owner, loadPiiConfig(), { batchSize: 2, onBatch: (batch) => batches.push(batch) });
    // Two email claims, two creations, two profiles, two title changes (nothing personal present): six sealed.
    expect(batches.reduce((n, b) => n + b.sealed, 0)).toBe(6);
    expect(rest.scanned).toBe(6);
    expect(batches.length).toBeGreaterThan(2);

    const raw = (await owner.query<{ t: string }>(`SELECT string_agg(data::text, ' ') AS t FROM events`)).rows[0]!.t;
    for (const value of [...Object.values(kept.pii), ...Object.values(gone.pii)]) expect(raw).not.toContain(value);
    expect(await foundAnywhere(Object.values(gone.pii))).toEqual([]);

    // Reading opens them: everything of the kept person (and all positions, ids and metadata) as before.
    const after = await readEverything();
    expect(after.map(({ data: _, ...rest }) => rest)).toEqual(before.map(({ data: _, ...rest }) => rest));
    const untouched = (events: RecordedEvent[]) => events.filter((e) => ![streams.user(gone.userId), emailClaimStream(gone.pii.email)].includes(e.streamName));
    expect(untouched(after)).toEqual(untouched(before));
    expect(streamOf(after, streams.user(gone.userId))[0]!.data).toMatchObject({ firstName: 'Forgotten', lastName: 'member', email: '', authId: `forgotten:${gone.userId}`, title: 'Clerk' });
    expect(streamOf(after, emailClaimStream(gone.pii.email))[0]!.data).toEqual({ email: '', personId: gone.personId });

    // Idempotent: a second run rewrites nothing.
    expect(await sealExisting(owner, loadPiiConfig())).toEqual({ scanned: 2, sealed: 0 });
    expect(await readEverything()).toEqual(after);

    await forget(kept);
    expect(await foundAnywhere(Object.values(kept.pii))).toEqual([]);
    expect(streamOf(await readEverything(), streams.user(kept.userId))[1]!.data).toEqual({ userId: kept.userId, companyId, personal: {}, at });
  });

  it('moves email claims off streams named after the email, so forgetting leaves no email and the claim is found again', async () => {
    const [moved, clashing] = [person(), person()];
    const legacy = (email: string) => streams.email(normalizeEmail(email));
    // Before sealing existed the claim's stream was named after the email.
    await appendPlain(legacy(moved.pii.email), [{ type: 'EmailClaimed', data: { email: moved.pii.email, personId: moved.personId } }]);
    // This one's email was claimed again since, under its hashed name: the old stream cannot move onto it.
    await appendPlain(legacy(clashing.pii.email), [{ type: 'EmailClaimed', data: { email: clashing.pii.email, personId: clashing.personId } }]);
    await appendPlain(emailClaimStream(clashing.pii.email), [{ type: 'EmailClaimed', data: { email: clashing.pii.email, personId: randomUUID() } }]);
    await sealExisting(owner, loadPiiConfig());
    const before = streamOf(await readEverything(), legacy(moved.pii.email));

    expect(await renameEmailClaims(owner, loadPiiConfig())).toEqual({ renamed: 1, clashes: 1 });
    const after = await readEverything();
    expect(streamOf(after, legacy(moved.pii.email))).toEqual([]);
    // The same event (id, position, revision, data) under the name today's lookups use.
    expect(streamOf(after, emailClaimStream(moved.pii.email))).toEqual(before.map((e) => ({ ...e, streamName: emailClaimStream(moved.pii.email) })));
    expect(streamOf(after, legacy(clashing.pii.email))).toHaveLength(1);
    // Again: nothing left to move but the clash.
    expect(await renameEmailClaims(owner, loadPiiConfig())).toEqual({ renamed: 0, clashes: 1 });

    await store.append(streams.user(moved.userId), [{ id: randomUUID(), type: 'UserForgotten', data: { userId: moved.userId, companyId, personId: moved.personId, at }, metadata: metadata() }]);
    expect(await foundAnywhere([moved.pii.email])).toEqual([]);
    // Nothing but such a stream name may change under this rewrite.
    const owned = await owner.connect();
    try {
      await owned.query("BEGIN; SET LOCAL spend.rewrite = 'email-claims'");
      await expect(owned.query(`UPDATE events SET stream_name = stream_name WHERE stream_name LIKE 'email-%'`)).rejects.toThrow('events are append-only');
      await owned.query('ROLLBACK');
    } finally {
      owned.release();
    }
  });

  it('is the only update of events there is: none other, and none by a service role', async () => {
    await appendPlain(`budget-${randomUUID()}`, [{ type: 'BudgetRenamed', data: { name: 'Travel' } }]);
    const owned = await owner.connect();
    try {
      await expect(owned.query('UPDATE events SET data = data')).rejects.toThrow('events are append-only');
      await owned.query("BEGIN; SET LOCAL spend.rewrite = 'seal-existing'");
      await expect(owned.query(`UPDATE events SET metadata = '{}', data = jsonb_build_object('$pii', 1) WHERE NOT data ? '$pii'`)).rejects.toThrow('events are append-only');
      await owned.query('ROLLBACK');
    } finally {
      owned.release();
    }
    const service = new pg.Client({ connectionString: db.urlAs('spend_api') });
    await service.connect();
    try {
      await expect(service.query("BEGIN; SET LOCAL spend.rewrite = 'seal-existing'; UPDATE events SET data = jsonb_build_object('$pii', 1)")).rejects.toThrow('permission denied');
    } finally {
      await service.end();
    }
  });
});
