import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PlatformRejection } from '@spend/domain';
import { startAccountingPlatform, type AccountingPlatformServer } from '@spend/simulator';
import { createCodatClient } from './codat-client';

let sim: AccountingPlatformServer;
const client = (overrides: { retries?: number; timeoutMs?: number; apiKey?: string } = {}) =>
  createCodatClient({ baseUrl: sim.url, apiKey: sim.apiKey, backoffMs: 10, ...overrides });

beforeAll(async () => {
  sim = await startAccountingPlatform();
});
beforeEach(() => sim.setFaults({}));
afterAll(async () => sim?.close());

describe('the Codat client against the simulated platform', () => {
  it('pushes a batch in cents and reads per-transaction statuses; a re-push enters nothing twice', async () => {
    const codat = client();
    const company = await codat.createCompany('Acme');
    await codat.createConnection(company.id, 'qudb');
    const { accounts } = await codat.mappingOptions(company.id);
    const travel = accounts.find((a) => a.name === 'Travel')!;
    const txn = (id: string, cents: number) => ({ id, issueDate: '2026-11-02', currency: 'USD', merchantName: 'Delta', notes: null, lines: [{ netAmountCents: cents, accountId: travel.id, trackingCategoryIds: [] }] });
    const result = await codat.pushExpenses(company.id, [txn('a', 1999), txn('b', 1)]);
    expect(result.transactions.map((t) => t.status)).toEqual(['Completed', 'Completed']);
    await codat.pushExpenses(company.id, [txn('a', 1999)]);
    await codat.uploadAttachment(company.id, result.syncId, 'a', { name: 'a.png', contentType: 'image/png', bytes: new Uint8Array([1]) });
    const ledger = [...sim.platform().company(company.id).ledger.values()];
    expect(ledger.map((e) => [e.transactionId, e.amountCents, e.attachments])).toEqual([['a', 1999, ['a.png']], ['b', 1, []]]);
  });

  it('pushes a Refund as money back and reads the ledger back signed; the platform can lose or duplicate a record on request', async () => {
    const codat = client();
    const company = await codat.createCompany('Acme');
    await codat.createConnection(company.id, 'gbol');
    const travel = (await codat.mappingOptions(company.id)).accounts.find((a) => a.name === 'Travel')!;
    const txn = (id: string, cents: number, type?: 'Refund') => ({ id, ...(type && { type }), issueDate: '2026-11-02', currency: 'USD', merchantName: 'Delta', notes: null, lines: [{ netAmountCents: cents, accountId: travel.id, trackingCategoryIds: [] }] });
    await codat.pushExpenses(company.id, [txn('a', 10_000), txn('a-refund', 2_500, 'Refund')]);
    expect((await codat.listExpenseTransactions(company.id)).map((r) => [r.id, r.type, r.amountCents])).toEqual([['a', 'Payment', 10_000], ['a-refund', 'Refund', -2_500]]);
    sim.setFaults({ loseNext: 1, duplicateNext: 1 });
    const pushed = await codat.pushExpenses(company.id, [txn('lost', 100), txn('twice', 200)]);
    expect(pushed.transactions.map((t) => t.status)).toEqual(['Completed', 'Completed']);
    expect((await codat.listExpenseTransactions(company.id)).map((r) => r.id)).toEqual(['a', 'a-refund', 'twice', 'twice:duplicate']);
  });

  it('retries through 500s and a 429 (honouring Retry-After) and through a hang past its timeout', async () => {
    sim.setFaults({ failNext: 2 });
    expect((await client().createCompany('A')).name).toBe('A');
    sim.setFaults({ rateLimitNext: 1, retryAfterSeconds: 1 });
    const started = Date.now();
    await client().createCompany('B');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    sim.setFaults({ hangNext: 1, hangMs: 3_000 });
    expect((await client({ timeoutMs: 300 }).createCompany('C')).name).toBe('C');
  });

  it('gives up after its retries while the platform is down; a refusal (4xx) is never retried', async () => {
    sim.setFaults({ down: true });
    await expect(client({ retries: 1 }).createCompany('A')).rejects.toThrow(/503/);
    sim.setFaults({ failNext: 1 });
    await expect(client({ retries: 0 }).createCompany('A')).rejects.toThrow(/500/);
    sim.setFaults({});
    const refused = await client().getCompany('no-such-company').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PlatformRejection);
    expect((refused as PlatformRejection).status).toBe(404);
    await expect(client({ apiKey: 'someone-else' }).createCompany('A')).rejects.toBeInstanceOf(PlatformRejection);
  });
});
