import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetDecider, emailClaimDecider, streams, userDecider } from '@spend/domain';
import { emailClaimStream, handleCommand, type PostgresEventStore } from '@spend/eventstore';
import { createTestEventStore } from '../testing';
import { writeSnapshotFile } from './export';

// Issue #16 item 3: an exported tenant snapshot of a company whose member was forgotten holds none of their personal data.
let events: Awaited<ReturnType<typeof createTestEventStore>>;
let store: PostgresEventStore;
let dir: string;
beforeAll(async () => {
  events = await createTestEventStore('wf_snapshot_forgotten');
  store = events.store;
  dir = mkdtempSync(join(tmpdir(), 'snapshots-forgotten-'));
});
afterAll(async () => {
  await events?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a tenant snapshot after a member is forgotten', () => {
  it('has their events and state as "Forgotten member", and the money intact', async () => {
    const [companyId, userId, personId, budgetId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const tag = randomUUID().slice(0, 8);
    const pii = { email: `ines.${tag}@left.test`, firstName: `Ines${tag}`, lastName: `Varga${tag}`, phone: `+1${randomInt(2_000_000_000, 9_999_999_999)}` };
    const context = () => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
    const now = () => new Date().toISOString();
    const startsAt = now();
    await handleCommand(store, emailClaimStream(pii.email), emailClaimDecider, { type: 'ClaimEmail', email: pii.email, personId }, context());
    const user = { userId, companyId };
    await handleCommand(store, streams.user(userId), userDecider, {
      type: 'CreateUser', ...user, personId, authId: null, email: pii.email, firstName: pii.firstName, lastName: pii.lastName, title: 'Clerk', embossName: null, roles: ['OrgAdmin'], now: now(),
    }, context());
    await handleCommand(store, streams.user(userId), userDecider, {
      type: 'UpdateProfile', ...user, firstName: pii.firstName, middleName: null, lastName: pii.lastName, title: 'Clerk', phoneNumber: pii.phone, address: null, embossName: null, now: now(),
    }, context());
    await handleCommand(store, streams.budget(budgetId), budgetDecider, {
      type: 'CreateBudget', budgetId, companyId, parent: null, name: 'Travel', color: null, randomColorIndex: 0, number: null,
      owner: { userId, companyId, archived: false }, funding: 12_345, softLimit: 'None', overageValue: null, spenderUserIds: [], now: now(),
    }, context());
    await handleCommand(store, streams.user(userId), userDecider, { type: 'ArchiveUser', ...user, now: now() }, context());
    await handleCommand(store, streams.user(userId), userDecider, { type: 'ForgetUser', ...user, openMoney: 0, now: now() }, context());

    // Readers see an append once every older transaction of this database has ended.
    await expect.poll(async () => (await store.readAll({ filter: { companyId } })).length).toBe(6);
    await writeSnapshotFile(store, dir, 'forgotten.ndjson.gz', { companyId, name: 'After forgetting', startsAt, endsAt: new Date(Date.now() + 60_000).toISOString() });
    const text = gunzipSync(readFileSync(join(dir, 'forgotten.ndjson.gz'))).toString();
    for (const value of Object.values(pii)) expect(text.toLowerCase()).not.toContain(value.toLowerCase());
    const lines = text.trim().split('\n').map((line) => JSON.parse(line) as { kind: string; type?: string; aggregate?: string; data?: Record<string, unknown>; state?: Record<string, unknown> });
    expect(lines.filter((l) => l.kind === 'event').map((l) => l.type)).toEqual(['EmailClaimed', 'UserCreated', 'UserProfileUpdated', 'BudgetCreated', 'UserArchived', 'UserForgotten']);
    expect(lines.find((l) => l.type === 'UserCreated')!.data).toMatchObject({ firstName: 'Forgotten', lastName: 'member', email: '' });
    expect(lines.find((l) => l.type === 'BudgetCreated')!.data).toMatchObject({ budgetId, funding: 12_345, ownerUserId: userId });
    expect(JSON.stringify(lines.find((l) => l.aggregate === streams.user(userId))!.state)).toContain('Forgotten');
  });
});
