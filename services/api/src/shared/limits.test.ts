import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { WORK } from './cost';

// Issue 10.7 (bounded work per request) and 10.4's masking of faults outside development.
let api: ApiHarness;
let acme: SeededCompany;

beforeAll(async () => {
  api = await ApiHarness.start('api_limits');
  acme = await api.seedCompany('Acme');
});
afterAll(() => api.close());

/** A superuser session on a harness's database, for what a test must hold or observe. */
const owner = async (harness: ApiHarness) => {
  const client = new pg.Client({ connectionString: harness.db.url });
  await client.connect();
  return client;
};

describe('work per request', () => {
  const NESTED = 'transactions(take: $take) { items { budget { spent } card { budgets { spent } } } }';

  it('refuses a query whose list sizes multiply past the limit, before reading anything, and answers a smaller page', async () => {
    const query = `query ($take: Int) { ${NESTED} }`;
    const big = await api.gql(query, { take: 100 }, { token: acme.token });
    expect(big.data).toBeUndefined();
    expect(big.errors?.[0]).toMatchObject({ message: expect.stringContaining(`the limit is ${WORK.max}`), extensions: { code: 'BAD_USER_INPUT' } });
    expect(await api.gql(query, { take: 10 }, { token: acme.token })).toMatchObject({ data: { transactions: { items: [] } } });
  });

  it('sets a statement timeout for the API\'s role', async () => {
    const client = new pg.Client({ connectionString: api.db.urlAs('spend_api') });
    await client.connect();
    const { rows } = await client.query<{ statement_timeout: string }>('SHOW statement_timeout');
    await client.end();
    expect(rows[0]!.statement_timeout).toBe('10s');
  });

  it('cancels the statement of a request whose client went away', async () => {
    const lock = await owner(api);
    // Inside a transaction the activity view is a snapshot: cleared before each look.
    const waiting = async () => {
      await lock.query('SELECT pg_stat_clear_snapshot()');
      return Number((await lock.query<{ n: string }>(`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name LIKE 'api-%' AND wait_event_type = 'Lock'`)).rows[0]!.n);
    };
    try {
      // The read waits behind this lock until it is cancelled (or, were cancelling broken, until the 10 s statement timeout).
      await lock.query('BEGIN; LOCK TABLE budgets IN ACCESS EXCLUSIVE MODE');
      const client = new AbortController();
      const request = api.gql('{ budgets { items { id } } }', {}, { token: acme.token, signal: client.signal }).catch((error: Error) => error.name);
      await expect.poll(waiting).toBe(1);
      client.abort();
      expect(await request).toBe('AbortError');
      // Still inside the lock, and well inside the statement timeout: the statement is gone.
      await expect.poll(waiting, { timeout: 120_000 }).toBe(0);
    } finally {
      await lock.query('ROLLBACK');
      await lock.end();
    }
  });
});

describe('rate limit', () => {
  let limited: ApiHarness;
  beforeAll(async () => {
    limited = await ApiHarness.start('api_limits_rate', { RATE_LIMIT_REQUESTS: '5', RATE_LIMIT_WINDOW_SECONDS: '3600' });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once a user has used their operations (each of a batch counts), and others still get answers', async () => {
    const ada = await limited.seedCompany('Ada');
    const grace = await limited.seedCompany('Grace');
    const post = (body: unknown, token: string) =>
      fetch(limited.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    expect((await post({ query: '{ me { id } }' }, ada.token)).status).toBe(200);
    expect((await post(Array.from({ length: 4 }, () => ({ query: '{ me { id } }' })), ada.token)).status).toBe(200);
    const refused = await post({ query: '{ me { id } }' }, ada.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ errors: [{ message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/), extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    expect(await (await post({ query: '{ me { id } }' }, grace.token)).json()).toEqual({ data: { me: { id: grace.adminUserId } } });
  });
});

describe('faults outside development', () => {
  let prod: ApiHarness;
  beforeAll(async () => {
    prod = await ApiHarness.start('api_limits_prod', { NODE_ENV: 'production' });
  });
  afterAll(() => prod.close());

  it('answers an internal error without its text, stack, file paths or SQL', async () => {
    const company = await prod.seedCompany('Prod');
    const db = await owner(prod);
    try {
      // A fault the API cannot foresee: the table it reads is gone.
      await db.query('ALTER TABLE budgets RENAME TO budgets_gone');
      const response = await fetch(prod.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${company.token}` },
        body: JSON.stringify({ query: '{ budgets { items { id name } } }' }),
      });
      const text = await response.text();
      const lower = text.toLowerCase();
      expect(JSON.parse(text)).toMatchObject({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      for (const leak of ['does not exist', 'relation', 'select', 'stack', '.ts:', '/src/', 'node_modules', 'originalerror']) expect(lower).not.toContain(leak);
    } finally {
      await db.query('ALTER TABLE budgets_gone RENAME TO budgets');
      await db.end();
    }
  });
});
