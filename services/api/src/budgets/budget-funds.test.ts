import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { streams } from '@spend/domain';
import { ABOVE_AVAILABLE_NAMED } from '@spend/domain/testing';

// Funds figures and limits, hierarchy and owner auto-management (spec 3, 4, 5) through the API.
const CREATE = `mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id name parentBudgetId funding soft_limit overage_value } }`;
const UPDATE = `mutation ($id: ID!, $data: BudgetUpdateInput!) { updateOneBudget(where: { id: $id }, data: $data) { id parentBudgetId funding soft_limit overage_value } }`;
const FUNDS = `query ($id: ID!, $range: DateRangeInput) { budgetFunds(where: { id: $id }, dateRange: $range) { available budgeted directSpent totalSpent } }`;

let api: ApiHarness;
beforeAll(async () => {
  api = await ApiHarness.start('api_budget_funds');
});
afterAll(async () => {
  await api.close();
});

type Gql = Awaited<ReturnType<ApiHarness['gql']>>;

/** A company (total funding $1,000,000) and a helper creating budgets owned by its admin. */
const company = async (name: string) => {
  const c = await api.seedCompany(name);
  const create = async (budgetName: string, funding: string, parent?: string, extra: Record<string, unknown> = {}): Promise<string> => {
    const result = await api.gql<{ createOneBudget: { id: string } }>(
      CREATE,
      { data: { name: budgetName, funding, owner: { connect: { id: c.adminUserId } }, ...(parent && { parentBudget: { connect: { id: parent } } }), ...extra } },
      { token: c.token },
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.createOneBudget.id;
  };
  return { ...c, create };
};

/** The refusal's message and field, after checking that nothing was recorded. */
const refusedWith = async (request: () => Promise<Gql>): Promise<{ message: string; fields: Record<string, string> | undefined; code: string | undefined }> => {
  const before = await api.eventCount();
  const result = await request();
  expect(await api.eventCount()).toBe(before);
  const error = result.errors?.[0];
  return { message: error?.message ?? '', fields: error?.extensions?.fields, code: error?.extensions?.code };
};

// The spec's text, then who is short and by how much (each case's own figures are the domain's tests').
const ABOVE = expect.stringMatching(ABOVE_AVAILABLE_NAMED);
const BELOW = 'The assigned funds cannot be lower than the amount that has been spent.';

describe('funding limits (spec 5)', () => {
  let c: Awaited<ReturnType<typeof company>>;
  beforeAll(async () => {
    c = await company('Fundco');
  });

  it('caps top budgets at the company total funding and sub-budgets at the parent\'s available funds', async () => {
    const top = await c.create('Operations', '999000');
    expect(await refusedWith(() => api.gql(CREATE, { data: { name: 'Too much', funding: '1000.01', owner: { connect: { id: c.adminUserId } } } }, { token: c.token }))).toEqual({
      message: ABOVE, fields: { funding: ABOVE }, code: 'BAD_USER_INPUT',
    });
    await c.create('Travel', '600000', top);
    const sub = (funding: string) => api.gql(CREATE, { data: { name: 'Meals', funding, owner: { connect: { id: c.adminUserId } }, parentBudget: { connect: { id: top } } } }, { token: c.token });
    expect((await refusedWith(() => sub('399000.01'))).fields).toEqual({ funding: ABOVE });
    expect((await sub('399000')).errors).toBeUndefined();
    const funds = await api.gql<{ budgetFunds: unknown }>(FUNDS, { id: top }, { token: c.token });
    expect(funds.data!.budgetFunds).toEqual({ available: 0, budgeted: 99_900_000, directSpent: 0, totalSpent: 0 });
    // Lowering a budget below what its sub-budgets hold is refused too.
    expect((await refusedWith(() => api.gql(UPDATE, { id: top, data: { funding: '998999.99' } }, { token: c.token }))).fields).toEqual({ funding: BELOW });
  });

  it('never lets budgets funded at the same moment take the same funds', async () => {
    const c1 = await company('Calmcorp');
    const top = await c1.create('Events', '1000');
    const c2 = await company('Racecorp');
    const top2 = await c2.create('Hot', '300');
    // Ten sub-budgets of $100 at once under each parent: the $1,000 one fits all ten, the $300 one exactly three.
    const attempt = (who: typeof c, parent: string, i: number) =>
      api.gql<{ createOneBudget: { id: string } }>(CREATE, { data: { name: `Part ${i}`, funding: '100', owner: { connect: { id: who.adminUserId } }, parentBudget: { connect: { id: parent } } } }, { token: who.token });
    const results = await Promise.all([...Array.from({ length: 10 }, (_, i) => attempt(c1, top, i)), ...Array.from({ length: 10 }, (_, i) => attempt(c2, top2, i))]);
    expect(results.slice(0, 10).filter((r) => r.data?.createOneBudget).length).toBe(10);
    const hot = results.slice(10);
    expect(hot.filter((r) => r.data?.createOneBudget).length).toBe(3);
    expect(hot.filter((r) => r.errors).map((r) => r.errors![0]!.extensions?.fields)).toEqual(Array.from({ length: 7 }, () => ({ funding: ABOVE })));
    const funds = await api.gql<{ budgetFunds: { available: number; budgeted: number } }>(FUNDS, { id: top2 }, { token: c2.token });
    expect(funds.data!.budgetFunds).toMatchObject({ available: 0, budgeted: 30_000 });
  });

  it('caps the overage at the remainder of the source: dollars for Amount, whole percent for Percentage', async () => {
    const top = await c.create('Marketing', '1000');
    const child = await c.create('Events', '600', top);
    const overage = (soft_limit: string, set: string) => api.gql(UPDATE, { id: child, data: { soft_limit, overage_value: { set } } }, { token: c.token });
    // $400 of Marketing is left over the $600 of Events.
    expect((await refusedWith(() => overage('Amount', '400.01'))).fields).toEqual({ overage_value: 'The allowed overage cannot be greater than $400.00' });
    expect((await refusedWith(() => overage('Percentage', '67'))).fields).toEqual({ overage_value: 'The allowed overage cannot be greater than 66%' });
    const ok = await api.gql<{ updateOneBudget: unknown }>(UPDATE, { id: child, data: { soft_limit: 'Percentage', overage_value: { set: '66' } } }, { token: c.token });
    expect(ok.data!.updateOneBudget).toMatchObject({ soft_limit: 'Percentage', overage_value: 66 });
    // The parent reserves the overage too: its figures show what is left to give.
    const reserved = await api.gql<{ budgetFunds: unknown }>(FUNDS, { id: top }, { token: c.token });
    expect(reserved.data!.budgetFunds).toEqual({ available: 400, budgeted: 99_600, directSpent: 0, totalSpent: 0 });
    expect((await refusedWith(() => api.gql(CREATE, { data: { name: 'Too much', funding: '4.01', owner: { connect: { id: c.adminUserId } }, parentBudget: { connect: { id: top } } } }, { token: c.token }))).fields).toEqual({ funding: ABOVE });
    // Back to a hard limit clears the overage (spec 4).
    const hard = await api.gql<{ updateOneBudget: unknown }>(UPDATE, { id: child, data: { soft_limit: 'None' } }, { token: c.token });
    expect(hard.data!.updateOneBudget).toMatchObject({ soft_limit: 'None', overage_value: 0 });
  });
});

/** A card purchase as the authorizer records it; the transactions projection sums it per budget. */
const spend = async (companyId: string, spenderId: string, budgetId: string, amountCents: number) => {
  const transactionId = randomUUID();
  await api.store.append(streams.ledger(budgetId), [{
    id: randomUUID(), type: 'AuthorizationApproved',
    data: {
      ledgerId: budgetId, authorizationId: `auth-${transactionId}`, transactionId, companyId, at: new Date().toISOString(), cardId: randomUUID(), budgetId,
      spenderId, amountCents, currency: 'USD', merchantName: 'Shell', merchantId: null, mcc: '5541', country: 'US',
    },
    metadata: { companyId, userId: null, correlationId: transactionId, causationId: transactionId, schemaVersion: 1 },
  }], { expectedRevision: 'any' });
};

describe('funds figures from card spend', () => {
  it('pushes a parent\'s new total spent to a subscriber when a sub-budget spends', async () => {
    const c = await company('Liveco');
    const parent = await c.create('Live parent', '100');
    const child = await c.create('Live child', '50', parent);
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${c.token}` } });
    try {
      const listening = api.listening();
      const pushed = new Promise<number>((resolve, reject) => {
        client.subscribe<{ budgetChanged: { funds: { totalSpent: number } } }>(
          { query: `subscription ($id: ID!) { budgetChanged(where: { id: $id }) { funds { totalSpent } } }`, variables: { id: parent } },
          { next: (v) => v.data && v.data.budgetChanged.funds.totalSpent > 0 && resolve(v.data.budgetChanged.funds.totalSpent), error: reject, complete: () => undefined },
        );
      });
      await listening;
      await spend(c.companyId, c.adminUserId, child, 1_234);
      expect(await pushed).toBe(1_234);
    } finally {
      await client.dispose();
    }
  });

  it('shows available, budgeted, direct and total spend, top spenders, and spend within a date range', async () => {
    const c = await company('Spendco');
    const parent = await c.create('Field', '1000');
    const child = await c.create('Crew', '400', parent);
    const grandchild = await c.create('Fuel', '100', child);
    await spend(c.companyId, c.adminUserId, child, 15_000);
    await spend(c.companyId, c.adminUserId, grandchild, 5_000);
    await spend(c.companyId, c.adminUserId, parent, 2_500);
    const fundsOf = async (id: string, range?: unknown) => (await api.gql<{ budgetFunds: { totalSpent: number } }>(FUNDS, { id, range }, { token: c.token })).data!.budgetFunds;
    await expect.poll(async () => (await fundsOf(parent)).totalSpent, { timeout: 120_000, interval: 100 }).toBe(22_500);
    expect(await fundsOf(parent)).toEqual({ available: 57_500, budgeted: 40_000, directSpent: 2_500, totalSpent: 22_500 });
    expect(await fundsOf(child)).toEqual({ available: 15_000, budgeted: 10_000, directSpent: 15_000, totalSpent: 20_000 });
    expect(await fundsOf(parent, { start: '2099-01-01' })).toEqual({ available: 60_000, budgeted: 40_000, directSpent: 0, totalSpent: 0 });
    const tile = await api.gql<{ budget: unknown }>(
      `query ($id: ID!) { budget(where: { id: $id }) { spent budgeted percentage topSpenders { user { id } amount } } }`, { id: parent }, { token: c.token },
    );
    expect(tile.data!.budget).toEqual({ spent: 22_500, budgeted: 40_000, percentage: 22.5, topSpenders: [{ user: { id: c.adminUserId }, amount: 22_500 }] });
    // One spender's line, as their page in the budget shows it (issue #29): theirs, or none for someone who spent nothing there.
    const lineOf = async (spenderId: string) => (await api.gql<{ budget: { topSpenders: unknown[] } }>(
      `query ($id: ID!, $spenderId: ID!) { budget(where: { id: $id }) { topSpenders(take: 1, spenderId: $spenderId) { user { id } amount } } }`, { id: parent, spenderId }, { token: c.token },
    )).data!.budget.topSpenders;
    expect(await lineOf(c.adminUserId)).toEqual([{ user: { id: c.adminUserId }, amount: 22_500 }]);
    expect(await lineOf(randomUUID())).toEqual([]);
    expect(await lineOf('not-a-uuid')).toEqual([]);
    // A page's date range applies to its items' figures unless a field gives its own.
    const TILES = `query ($range: DateRangeInput) { budgetTiles(where: { topLevel: true }, dateRange: $range) { count items { spent funds { totalSpent } all: funds(dateRange: { start: "2000-01-01" }) { totalSpent } } } }`;
    const tiles = async (range: unknown) => (await api.gql<{ budgetTiles: unknown }>(TILES, { range }, { token: c.token })).data!.budgetTiles;
    expect(await tiles(null)).toEqual({ count: 1, items: [{ spent: 22_500, funds: { totalSpent: 22_500 }, all: { totalSpent: 22_500 } }] });
    expect(await tiles({ start: '2099-01-01' })).toEqual({ count: 1, items: [{ spent: 0, funds: { totalSpent: 0 }, all: { totalSpent: 22_500 } }] });
    // Crew has $200 spent under it and $100 given to Fuel plus $150 spent directly.
    expect((await refusedWith(() => api.gql(UPDATE, { id: child, data: { funding: '249.99' } }, { token: c.token }))).fields).toEqual({ funding: BELOW });
  });
});

describe('hierarchy', () => {
  it('lists parents, searches the selector by name or path, moves budgets and refuses a cycle', async () => {
    const c = await company('Treeco');
    const ops = await c.create('Operations', '1000');
    const travel = await c.create('Travel', '500', ops);
    const flights = await c.create('Flights', '100', travel);
    const marketing = await c.create('Marketing', '1000');
    const parents = await api.gql<{ budgetParents: unknown }>(`query ($id: ID!) { budgetParents(where: { id: $id }) { id name parentId } }`, { id: flights }, { token: c.token });
    expect(parents.data!.budgetParents).toEqual([{ id: ops, name: 'Operations', parentId: null }, { id: travel, name: 'Travel', parentId: ops }]);

    const OPTIONS = `query ($search: String, $activeOnly: Boolean) { budgetOptions(search: $search, activeOnly: $activeOnly) { name depth path } }`;
    const options = async (search: string | null, activeOnly = true) => (await api.gql<{ budgetOptions: unknown[] }>(OPTIONS, { search, activeOnly }, { token: c.token })).data!.budgetOptions;
    expect(await options('OPERATIONS')).toEqual([
      { name: 'Operations', depth: 0, path: null }, { name: 'Travel', depth: 1, path: 'Operations' }, { name: 'Flights', depth: 2, path: 'Operations / Travel' },
    ]);
    expect(await options('ions / tr')).toEqual([{ name: 'Flights', depth: 2, path: 'Operations / Travel' }]);
    expect(await options('zzz')).toEqual([]);
    const page = await api.gql<{ budgets: { count: number; items: { name: string }[] } }>(`{ budgets(where: { search: "travel" }) { count items { name } } }`, {}, { token: c.token });
    expect(page.data!.budgets).toEqual({ count: 2, items: [{ name: 'Flights' }, { name: 'Travel' }] });

    const cycle = 'A budget cannot be placed under itself or one of its sub-budgets.';
    expect(await refusedWith(() => api.gql(UPDATE, { id: ops, data: { parentBudget: { connect: { id: flights } } } }, { token: c.token }))).toEqual({
      message: cycle, fields: { parentBudget: cycle }, code: 'BAD_USER_INPUT',
    });
    const moved = await api.gql<{ updateOneBudget: { parentBudgetId: string | null } }>(UPDATE, { id: flights, data: { parentBudget: { disconnect: true } } }, { token: c.token });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateOneBudget.parentBudgetId).toBeNull();
    const travelFunds = await api.gql<{ budgetFunds: { budgeted: number } }>(FUNDS, { id: travel }, { token: c.token });
    expect(travelFunds.data!.budgetFunds.budgeted).toBe(0);

    await api.gql(`mutation ($id: ID!) { archiveOneBudget(where: { id: $id }) { id } }`, { id: marketing }, { token: c.token });
    expect((await options(null)).map((o) => (o as { name: string }).name)).toEqual(['Flights', 'Operations', 'Travel']);
    expect((await options('market', false)).length).toBe(1);
    const distinct = await api.gql<{ budgetsDistinct: { name: string }[] }>(`{ budgetsDistinct { name } }`, {}, { token: c.token });
    expect(distinct.data!.budgetsDistinct.map((b) => b.name)).toEqual(['Flights', 'Operations', 'Travel']);
    const counts = await api.gql<{ all: number; archived: number }>(`{ all: budgetsCount archived: budgetsCount(where: { active: false }) }`, {}, { token: c.token });
    expect(counts.data).toEqual({ all: 4, archived: 1 });
  });

  it('refuses a parent of another company as not found, recording nothing', async () => {
    const mine = await company('Homeco');
    const theirs = await company('Awayco');
    const foreign = await theirs.create('Theirs', '10');
    const result = await refusedWith(() => api.gql(CREATE, { data: { name: 'Sneaky', funding: '1', owner: { connect: { id: mine.adminUserId } }, parentBudget: { connect: { id: foreign } } } }, { token: mine.token }));
    expect(result).toMatchObject({ code: 'NOT_FOUND', message: 'Parent budget not found.' });
  });
});

describe('owner auto-management (spec 4)', () => {
  const ROLES_OF = `query ($id: ID!) { userWithCompanyAndRole(where: { id: $id }) { roles { name } } }`;

  it('grants BudgetOwner to a new owner and takes it back with their last active budget (handed over or archived); refuses an archived owner', async () => {
    const c: SeededCompany & { create: (n: string, f: string) => Promise<string> } = await company('Ownco');
    const member = async (email: string) => {
      const created = await api.gql<{ createOneUserV2: { id: string } }>(
        `mutation ($data: UserCreateInput!) { createOneUserV2(data: $data) { id } }`,
        { data: { roles: { connect: [{ name: 'Analyst' }] }, person: { create: { first_name: 'Olive', last_name: email, email, title: 'Analyst' } } } },
        { token: c.token },
      );
      return created.data!.createOneUserV2.id;
    };
    const [first, second, gone] = [await member('first@ownco.test'), await member('second@ownco.test'), await member('gone@ownco.test')];
    const roles = async (id: string) => (await api.gql<{ userWithCompanyAndRole: { roles: { name: string }[] } }>(ROLES_OF, { id }, { token: c.token })).data!.userWithCompanyAndRole.roles.map((r) => r.name).sort();
    const owned = (name: string, owner: string) => api.gql<{ createOneBudget: { id: string } }>(CREATE, { data: { name, funding: '10', owner: { connect: { id: owner } } } }, { token: c.token });

    // The role follows asynchronously (the budget-owners reactor): polled.
    const a = (await owned('A', first)).data!.createOneBudget.id;
    const b = (await owned('B', first)).data!.createOneBudget.id;
    await expect.poll(() => roles(first)).toEqual(['Analyst', 'BudgetOwner']);
    await api.gql(UPDATE, { id: a, data: { owner: { connect: { id: second } } } }, { token: c.token });
    await expect.poll(() => roles(second)).toEqual(['Analyst', 'BudgetOwner']);
    expect(await roles(first)).toEqual(['Analyst', 'BudgetOwner']);
    await api.gql(UPDATE, { id: b, data: { owner: { connect: { id: second } } } }, { token: c.token });
    await expect.poll(() => roles(first)).toEqual(['Analyst']);
    // Archiving the last budget they own takes it back; restoring one gives it again.
    await api.gql(`mutation ($id: ID!) { archiveOneBudget(where: { id: $id }) { id } }`, { id: a }, { token: c.token });
    await api.gql(`mutation ($id: ID!) { archiveOneBudget(where: { id: $id }) { id } }`, { id: b }, { token: c.token });
    await expect.poll(() => roles(second)).toEqual(['Analyst']);
    await api.gql(`mutation ($id: ID!) { restoreOneBudget(where: { id: $id }) { id } }`, { id: a }, { token: c.token });
    await expect.poll(() => roles(second)).toEqual(['Analyst', 'BudgetOwner']);

    await api.gql(`mutation ($id: ID!) { archiveOneUser(where: { id: $id }) { id } }`, { id: gone }, { token: c.token });
    const message = 'This member is archived and cannot own a budget.';
    expect(await refusedWith(() => owned('C', gone))).toEqual({ message, fields: { owner: message }, code: 'BAD_USER_INPUT' });
    expect(await refusedWith(() => api.gql(UPDATE, { id: a, data: { owner: { connect: { id: gone } } } }, { token: c.token }))).toEqual({ message, fields: { owner: message }, code: 'BAD_USER_INPUT' });
  });
});
