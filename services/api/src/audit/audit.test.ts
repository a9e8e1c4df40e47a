import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { streams } from '@spend/domain';

const CREATE = `mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`;
const UPDATE = `mutation ($id: ID!, $data: BudgetUpdateInput!) { updateOneBudget(where: { id: $id }, data: $data) { id funding } }`;
const HISTORY = `query ($filter: EventHistoryFilter, $first: Int, $after: String) {
  eventHistory(filter: $filter, first: $first, after: $after) { nextCursor items { id aggregate revision type userId userName data createdAt changes { field before after } } }
}`;
const CARD_AS_OF = `query ($id: ID!, $at: DateTime!) { cardAsOf(cardId: $id, at: $at) { cardId exists status limitCents last4 eventsApplied } }`;
const AS_OF = `query ($id: ID!, $at: DateTime!) { budgetAsOf(budgetId: $id, at: $at) { budgetId exists name funding active eventsApplied } }`;

type Item = { id: string; aggregate: string; revision: number; type: string; userId: string | null; userName: string | null; data: string; createdAt: string; changes: { field: string; before: string | null; after: string | null }[] };
type Page = { eventHistory: { nextCursor: string | null; items: Item[] } };

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let budgetId: string;
let cardId: string;

const history = (company: SeededCompany, variables: Record<string, unknown>) => api.gql<Page>(HISTORY, variables, { token: company.token });

beforeAll(async () => {
  api = await ApiHarness.start('api_audit');
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  const created = await api.gql<{ createOneBudget: { id: string } }>(
    CREATE,
    { data: { name: 'Travel', funding: '100', color: '#abc', owner: { connect: { id: acme.adminUserId } } } },
    { token: acme.token },
  );
  expect(created.errors).toBeUndefined();
  budgetId = created.data!.createOneBudget.id;
  const updated = await api.gql(UPDATE, { id: budgetId, data: { funding: '250.75' } }, { token: acme.token });
  expect(updated.errors).toBeUndefined();
  const card = await api.gql<{ createOneCardV2: { id: string } }>(
    `mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }`,
    { data: { type: 'Digital', spender: { connect: { id: acme.adminUserId } }, transactionControl: { spendLimit: 50_000 } } },
    { token: acme.token },
  );
  expect(card.errors).toBeUndefined();
  cardId = card.data!.createOneCardV2.id;
  const suspended = await api.gql(`mutation ($id: ID!) { updatePaymtInstStatus(where: { id: $id }, data: { status: SUSPENDED }) { id } }`, { id: cardId }, { token: acme.token });
  expect(suspended.errors).toBeUndefined();
  // The history is a read model: wait until it has the budget's and the card's events.
  await vi.waitFor(async () => {
    expect((await history(acme, { filter: { aggregate: streams.budget(budgetId) } })).data!.eventHistory.items).toHaveLength(2);
    expect((await history(acme, { filter: { aggregate: streams.card(cardId) } })).data!.eventHistory.items).toHaveLength(2);
  }, { timeout: 120_000, interval: 100 });
});
afterAll(async () => {
  await api.close();
});

describe("the auditor's event history", () => {
  it("lists the company's events newest first, with who did it and what changed", async () => {
    const page = await history(acme, { filter: { aggregate: streams.budget(budgetId) } });
    const [update, create] = page.data!.eventHistory.items;
    expect(update).toMatchObject({ type: 'BudgetUpdated', revision: 1, userId: acme.adminUserId, userName: 'Ada Acme' });
    expect(JSON.parse(update!.data).changes.funding).toBe(25_075);
    // What changed: the budget's state before and after, folded with its own evolve.
    expect(update!.changes).toEqual([{ field: 'funding', before: '10000', after: '25075' }]);
    expect(create).toMatchObject({ type: 'BudgetCreated', revision: 0 });
    expect(create!.changes).toEqual(expect.arrayContaining([{ field: 'name', before: '""', after: '"Travel"' }, { field: 'exists', before: 'false', after: 'true' }]));
    expect(page.data!.eventHistory.nextCursor).toBeNull();
  });

  it('pages with a cursor without repeating or skipping an event', async () => {
    const all = (await history(acme, { first: 200 })).data!.eventHistory.items.map((i) => i.id);
    expect(all.length).toBeGreaterThanOrEqual(4); // company, admin, budget created and updated
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Page['eventHistory'] = (await history(acme, { first: 1, after })).data!.eventHistory;
      seen.push(...page.items.map((i) => i.id));
      after = page.nextCursor;
    } while (after);
    expect(seen).toEqual(all);
  });

  it('filters by event type, user and time range', async () => {
    const byType = (await history(acme, { filter: { type: 'BudgetCreated' } })).data!.eventHistory.items;
    expect(byType.map((i) => i.aggregate)).toEqual([streams.budget(budgetId)]);
    const byUser = (await history(acme, { filter: { userId: acme.adminUserId } })).data!.eventHistory.items;
    expect(byUser.map((i) => i.type)).toEqual(expect.arrayContaining(['BudgetCreated', 'BudgetUpdated']));
    expect(byUser.every((i) => i.userId === acme.adminUserId)).toBe(true);
    // The seeding ran without a user: those events are left out.
    expect(byUser.some((i) => i.type === 'CompanyCreated')).toBe(false);
    const created = byType[0]!.createdAt;
    const untilCreated = (await history(acme, { filter: { aggregate: streams.budget(budgetId), to: created } })).data!.eventHistory.items;
    expect(untilCreated.map((i) => i.type)).toEqual(['BudgetCreated']);
    const cards = (await history(acme, { filter: { aggregateType: 'card' } })).data!.eventHistory.items;
    expect(cards.map((i) => i.aggregate)).toEqual([streams.card(cardId), streams.card(cardId)]);
    expect((await history(acme, { filter: { aggregateType: 'car' } })).data!.eventHistory.items).toEqual([]);
    const future = (await history(acme, { filter: { from: '2999-01-01T00:00:00Z' } })).data!.eventHistory.items;
    expect(future).toEqual([]);
  });

  it("never shows another company's events", async () => {
    const theirs = (await history(globex, { first: 200 })).data!.eventHistory.items;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((i) => i.aggregate === streams.budget(budgetId) || i.aggregate === streams.user(acme.adminUserId))).toBe(false);
    const peek = await history(globex, { filter: { aggregate: streams.budget(budgetId) } });
    expect(peek.data!.eventHistory.items).toEqual([]);
  });

  it('folds a budget as of a past moment', async () => {
    const [create] = (await history(acme, { filter: { aggregate: streams.budget(budgetId), type: 'BudgetCreated' } })).data!.eventHistory.items;
    const then = await api.gql<{ budgetAsOf: Record<string, unknown> }>(AS_OF, { id: budgetId, at: create!.createdAt }, { token: acme.token });
    expect(then.data!.budgetAsOf).toMatchObject({ exists: true, name: 'Travel', funding: 10_000, eventsApplied: 1, active: true });
    const now = await api.gql<{ budgetAsOf: Record<string, unknown> }>(AS_OF, { id: budgetId, at: new Date().toISOString() }, { token: acme.token });
    expect(now.data!.budgetAsOf).toMatchObject({ funding: 25_075, eventsApplied: 2 });
    const before = await api.gql<{ budgetAsOf: Record<string, unknown> }>(AS_OF, { id: budgetId, at: '2000-01-01T00:00:00Z' }, { token: acme.token });
    expect(before.data!.budgetAsOf).toMatchObject({ exists: false, eventsApplied: 0 });
  });

  it("folds a card as of a past moment and tells what each of its events changed", async () => {
    const [suspended, created] = (await history(acme, { filter: { aggregate: streams.card(cardId) } })).data!.eventHistory.items;
    expect(suspended!.changes).toEqual([{ field: 'status', before: '"ACTIVE"', after: '"SUSPENDED"' }]);
    expect(created!.type).toBe('CardCreated');
    // PAN and CVV never reach an event, so never the history either. Our PANs start with the BIN
    // 489537; a bare /\d{12,}/ also matched a UUID whose last group happened to be all digits.
    expect(created!.data).not.toMatch(/489537\d{10}/);
    expect(created!.data).not.toMatch(/"(pan|cvv|cvc)"/i);
    const asOf = (at: string, token = acme.token) => api.gql<{ cardAsOf: Record<string, unknown> }>(CARD_AS_OF, { id: cardId, at }, { token });
    expect((await asOf(created!.createdAt)).data!.cardAsOf).toMatchObject({ exists: true, status: 'ACTIVE', eventsApplied: 1 });
    expect((await asOf(new Date().toISOString())).data!.cardAsOf).toMatchObject({ exists: true, status: 'SUSPENDED', eventsApplied: 2 });
    expect((await asOf(new Date().toISOString(), globex.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await asOf('not a date')).errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('refuses bad input, other companies and callers without the permission', async () => {
    const range = await history(acme, { filter: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } });
    expect(range.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect((await history(acme, { first: 0 })).errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect((await history(acme, { after: 'nonsense' })).errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const foreign = await api.gql(AS_OF, { id: budgetId, at: new Date().toISOString() }, { token: globex.token });
    expect(foreign.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const spenders = await api.seedCompany('Initech', ['Spender']);
    const denied = await history(spenders, {});
    expect(denied.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
