import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { addMember, seedCodingRefs, type SeededCodingRefs } from './testing';

let api: ApiHarness;
let acme: SeededCompany;
let spender: { userId: string; token: string };
let refs: SeededCodingRefs;
const ids: Record<string, string> = {};

const year = new Date().getUTCFullYear();
const today = new Date().toISOString();
const create = async (data: Record<string, unknown>, token = acme.token, headers?: Record<string, string>) => {
  const answer = await api.gql<{ createOneTransaction: { id: string } }>('mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
    data: { paymentType: 'CASH', amount: '10.00', date: today, vendor: 'Vendor', ...data },
  }, { token, headers });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createOneTransaction.id;
};
const list = async (where: Record<string, unknown>, token = acme.token) => {
  const answer = await api.gql<{ transactions: { count: number; items: { vendor: string }[] } }>(
    'query ($where: TransactionWhereInput) { transactions(where: $where) { count items { vendor } } }', { where }, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.transactions.items.map((t) => t.vendor);
};

beforeAll(async () => {
  api = await ApiHarness.start('api_transaction_filters');
  acme = await api.seedCompany('Acme');
  spender = await addMember(api, acme.companyId, ['Spender']);
  refs = await seedCodingRefs(api, acme.token);
  ids.today = await create({ vendor: 'Today Cafe', amount: '42.00', generalLedgerId: refs.generalLedgerId, notes: 'team breakfast' });
  ids.lastYear = await create({ vendor: 'Last Year Hotel', amount: '300.00', date: `${year - 1}-01-15T12:00:00Z`, source: 'REIMBURSEMENT' });
  ids.old = await create({ vendor: 'Old Books', amount: '5.00', date: `${year - 3}-06-01T12:00:00Z` }, spender.token);
});
afterAll(async () => {
  await api.close();
});

describe('transaction list filters', () => {
  it('filters by date presets and ranges, amount, source, GL code, completeness and text', async () => {
    expect(await list({})).toEqual(['Today Cafe', 'Last Year Hotel', 'Old Books']);
    expect(await list({ dateRange: { preset: 'THIS_MONTH' } })).toEqual(['Today Cafe']);
    expect(await list({ dateRange: { preset: 'YEAR_TO_DATE', timeZone: 'UTC' } })).toEqual(['Today Cafe']);
    expect(await list({ dateRange: { preset: 'PREVIOUS_YEAR' } })).toEqual(['Last Year Hotel']);
    expect(await list({ dateRange: { preset: 'ALL_TIME' } })).toHaveLength(3);
    expect(await list({ dateRange: { preset: 'CUSTOM_DATE', from: `${year - 4}-01-01T00:00:00Z`, to: `${year - 1}-01-01T00:00:00Z` } })).toEqual(['Old Books']);
    expect(await list({ amountMin: '10', amountMax: '100.00' })).toEqual(['Today Cafe']);
    expect(await list({ source: 'REIMBURSEMENT' })).toEqual(['Last Year Hotel']);
    expect(await list({ generalLedgerId: refs.generalLedgerId })).toEqual(['Today Cafe']);
    expect(await list({ completeness: 'COMPLETE' })).toEqual(['Today Cafe']);
    expect(await list({ completeness: 'INCOMPLETE' })).toEqual(['Last Year Hotel', 'Old Books']);
    expect(await list({ completeness: 'NOT_SYNCED' })).toHaveLength(3);
    expect(await list({ completeness: 'SYNCED' })).toEqual([]);
    expect(await list({ q: 'BREAKFAST' })).toEqual(['Today Cafe']);
    expect(await list({ spenderId: spender.userId })).toEqual(['Old Books']);
    expect(await list({}, spender.token)).toEqual(['Old Books']);
    const bad = await api.gql('query { transactions(where: { amountMin: "ten", dateRange: { preset: THIS_MONTH } }) { count } }', {}, { token: acme.token });
    expect(bad.errors![0]).toMatchObject({ message: 'Invalid value.', extensions: { code: 'BAD_USER_INPUT' } });
    const zone = await api.gql('query { transactions(where: { dateRange: { preset: THIS_MONTH, timeZone: "Mars/Olympus" } }) { count } }', {}, { token: acme.token });
    expect(zone.errors![0]).toMatchObject({ message: 'Unknown time zone.' });
  });

  it('answers the fast view without a count, and the search options of visible transactions', async () => {
    const fast = await api.gql<{ transactionsFastView: { id: string }[] }>('{ transactionsFastView(take: 2) { id } }', {}, { token: acme.token });
    expect(fast.data!.transactionsFastView.map((t) => t.id)).toEqual([ids.today, ids.lastYear]);
    const options = `{ transactionSearchOptions { vendors spenders { id } budgets { id } cards { id } } }`;
    const admin = await api.gql<{ transactionSearchOptions: { vendors: string[]; spenders: { id: string }[] } }>(options, {}, { token: acme.token });
    expect(admin.data!.transactionSearchOptions.vendors).toEqual(['Last Year Hotel', 'Old Books', 'Today Cafe']);
    expect(admin.data!.transactionSearchOptions.spenders.map((s) => s.id).sort()).toEqual([acme.adminUserId, spender.userId].sort());
    const mine = await api.gql<{ transactionSearchOptions: { vendors: string[] } }>(options, {}, { token: spender.token });
    expect(mine.data!.transactionSearchOptions.vendors).toEqual(['Old Books']);
  });

  it('records a create once under one Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'books-create-1' };
    const first = await create({ vendor: 'Once' }, acme.token, headers);
    expect(await create({ vendor: 'Once' }, acme.token, headers)).toBe(first);
    expect(await list({ q: 'Once' })).toEqual(['Once']);
  });

  it("lowers the caller's incomplete-transactions badge live when one is completed", async () => {
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${spender.token}` } });
    const badges: number[] = [];
    try {
      const listening = api.listening();
      client.subscribe<{ badgeCountsChanged: { incompleteTransactions: number } }>({ query: 'subscription { badgeCountsChanged { incompleteTransactions } }' }, {
        next: (v) => void (v.data && badges.push(v.data.badgeCountsChanged.incompleteTransactions)), error: () => undefined, complete: () => undefined,
      });
      await listening;
      await expect.poll(() => badges.at(-1), { timeout: 120_000 }).toBe(1);
      const coded = await api.gql('mutation ($id: ID!, $gl: ID) { updateOneTransaction(where: { id: $id }, data: { generalLedgerId: $gl }) { id } }', { id: ids.old, gl: refs.generalLedgerId }, { token: spender.token });
      expect(coded.errors).toBeUndefined();
      await expect.poll(() => badges.at(-1), { timeout: 120_000 }).toBe(0);
    } finally {
      await client.dispose();
    }
  });
});
