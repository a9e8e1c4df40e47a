import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { transactionSpend, type Role } from '@spend/domain';
import { recordMember } from '../members/test-members';
import { ApiHarness, type SeededCompany } from '../testing/harness';

let api: ApiHarness;
let acme: SeededCompany;
let other: SeededCompany;
let projector: pg.Pool;
let sam: { id: string; token: string };
let tia: { id: string; token: string };

/** A member recorded directly (a Spender made through the form needs a budget, which these figures do not). */
const createMember = async (first: string, last: string, role: Role = 'Spender'): Promise<{ id: string; token: string }> => {
  const member = await recordMember(api, acme.companyId, `${first.toLowerCase()}@acme.test`, role, { firstName: first, lastName: last, title: 'Engineer' });
  return { id: member.userId, token: member.token };
};

/** Rows as the transactions projection writes them (as spend_projector, which the API cannot be), their spend by the ledger's rule as it stores it. */
const insert = async (row: { companyId?: string; spenderId: string | null; cents: number; at: string; status?: string; reversed?: boolean; complete?: boolean; refunded?: number }): Promise<string> => {
  const id = randomUUID();
  const [status, isReversed, refundedCents] = [row.status ?? 'Posted', row.reversed ?? false, row.refunded ?? 0];
  const spend = transactionSpend({ status, isReversed, amountCents: row.cents, holdCents: null, refundedCents });
  await projector.query(
    `INSERT INTO transactions (id, company_id, spender_id, merchant_name, amount_cents, status, is_reversed, initial_transaction_date, is_complete, refunded_cents, spent_cents)
     VALUES ($1, $2, $3, 'Merchant', $4, $5, $6, $7, $8, $9, $10)`,
    [id, row.companyId ?? acme.companyId, row.spenderId, row.cents, status, isReversed, row.at, row.complete ?? true, refundedCents, spend.pending + spend.posted],
  );
  return id;
};

beforeAll(async () => {
  api = await ApiHarness.start('api_dashboard');
  acme = await api.seedCompany('Acme');
  other = await api.seedCompany('Other');
  projector = new pg.Pool({ connectionString: api.db.urlAs('spend_projector'), max: 2 });
  projector.on('error', () => undefined);
  sam = await createMember('Sam', 'Stone');
  tia = await createMember('Tia', 'Tran');
  await insert({ spenderId: sam.id, cents: 1_000, at: '2026-03-01T12:00:00Z' });
  await insert({ spenderId: sam.id, cents: 250, at: '2026-03-01T18:00:00Z', status: 'Pending' });
  // Refunds count against spend, as budgets and cards count them: $6.00 less $2.00 refunded.
  await insert({ spenderId: sam.id, cents: 600, at: '2026-03-01T20:00:00Z', refunded: 200 });
  await insert({ spenderId: tia.id, cents: 5_000, at: '2026-03-03T09:00:00Z' });
  // 03:00 UTC on the 4th is still the 3rd in New York.
  await insert({ spenderId: tia.id, cents: 700, at: '2026-03-04T03:00:00Z' });
  // Not spent: declined, disputed, recorded, reversed; outside the range; another company's.
  await insert({ spenderId: sam.id, cents: 90_000, at: '2026-03-02T12:00:00Z', status: 'Declined' });
  await insert({ spenderId: sam.id, cents: 90_000, at: '2026-03-02T12:00:00Z', status: 'Disputed' });
  await insert({ spenderId: sam.id, cents: 90_000, at: '2026-03-02T12:00:00Z', status: 'Recorded' });
  await insert({ spenderId: sam.id, cents: 90_000, at: '2026-03-02T12:00:00Z', reversed: true });
  await insert({ spenderId: sam.id, cents: 333, at: '2026-02-20T12:00:00Z' });
  await insert({ companyId: other.companyId, spenderId: other.adminUserId, cents: 77_700, at: '2026-03-02T12:00:00Z' });
});
afterAll(async () => {
  await projector?.end();
  await api?.close();
});

const GRAPH = `query ($where: SpendRangeInput!) { transactionsGraph(where: $where) { date amount } }`;
const TOP = `query ($where: SpendRangeInput!, $take: Int) { companyTopSpenders(where: $where, take: $take) { userId name amount transactions } }`;
const MARCH = { from: '2026-03-01', to: '2026-03-05' };

describe('dashboard spend', () => {
  it('sums spend per day, every day present, in the viewer time zone, for the caller company only', async () => {
    const utc = await api.gql<{ transactionsGraph: { date: string; amount: number }[] }>(GRAPH, { where: MARCH }, { token: acme.token });
    expect(utc.data!.transactionsGraph).toEqual([
      { date: '2026-03-01', amount: 1_650 },
      { date: '2026-03-02', amount: 0 },
      { date: '2026-03-03', amount: 5_000 },
      { date: '2026-03-04', amount: 700 },
      { date: '2026-03-05', amount: 0 },
    ]);
    const newYork = await api.gql<{ transactionsGraph: { date: string; amount: number }[] }>(GRAPH, { where: { ...MARCH, timeZone: 'America/New_York' } }, { token: acme.token });
    expect(newYork.data!.transactionsGraph.map((d) => d.amount)).toEqual([1_650, 0, 5_700, 0, 0]);
    const theirs = await api.gql<{ transactionsGraph: { amount: number }[] }>(GRAPH, { where: MARCH }, { token: other.token });
    expect(theirs.data!.transactionsGraph.map((d) => d.amount)).toEqual([0, 77_700, 0, 0, 0]);
  });

  it('starts All Time at the first spend', async () => {
    const all = await api.gql<{ transactionsGraph: { date: string; amount: number }[] }>(GRAPH, { where: { to: '2026-03-04' } }, { token: acme.token });
    const days = all.data!.transactionsGraph;
    expect(days[0]).toEqual({ date: '2026-02-20', amount: 333 });
    expect(days).toHaveLength(13);
    expect(days.reduce((sum, d) => sum + d.amount, 0)).toBe(333 + 1_650 + 5_000 + 700);
  });

  it('gives the total spent over a range, which is what its days add up to', async () => {
    const SPENT = `query ($where: SpendRangeInput!) { companySpent(where: $where) }`;
    for (const where of [MARCH, { ...MARCH, timeZone: 'America/New_York' }, { to: '2026-03-04' }, { from: '2026-03-02', to: '2026-03-02' }]) {
      const days = (await api.gql<{ transactionsGraph: { amount: number }[] }>(GRAPH, { where }, { token: acme.token })).data!.transactionsGraph;
      const total = (await api.gql<{ companySpent: number }>(SPENT, { where }, { token: acme.token })).data!.companySpent;
      expect(total).toBe(days.reduce((sum, d) => sum + d.amount, 0));
    }
    expect((await api.gql<{ companySpent: number }>(SPENT, { where: MARCH }, { token: acme.token })).data!.companySpent).toBe(7_350);
    expect((await api.gql<{ companySpent: number }>(SPENT, { where: MARCH }, { token: other.token })).data!.companySpent).toBe(77_700);
    expect((await api.gql(SPENT, { where: MARCH }, { token: sam.token })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('ranks top spenders by the amount they spent', async () => {
    const top = await api.gql<{ companyTopSpenders: unknown[] }>(TOP, { where: MARCH }, { token: acme.token });
    expect(top.data!.companyTopSpenders).toEqual([
      { userId: tia.id, name: 'Tia Tran', amount: 5_700, transactions: 2 },
      { userId: sam.id, name: 'Sam Stone', amount: 1_650, transactions: 3 },
    ]);
    const first = await api.gql<{ companyTopSpenders: { name: string }[] }>(TOP, { where: { from: '2026-02-01', to: '2026-03-02' }, take: 1 }, { token: acme.token });
    expect(first.data!.companyTopSpenders).toEqual([{ userId: sam.id, name: 'Sam Stone', amount: 1_983, transactions: 4 }]);
  });

  it('refuses bad ranges with a clear message, and spenders altogether', async () => {
    const bad = async (where: Record<string, unknown>, take = 5) => (await api.gql(TOP, { where, take }, { token: acme.token })).errors![0];
    expect(await bad({ from: '2026-02-30', to: '2026-03-01' })).toMatchObject({ message: 'Dates must be real days written YYYY-MM-DD.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await bad({ from: '2026-03-02', to: '2026-03-01' })).toMatchObject({ message: 'The start date must not be after the end date.' });
    expect(await bad({ from: '2000-01-01', to: '2026-03-01' })).toMatchObject({ message: 'The date range can be at most ten years.' });
    expect(await bad({ to: '2026-03-01', timeZone: 'Mars/Olympus' })).toMatchObject({ message: 'Unknown time zone.' });
    expect(await bad(MARCH, 101)).toMatchObject({ message: 'take must be between 0 and 100.' });
    const spender = await api.gql(GRAPH, { where: MARCH }, { token: sam.token });
    expect(spender.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    // Auditors read the dashboard (its route set) like admins.
    const auditor = await createMember('Ann', 'Audit', 'Analyst');
    const audited = await api.gql<{ transactionsGraph: { amount: number }[] }>(GRAPH, { where: MARCH }, { token: auditor.token });
    expect(audited.data!.transactionsGraph.map((d) => d.amount)).toEqual([1_650, 0, 5_000, 700, 0]);
  });

  it('pushes transaction and funds changes, and the incomplete-transactions badge, live', async () => {
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${acme.token}` } });
    const changes: { topic: string; ids: string[] }[] = [];
    const badges: number[] = [];
    const noop = () => undefined;
    client.subscribe<{ dashboardChanged: { topic: string; ids: string[] } }>({ query: 'subscription { dashboardChanged { topic ids } }' }, { next: (v) => changes.push(v.data!.dashboardChanged), error: noop, complete: noop });
    client.subscribe<{ badgeCountsChanged: { incompleteTransactions: number } }>({ query: 'subscription { badgeCountsChanged { incompleteTransactions } }' }, { next: (v) => badges.push(v.data!.badgeCountsChanged.incompleteTransactions), error: noop, complete: noop });
    const samCounts = async () => (await api.gql<{ badgeCounts: { incompleteTransactions: number } }>('{ badgeCounts { incompleteTransactions } }', {}, { token: sam.token })).data!.badgeCounts.incompleteTransactions;
    try {
      await expect.poll(() => badges[0]).toBe(0);
      // First, once NATS has the subscription, both topics: the page reads again what it read before it.
      await expect.poll(() => changes.slice(0, 2)).toEqual([
        { topic: 'companies', ids: [] },
        { topic: 'transactions', ids: [] },
      ]);
      const mine = await insert({ spenderId: sam.id, cents: 4_200, at: '2026-03-05T10:00:00Z', complete: false });
      await insert({ spenderId: tia.id, cents: 100, at: '2026-03-05T10:00:00Z', complete: false });
      await insert({ companyId: other.companyId, spenderId: other.adminUserId, cents: 100, at: '2026-03-05T10:00:00Z', complete: false });
      // What the projection runner publishes after its batch: once, since the subscription is in place.
      const announce = (companyId: string, topic: string, ids: string[]) => api.nats.publish(`company.${companyId}.changed.${topic}`, JSON.stringify({ ids }));
      const theirs = randomUUID();
      announce(other.companyId, 'transactions', [theirs]);
      announce(acme.companyId, 'transactions', [mine]);
      announce(acme.companyId, 'companies', [acme.companyId]);
      await expect.poll(() => changes.slice(2)).toEqual([
        { topic: 'transactions', ids: [mine] },
        { topic: 'companies', ids: [acme.companyId] },
      ]);
      // Another company's changes reach nobody here.
      expect(changes.filter((c) => c.ids.includes(theirs))).toEqual([]);
      await expect.poll(() => badges.at(-1)).toBe(2);
      // A spender counts only their own.
      expect(await samCounts()).toBe(1);
      const graph = await api.gql<{ transactionsGraph: { amount: number }[] }>(GRAPH, { where: MARCH }, { token: acme.token });
      expect(graph.data!.transactionsGraph.at(-1)!.amount).toBe(4_300);
    } finally {
      await client.dispose();
    }
  });
});
