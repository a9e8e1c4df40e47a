import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
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

  it('applies the same limits and validation to subscriptions over graphql-ws', async () => {
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { authorization: `Bearer ${acme.token}` } });
    const outcome = (query: string) =>
      new Promise<unknown>((resolve) => {
        client.subscribe({ query }, { next: () => resolve('data'), error: resolve, complete: () => resolve('complete') });
      });
    try {
      const deep = await outcome(`subscription { budgetChanged { ${'parent { '.repeat(LIMITS.depth)}id${' }'.repeat(LIMITS.depth)} } }`);
      expect(deep).toEqual([expect.objectContaining({ message: expect.stringMatching(/depth/i) })]);
      const aliases = await outcome(`subscription { ${Array.from({ length: LIMITS.aliases + 5 }, (_, i) => `a${i}: budgetChanged { id }`).join(' ')} }`);
      expect(aliases).toEqual(expect.arrayContaining([expect.objectContaining({ message: expect.stringMatching(/aliases/i) })]));
      const syntax = await outcome(`subscription { budgetChanged { id }`);
      expect(syntax).toEqual([expect.objectContaining({ message: expect.stringMatching(/Syntax Error/) })]);
      const unknown = await outcome(`subscription { budgetChanged { secret } }`);
      expect(unknown).toEqual([expect.objectContaining({ message: 'Cannot query field "secret" on type "Budget".' })]);
    } finally {
      await client.dispose();
    }
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

  it('refuses a simple (CSRF-able) GET request without a preflight header, and answers one with it', async () => {
    const url = `${api.url}?query=${encodeURIComponent('{ me { id } }')}`;
    const simple = await fetch(url, { headers: { authorization: `Bearer ${acme.token}` } });
    expect(simple.status).toBe(403);
    const flagged = await fetch(url, { headers: { authorization: `Bearer ${acme.token}`, 'x-graphql-yoga-csrf': '1' } });
    expect(await flagged.json()).toEqual({ data: { me: { id: acme.adminUserId } } });
  });

  it.each([
    ['application/x-www-form-urlencoded', `query=${encodeURIComponent('mutation { createOneBudget(data: { name: "csrf", funding: "1" }) { id } }')}`],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ me { id } }"}\r\n--x--\r\n'],
    ['text/plain', JSON.stringify({ query: 'mutation { createOneBudget(data: { name: "csrf", funding: "1" }) { id } }' })],
  ])('refuses a cross-site form POST (%s) and records nothing', async (contentType, body) => {
    const before = await api.eventCount();
    const response = await fetch(api.url, { method: 'POST', headers: { 'content-type': contentType, authorization: `Bearer ${acme.token}` }, body });
    expect(response.status).toBe(403);
    expect(await api.eventCount()).toBe(before);
  });

  it('in production, turns introspection off', async () => {
    const seeded = await prod.seedCompany('Prod');
    const introspection = await post(prod, { query: '{ __schema { types { name } } }' }, {}, seeded.token);
    const body = (await introspection.json()) as { errors?: { message: string }[] };
    expect(body.errors![0]!.message).toMatch(/introspection/i);
  });
});
