import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { DECLINE_MESSAGES, cardDecider, ledgerDecider, userDecider, type LedgerMessage, type Role, streams } from '@spend/domain';
import { handleCommand, loadState } from '@spend/eventstore';
import { ApiHarness, type SeededCompany } from '../testing/harness';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let spender: { userId: string; token: string };
let other: { userId: string; token: string };
let budgetId: string;
let cardId: string;
let otherCardId: string;

const addUser = async (roles: Role[]) => {
  const userId = randomUUID();
  const email = `${roles[0]!.toLowerCase()}-${userId.slice(0, 8)}@acme.test`;
  await handleCommand(api.store, streams.user(userId), userDecider, {
    type: 'CreateUser', userId, companyId: acme.companyId, personId: randomUUID(), authId: null, email, firstName: 'Sam', lastName: roles[0]!, title: 'Staff', embossName: null, roles, now: new Date().toISOString(),
  }, { companyId: acme.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
  const token = await api.token(email);
  // The API knows a user once the members read model has them.
  await vi.waitFor(async () => expect((await api.gql(`{ me { id } }`, {}, { token })).errors).toBeUndefined(), { timeout: 120_000, interval: 100 });
  return { userId, token };
};

const createCard = async (holder: string, controls: Record<string, unknown> = {}): Promise<string> => {
  const answer = await api.gql<{ createOneCardV2: { id: string } }>(`mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }`, {
    data: { type: 'Digital', spender: { connect: { id: holder } }, shouldLinkBudget: true, budgets: { connect: [{ id: budgetId }] }, transactionControl: { spendLimit: 100_000, ...controls } },
  }, { token: acme.token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createOneCardV2.id;
};

/** Purchases through the authorizer's ledger command (the one command handler), at given times. */
const purchases = async (card: string, list: { id: string; amount: number; merchant: string; mcc: string; at: string }[], followUps: LedgerMessage[] = []) => {
  const state = await loadState(api.store, streams.card(card), cardDecider);
  const budget = { budgetId, companyId: acme.companyId, exists: true, active: true, name: 'Travel', funding: 500_000, softLimit: 'None' as const, overageValue: 0 };
  const messages: LedgerMessage[] = list.map((p) => ({
    kind: 'authorize', at: p.at, card: state,
    request: { authorizationId: p.id, transactionId: randomUUID(), cardId: card, amountCents: p.amount, currency: 'USD', merchantName: p.merchant, merchantId: null, mcc: p.mcc, country: 'US' },
  }));
  await handleCommand(api.store, streams.ledger(budgetId), ledgerDecider, { type: 'Process', ledgerId: budgetId, budget, messages: [...messages, ...followUps] }, {
    companyId: acme.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID(),
  });
};

const LIST = `query ($take: Int, $skip: Int, $orderBy: [TransactionOrderByInput!], $where: TransactionWhereInput) {
  transactions(take: $take, skip: $skip, orderBy: $orderBy, where: $where) {
    count items { id description amount authorizedAmount status isPosted isReversed isDeclined declinedReason mcc mccDescription paymentType paymentMethodDetail
      completeness missingDetails { kind message } posted_on spender { id } card { id } budget { id name } } } }`;
type Tx = { id: string; description: string; amount: number; status: string; isReversed: boolean; isDeclined: boolean; declinedReason: string | null; posted_on: string | null };
const list = async (variables: Record<string, unknown> = {}, token = acme.token) => {
  const answer = await api.gql<{ transactions: { count: number; items: Tx[] } }>(LIST, variables, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.transactions;
};

beforeAll(async () => {
  api = await ApiHarness.start('api_transactions');
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  spender = await addUser(['Spender']);
  other = await addUser(['Spender']);
  const budget = await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
    data: { name: 'Travel', funding: '5000', owner: { connect: { id: acme.adminUserId } }, spenders: { connect: [{ id: spender.userId }, { id: other.userId }] } },
  }, { token: acme.token });
  expect(budget.errors).toBeUndefined();
  budgetId = budget.data!.createOneBudget.id;
  cardId = await createCard(spender.userId, { mcc: { mode: 'RESTRICTED', mccCodeList: ['7995'] } });
  otherCardId = await createCard(other.userId);
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  await purchases(cardId, [
    { id: 'a-old', amount: 1_200, merchant: 'Blue Bottle Coffee', mcc: '5814', at: day(3) },
    { id: 'a-casino', amount: 5_000, merchant: 'Lucky Star Casino', mcc: '7995', at: day(2) },
    { id: 'a-new', amount: 4_000, merchant: 'Uber', mcc: '4121', at: day(1) },
  ], [
    { kind: 'clear', messageId: 'clear-a-new', authorizationId: 'a-new', amountCents: 4_600, at: day(0) },
    { kind: 'reverse', messageId: 'reverse-a-old', authorizationId: 'a-old', at: day(0) },
  ]);
  await purchases(otherCardId, [{ id: 'b-1', amount: 900, merchant: 'Staples', mcc: '5111', at: day(1.5) }]);
  // The transactions projection catches up asynchronously.
  await vi.waitFor(async () => expect([(await list()).count, (await list({ where: { status: 'Declined' } })).count]).toEqual([3, 1]), { timeout: 120_000, interval: 100 });
});
afterAll(async () => {
  await api.close();
});

describe('transactions read model through the API', () => {
  it('lists newest first (spec 9 defaults) with statuses and spec 3 fields; declines, which are not spend, only under their status with plain reasons', async () => {
    const { items } = await list();
    expect(items.map((t) => t.description)).toEqual(['Uber', 'Staples', 'Blue Bottle Coffee']);
    expect(items[0]).toMatchObject({ amount: 4_600, authorizedAmount: 4_000, status: 'Posted', isPosted: true, paymentType: 'CARD', mccDescription: expect.stringMatching(/Taxicabs/i), completeness: 'INCOMPLETE', budget: { id: budgetId, name: 'Travel' } });
    expect(items[0]!.posted_on).not.toBeNull();
    // It says why it is INCOMPLETE (the default policy asks for a GL code only); a reversed one lacks nothing.
    expect(items[0]).toMatchObject({ missingDetails: [{ kind: 'GENERAL_LEDGER', message: 'Choose a GL code.' }] });
    expect(items[2]).toMatchObject({ status: 'Pending', isReversed: true, completeness: 'COMPLETE', missingDetails: [] });
    const declined = (await list({ where: { status: 'Declined' } })).items;
    expect(declined).toEqual([expect.objectContaining({ description: 'Lucky Star Casino', status: 'Declined', isDeclined: true, declinedReason: DECLINE_MESSAGES.MCC_NOT_ALLOWED, completeness: 'NOT_APPLICABLE' })]);
  });

  it('pages, sorts and filters', async () => {
    const page = await list({ take: 2, skip: 1 });
    expect(page).toMatchObject({ count: 3, items: [{ description: 'Staples' }, { description: 'Blue Bottle Coffee' }] });
    expect((await list({ orderBy: [{ field: 'amount', order: 'asc' }] })).items.map((t) => t.amount)).toEqual([900, 1_200, 4_600]);
    expect((await list({ where: { status: 'Declined' } })).items.map((t) => t.description)).toEqual(['Lucky Star Casino']);
    expect((await list({ where: { q: 'bottle' } })).items.map((t) => t.description)).toEqual(['Blue Bottle Coffee']);
    expect((await list({ where: { cardId: otherCardId } })).items.map((t) => t.description)).toEqual(['Staples']);
    expect((await list({ where: { isReversed: false, status: 'Pending' } })).items.map((t) => t.description)).toEqual(['Staples']);
    expect((await list({ where: { completeness: 'COMPLETE' } })).items.map((t) => t.description)).toEqual(['Blue Bottle Coffee']);
    // A decline is never COMPLETE, even among the declines.
    expect((await list({ where: { completeness: 'COMPLETE', status: 'Declined' } })).count).toBe(0);
    expect((await list({ where: { completeness: 'INCOMPLETE' } })).items.map((t) => t.description)).toEqual(['Uber', 'Staples']);
    expect((await list({ where: { completeness: 'ALL' } })).count).toBe(3);
    expect((await list({ where: { cardId: 'not-a-uuid' } })).count).toBe(0);
    const tooMany = await api.gql(LIST, { take: 101 }, { token: acme.token });
    expect(tooMany.errors![0]).toMatchObject({ message: 'take must be between 0 and 100.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('shows a spender only their own, another company nothing, and one transaction by id', async () => {
    expect((await list({}, spender.token)).items.map((t) => t.description)).toEqual(['Uber', 'Blue Bottle Coffee']);
    expect((await list({ where: { status: 'Declined' } }, spender.token)).items.map((t) => t.description)).toEqual(['Lucky Star Casino']);
    expect((await list({}, other.token)).items.map((t) => t.description)).toEqual(['Staples']);
    expect((await list({}, globex.token)).count).toBe(0);
    const [uber] = (await list({ where: { q: 'Uber' } })).items;
    const one = `query ($id: ID!) { transaction(where: { id: $id }) { id description status } }`;
    expect((await api.gql(one, { id: uber!.id }, { token: spender.token })).data).toEqual({ transaction: { id: uber!.id, description: 'Uber', status: 'Posted' } });
    expect((await api.gql(one, { id: uber!.id }, { token: other.token })).data).toEqual({ transaction: null });
    expect((await api.gql(one, { id: uber!.id }, { token: globex.token })).data).toEqual({ transaction: null });
  });

  it('pushes a new authorization live to its cardholder, and not another spender\'s', async () => {
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${spender.token}` } });
    try {
      const received: { description: string; status: string; declinedReason: string | null }[] = [];
      const listening = api.listening();
      client.subscribe<{ transactionChanged: (typeof received)[number] }>(
        { query: `subscription { transactionChanged { description status declinedReason } }` },
        { next: (value) => void (value.data && received.push(value.data.transactionChanged)), error: () => undefined, complete: () => undefined },
      );
      await listening;
      await purchases(otherCardId, [{ id: 'b-live', amount: 700, merchant: 'FedEx', mcc: '4215', at: new Date().toISOString() }]);
      await purchases(cardId, [{ id: 'a-live', amount: 900, merchant: 'Lucky Star Casino', mcc: '7995', at: new Date().toISOString() }]);
      await expect.poll(() => received.length, { timeout: 120_000 }).toBe(1);
      expect(received).toEqual([{ description: 'Lucky Star Casino', status: 'Declined', declinedReason: DECLINE_MESSAGES.MCC_NOT_ALLOWED }]);
    } finally {
      await client.dispose();
    }
  });
});

describe('the Transactions badge and its drill-down (issue #25 item 6)', () => {
  const BADGE = '{ badgeCounts { incompleteTransactions } }';
  const DRILL_DOWN = `query { transactions(where: { completeness: INCOMPLETE }) { count items { description completeness missingDetails { message } } } }`;
  type DrillDown = { transactions: { count: number; items: { description: string; completeness: string; missingDetails: { message: string }[] }[] } };
  /** What the badge says and what its drill-down lists, for one reader. */
  const both = async (token: string) => {
    const [badge, rows] = await Promise.all([api.gql<{ badgeCounts: { incompleteTransactions: number } }>(BADGE, {}, { token }), api.gql<DrillDown>(DRILL_DOWN, {}, { token })]);
    expect(badge.errors ?? rows.errors).toBeUndefined();
    return { badge: badge.data!.badgeCounts.incompleteTransactions, ...rows.data!.transactions };
  };

  it('counts exactly the rows of the INCOMPLETE list, each saying why, for an admin, a spender and a budget owner; declines are left out of both', async () => {
    // The admin's: the company's, never the decline (which reads NOT_APPLICABLE, not INCOMPLETE).
    const admin = await both(acme.token);
    expect(admin.items.map((t) => t.description)).toEqual(expect.arrayContaining(['Uber', 'Staples']));
    expect(admin.items.map((t) => t.description)).not.toContain('Lucky Star Casino');
    expect([admin.badge, admin.count]).toEqual([admin.items.length, admin.items.length]);
    for (const row of admin.items) {
      expect(row.completeness).toBe('INCOMPLETE');
      expect(row.missingDetails.length).toBeGreaterThan(0);
    }
    // A spender's: their own (the casino decline is theirs, and still not counted).
    const mine = await both(spender.token);
    expect(mine.items.map((t) => t.description)).toContain('Uber');
    expect(mine.items.map((t) => t.description)).not.toContain('Lucky Star Casino');
    expect([mine.badge, mine.count]).toEqual([mine.items.length, mine.items.length]);
    // A budget owner reads the transactions of the budgets they own: the badge counts those too.
    const owner = await addUser(['BudgetOwner']);
    const handed = await api.gql(`mutation ($id: ID!, $owner: ID!) { updateOneBudget(where: { id: $id }, data: { owner: { connect: { id: $owner } } }) { id } }`,
      { id: budgetId, owner: owner.userId }, { token: acme.token });
    expect(handed.errors).toBeUndefined();
    // Every transaction here is on that one budget, so the owner's drill-down is the admin's.
    await vi.waitFor(async () => expect((await both(owner.token)).count).toBe(admin.count), { timeout: 120_000, interval: 100 });
    const owned = await both(owner.token);
    expect(owned.items).toEqual(admin.items);
    expect(owned.badge).toBe(owned.count);
  });
});
