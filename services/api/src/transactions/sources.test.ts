import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_SOURCE_CREATE_MESSAGE, COMPANY_SOURCE_MESSAGES, accountDecider, bankItemDecider, streams, type BankCommand } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { postCardActivity } from '../account/test-account';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { addMember } from './testing';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let spender: { userId: string; token: string };
let auditor: { userId: string; token: string };
let paymentId: string;
const itemId = randomUUID();

const context = (companyId: string) => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
const bank = (command: BankCommand) => handleCommand(api.store, streams.bankItem(itemId), bankItemDecider, command, context(acme.companyId));

type Row = { id: string; description: string; amount: number; source: string; paymentType: string; completeness: string; budgetId: string | null; spender: { id: string } | null };
const LIST = `query ($where: TransactionWhereInput) { transactions(where: $where) { count items { id description amount source paymentType completeness budgetId spender { id } } } }`;
const list = async (where: Record<string, unknown>, token: string) => {
  const answer = await api.gql<{ transactions: { count: number; items: Row[] } }>(LIST, { where }, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.transactions;
};
const BADGE = '{ badgeCounts { incompleteTransactions } }';
const badge = async (token: string) => (await api.gql<{ badgeCounts: { incompleteTransactions: number } }>(BADGE, {}, { token })).data!.badgeCounts.incompleteTransactions;

beforeAll(async () => {
  api = await ApiHarness.start('api_transaction_sources');
  [acme, globex] = [await api.seedCompany('Acme'), await api.seedCompany('Globex')];
  spender = await addMember(api, acme.companyId, ['Spender']);
  auditor = await addMember(api, acme.companyId, ['Analyst']);
  // A manual entry of the spender's: the default list, the badge and its count before anything else.
  const manual = await api.gql<{ createOneTransaction: { id: string } }>('mutation { createOneTransaction(data: { paymentType: CASH, amount: "12.00", date: "2026-03-01T12:00:00Z", vendor: "Corner Cafe" }) { id } }', {}, { token: spender.token });
  expect(manual.errors).toBeUndefined();
  const now = new Date().toISOString();
  // The bank feed through the bank item's own decider, as a sync applies the provider's page.
  await bank({ type: 'LinkBankItem', itemId, companyId: acme.companyId, providerItemId: 'item-1', accessToken: 'sealed', institutionName: 'First Platypus Bank', accounts: [{ accountId: 'acc-1', name: 'Checking', mask: '4100' }], linkedByUserId: acme.adminUserId, now });
  const page = (fromCursor: string | null, cursor: string, changes: Partial<Pick<Extract<BankCommand, { type: 'ApplyBankSyncPage' }>, 'added' | 'modified' | 'removed'>>) =>
    bank({ type: 'ApplyBankSyncPage', itemId, companyId: acme.companyId, fromCursor, cursor, added: [], modified: [], removed: [], now, ...changes });
  const tx = (transactionId: string, amountCents: number, merchantName: string) => ({ transactionId, accountId: 'acc-1', amountCents, merchantName, date: '2026-03-02' });
  await page(null, 'c1', { added: [tx('t1', 8_950, 'Staples Online'), tx('t2', 3_000, 'Gone Diner')] });
  await page('c1', 'c2', { modified: [tx('t1', 9_050, 'Staples Online')], removed: ['t2'] });
  // A payment toward the card account through the account's decider.
  await handleCommand(api.store, streams.account(acme.companyId), accountDecider, {
    type: 'SetAccountTerms', companyId: acme.companyId, name: 'Acme card account', creditLimitCents: 5_000_000, cycle: 'MONTHLY', rebateBasisPoints: 0, paymentDueDays: 25, lateFeeCents: 0, now,
  }, context(acme.companyId));
  await postCardActivity(api.store, acme.companyId, [{ kind: 'DEBIT', cents: 40_000, at: now }]);
  paymentId = randomUUID();
  const paid = await handleCommand(api.store, streams.account(acme.companyId), accountDecider, {
    type: 'RecordPayment', companyId: acme.companyId, paymentId, amountCents: 25_000, paymentType: 'CHECK', detail: '1001', userId: null, now,
  }, context(acme.companyId));
  expect(await api.projected(['transactions'], paid.appended!.position)).toBe(true);
});
afterAll(async () => {
  await api?.close();
});

describe('the bank feed (PLAID) and payments (PAYMENT) in /transactions (issue #29)', () => {
  it('lists each by its source filter for an admin and an auditor, as the bank last reported it, with no budget or spender', async () => {
    for (const token of [acme.token, auditor.token]) {
      const feed = await list({ source: 'PLAID' }, token);
      expect(feed.count).toBe(1);
      expect(feed.items).toEqual([expect.objectContaining({ description: 'Staples Online', amount: 9_050, source: 'PLAID', completeness: 'NOT_APPLICABLE', budgetId: null, spender: null })]);
      const payments = await list({ source: 'PAYMENT' }, token);
      expect(payments.items).toEqual([expect.objectContaining({ id: paymentId, description: 'Check payment', amount: 25_000, paymentType: 'CHECK', source: 'PAYMENT' })]);
    }
  });

  it('never shows them to a spender, by filter, by id or in their list', async () => {
    expect(await list({ source: 'PLAID' }, spender.token)).toEqual({ count: 0, items: [] });
    expect(await list({ source: 'PAYMENT' }, spender.token)).toEqual({ count: 0, items: [] });
    expect((await list({}, spender.token)).items.map((t) => t.description)).toEqual(['Corner Cafe']);
    const byId = await api.gql<{ transaction: unknown }>('query ($id: ID!) { transaction(where: { id: $id }) { id } }', { id: paymentId }, { token: spender.token });
    expect(byId.data!.transaction).toBeNull();
    // Nor to another company's admin.
    expect(await list({ source: 'PAYMENT' }, globex.token)).toEqual({ count: 0, items: [] });
  });

  it('leaves the default list, its count, the completeness tabs and the badge as they were', async () => {
    const all = await list({}, acme.token);
    expect(all.items.map((t) => t.source)).toEqual(['MANUAL']);
    expect(all.count).toBe(1);
    expect((await list({ completeness: 'INCOMPLETE' }, acme.token)).count).toBe(1);
    expect((await list({ completeness: 'COMPLETE', source: 'PLAID' }, acme.token)).count).toBe(0);
    expect(await badge(acme.token)).toBe(1);
    const dashboard = await api.gql<{ companySpent: number }>('{ companySpent(where: { to: "2030-12-31" }) }', {}, { token: acme.token });
    expect(dashboard.errors ?? dashboard.data!.companySpent).toBe(0);
  });

  it('refuses every change of them with why, and records nothing', async () => {
    const [feedRow] = (await list({ source: 'PLAID' }, acme.token)).items;
    const before = await api.store.readStream(streams.bookkeeping(feedRow!.id)).catch(() => []);
    const lock = await api.gql('mutation ($id: ID!) { lockTransaction(where: { id: $id }) { id } }', { id: feedRow!.id }, { token: acme.token });
    expect(lock.errors?.[0]).toMatchObject({ message: COMPANY_SOURCE_MESSAGES.PLAID, extensions: { code: 'CONFLICT' } });
    const edit = await api.gql('mutation ($id: ID!) { updateOneTransaction(where: { id: $id }, data: { notes: "x" }) { id } }', { id: paymentId }, { token: acme.token });
    expect(edit.errors?.[0]).toMatchObject({ message: COMPANY_SOURCE_MESSAGES.PAYMENT, extensions: { code: 'CONFLICT' } });
    const bulk = await api.gql<{ lockManyTransactions: { done: string[]; failures: { id: string; message: string }[] } }>(
      'mutation ($ids: [ID!]!) { lockManyTransactions(ids: $ids) { done failures { id message } } }', { ids: [paymentId] }, { token: acme.token });
    expect(bulk.data!.lockManyTransactions).toEqual({ done: [], failures: [{ id: paymentId, message: COMPANY_SOURCE_MESSAGES.PAYMENT }] });
    const create = await api.gql('mutation { createOneTransaction(data: { source: PLAID, paymentType: ACH, amount: "5.00", date: "2026-03-01T12:00:00Z", vendor: "Bank" }) { id } }', {}, { token: acme.token });
    expect(create.errors?.[0]).toMatchObject({ message: COMPANY_SOURCE_CREATE_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await api.store.readStream(streams.bookkeeping(feedRow!.id)).catch(() => [])).toEqual(before);
    expect(await api.store.readStream(streams.bookkeeping(paymentId)).catch(() => [])).toEqual([]);
  });
});
