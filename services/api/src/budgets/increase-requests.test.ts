import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REQUEST_MESSAGES, type Role, streams } from '@spend/domain';
import { seedRoleMembers, type RoleMembers } from '../members/test-members';
import { ApiHarness } from '../testing/harness';
import { seedOwnedAndOtherBudgets } from './test-budgets';

// createOneBudgetIncreaseRequest and the increase requests a caller may see (spec 3, 7).
let api: ApiHarness;
let team: RoleMembers;
/** Owned by the BudgetOwner member, with the Spender member spending from it. */
let owned: string;
/** Owned by the super admin, nobody spends from it. */
let other: string;

const as = (role: Role) => ({ token: team.members[role].token });
const CREATE = `mutation ($data: BudgetIncreaseRequestCreateInput!) {
  createOneBudgetIncreaseRequest(data: $data) { id budgetId budget { name } amount reason status requestor { id } reviewer { id } review }
}`;
const request = (budget: string, amount: string, reason = 'Trade fair') => ({ data: { budget: { connect: { id: budget } }, amount, reason } });

beforeAll(async () => {
  api = await ApiHarness.start('api_budget_increases');
  team = await seedRoleMembers(api, 'Raiseco');
  ({ owned, other } = await seedOwnedAndOtherBudgets(api, team));
});
afterAll(async () => {
  await api.close();
});

describe('budget increase requests', () => {
  it('records a spender\'s request for the budget owner to approve, and shows it to those who may see it', async () => {
    const result = await api.gql<{ createOneBudgetIncreaseRequest: { id: string } }>(CREATE, request(owned, '250.50'), as('Spender'));
    expect(result.errors).toBeUndefined();
    const created = result.data!.createOneBudgetIncreaseRequest;
    expect(created).toEqual({
      id: expect.any(String), budgetId: owned, budget: { name: 'Owned' }, amount: 25_050, reason: 'Trade fair', status: 'PENDING',
      requestor: { id: team.members.Spender.userId }, reviewer: null, review: null,
    });
    // The company's default chain: the budget owner approves.
    const [event] = await api.store.readStream(streams.budgetIncrease(created.id));
    expect(event!.data).toMatchObject({ budgetId: owned, amount: 25_050, levels: [{ approverUserIds: [team.members.BudgetOwner.userId] }] });

    const ON_BUDGET = `query ($id: ID!) { budget(where: { id: $id }) { increaseRequests { id amount requestor { id } } } }`;
    const LIST = `{ budgetIncreaseRequests { id } }`;
    const onBudget = async (role: Role) => (await api.gql<{ budget: { increaseRequests: { id: string }[] } | null }>(ON_BUDGET, { id: owned }, as(role))).data!.budget?.increaseRequests.map((r) => r.id);
    const listed = async (role: Role) => (await api.gql<{ budgetIncreaseRequests: { id: string }[] }>(LIST, {}, as(role))).data!.budgetIncreaseRequests.map((r) => r.id);
    for (const role of ['BudgetOwner', 'Spender', 'Analyst', 'OrgAdmin'] as const) {
      expect(await onBudget(role)).toEqual([created.id]);
      expect(await listed(role)).toEqual([created.id]);
    }
    // A page of budgets reads its requests in one batch; the status filter applies per budget.
    const PAGE = `{ budgets(orderBy: [{ field: name, order: asc }]) { items { name pending: increaseRequests(status: PENDING) { id } done: increaseRequests(status: APPROVED) { id } } } }`;
    expect((await api.gql<{ budgets: { items: unknown[] } }>(PAGE, {}, as('OrgAdmin'))).data!.budgets.items).toEqual([
      { name: 'Other', pending: [], done: [] }, { name: 'Owned', pending: [{ id: created.id }], done: [] },
    ]);
    const elsewhere = await api.seedCompany('Farco');
    expect((await api.gql<{ budgetIncreaseRequests: unknown[] }>(LIST, {}, { token: elsewhere.token })).data!.budgetIncreaseRequests).toEqual([]);
    const filtered = await api.gql<{ budgetIncreaseRequests: unknown[] }>(`query ($id: ID!) { budgetIncreaseRequests(where: { budgetId: $id, status: APPROVED }) { id } }`, { id: owned }, as('OrgAdmin'));
    expect(filtered.data!.budgetIncreaseRequests).toEqual([]);
  });

  it('pushes the budget to its budgetChanged subscribers when a request on it changes', async () => {
    const owner = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${team.members.BudgetOwner.token}` } });
    try {
      const pushed: string[][] = [];
      const listening = api.listening();
      owner.subscribe<{ budgetChanged: { increaseRequests: { id: string }[] } }>(
        { query: 'subscription ($id: ID!) { budgetChanged(where: { id: $id }) { increaseRequests { id } } }', variables: { id: owned } },
        { next: (v) => pushed.push(v.data!.budgetChanged.increaseRequests.map((r) => r.id)), error: () => undefined, complete: () => undefined },
      );
      await listening;
      const created = (await api.gql<{ createOneBudgetIncreaseRequest: { id: string } }>(CREATE, request(owned, '12'), as('Spender'))).data!.createOneBudgetIncreaseRequest.id;
      // Newest first: the budget as pushed lists the new request on top.
      await expect.poll(() => pushed.some((ids) => ids[0] === created), { timeout: 120_000 }).toBe(true);
    } finally {
      await owner.dispose();
    }
  });

  it.each([
    ['10.005', 'Trade fair', 'amount', REQUEST_MESSAGES.amount],
    ['-5', 'Trade fair', 'amount', REQUEST_MESSAGES.amount],
    ['lots', 'Trade fair', 'amount', REQUEST_MESSAGES.amount],
    ['10', '  ', 'reason', REQUEST_MESSAGES.reason],
  ])('refuses amount %s with reason "%s" on its field, recording nothing', async (amount, reason, field, message) => {
    const before = await api.eventCount();
    const result = await api.gql(CREATE, request(owned, amount, reason), as('Spender'));
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses a budget the caller neither spends from nor owns, recording nothing', async () => {
    const before = await api.eventCount();
    const code = async (role: Role, budget: string) => (await api.gql(CREATE, request(budget, '10'), as(role))).errors?.[0]?.extensions?.code;
    // Invisible to the spender; visible to the auditor, who reads but does not spend.
    expect(await code('Spender', other)).toBe('NOT_FOUND');
    expect(await code('Analyst', owned)).toBe('FORBIDDEN');
    expect(await code('BudgetOwner', other)).toBe('NOT_FOUND');
    expect(await api.eventCount()).toBe(before);
  });
});
