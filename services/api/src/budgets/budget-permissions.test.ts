import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@spend/domain';
import { seedRoleMembers, type RoleMembers } from '../members/test-members';
import { ApiHarness } from '../testing/harness';
import { seedOwnedAndOtherBudgets } from './test-budgets';

// Every budget operation against all seven roles (spec 6): allowed, or refused and nothing recorded.
let api: ApiHarness;
let team: RoleMembers;
/** Owned by the BudgetOwner member, with the Spender member spending from it. */
let owned: string;
/** Owned by the admin, nobody spends from it. */
let other: string;

const as = (role: Role) => ({ token: team.members[role].token, headers: { 'x-dev-flags': 'enableMultiOrgRoles' } });
const ADMINS: Role[] = ['OrgAdmin', 'MultiOrgAdmin', 'SpendSuperAdmin'];
const READERS: Role[] = [...ADMINS, 'Analyst', 'MultiOrgAnalyst'];

beforeAll(async () => {
  api = await ApiHarness.start('api_budget_permissions');
  team = await seedRoleMembers(api, 'Permco');
  ({ owned, other } = await seedOwnedAndOtherBudgets(api, team));
});
afterAll(async () => {
  await api.close();
});

type Outcome = 'ok' | 'FORBIDDEN' | 'NOT_FOUND';

/** Runs an operation as a role: 'ok', or its error code; a refusal must record nothing. */
const outcome = async (role: Role, query: string, variables: Record<string, unknown> = {}): Promise<Outcome> => {
  const before = await api.eventCount();
  const result = await api.gql(query, variables, as(role));
  if (!result.errors) return 'ok';
  expect(await api.eventCount()).toBe(before);
  return result.errors[0]!.extensions!.code as Outcome;
};

const expected = (allowed: readonly Role[], denied: Outcome = 'FORBIDDEN') => (role: Role): Outcome => (allowed.includes(role) ? 'ok' : denied);

const OPERATIONS: [string, string, () => Record<string, unknown>, (role: Role) => Outcome][] = [
  ['createOneBudget (top level)', `mutation ($o: ID!) { createOneBudget(data: { name: "New", funding: "1", owner: { connect: { id: $o } } }) { id } }`, () => ({ o: team.members.OrgAdmin.userId }), expected(ADMINS)],
  ['createOneBudget under an owned budget', `mutation ($p: ID!, $o: ID!) { createOneBudget(data: { name: "Sub", funding: "1", owner: { connect: { id: $o } }, parentBudget: { connect: { id: $p } } }) { id } }`, () => ({ p: owned, o: team.members.BudgetOwner.userId }), expected([...ADMINS, 'BudgetOwner'])],
  ['updateOneBudget (owned)', `mutation ($id: ID!) { updateOneBudget(where: { id: $id }, data: { name: "Owned" }) { id } }`, () => ({ id: owned }), expected([...ADMINS, 'BudgetOwner'])],
  ['updateOneBudget (not owned)', `mutation ($id: ID!) { updateOneBudget(where: { id: $id }, data: { name: "Other" }) { id } }`, () => ({ id: other }), expected(ADMINS)],
  ['updateOneCompany (budget numbers)', `mutation { updateOneCompany(data: { budgetNumbers: false }) { budgetNumbers } }`, () => ({}), expected(ADMINS)],
  ['createOneBudgetIncreaseRequest (owned)', `mutation ($id: ID!) { createOneBudgetIncreaseRequest(data: { budget: { connect: { id: $id } }, amount: "5", reason: "More" }) { id } }`, () => ({ id: owned }), expected([...ADMINS, 'BudgetOwner', 'Spender'])],
  // Readers see every budget but do not spend; owners and spenders do not see budgets that are not theirs.
  ['createOneBudgetIncreaseRequest (not owned)', `mutation ($id: ID!) { createOneBudgetIncreaseRequest(data: { budget: { connect: { id: $id } }, amount: "5", reason: "More" }) { id } }`, () => ({ id: other }),
    (role) => (ADMINS.includes(role) ? 'ok' : READERS.includes(role) ? 'FORBIDDEN' : 'NOT_FOUND')],
  ['archiveOneBudget', `mutation ($id: ID!) { archiveOneBudget(where: { id: $id }) { id } }`, () => ({ id: other }), expected(ADMINS)],
  ['budgetSpenders (owned)', `query ($id: ID!) { budgetSpenders(where: { id: $id }) { count } }`, () => ({ id: owned }), expected([...READERS, 'BudgetOwner'])],
  ['budgetSpendersCount (owned)', `query ($id: ID!) { budgetSpendersCount(where: { id: $id }) }`, () => ({ id: owned }), expected([...READERS, 'BudgetOwner'])],
  ['budgetTopSpenders (owned)', `query ($id: ID!) { budgetTopSpenders(where: { id: $id }) { amount } }`, () => ({ id: owned }), expected([...READERS, 'BudgetOwner'])],
  ['budgetSpenders (not owned)', `query ($id: ID!) { budgetSpenders(where: { id: $id }) { count } }`, () => ({ id: other }), expected(READERS, 'NOT_FOUND')],
  ['budgetFunds (not owned)', `query ($id: ID!) { budgetFunds(where: { id: $id }) { available } }`, () => ({ id: other }), expected(READERS, 'NOT_FOUND')],
  ['budgetParents (not owned)', `query ($id: ID!) { budgetParents(where: { id: $id }) { id } }`, () => ({ id: other }), expected(READERS, 'NOT_FOUND')],
  ['budgetSettings (owned)', `query ($id: ID!) { budgetSettings(where: { id: $id }) { id } }`, () => ({ id: owned }), expected([...READERS, 'BudgetOwner'])],
  ['ownedBudgetSpenders', `{ ownedBudgetSpenders { count } }`, () => ({}), expected([...ADMINS, 'BudgetOwner'])],
  ['userSpenderBudgets (of the Spender)', `query ($id: ID!) { userSpenderBudgets(where: { id: $id }) { id } }`, () => ({ id: team.members.Spender.userId }), expected([...READERS, 'Spender'])],
];

describe('budget operations by role (spec 6)', () => {
  it.each(OPERATIONS)('%s', async (_, query, variables, want) => {
    const got: Record<string, Outcome> = {};
    const wanted: Record<string, Outcome> = {};
    for (const role of ROLES) {
      got[role] = await outcome(role, query, variables());
      wanted[role] = want(role);
      // Keep the budget active for the next role.
      if (query.includes('archiveOneBudget') && got[role] === 'ok') {
        await api.gql(`mutation ($id: ID!) { restoreOneBudget(where: { id: $id }) { id } }`, { id: other }, as('SpendSuperAdmin'));
      }
    }
    expect(got).toEqual(wanted);
  });

  it('shows budget owners and spenders only their budgets, and spenders only to admin readers and owners', async () => {
    const LIST = `{ budgets(take: 100) { items { name spenderIds spendersCount } } budgetOptions { name } }`;
    const seen = async (role: Role) => (await api.gql<{ budgets: { items: { name: string; spenderIds: string[]; spendersCount: number }[] }; budgetOptions: { name: string }[] }>(LIST, {}, as(role))).data!;
    const spender = team.members.Spender.userId;
    for (const role of READERS) {
      expect((await seen(role)).budgets.items.find((b) => b.name === 'Owned')).toEqual({ name: 'Owned', spenderIds: [spender], spendersCount: 1 });
    }
    const owner = await seen('BudgetOwner');
    // The owned budget and the sub-budgets created under it above, nothing else.
    expect([...new Set(owner.budgets.items.map((b) => b.name))]).toEqual(['Owned', 'Sub']);
    expect(owner.budgets.items[0]).toEqual({ name: 'Owned', spenderIds: [spender], spendersCount: 1 });
    expect([...new Set(owner.budgetOptions.map((b) => b.name))]).toEqual(['Owned', 'Sub']);
    const spends = await seen('Spender');
    expect(spends.budgets.items).toEqual([{ name: 'Owned', spenderIds: [], spendersCount: 0 }]);
    const ownerSpenders = await api.gql<{ ownedBudgetSpenders: { items: { id: string }[] } }>(`{ ownedBudgetSpenders { items { id } } }`, {}, as('BudgetOwner'));
    expect(ownerSpenders.data!.ownedBudgetSpenders.items).toEqual([{ id: spender }]);
    const SPENDERS = `query ($id: ID!, $q: String) { budgetSpenders(where: { id: $id }, q: $q) { count items { id } } }`;
    expect((await api.gql<{ budgetSpenders: unknown }>(SPENDERS, { id: owned, q: 'spender@PERMCO' }, as('BudgetOwner'))).data!.budgetSpenders).toEqual({ count: 1, items: [{ id: spender }] });
    expect((await api.gql<{ budgetSpenders: unknown }>(SPENDERS, { id: owned, q: 'nobody' }, as('BudgetOwner'))).data!.budgetSpenders).toEqual({ count: 0, items: [] });
    const wallet = await api.gql<{ userSpenderBudgets: { name: string }[] }>(`query ($id: ID!) { userSpenderBudgets(where: { id: $id }) { name } }`, { id: spender }, as('Spender'));
    expect(wallet.data!.userSpenderBudgets).toEqual([{ name: 'Owned' }]);
  });
});
