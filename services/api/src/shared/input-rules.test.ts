import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_USER, memberInput, seedRoleMembers, type RoleMembers } from '../members/test-members';
import { ApiHarness } from '../testing/harness';

// Issue 10.4: bad text and impossible dates are BAD_USER_INPUT on their field and change nothing.
let api: ApiHarness;
let team: RoleMembers;
let budgetId: string;

const CREATE_BUDGET = `mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id name } }`;
const CREATE_REQUEST = `mutation ($data: BudgetIncreaseRequestCreateInput!) { createOneBudgetIncreaseRequest(data: $data) { id } }`;
const CREATE_REIMBURSEMENT = `mutation ($data: ReimbursementCreateInput!) { createOneReimbursement(data: $data) { id } }`;

beforeAll(async () => {
  api = await ApiHarness.start('api_input_rules');
  team = await seedRoleMembers(api, 'Textco');
  const created = await api.gql<{ createOneBudget: { id: string } }>(CREATE_BUDGET, { data: budget('Travel') }, { token: admin() });
  budgetId = created.data!.createOneBudget.id;
});
afterAll(() => api.close());

const admin = () => team.members.SpendSuperAdmin.token;
const budget = (name: string, extra: Record<string, unknown> = {}) => ({ name, funding: '100', owner: { connect: { id: team.members.SpendSuperAdmin.userId } }, ...extra });

/** Sends a request that must be refused on `field` with `message`, and checks nothing was recorded. */
const refused = async (query: string, variables: Record<string, unknown>, field: string, message: string, token = admin()) => {
  const before = await api.eventCount();
  const result = await api.gql(query, variables, { token });
  expect(result.errors?.[0]).toEqual({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
  expect(await api.eventCount()).toBe(before);
};

describe('text input', () => {
  it.each([
    ['a NUL', 'Ops\u0000', 'Name must not contain control characters.'],
    ['a lone surrogate', 'Ops\uD800', 'Name must be valid Unicode text.'],
    ['a bidi override', 'Ops\u202Etxt', 'Name must not contain text direction override characters.'],
    ['an overlong name', 'x'.repeat(201), 'Name must be at most 200 characters.'],
    ['zero-width characters only', '\u200B\u200D\uFEFF', 'Budget name is required'],
  ])('refuses a budget name with %s', async (_, name, message) => {
    await refused(CREATE_BUDGET, { data: budget(name) }, 'name', message);
  });

  it('stores a free-text name trimmed of blanks and zero-width characters', async () => {
    const result = await api.gql<{ createOneBudget: { name: string } }>(CREATE_BUDGET, { data: budget(' \u200BMarketing \u200B') }, { token: admin() });
    expect(result.data!.createOneBudget.name).toBe('Marketing');
  });

  it.each([
    ['email', { email: 'ada\u0000@textco.test' }, 'Email must not contain control characters.'],
    ['email', { email: `${'a'.repeat(250)}@x.test` }, 'Email must be at most 254 characters.'],
    ['first_name', { first_name: 'Ada\u2066' }, 'First name must not contain text direction override characters.'],
    ['last_name', { last_name: 'Love\uDC00lace' }, 'Last name must be valid Unicode text.'],
    ['title', { title: 'Boss\u0007' }, 'Title must not contain control characters.'],
  ])('refuses a member whose %s is bad', async (field, person, message) => {
    const data = memberInput('ada@textco.test');
    await refused(CREATE_USER, { data: { ...data, person: { create: { ...data.person.create, ...person } } } }, field, message);
  });

  it('refuses a bad reason on a budget increase request and a bad title or note on a reimbursement', async () => {
    const spender = team.members.Spender.token;
    const request = (reason: string) => ({ data: { budget: { connect: { id: budgetId } }, amount: '10', reason } });
    await refused(CREATE_REQUEST, request('Fair\u0000'), 'reason', 'Reason must not contain control characters.', spender);
    await refused(CREATE_REQUEST, request('x'.repeat(2001)), 'reason', 'Reason must be at most 2,000 characters.', spender);
    const reimbursement = (extra: Record<string, unknown>) => ({
      data: { title: 'Taxi', amount: '10', transactions: { connect: [] }, expenseDate: '2026-01-02', merchant: 'Yellow Cab', budget: { connect: { id: budgetId } }, ...extra },
    });
    await refused(CREATE_REIMBURSEMENT, reimbursement({ title: 'Taxi\uD83D' }), 'title', 'Title must be valid Unicode text.', spender);
    await refused(CREATE_REIMBURSEMENT, reimbursement({ note: '\u202Dnote' }), 'note', 'Note must not contain text direction override characters.', spender);
    await refused(CREATE_REIMBURSEMENT, reimbursement({ merchant: 'Yellow\nCab' }), 'merchant', 'Merchant must not contain control characters.', spender);
  });

  it('refuses a 100,000-character budget search before it reaches the database', async () => {
    const result = await api.gql(`query ($s: String) { budgets(where: { search: $s }) { items { id } } }`, { s: 'x'.repeat(100_000) }, { token: admin() });
    expect(result.errors?.[0]).toMatchObject({ message: 'Search must be at most 200 characters.', extensions: { code: 'BAD_USER_INPUT', fields: { search: 'Search must be at most 200 characters.' } } });
  });

  it('checks ids too: a NUL in an id is bad input, not a database fault', async () => {
    const result = await api.gql(`query ($id: ID!) { budget(where: { id: $id }) { id } }`, { id: 'abc\u0000' }, { token: admin() });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { id: 'Id must not contain control characters.' } } });
  });
});

describe('dates', () => {
  it.each(['2026-02-30T00:00:00Z', '2026-13-01', '2025-02-29'])('refuses the impossible DateTime %s', async (at) => {
    const result = await api.gql(`query ($id: ID!, $at: DateTime!) { budgetAsOf(budgetId: $id, at: $at) { budgetId } }`, { id: budgetId, at }, { token: admin() });
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({ message: expect.stringContaining('DateTime must be an ISO-8601 timestamp of a real day.'), extensions: { code: 'BAD_USER_INPUT' } });
  });
});
