import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ApiHarness, type SeededCompany } from '../testing/harness';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let acmeBudget: string;

beforeAll(async () => {
  api = await ApiHarness.start('api_tenancy');
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  const created = await api.gql<{ createOneBudget: { id: string } }>(
    `mutation ($owner: ID!) { createOneBudget(data: { name: "Acme secret", funding: "100", owner: { connect: { id: $owner } } }) { id } }`,
    { owner: acme.adminUserId },
    { token: acme.token },
  );
  acmeBudget = created.data!.createOneBudget.id;
});
afterAll(async () => {
  await api.close();
});

describe('tenancy with real tokens', () => {
  it('another company cannot read the budget through queries', async () => {
    const list = await api.gql<{ budgets: { count: number } }>(`{ budgets { count } }`, {}, { token: globex.token });
    expect(list.data!.budgets.count).toBe(0);
    const one = await api.gql<{ budget: unknown }>(`query ($id: ID!) { budget(where: { id: $id }) { id } }`, { id: acmeBudget }, { token: globex.token });
    expect(one.data!.budget).toBeNull();
    const own = await api.gql<{ budgets: { count: number } }>(`{ budgets { count } }`, {}, { token: acme.token });
    expect(own.data!.budgets.count).toBe(1);
  });

  it('another company cannot change, archive or hang a sub-budget on it: NOT_FOUND, nothing recorded', async () => {
    const before = await api.eventCount();
    for (const mutation of [
      `mutation ($id: ID!) { updateOneBudget(where: { id: $id }, data: { name: "pwned" }) { id } }`,
      `mutation ($id: ID!) { archiveOneBudget(where: { id: $id }) { id } }`,
      `mutation ($id: ID!) { restoreOneBudget(where: { id: $id }) { id } }`,
    ]) {
      const result = await api.gql(mutation, { id: acmeBudget }, { token: globex.token });
      expect(result.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    }
    const child = await api.gql(
      `mutation ($parent: ID!, $owner: ID!) { createOneBudget(data: { name: "Child", funding: "1", owner: { connect: { id: $owner } }, parentBudget: { connect: { id: $parent } } }) { id } }`,
      { parent: acmeBudget, owner: globex.adminUserId },
      { token: globex.token },
    );
    expect(child.errors![0]).toMatchObject({ message: 'Parent budget not found.', extensions: { code: 'NOT_FOUND' } });
    const foreignOwner = await api.gql(
      `mutation ($owner: ID!) { createOneBudget(data: { name: "X", funding: "1", owner: { connect: { id: $owner } } }) { id } }`,
      { owner: acme.adminUserId },
      { token: globex.token },
    );
    expect(foreignOwner.errors![0]!.extensions!.fields).toEqual({ owner: 'Please select a Budget Owner.' });
    expect(await api.eventCount()).toBe(before);
    const still = await api.gql<{ budget: { name: string } }>(`query ($id: ID!) { budget(where: { id: $id }) { name } }`, { id: acmeBudget }, { token: acme.token });
    expect(still.data!.budget.name).toBe('Acme secret');
  });

  it('another company’s members and budgets cannot be connected to one’s own budget or member', async () => {
    const own = await api.gql<{ createOneBudget: { id: string } }>(
      `mutation ($owner: ID!) { createOneBudget(data: { name: "Globex own", funding: "5", owner: { connect: { id: $owner } } }) { id } }`,
      { owner: globex.adminUserId },
      { token: globex.token },
    );
    const before = await api.eventCount();
    const UPDATE = `mutation ($id: ID!, $data: BudgetUpdateInput!) { updateOneBudget(where: { id: $id }, data: $data) { id } }`;
    const spender = await api.gql(UPDATE, { id: own.data!.createOneBudget.id, data: { spenders: { connect: [{ id: acme.adminUserId }] } } }, { token: globex.token });
    expect(spender.errors![0]!.extensions!.fields).toEqual({ spenders: 'Spender not found.' });
    const owner = await api.gql(UPDATE, { id: own.data!.createOneBudget.id, data: { owner: { connect: { id: acme.adminUserId } } } }, { token: globex.token });
    expect(owner.errors![0]!.extensions!.fields).toEqual({ owner: 'Please select a Budget Owner.' });
    const member = await api.gql(
      `mutation ($data: UserCreateInput!) { createOneUserV2(data: $data) { id } }`,
      { data: { roles: { connect: [{ name: 'Spender' }] }, person: { create: { first_name: 'M', last_name: 'Ole', email: 'mole@globex.test', title: 'Spy' } }, spenderBudgets: { connect: [{ id: acmeBudget }] } } },
      { token: globex.token },
    );
    expect(member.errors![0]!.extensions!.fields).toEqual({ spenderBudgets: 'Budget not found.' });
    expect(await api.eventCount()).toBe(before);
  });

  it('the same Idempotency-Key from another company makes its own budget, not a collision', async () => {
    const key = 'shared-key-1';
    const make = (who: SeededCompany) =>
      api.gql<{ createOneBudget: { id: string; name: string } }>(
        `mutation ($owner: ID!, $name: String!) { createOneBudget(data: { name: $name, funding: "3", owner: { connect: { id: $owner } } }) { id name } }`,
        { owner: who.adminUserId, name: `By ${who.companyId}` },
        { token: who.token, headers: { 'idempotency-key': key } },
      );
    const a = await make(acme);
    const b = await make(globex);
    expect(a.errors ?? b.errors).toBeUndefined();
    expect(a.data!.createOneBudget.id).not.toBe(b.data!.createOneBudget.id);
    expect(b.data!.createOneBudget.name).toBe(`By ${globex.companyId}`);
    const long = await api.gql(`{ me { id } }`, {}, { token: acme.token, headers: { 'idempotency-key': 'k'.repeat(300) } });
    expect(long.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('another company’s subscription never receives the change', async () => {
    const received: string[] = [];
    const spy = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${globex.token}` } });
    const owner = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${acme.token}` } });
    try {
      const listening = api.listening(2);
      spy.subscribe<{ budgetChanged: { id: string } }>({ query: 'subscription { budgetChanged { id name } }' }, { next: (v) => received.push(v.data!.budgetChanged.id), error: () => undefined, complete: () => undefined });
      const ownerSaw = new Promise<string>((resolve) => {
        owner.subscribe<{ budgetChanged: { name: string } }>({ query: 'subscription { budgetChanged { id name } }' }, { next: (v) => resolve(v.data!.budgetChanged.name), error: () => undefined, complete: () => undefined });
      });
      await listening;
      await api.gql(`mutation ($id: ID!) { updateOneBudget(where: { id: $id }, data: { name: "Acme renamed" }) { id } }`, { id: acmeBudget }, { token: acme.token });
      expect(await ownerSaw).toBe('Acme renamed');
      // A change of the spy's own company, published after Acme's: once it arrives, Acme's would have.
      const own = await api.gql<{ createOneBudget: { id: string } }>(
        `mutation ($owner: ID!) { createOneBudget(data: { name: "Globex marker", funding: "1", owner: { connect: { id: $owner } } }) { id } }`,
        { owner: globex.adminUserId },
        { token: globex.token },
      );
      await expect.poll(() => received, { timeout: 120_000 }).toContain(own.data!.createOneBudget.id);
      expect(received).not.toContain(acmeBudget);
    } finally {
      await spy.dispose();
      await owner.dispose();
    }
  });
});
