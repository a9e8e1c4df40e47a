import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { recordMember } from '../members/test-members';
import { ApiHarness, type SeededCompany } from '../testing/harness';

const BUDGET = `id name color number funding currency soft_limit overage_value active start_at end_at parentBudgetId ownerUserId spenderIds`;
const CREATE = `mutation ($data: BudgetCreateInput!, $options: BudgetOptionsInput) { createOneBudget(data: $data, options: $options) { ${BUDGET} } }`;
const UPDATE = `mutation ($id: ID!, $data: BudgetUpdateInput!) { updateOneBudget(where: { id: $id }, data: $data) { ${BUDGET} } }`;

let api: ApiHarness;
let acme: SeededCompany;

beforeAll(async () => {
  api = await ApiHarness.start('api_budgets');
  acme = await api.seedCompany('Acme');
});
afterAll(async () => {
  await api.close();
});

const budgetInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marketing',
  funding: '1250.50',
  color: '#abc',
  owner: { connect: { id: acme.adminUserId } },
  ...overrides,
});

type Budget = { id: string; name: string; funding: number; active: boolean; parentBudgetId: string | null; end_at: string; start_at: string };

describe('budgets through the API', () => {
  it('creates, updates, archives and restores a budget; each answer already shows the change', async () => {
    const created = await api.gql<{ createOneBudget: Budget }>(CREATE, { data: budgetInput() }, { token: acme.token });
    expect(created.errors).toBeUndefined();
    const budget = created.data!.createOneBudget;
    expect(budget).toMatchObject({ name: 'Marketing', funding: 125_050, currency: 'USD', active: true, soft_limit: 'None', overage_value: 0 });
    expect(new Date(budget.end_at).getUTCFullYear() - new Date(budget.start_at).getUTCFullYear()).toBe(1);

    const updated = await api.gql<{ updateOneBudget: Budget }>(UPDATE, { id: budget.id, data: { name: 'Brand', funding: '2000' } }, { token: acme.token });
    expect(updated.data!.updateOneBudget).toMatchObject({ name: 'Brand', funding: 200_000 });

    const archived = await api.gql<{ archiveOneBudget: Budget }>(`mutation ($id: ID!) { archiveOneBudget(where: { id: $id }) { id active } }`, { id: budget.id }, { token: acme.token });
    expect(archived.data!.archiveOneBudget.active).toBe(false);
    const again = await api.gql(`mutation ($id: ID!) { archiveOneBudget(where: { id: $id }) { id } }`, { id: budget.id }, { token: acme.token });
    expect(again.errors![0]!.extensions!.code).toBe('CONFLICT');
    const restored = await api.gql<{ restoreOneBudget: Budget }>(`mutation ($id: ID!) { restoreOneBudget(where: { id: $id }) { id active } }`, { id: budget.id }, { token: acme.token });
    expect(restored.data!.restoreOneBudget.active).toBe(true);
  });

  it('builds a hierarchy and pages, filters and sorts budgets', async () => {
    const parent = (await api.gql<{ createOneBudget: Budget }>(CREATE, { data: budgetInput({ name: 'Ops' }) }, { token: acme.token })).data!.createOneBudget;
    for (const name of ['Travel', 'Meals', 'Software']) {
      const child = await api.gql<{ createOneBudget: Budget }>(CREATE, { data: budgetInput({ name, funding: '10', parentBudget: { connect: { id: parent.id } } }) }, { token: acme.token });
      expect(child.data!.createOneBudget.parentBudgetId).toBe(parent.id);
    }
    const page = await api.gql<{ budgets: { count: number; items: { name: string; parent: { name: string } | null }[] } }>(
      `query ($parent: ID!) { budgets(take: 2, skip: 1, where: { parentBudgetId: $parent }, orderBy: [{ field: name, order: asc }]) { count items { name parent { name } } } }`,
      { parent: parent.id },
      { token: acme.token },
    );
    expect(page.data!.budgets).toEqual({ count: 3, items: [{ name: 'Software', parent: { name: 'Ops' } }, { name: 'Travel', parent: { name: 'Ops' } }] });
    const byName = await api.gql<{ budgets: { items: { name: string }[] } }>(`{ budgets(where: { name: "mEAl" }) { items { name } } }`, {}, { token: acme.token });
    expect(byName.data!.budgets.items).toEqual([{ name: 'Meals' }]);
    const byIds = await api.gql<{ budgets: { count: number; items: { name: string }[] } }>(`query ($ids: [ID!]) { budgets(where: { ids: $ids }) { count items { name } } }`, { ids: [parent.id, 'not-a-uuid'] }, { token: acme.token });
    expect(byIds.data!.budgets).toEqual({ count: 1, items: [{ name: 'Ops' }] });
    const one = await api.gql<{ budget: { name: string; children: { name: string }[] } }>(`query ($id: ID!) { budget(where: { id: $id }) { name children { name } } }`, { id: parent.id }, { token: acme.token });
    expect(one.data!.budget).toEqual({ name: 'Ops', children: [{ name: 'Meals' }, { name: 'Software' }, { name: 'Travel' }] });
  });

  it.each([
    [{ funding: '10.123' }, 'funding', 'Amount should have no more than 2 decimal places.'],
    [{ funding: '-5' }, 'funding', 'Value should be greater than 0.'],
    [{ funding: 'ten' }, 'funding', 'Invalid value.'],
    [{ name: '' }, 'name', 'Budget name is required'],
    [{ number: '1234567' }, 'number', 'Budget number can only contain up to six (6) digits.'],
    [{ owner: undefined }, 'owner', 'Please select a Budget Owner.'],
    [{ soft_limit: 'Amount' }, 'overage_value', 'This field is required when Soft limit is selected. Value must be a number'],
    [{ soft_limit: 'Percentage', overage_value: '0' }, 'overage_value', 'This field is required when Soft limit is selected. Value must be a number'],
    [{ soft_limit: 'Amount', overage_value: '0' }, 'overage_value', 'Value should be greater than 0.'],
    [{ soft_limit: 'Percentage', overage_value: '101' }, 'overage_value', 'The allowed overage cannot be greater than 100%'],
    [{ funding: '0' }, 'funding', 'Value should be greater than 0.'],
    [{ number: '' }, 'number', 'Budget number is required'],
    [{ number: '12a' }, 'number', 'Budget number can only contain numbers.'],
  ])('refuses %o with the exact message on its field and records nothing', async (overrides, field, message) => {
    const before = await api.eventCount();
    const result = await api.gql(CREATE, { data: budgetInput(overrides) }, { token: acme.token });
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses wrong argument types and malformed GraphQL with HTTP 400, changing nothing', async () => {
    const before = await api.eventCount();
    const wrongVariables = await api.gql(UPDATE, { id: randomUUID(), data: { name: 42, funding: { x: 1 } } }, { token: acme.token });
    expect(wrongVariables.status).toBe(400);
    expect(wrongVariables.errors!.map((e) => [e.message, e.extensions!.code])).toEqual([
      ['Variable "$data" got invalid value 42 at "data.name"; String cannot represent a non string value: 42', 'BAD_USER_INPUT'],
      [expect.stringMatching(/^Variable "\$data" got invalid value \{ x: 1 \} at "data.funding"; .*Money must be a decimal string such as "1250.50"\.$/), 'BAD_USER_INPUT'],
    ]);
    const wrongLiteral = await api.gql(`mutation { createOneBudget(data: { name: "x", funding: true }) { id } }`, {}, { token: acme.token });
    expect(wrongLiteral.status).toBe(400);
    expect(wrongLiteral.errors![0]!.message).toMatch(/^Expected value of type "Money!", found true/);
    const wrongArgument = await api.gql(`{ budgets(take: "ten") { count } }`, {}, { token: acme.token });
    expect(wrongArgument).toMatchObject({ status: 400, errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
    const unknownField = await api.gql(`mutation { createOneBudget(data: { name: "x", funding: "1", evil: 1 }) { id } }`, {}, { token: acme.token });
    expect(unknownField).toMatchObject({ status: 400, errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
    const badDate = await api.gql(`{ budgets(dateRange: { start: "yesterday" }) { count } }`, {}, { token: acme.token });
    expect(badDate.status).toBe(400);
    const malformed = await api.gql(`mutation { createOneBudget(data: { name: "x" ) { id } }`, {}, { token: acme.token });
    expect(malformed.status).toBe(400);
    expect(malformed.errors![0]!.message).toMatch(/Syntax Error/);
    expect(await api.eventCount()).toBe(before);
  });

  it('updates number, owner, soft limit and overage, and connects and disconnects spenders', async () => {
    const budget = (await api.gql<{ createOneBudget: Budget }>(CREATE, { data: budgetInput({ name: 'Field trip' }), options: { dateRange: { start: '2025-01-01', end: '2025-12-31T00:00:00Z' } } }, { token: acme.token })).data!.createOneBudget;
    const members = [];
    for (const email of ['sp1@acme.test', 'sp2@acme.test']) {
      members.push((await recordMember(api, acme.companyId, email, 'BudgetOwner', { firstName: 'S', lastName: email, title: 'Crew' })).userId);
    }
    const [first, second] = members as [string, string];
    const FIELDS = `number owner { id } soft_limit overage_value spenderIds spenders { id person { email } }`;
    const UPDATE_ALL = `mutation ($id: ID!, $data: BudgetUpdateInput!) { updateOneBudget(where: { id: $id }, data: $data, options: { dateRange: { start: "2025-01-01" } }) { ${FIELDS} } }`;
    const changed = await api.gql<{ updateOneBudget: Record<string, unknown> }>(
      UPDATE_ALL,
      { id: budget.id, data: { number: '42', owner: { connect: { id: first } }, soft_limit: 'Amount', overage_value: { set: '12.34' }, spenders: { connect: [{ id: first }, { id: second }] } } },
      { token: acme.token },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateOneBudget).toMatchObject({ number: '42', owner: { id: first }, soft_limit: 'Amount', overage_value: 1234, spenderIds: [first, second].sort() });
    const percent = await api.gql<{ updateOneBudget: Record<string, unknown> }>(
      UPDATE_ALL,
      { id: budget.id, data: { number: null, soft_limit: 'Percentage', overage_value: { set: '15' }, spenders: { disconnect: [{ id: first }] } } },
      { token: acme.token },
    );
    expect(percent.data!.updateOneBudget).toMatchObject({ number: null, soft_limit: 'Percentage', overage_value: 15, spenderIds: [second], spenders: [{ id: second, person: { email: 'sp2@acme.test' } }] });
    const hard = await api.gql<{ updateOneBudget: Record<string, unknown> }>(UPDATE_ALL, { id: budget.id, data: { soft_limit: 'None' } }, { token: acme.token });
    expect(hard.data!.updateOneBudget).toMatchObject({ soft_limit: 'None', overage_value: 0 });

    const before = await api.eventCount();
    for (const [data, field, message] of [
      [{ number: 'abc' }, 'number', 'Budget number can only contain numbers.'],
      [{ owner: { connect: { id: randomUUID() } } }, 'owner', 'Please select a Budget Owner.'],
      [{ soft_limit: 'Amount' }, 'overage_value', 'This field is required when Soft limit is selected. Value must be a number'],
      [{ spenders: { connect: [{ id: randomUUID() }] } }, 'spenders', 'Spender not found.'],
      [{ spenders: { connect: [{ id: first }], disconnect: [{ id: first }] } }, 'spenders', 'A member cannot be added to and removed from a budget at once.'],
    ] as const) {
      const refused = await api.gql(UPDATE_ALL, { id: budget.id, data }, { token: acme.token });
      expect(refused.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    }
    expect(await api.eventCount()).toBe(before);
  });

  it('creates a spender who spends from the budgets given', async () => {
    const budget = (await api.gql<{ createOneBudget: Budget }>(CREATE, { data: budgetInput({ name: 'Team lunch' }) }, { token: acme.token })).data!.createOneBudget;
    const CREATE_USER = `mutation ($data: UserCreateInput!) { createOneUserV2(data: $data) { id } }`;
    const spender = (budgets: string[]) => ({
      roles: { connect: [{ name: 'Spender' }] },
      person: { create: { first_name: 'Sam', last_name: 'Spender', title: 'Crew', email: `sam-${randomUUID().slice(0, 6)}@acme.test` } },
      spenderBudgets: { connect: budgets.map((id) => ({ id })) },
    });
    const before = await api.eventCount();
    const none = await api.gql(CREATE_USER, { data: spender([]) }, { token: acme.token });
    expect(none.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { spenderBudgets: 'Please select at least one budget.' } });
    const unknown = await api.gql(CREATE_USER, { data: spender([randomUUID()]) }, { token: acme.token });
    expect(unknown.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { spenderBudgets: 'Budget not found.' } });
    expect(await api.eventCount()).toBe(before);

    const created = await api.gql<{ createOneUserV2: { id: string } }>(CREATE_USER, { data: spender([budget.id]) }, { token: acme.token });
    expect(created.errors).toBeUndefined();
    // Read your writes: the budget already lists the new spender.
    const after = await api.gql<{ budget: { spenderIds: string[] } }>(`query ($id: ID!) { budget(where: { id: $id }) { spenderIds } }`, { id: budget.id }, { token: acme.token });
    expect(after.data!.budget.spenderIds).toEqual([created.data!.createOneUserV2.id]);
  });

  it('a retried mutation with the same Idempotency-Key records its change once', async () => {
    const key = randomUUID();
    const first = await api.gql<{ createOneBudget: Budget }>(CREATE, { data: budgetInput({ name: 'Once' }) }, { token: acme.token, headers: { 'idempotency-key': key } });
    const before = await api.eventCount();
    const retry = await api.gql<{ createOneBudget: Budget }>(CREATE, { data: budgetInput({ name: 'Once' }) }, { token: acme.token, headers: { 'idempotency-key': key } });
    expect(retry.data!.createOneBudget.id).toBe(first.data!.createOneBudget.id);
    expect(await api.eventCount()).toBe(before);
  });

  it('pushes a budget change to a graphql-ws client subscribed on /graphql', async () => {
    const budget = (await api.gql<{ createOneBudget: Budget }>(CREATE, { data: budgetInput({ name: 'Live' }) }, { token: acme.token })).data!.createOneBudget;
    const client: Client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${acme.token}` } });
    try {
      const listening = api.listening();
      // Every push in order: the creation's own change notice may still arrive after the subscription is in place.
      const pushes: { name: string; funding: number }[] = [];
      const failures: unknown[] = [];
      client.subscribe<{ budgetChanged: { name: string; funding: number } }>(
        { query: `subscription ($id: ID!) { budgetChanged(where: { id: $id }) { name funding } }`, variables: { id: budget.id } },
        { next: (value) => void (value.data && pushes.push(value.data.budgetChanged)), error: (error) => void failures.push(error), complete: () => undefined },
      );
      await listening;
      await api.gql(UPDATE, { id: budget.id, data: { funding: '77.70' } }, { token: acme.token });
      await expect.poll(() => pushes.at(-1)).toEqual({ name: 'Live', funding: 7770 });
      expect(failures).toEqual([]);
    } finally {
      await client.dispose();
    }
  });
});

describe('budget numbers (spec 5 "Number, if shown, is required")', () => {
  it('requires a number once the company shows them, and refuses to clear one, recording nothing', async () => {
    const c = await api.seedCompany('Numberco');
    const input = (extra: Record<string, unknown> = {}) => ({ data: { name: 'Numbered', funding: '10', owner: { connect: { id: c.adminUserId } }, ...extra } });
    const SET = `mutation ($on: Boolean!) { updateOneCompany(data: { budgetNumbers: $on }) { budgetNumbers } }`;
    expect((await api.gql(CREATE, input(), { token: c.token })).errors).toBeUndefined();
    expect((await api.gql<{ updateOneCompany: unknown }>(SET, { on: true }, { token: c.token })).data!.updateOneCompany).toEqual({ budgetNumbers: true });
    const message = 'Budget number is required';
    const before = await api.eventCount();
    const missing = await api.gql(CREATE, input(), { token: c.token });
    expect(missing.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { number: message } } });
    expect(await api.eventCount()).toBe(before);
    const numbered = await api.gql<{ createOneBudget: Budget & { number: string } }>(CREATE, input({ number: '000123' }), { token: c.token });
    expect(numbered.data!.createOneBudget.number).toBe('000123');
    const cleared = await api.gql(UPDATE, { id: numbered.data!.createOneBudget.id, data: { number: null } }, { token: c.token });
    expect(cleared.errors![0]).toMatchObject({ message, extensions: { fields: { number: message } } });
    // Off again: a budget needs no number.
    await api.gql(SET, { on: false }, { token: c.token });
    expect((await api.gql(UPDATE, { id: numbered.data!.createOneBudget.id, data: { number: null } }, { token: c.token })).errors).toBeUndefined();
  });
});

describe('one budget', () => {
  it('answers budgetTile and budgetInfo for an own budget, and null for another company\'s', async () => {
    const budget = (await api.gql<{ createOneBudget: Budget }>(CREATE, { data: budgetInput({ name: 'Tile' }) }, { token: acme.token })).data!.createOneBudget;
    const ONE = `query ($id: ID!) { budgetTile(where: { id: $id }) { name funding funds { available } } budgetInfo(where: { id: $id }) { name owner { id } parents { id } } }`;
    const mine = await api.gql<{ budgetTile: unknown; budgetInfo: unknown }>(ONE, { id: budget.id }, { token: acme.token });
    expect(mine.data).toEqual({ budgetTile: { name: 'Tile', funding: 125_050, funds: { available: 125_050 } }, budgetInfo: { name: 'Tile', owner: { id: acme.adminUserId }, parents: [] } });
    const other = await api.seedCompany('Elsewhere');
    const theirs = await api.gql<{ budgetTile: unknown; budgetInfo: unknown }>(ONE, { id: budget.id }, { token: other.token });
    expect(theirs.data).toEqual({ budgetTile: null, budgetInfo: null });
  });
});

describe('ids that are not uuids', () => {
  it('name no budget', async () => {
    const one = await api.gql<{ budget: unknown }>(`{ budget(where: { id: "1 OR 1=1" }) { id } }`, {}, { token: acme.token });
    expect(one).toMatchObject({ data: { budget: null } });
    const update = await api.gql(`mutation { updateOneBudget(where: { id: "nope" }, data: { name: "x" }) { id } }`, {}, { token: acme.token });
    expect(update.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const children = await api.gql(`{ budgets(where: { parentBudgetId: "x' OR 1=1" }) { count items { id } } }`, {}, { token: acme.token });
    expect(children).toMatchObject({ data: { budgets: { count: 0, items: [] } } });
    const archived = await api.gql(`mutation { archiveOneBudget(where: { id: "" }) { id } }`, {}, { token: acme.token });
    expect(archived.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });
});
