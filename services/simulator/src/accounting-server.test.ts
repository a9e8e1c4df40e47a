import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAccountingPlatform, type AccountingPlatformServer } from './accounting-server';

let sim: AccountingPlatformServer;
const auth = () => ({ authorization: `Basic ${Buffer.from(sim.apiKey).toString('base64')}`, 'content-type': 'application/json' });
const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = auth()) => {
  const response = await fetch(`${sim.url}${path}`, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the platform's loose JSON answers
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
};

/** A company with a linked connection; its expense accounts and its bank account. */
const setUp = async () => {
  const company = (await call('POST', '/companies', { name: 'Acme' })).body;
  const c = `/companies/${company.id}`;
  await call('POST', `${c}/connections`, { platformKey: 'gbol' });
  const options = (await call('GET', `${c}/sync/expenses/mappingOptions`)).body;
  const account = (name: string) => options.accounts.find((a: { name: string }) => a.name === name);
  return { c, company, options, bank: account('Business Checking'), travel: account('Travel'), archived: account('Old Expenses') };
};
const item = (id: string, accountId: string, netAmount = 12.34) => ({ id, issueDate: '2026-11-02T00:00:00Z', currency: 'USD', merchantName: 'Delta', lines: [{ netAmount, accountRef: { id: accountId } }] });
const pushAndSync = async (c: string, items: unknown[]) => {
  const pushed = await call('POST', `${c}/sync/expenses/data/expense-transactions`, { items });
  if (pushed.status !== 200) return pushed;
  return call('POST', `${c}/sync/expenses/syncs`, { datasetIds: [pushed.body.datasetId] });
};

beforeAll(async () => {
  sim = await startAccountingPlatform();
});
beforeEach(() => sim.setFaults({}));
afterAll(async () => sim?.close());

describe('the accounting platform simulator (Codat Sync for Expenses paths)', () => {
  it('refuses a request without the API key', async () => {
    expect((await call('POST', '/companies', { name: 'Acme' }, {})).status).toBe(401);
    expect((await call('POST', '/companies', { name: 'Acme' }, { authorization: 'Basic d3Jvbmc=' })).status).toBe(401);
  });

  it('creates a company, a linked connection, mapping options, customers and suppliers; unlinks a connection', async () => {
    const { c, company, options } = await setUp();
    expect(company.name).toBe('Acme');
    expect((await call('GET', c)).body).toMatchObject({ id: company.id, name: 'Acme' });
    expect(options.accounts.map((a: { nominalCode: string }) => a.nominalCode)).toEqual(['1000', '6000', '6100', '6200', '6300', '6900']);
    expect(options.trackingCategories).toHaveLength(2);
    expect((await call('GET', `${c}/data/customers`)).body.results[0]).toMatchObject({ customerName: 'Northwind Traders' });
    expect((await call('GET', `${c}/data/suppliers`)).body.results[0]).toMatchObject({ supplierName: 'Card Issuer' });
    const [connection] = (await call('GET', `${c}/connections`)).body.results;
    expect(connection).toMatchObject({ platformKey: 'gbol', status: 'Linked' });
    expect((await call('PATCH', `${c}/connections/${connection.id}`, { status: 'Unlinked' })).body.status).toBe('Unlinked');
    expect((await call('POST', `${c}/connections`, { platformKey: 'nope' })).status).toBe(400);
    expect((await call('GET', '/companies/unknown')).status).toBe(404);
  });

  it('sets a configuration only with its own bank account and supplier', async () => {
    const { c, bank, travel } = await setUp();
    const supplier = (await call('GET', `${c}/data/suppliers`)).body.results[0];
    expect((await call('POST', `${c}/sync/expenses/config`, { bankAccount: { id: travel.id }, supplier: { id: supplier.id } })).status).toBe(400);
    expect((await call('POST', `${c}/sync/expenses/config`, { bankAccount: { id: bank.id }, supplier: { id: 'nope' } })).status).toBe(400);
    expect((await call('GET', `${c}/sync/expenses/config`)).body).toEqual({});
    expect((await call('POST', `${c}/sync/expenses/config`, { bankAccount: { id: bank.id }, supplier: { id: supplier.id } })).status).toBe(200);
    expect((await call('GET', `${c}/sync/expenses/config`)).body).toMatchObject({ bankAccount: { id: bank.id }, supplier: { id: supplier.id } });
  });

  it('enters a pushed transaction once: a re-push of the same id adds no second ledger entry', async () => {
    const { c, company, travel } = await setUp();
    const first = await pushAndSync(c, [item('txn-1', travel.id), item('txn-2', travel.id, 100)]);
    expect(first.status).toBe(200);
    const statuses = (await call('GET', `${c}/sync/expenses/syncs/${first.body.syncId}/transactions`)).body.results;
    expect(statuses).toEqual([expect.objectContaining({ transactionId: 'txn-1', status: 'Completed' }), expect.objectContaining({ transactionId: 'txn-2', status: 'Completed' })]);
    expect((await pushAndSync(c, [item('txn-1', travel.id)])).status).toBe(200);
    const ledger = (await call('GET', `/_control/ledger/${company.id}`)).body as unknown as { transactionId: string; amountCents: number }[];
    expect(ledger.map((e) => [e.transactionId, e.amountCents])).toEqual([['txn-1', 1234], ['txn-2', 10_000]]);
    // A receipt attached twice (a retried upload) is kept once.
    const attach = () => fetch(`${sim.url}${c}/sync/expenses/syncs/${first.body.syncId}/transactions/txn-1/attachments`, { method: 'POST', headers: { ...auth(), 'content-type': 'image/png', 'x-file-name': 'r.png' }, body: new Uint8Array([1, 2, 3]) });
    expect((await attach()).status).toBe(200);
    expect((await attach()).status).toBe(200);
    const entry = ((await call('GET', `/_control/ledger/${company.id}`)).body as unknown as { attachments: string[] }[])[0]!;
    expect(entry.attachments).toEqual(['r.png']);
  });

  it('refuses a whole batch holding an unknown or archived account, or an amount finer than a cent', async () => {
    const { c, company, travel, archived } = await setUp();
    for (const bad of [item('b', 'no-such-account'), item('b', archived.id), item('b', travel.id, 1.234)]) {
      const answer = await pushAndSync(c, [item('good', travel.id), bad]);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/^items\[1\]/);
    }
    expect((await call('GET', `/_control/ledger/${company.id}`)).body).toEqual([]);
  });

  it('refuses at sync, one by one, an expense dated on or before the books\' closing date; the rest are entered', async () => {
    const { c, company, travel } = await setUp();
    sim.platform().closeBooks(company.id, '2026-11-01');
    const old = { ...item('old', travel.id, 5), issueDate: '2026-11-01T00:00:00Z' };
    const synced = await pushAndSync(c, [old, item('new', travel.id)]);
    expect(synced.status).toBe(200);
    const statuses = (await call('GET', `${c}/sync/expenses/syncs/${synced.body.syncId}/transactions`)).body.results;
    expect(statuses).toEqual([
      expect.objectContaining({ transactionId: 'old', status: 'Failed', message: 'The books are closed through 2026-11-01: an expense dated 2026-11-01 cannot be entered.' }),
      expect.objectContaining({ transactionId: 'new', status: 'Completed' }),
    ]);
    expect(((await call('GET', `/_control/ledger/${company.id}`)).body as unknown as { transactionId: string }[]).map((e) => e.transactionId)).toEqual(['new']);
  });

  it('misbehaves on request: 500 for the next N requests, 429 with Retry-After, a hang, down', async () => {
    sim.setFaults({ failNext: 2 });
    expect((await call('POST', '/companies', { name: 'A' })).status).toBe(500);
    expect((await call('POST', '/companies', { name: 'A' })).status).toBe(500);
    expect((await call('POST', '/companies', { name: 'A' })).status).toBe(200);
    await call('POST', '/_control/faults', { rateLimitNext: 1, retryAfterSeconds: 7 });
    const limited = await call('POST', '/companies', { name: 'A' });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '7']);
    sim.setFaults({ hangNext: 1, hangMs: 2_000 });
    await expect(fetch(`${sim.url}/companies`, { method: 'POST', headers: auth(), body: '{"name":"A"}', signal: AbortSignal.timeout(200) })).rejects.toThrow();
    sim.setFaults({ failNext: 1, onlyPath: '/connections' });
    expect((await call('POST', '/companies', { name: 'A' })).status).toBe(200);
    expect((await call('GET', '/companies/x/connections')).status).toBe(500);
    sim.setFaults({ down: true });
    expect((await call('POST', '/companies', { name: 'A' })).status).toBe(503);
    expect((await call('GET', '/_control/noop')).status).toBe(200);
  });
});
