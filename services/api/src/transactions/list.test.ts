import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { recordMember } from '../members/test-members';
import { createGeneralLedger } from '../requests/test-general-ledgers';
import { ApiHarness, type SeededCompany } from '../testing/harness';

// The transactions list's filters (spec 9), codingOptions, and the live Transactions badge, with
// manual transactions entered through createOneTransaction and coding made through its mutations.
const NOW = new Date('2026-05-15T12:00:00Z'); // a Friday in the second quarter
let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let sam: { userId: string; token: string };
let gl: Record<'travel' | 'archived' | 'disabled' | 'globex', string>;
let ids: Record<'may' | 'april' | 'february' | 'december' | 'sams', string>;

type Page = { transactions: { count: number; items: { id: string }[] } };
const LIST = `query ($where: TransactionWhereInput, $take: Int, $skip: Int, $orderBy: [TransactionOrderByInput!]) {
  transactions(where: $where, take: $take, skip: $skip, orderBy: $orderBy) { count items { id } } }`;
const list = (where: Record<string, unknown>, token = acme.token, extra: Record<string, unknown> = {}) => api.gql<Page>(LIST, { where, ...extra }, { token });
const idsOf = async (where: Record<string, unknown>, token = acme.token) => (await list(where, token)).data!.transactions.items.map((t) => t.id);
const CREATE = `mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id completeness } }`;
const remove = async (id: string) => {
  const removed = await api.gql('mutation ($id: ID!) { deleteOneTransaction(where: { id: $id }) { id } }', { id }, { token: acme.token });
  expect(removed.errors).toBeUndefined();
};
const enter = async (data: Record<string, unknown>, token = acme.token, headers?: Record<string, string>) => {
  const created = await api.gql<{ createOneTransaction: { id: string; completeness: string } }>(CREATE, {
    data: { paymentType: 'CHECK', paymentMethodDetail: '1042', amount: '10.00', vendor: 'Office Depot', ...data },
  }, { token, headers });
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  return created.data.createOneTransaction;
};

beforeAll(async () => {
  api = await ApiHarness.start('api_transaction_list', {}, { now: () => NOW });
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  sam = await recordMember(api, acme.companyId, 'sam@acme.test', 'Spender');
  gl = {
    travel: await createGeneralLedger(api, acme.token, 'Travel'),
    archived: await createGeneralLedger(api, acme.token, 'Old travel', { archived: true }),
    disabled: await createGeneralLedger(api, acme.token, 'Meals'),
    globex: await createGeneralLedger(api, globex.token, 'Globex travel'),
  };
  await api.gql('mutation ($id: ID!) { setGlAvailability(id: $id, isEnabled: false) { id } }', { id: gl.disabled }, { token: acme.token });
  ids = {
    may: (await enter({ date: '2026-05-10', amount: '500.00', vendor: 'Hilton', generalLedgerId: gl.travel })).id,
    april: (await enter({ date: '2026-04-20', amount: '75.00', notes: 'Team offsite' })).id,
    february: (await enter({ date: '2026-02-10', amount: '20.00', source: 'REIMBURSEMENT', paymentType: 'CASH' })).id,
    december: (await enter({ date: '2025-12-01', amount: '1200.00', vendor: 'Dell' })).id,
    sams: (await enter({ date: '2026-05-01', amount: '42.00', vendor: 'Uber', spenderId: sam.userId })).id,
  };
  await enter({ date: '2026-05-02', amount: '9.00', vendor: 'Globex lunch' }, globex.token);
});
afterAll(async () => {
  await api?.close();
});

describe('the transactions list', () => {
  it('defaults to the newest first, 100 a page, the caller\'s company only; pages with take and skip', async () => {
    const all = await list({});
    expect(all.data!.transactions).toEqual({ count: 5, items: [ids.may, ids.sams, ids.april, ids.february, ids.december].map((id) => ({ id })) });
    const page = await list({}, acme.token, { take: 2, skip: 1, orderBy: [{ field: 'amount', order: 'desc' }] });
    expect(page.data!.transactions).toEqual({ count: 5, items: [{ id: ids.may }, { id: ids.april }] });
    // A spender sees their own only.
    expect(await idsOf({}, sam.token)).toEqual([ids.sams]);
    const refused = await list({}, acme.token, { take: 101 });
    expect(refused.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['THIS_MONTH', ['may', 'sams']],
    ['CURRENT_BILLING_PERIOD', ['may', 'sams']],
    ['PREVIOUS_MONTH', ['april']],
    ['PREVIOUS_BILLING_PERIOD', ['april']],
    ['THIS_QUARTER', ['may', 'sams', 'april']],
    ['PREVIOUS_QUARTER', ['february']],
    ['YEAR_TO_DATE', ['may', 'sams', 'april', 'february']],
    ['PREVIOUS_YEAR', ['december']],
    ['ALL_TIME', ['may', 'sams', 'april', 'february', 'december']],
  ] as const)('narrows to the %s date preset', async (preset, expected) => {
    expect(await idsOf({ dateRange: { preset } })).toEqual(expected.map((k) => ids[k]));
  });

  it('narrows by a custom range, amount, text, source, GL code, spender and completeness', async () => {
    expect(await idsOf({ dateRange: { preset: 'CUSTOM_DATE', from: '2026-04-01T00:00:00Z', to: '2026-05-02T00:00:00Z' } })).toEqual([ids.sams, ids.april]);
    expect(await idsOf({ amountMin: '40.00', amountMax: '500.00' })).toEqual([ids.may, ids.sams, ids.april]);
    expect(await idsOf({ q: 'offsite' })).toEqual([ids.april]);
    expect(await idsOf({ q: 'HILT' })).toEqual([ids.may]);
    expect(await idsOf({ source: 'REIMBURSEMENT' })).toEqual([ids.february]);
    expect(await idsOf({ generalLedgerId: gl.travel })).toEqual([ids.may]);
    expect(await idsOf({ spenderId: sam.userId })).toEqual([ids.sams]);
    expect(await idsOf({ completeness: 'COMPLETE' })).toEqual([ids.may]);
    expect(await idsOf({ completeness: 'INCOMPLETE' })).toEqual([ids.sams, ids.april, ids.february, ids.december]);
    expect(await idsOf({ completeness: 'NOT_SYNCED' })).toHaveLength(5);
    expect(await idsOf({ completeness: 'SYNCED' })).toEqual([]);
    // Another company's GL code or an id that is no uuid matches nothing.
    expect(await idsOf({ generalLedgerId: gl.globex })).toEqual([]);
    expect(await idsOf({ budgetId: 'nope' })).toEqual([]);
  });

  it('refuses a filter it cannot read', async () => {
    const amount = await list({ amountMin: 'ten' });
    expect(amount.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { amountMin: 'Invalid value.' } } });
    const zone = await list({ dateRange: { preset: 'THIS_MONTH', timeZone: 'Mars/Olympus' } });
    expect(zone.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('shows a month in the caller\'s time zone', async () => {
    // 03:30 UTC on May 1st (and Sam's May 1st, midnight UTC) are still April 30th in New York.
    const late = (await enter({ date: '2026-05-01T03:30:00Z', amount: '1.00', vendor: 'Night owl' })).id;
    expect(await idsOf({ dateRange: { preset: 'PREVIOUS_MONTH', timeZone: 'America/New_York' } })).toEqual([late, ids.sams, ids.april]);
    expect(await idsOf({ dateRange: { preset: 'PREVIOUS_MONTH' } })).toEqual([ids.april]);
    await remove(late);
    expect(await idsOf({ dateRange: { preset: 'PREVIOUS_MONTH', timeZone: 'America/New_York' } })).toEqual([ids.sams, ids.april]);
  });

  it('scrolls the fast view without a count, and offers the filters\' values of what the caller sees', async () => {
    const fast = await api.gql<{ transactionsFastView: { id: string }[] }>(`{ transactionsFastView(take: 2) { id } }`, {}, { token: acme.token });
    expect(fast.data!.transactionsFastView).toEqual([{ id: ids.may }, { id: ids.sams }]);
    const options = await api.gql<{ transactionSearchOptions: { vendors: string[]; spenders: { id: string }[] } }>(
      `{ transactionSearchOptions { vendors spenders { id } } }`, {}, { token: sam.token });
    expect(options.data!.transactionSearchOptions).toEqual({ vendors: ['Uber'], spenders: [{ id: sam.userId }] });
  });
});

describe('codingOptions', () => {
  it('offers a spender the company\'s GL codes in use, and nothing of another company', async () => {
    const mine = await api.gql<{ codingOptions: { generalLedgers: { id: string }[] } }>(`{ codingOptions { generalLedgers { id } projects { id } customFields { id } } }`, {}, { token: sam.token });
    expect(mine.data!.codingOptions).toEqual({ generalLedgers: [{ id: gl.travel }], projects: [], customFields: [] });
    const theirs = await api.gql<{ codingOptions: { generalLedgers: { id: string }[] } }>(`{ codingOptions { generalLedgers { id } } }`, {}, { token: globex.token });
    expect(theirs.data!.codingOptions.generalLedgers).toEqual([{ id: gl.globex }]);
  });
});

describe('Idempotency-Key on createOneTransaction', () => {
  it('answers a retry with the first transaction, recorded once', async () => {
    const key = randomUUID();
    const before = await api.eventCount();
    const first = await enter({ date: '2026-03-03', amount: '3.00' }, acme.token, { 'idempotency-key': key });
    const retry = await enter({ date: '2026-03-03', amount: '3.00' }, acme.token, { 'idempotency-key': key });
    expect(retry.id).toBe(first.id);
    expect(await api.eventCount()).toBe(before + 1);
    await remove(first.id);
  });
});

describe('the Transactions badge', () => {
  it('counts the caller\'s incomplete transactions and falls live once one is coded', async () => {
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${sam.token}` } });
    const badges: number[] = [];
    const noop = () => undefined;
    client.subscribe<{ badgeCountsChanged: { incompleteTransactions: number } }>({ query: 'subscription { badgeCountsChanged { incompleteTransactions } }' },
      { next: (v) => badges.push(v.data!.badgeCountsChanged.incompleteTransactions), error: noop, complete: noop });
    try {
      await expect.poll(() => badges[0]).toBe(1);
      const created = await enter({ date: '2026-05-12', amount: '8.00', vendor: 'Lyft' }, sam.token);
      expect(created.completeness).toBe('INCOMPLETE');
      await expect.poll(() => badges.at(-1)).toBe(2);
      const coded = await api.gql(`mutation ($id: ID!, $gl: ID) { updateOneTransaction(where: { id: $id }, data: { generalLedgerId: $gl }) { completeness } }`,
        { id: created.id, gl: gl.travel }, { token: sam.token });
      expect(coded.data).toEqual({ updateOneTransaction: { completeness: 'COMPLETE' } });
      await expect.poll(() => badges.at(-1)).toBe(1);
      // The admin's badge counts the company's incomplete transactions, not another company's.
      const admin = await api.gql<{ badgeCounts: { incompleteTransactions: number } }>('{ badgeCounts { incompleteTransactions } }', {}, { token: acme.token });
      expect(admin.data!.badgeCounts.incompleteTransactions).toBe(4);
    } finally {
      await client.dispose();
    }
  });
});
