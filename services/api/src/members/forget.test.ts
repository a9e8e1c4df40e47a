import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORGOTTEN_MEMBER, FORGOTTEN_PLACE, MEMBER_MESSAGES, reimbursementDecider, streams } from '@spend/domain';
import { AccountStore, Outbox, startIdentityServer, type StartedIdentityServer } from '@spend/identity';
import { PostgresEventStore, handleCommand } from '@spend/eventstore';
import { projections, rebuildProjection } from '@spend/projections';
import { outboxFolder } from '@spend/runtime/mail';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { cardPurchases } from '../transactions/testing';
import { uploadFile } from '../files/testing';
import { memberInput } from './test-members';

// Forgetting a member (issue #16 item 3) through the API, against the real stack.
const FORGET = `mutation ($id: ID!) { forgetOneUser(where: { id: $id }) { id archived forgotten embossName person { email first_name last_name authId } } }`;
const HISTORY = `query { eventHistory(first: 100) { items { type aggregate data createdAt } } }`;

let api: ApiHarness;
let company: SeededCompany;
let elsewhere: SeededCompany;
let owner: pg.Client;
let identity: StartedIdentityServer;
/** The identity provider's outbox folder, where the API writes its welcome mails too. */
const outboxDir = mkdtempSync(join(tmpdir(), 'spend-forget-outbox-'));
const ADMIN_SECRET = `forget-test-admin-secret-${randomUUID()}`;
const tag = randomUUID().slice(0, 8);
/** Distinctive personal data: none of it may be found anywhere once the member is forgotten. */
const pii = {
  firstName: `Zephyrine${tag}`, middleName: `Orla${tag}`, lastName: `Quillfeather${tag}`, email: `zq.${tag}@forget.test`,
  phone: `+1${randomInt(2_000_000_000, 9_999_999_999)}`, street: `${tag} Lighthouse Lane`, city: `Port${tag}`, emboss: `ZEPH ${tag.toUpperCase()}`,
  avatarFile: `zephyrine-portrait-${tag}.png`, tripFrom: `${tag} Foghorn Quay`, tripTo: `Marrowdale${tag} Clinic`,
};
const member = { userId: '', budgetId: '', reimbursementId: randomUUID(), avatarKey: '', tripId: '', tripReimbursementId: '' };
const TRIPS = `query { mileageSubmissions { id date from to miles amount budget { id } } }`;

/** Everything written while the test runs: the API's and the projections' logs go through these. */
const logged: string[] = [];
const capture = <T extends (...args: never[]) => unknown>(target: Record<string, unknown>, name: string) => {
  const original = target[name] as T;
  target[name] = (...args: unknown[]) => {
    logged.push(args.map((a) => (typeof a === 'string' ? a : Buffer.isBuffer(a) ? a.toString() : JSON.stringify(a) ?? String(a))).join(' '));
    return (original as unknown as (...a: unknown[]) => unknown).apply(target, args);
  };
};

const ok = async <T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> => {
  const answer = await api.gql<T>(query, variables, { token });
  if (answer.errors?.length) throw new Error(answer.errors[0]!.message);
  return answer.data!;
};

/** Every row of every table (events, streams, aggregate snapshots, read models) as text, and where each string was found. */
const findEverywhere = async (needles: readonly string[]): Promise<string[]> => {
  const { rows: tables } = await owner.query<{ name: string }>(`SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['events', 'snapshots', 'users', 'event_history', 'person_keys']));
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await owner.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
    for (const needle of needles) if (rows.some((r) => r.row.toLowerCase().includes(needle.toLowerCase()))) found.push(`${needle} in ${name}`);
  }
  return found;
};

/** Every mail file of the outbox folder (name and content), as one text. */
const outboxText = async () => (await Promise.all((await readdir(outboxDir)).map(async (name) => `${name} ${await readFile(join(outboxDir, name), 'utf8')}`))).join('\n');

const freePort = () => new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});

const readModelDump = async (table: 'users' | 'event_history' | 'mileage_submissions') =>
  (await owner.query<{ row: string }>(`SELECT (to_jsonb(t) - 'updated_at')::text AS row FROM ${table} t WHERE company_id = $1 ORDER BY 1`, [company.companyId])).rows.map((r) => r.row);

beforeAll(async () => {
  capture(process.stdout as never, 'write');
  capture(process.stderr as never, 'write');
  for (const level of ['log', 'info', 'warn', 'error', 'debug']) capture(console as never, level);
  const port = await freePort();
  api = await ApiHarness.start('api_forget', { IDENTITY_URL: `http://127.0.0.1:${port}`, IDENTITY_OUTBOX_DIR: outboxDir, IDENTITY_ADMIN_SECRET: ADMIN_SECRET });
  // The real identity provider, signing as the issuer this API trusts, sharing its outbox folder and knowing the member.
  const accounts = new AccountStore();
  await accounts.add(pii.email, `${pii.firstName} ${pii.lastName}`, 'correct horse');
  identity = await startIdentityServer({ port, issuer: api.issuer, jwks: (await api.signingJwks()) as never, accounts, outbox: new Outbox(outboxFolder(outboxDir)), adminSecret: ADMIN_SECRET });
  owner = new pg.Client({ connectionString: api.db.url });
  await owner.connect();
  company = await api.seedCompany('Forgetco', ['SpendSuperAdmin']);
  elsewhere = await api.seedCompany('Elsewhere', ['SpendSuperAdmin']);
  member.budgetId = (await ok<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
    data: { name: 'Field trips', funding: '1000', owner: { connect: { id: company.adminUserId } } },
  }, company.token)).createOneBudget.id;
  const created = await ok<{ createOneUserV2: { id: string } }>(`mutation ($data: UserCreateInput!) { createOneUserV2(data: $data) { id } }`, {
    data: { ...memberInput(pii.email, ['Spender'], { spenderBudgets: { connect: [{ id: member.budgetId }] }, embossName: pii.emboss }), person: { create: { first_name: pii.firstName, last_name: pii.lastName, email: pii.email, title: 'Surveyor' } } },
  }, company.token);
  member.userId = created.createOneUserV2.id;
  await ok(`mutation ($data: MyProfileInput!) { updateMyProfile(data: $data) { id } }`, {
    data: {
      first_name: pii.firstName, middle_name: pii.middleName, last_name: pii.lastName, title: 'Surveyor', phone_number: pii.phone, embossName: pii.emboss,
      address: { address_line1: pii.street, city: pii.city, state: 'CA', postal_code: '94110', country: 'USA' },
    },
  }, await api.token(pii.email));
  const memberToken = await api.token(pii.email);
  await ok(`mutation ($id: ID!) { updateMyAvatar(uploadId: $id) { id } }`, { id: await uploadFile(api, memberToken, pii.avatarFile, undefined, 'avatar') }, memberToken);
  member.avatarKey = (await owner.query<{ key: string }>(`SELECT key FROM uploads WHERE user_id = $1 AND kind = 'avatar'`, [member.userId])).rows[0]!.key;
  expect(await api.storage.head(member.avatarKey)).not.toBeNull();

  // Money history: a card purchase and a reimbursement, each through the one command handler.
  const card = await ok<{ createOneCardV2: { id: string } }>(`mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }`, {
    data: { type: 'Digital', spender: { connect: { id: member.userId } }, shouldLinkBudget: true, budgets: { connect: [{ id: member.budgetId }] }, transactionControl: { spendLimit: 100_000 } },
  }, company.token);
  await cardPurchases(api, company.companyId, member.budgetId, card.createOneCardV2.id, [{ id: `auth-${tag}`, amount: 4_210, merchant: 'Trailhead Outfitters', mcc: '5941', at: new Date().toISOString() }]);
  await handleCommand(api.store, streams.reimbursement(member.reimbursementId), reimbursementDecider, {
    type: 'RequestReimbursement', reimbursementId: member.reimbursementId, companyId: company.companyId, requestorUserId: member.userId, title: 'Boots', note: null, amount: '84.20',
    transactionIds: [], expenseDate: new Date().toISOString().slice(0, 10), merchant: 'Bootmakers', budgetId: member.budgetId, generalLedgerId: null, receipts: [],
    levels: [{ approverUserIds: [company.adminUserId] }], adminUserIds: [company.adminUserId], now: new Date().toISOString(),
  }, { companyId: company.companyId, userId: member.userId, correlationId: randomUUID(), commandId: randomUUID() });

  // A mileage trip between distinctive places, paid from the budget.
  await ok(`mutation { updateMileageSettings(data: { mileageValue: 70 }) { mileageValue } }`, {}, company.token);
  const trip = await ok<{ createOneMileageSubmission: { id: string; reimbursementId: string } }>(`mutation ($data: MileageSubmissionCreateInput!) { createOneMileageSubmission(data: $data) { id reimbursementId } }`, {
    data: { date: new Date().toISOString().slice(0, 10), from: pii.tripFrom, to: pii.tripTo, miles: 12.5, purpose: 'Site survey', budget: { connect: { id: member.budgetId } } },
  }, memberToken);
  member.tripId = trip.createOneMileageSubmission.id;
  member.tripReimbursementId = trip.createOneMileageSubmission.reimbursementId;

  // A reset link the identity provider mails, beside the welcome mail the API wrote.
  await identity.resets.request(pii.email);
  await vi.waitFor(async () => expect((await readdir(outboxDir)).filter((name) => name.includes(pii.email))).toHaveLength(2));
});

afterAll(async () => {
  await identity?.close();
  await owner?.end();
  await api?.close();
  await rm(outboxDir, { recursive: true, force: true });
});

describe('forgetOneUser refuses, recording nothing', () => {
  it('an active member, another company\'s member, a caller who is not a super admin, one with an open reimbursement', async () => {
    await api.reactorsSettled();
    const before = await api.eventCount();
    const active = await api.gql(FORGET, { id: member.userId }, { token: company.token });
    expect(active.errors?.[0]).toMatchObject({ message: MEMBER_MESSAGES.forgetActive, extensions: { code: 'CONFLICT' } });
    await ok(`mutation ($id: ID!) { archiveOneUser(where: { id: $id }) { id } }`, { id: member.userId }, company.token);
    const afterArchive = await api.eventCount();
    expect(afterArchive).toBe(before + 1);
    expect((await api.gql(FORGET, { id: member.userId }, { token: elsewhere.token })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const admin = await api.seedCompany('Adminco', ['OrgAdmin']);
    expect((await api.gql(FORGET, { id: member.userId }, { token: admin.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const open = await api.gql(FORGET, { id: member.userId }, { token: company.token });
    expect(open.errors?.[0]).toMatchObject({ message: MEMBER_MESSAGES.forgetOpenMoney, extensions: { code: 'CONFLICT' } });
    expect(await api.eventCount()).toBe(afterArchive + 2); // Adminco's company and admin only.
    expect((await owner.query('SELECT 1 FROM person_keys WHERE subject_id = $1 AND data_key IS NOT NULL', [member.userId])).rowCount).toBe(1);
  });
});

describe('forgetting a member whose money is settled', () => {
  it('shows "Forgotten member", signs them out for good, and leaves their personal data nowhere', async () => {
    for (const reimbursementId of [member.reimbursementId, member.tripReimbursementId]) {
      await handleCommand(api.store, streams.reimbursement(reimbursementId), reimbursementDecider, {
        type: 'ReviewReimbursement', reimbursementId, companyId: company.companyId, reviewerUserId: company.adminUserId, outcome: 'DECLINED', note: null, now: new Date().toISOString(),
      }, { companyId: company.companyId, userId: company.adminUserId, correlationId: randomUUID(), commandId: randomUUID() });
    }
    const tripBefore = (await ok<{ mileageSubmissions: Record<string, unknown>[] }>(TRIPS, {}, company.token)).mileageSubmissions.find((t) => t.id === member.tripId);
    expect(tripBefore).toMatchObject({ from: pii.tripFrom, to: pii.tripTo, miles: 12.5, amount: 875, budget: { id: member.budgetId } });
    expect(identity.accounts.find(pii.email)).toBeDefined();
    const forgotten = await ok<{ forgetOneUser: { archived: boolean; embossName: string | null; person: Record<string, string> } }>(FORGET, { id: member.userId }, company.token);
    expect(forgotten.forgetOneUser).toEqual({
      id: member.userId, archived: true, forgotten: true, embossName: null, person: { email: '', first_name: 'Forgotten', last_name: 'member', authId: `forgotten:${member.userId}` },
    });
    const people = await ok<{ people: { first_name: string; last_name: string }[] }>(`query { people(where: { archived: true }) { first_name last_name } }`, {}, company.token);
    expect(people.people.map((p) => `${p.first_name} ${p.last_name}`)).toEqual([FORGOTTEN_MEMBER]);

    expect(await api.storage.head(member.avatarKey)).toBeNull();

    // The trip keeps its money, distance, day and budget; where the member went is forgotten.
    const tripAfter = (await ok<{ mileageSubmissions: Record<string, unknown>[] }>(TRIPS, {}, company.token)).mileageSubmissions.find((t) => t.id === member.tripId);
    expect(tripAfter).toEqual({ ...tripBefore, from: FORGOTTEN_PLACE, to: FORGOTTEN_PLACE });

    // The identity provider no longer knows them: no account, no sign-in, no mail (its own or the API's welcome mail).
    expect(identity.accounts.find(pii.email)).toBeUndefined();
    expect(await identity.accounts.authenticate(pii.email, 'correct horse')).toBeUndefined();
    expect(identity.outbox.latestTo(pii.email)).toBeUndefined();

    const again = await api.gql(FORGET, { id: member.userId }, { token: company.token });
    expect(again.errors?.[0]).toMatchObject({ message: MEMBER_MESSAGES.forgotten, extensions: { code: 'CONFLICT' } });
    expect((await api.gql<{ me: unknown }>(`{ me { id } }`, {}, { token: await api.token(pii.email) })).data?.me ?? null).toBeNull();

    // The auditor's history still replays the money: amounts, dates and budgets.
    const history = (await ok<{ eventHistory: { items: { type: string; aggregate: string; data: string; createdAt: string }[] } }>(HISTORY, {}, company.token)).eventHistory.items;
    const money = history.filter((e) => e.aggregate === streams.ledger(member.budgetId) || e.aggregate === streams.reimbursement(member.reimbursementId));
    expect(money.map((e) => e.data).join('\n')).toContain('4210');
    expect(money.find((e) => e.type === 'ReimbursementRequested')!.data).toContain('"amount":8420');
    expect(money.find((e) => e.type === 'ReimbursementRequested')!.data).toContain(member.budgetId);
    expect(money.every((e) => !Number.isNaN(Date.parse(e.createdAt)))).toBe(true);
    expect(history.filter((e) => e.aggregate === streams.user(member.userId)).map((e) => e.type)).toEqual(expect.arrayContaining(['UserCreated', 'UserProfileUpdated', 'UserForgotten']));

    // A rebuild from zero makes the same forgotten read models.
    const live = { users: await readModelDump('users'), history: await readModelDump('event_history'), trips: await readModelDump('mileage_submissions') };
    const pool = new pg.Pool({ connectionString: api.db.urlAs('spend_projector'), max: 6 });
    const store = new PostgresEventStore({ connectionString: api.db.urlAs('spend_projector') });
    try {
      for (const name of ['members', 'event-history', 'mileage']) {
        await rebuildProjection({ store, pool, connectionString: api.db.urlAs('spend_projector'), projection: projections.find((p) => p.name === name)!, timeoutMs: 60_000 });
      }
    } finally {
      await store.close();
      await pool.end();
    }
    expect(await readModelDump('users')).toEqual(live.users);
    expect(await readModelDump('event_history')).toEqual(live.history);
    expect(await readModelDump('mileage_submissions')).toEqual(live.trips);

    const needles = Object.values(pii);
    expect(await findEverywhere(needles)).toEqual([]);
    const outbox = (await outboxText()).toLowerCase();
    expect(needles.filter((n) => outbox.includes(n.toLowerCase()))).toEqual([]);
    expect(JSON.stringify([identity.accounts.list(), identity.outbox.mails]).toLowerCase()).not.toContain(pii.email.toLowerCase());
    expect(logged.filter((line) => needles.some((n) => line.toLowerCase().includes(n.toLowerCase())))).toEqual([]);
  });
});
