import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../server';
import { ApiHarness, type SeededCompany } from '../testing/harness';

let api: ApiHarness;
let prod: ApiHarness;
let acme: SeededCompany;

beforeAll(async () => {
  api = await ApiHarness.start('api_hardening');
  acme = await api.seedCompany('Acme');
  prod = await ApiHarness.start('api_hardening_prod', { NODE_ENV: 'production' });
});
afterAll(async () => {
  await api.close();
  await prod.close();
});

const post = (harness: ApiHarness, body: unknown, headers: Record<string, string> = {}, token = acme.token) =>
  fetch(harness.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });

describe('hardening', () => {
  it('refuses a query deeper than the limit', async () => {
    const deep = `{ budgets { items { ${'parent { '.repeat(LIMITS.depth)}id${' }'.repeat(LIMITS.depth)} } } }`;
    const result = await api.gql(deep, {}, { token: acme.token });
    expect(result.errors![0]!.message).toMatch(/depth/i);
  });

  it('refuses an alias flood', async () => {
    const aliases = Array.from({ length: LIMITS.aliases + 5 }, (_, i) => `a${i}: me { id }`).join(' ');
    const result = await api.gql(`{ ${aliases} }`, {}, { token: acme.token });
    expect(result.errors![0]!.message).toMatch(/aliases/i);
  });

  it('refuses a batch larger than the limit, and answers a small one', async () => {
    const flood = await post(api, Array.from({ length: LIMITS.batch + 1 }, () => ({ query: '{ me { id } }' })));
    expect(flood.status).toBe(413);
    const small = await post(api, [{ query: '{ me { id } }' }, { query: '{ company { dba_name } }' }]);
    expect(await small.json()).toEqual([{ data: { me: { id: acme.adminUserId } } }, { data: { company: { dba_name: 'Acme' } } }]);
  });

  it('refuses a token flood', async () => {
    const result = await api.gql(`{ me { ${'id '.repeat(LIMITS.tokens)} } }`, {}, { token: acme.token });
    expect(result.errors![0]!.message).toMatch(/token/i);
  });

  it('refuses a simple (CSRF-able) GET request without a preflight header', async () => {
    const url = `${api.url}?query=${encodeURIComponent('{ me { id } }')}`;
    const simple = await fetch(url, { headers: { authorization: `Bearer ${acme.token}` } });
    expect(simple.status).toBe(403);
  });

  it('in production, turns introspection off', async () => {
    const seeded = await prod.seedCompany('Prod');
    const introspection = await post(prod, { query: '{ __schema { types { name } } }' }, {}, seeded.token);
    const body = (await introspection.json()) as { errors?: { message: string }[] };
    expect(body.errors![0]!.message).toMatch(/introspection/i);
  });
});
