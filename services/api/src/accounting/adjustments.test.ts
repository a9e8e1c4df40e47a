import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deterministicUuid } from '@spend/eventstore';
import { startAccountingPlatform, type AccountingPlatformServer } from '@spend/simulator';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';
import { runReportWorker } from '../reports/worker';
import { loadConfig } from '../shared/config';

const ADJUSTMENTS = 'adjustments { id reason amountDelta syncState lines { amount generalLedgerId projectId } }';
const RUN = 'id status syncedTransactionIds failures { transactionId message }';
const RECONCILIATION = 'accountingReconciliation { id runId matched ours { count amount } theirs { count amount } difference { count amount } periods { period difference { count amount } } }';
type Answer = { data?: Record<string, any>; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- loose answers read in a test

let api: ApiHarness;
let sim: AccountingPlatformServer;
let acme: SeededCompany;
let globex: SeededCompany;
let worker: WorkerProcess;
let workerEnv: { DATABASE_URL: string };
let apiWorker: Promise<void>;
const stopApiWorker = new AbortController();
let codatCompanyId = '';
/** The first test's synced transaction. */
let syncedId = '';
let gl: Record<'travel' | 'software', string>;

const gql = (company: SeededCompany, query: string, variables: Record<string, unknown> = {}): Promise<Answer> => api.gql(query, variables, { token: company.token });
const transaction = async (generalLedgerId: string, amount: string) => {
  const answer = await gql(acme, 'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', { data: { paymentType: 'CARD', amount, date: '2026-11-02', vendor: 'Delta', generalLedgerId } });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createOneTransaction.id as string;
};
const sync = async () => (await gql(acme, `mutation { syncAccounting { ${RUN} } }`)).data!.syncAccounting as { status: string; syncedTransactionIds: string[] };
const adjust = (c: SeededCompany, id: string, data: Record<string, unknown>) =>
  gql(c, `mutation ($id: ID!, $data: TransactionAdjustmentInput!) { createOneTransactionAdjustment(where: { id: $id }, data: $data) { id syncState ${ADJUSTMENTS} } }`, { id, data });
const detail = async (id: string) => (await gql(acme, `query ($id: ID!) { transaction(where: { id: $id }) { syncState ${ADJUSTMENTS} } }`, { id })).data!.transaction;
const ledger = () => [...sim.platform().company(codatCompanyId).ledger.values()];
const reconciliation = async () => (await gql(acme, `{ ${RECONCILIATION} }`)).data!.accountingReconciliation;

beforeAll(async () => {
  sim = await startAccountingPlatform();
  const codat = { CODAT_BASE_URL: sim.url, CODAT_API_KEY: sim.apiKey, CODAT_TIMEOUT_MS: '10000' };
  const taskQueue = `test-adjustments-${randomUUID()}`;
  api = await ApiHarness.start('api_accounting_adjust', { ...codat, TEMPORAL_TASK_QUEUE: taskQueue, ACCOUNTING_SYNC_ATTEMPTS: '3', ACCOUNTING_SYNC_RETRY_MS: '50', ACCOUNTING_SYNC_ATTEMPT_TIMEOUT_MS: '20000' });
  workerEnv = { DATABASE_URL: api.db.urlAs('spend_api'), ...codat };
  worker = await startWorker(api.temporal, workerEnv, taskQueue);
  apiWorker = runReportWorker(loadConfig({ ...codat, TEMPORAL_TASK_QUEUE: taskQueue }), api.workerServices(), stopApiWorker.signal);
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  codatCompanyId = (await gql(acme, 'mutation { createOneCodatCompany { id } }')).data!.createOneCodatCompany.id;
  expect((await gql(acme, 'mutation { createOneCodatPlatformConnection(platformKey: "gbol") { id } }')).errors).toBeUndefined();
  expect((await gql(acme, 'mutation { transitCustomersAndGlData { createdGeneralLedgers } }')).errors).toBeUndefined();
  const account = (name: string) => deterministicUuid('codat-account', acme.companyId, sim.platform().company(codatCompanyId).accounts.find((a) => a.name === name)!.id);
  gl = { travel: account('Travel'), software: account('Software') };
});
beforeEach(() => sim.setFaults({}));
afterAll(async () => {
  for (const kind of ['sync', 'reconciliation']) await api?.temporal.schedule.getHandle(`accounting-${kind}-schedule-${acme?.companyId}`).delete().catch(() => undefined);
  stopApiWorker.abort();
  await apiWorker;
  await worker?.stop();
  await api?.close();
  await sim?.close();
});

describe('corrections after sync and reconciliation through the API', () => {
  it('refuses to edit a synced transaction but takes a re-coding as an adjustment, pushed once; the totals reconcile', async () => {
    const id = await transaction(gl.travel, '42.10');
    expect((await sync()).syncedTransactionIds).toEqual([id]);
    syncedId = id;
    const edit = await gql(acme, 'mutation ($id: ID!, $gl: ID) { updateOneTransaction(where: { id: $id }, data: { generalLedgerId: $gl }) { id } }', { id, gl: gl.software });
    expect(edit.errors?.[0]).toMatchObject({ message: 'This transaction was synced to accounting and is locked. Record a correction instead.', extensions: { code: 'CONFLICT' } });
    const adjusted = await adjust(acme, id, { generalLedgerId: gl.software });
    expect(adjusted.errors).toBeUndefined();
    expect(adjusted.data!.createOneTransactionAdjustment).toMatchObject({
      syncState: 'SYNCED',
      adjustments: [{ reason: 'CODING', amountDelta: 0, syncState: 'READY_TO_SYNC', lines: [{ amount: -4210, generalLedgerId: gl.travel, projectId: null }, { amount: 4210, generalLedgerId: gl.software, projectId: null }] }],
    });
    const adjustmentId = adjusted.data!.createOneTransactionAdjustment.adjustments[0].id as string;
    const run = await sync();
    expect(run).toMatchObject({ status: 'COMPLETED', syncedTransactionIds: [adjustmentId] });
    expect((await detail(id)).adjustments).toMatchObject([{ id: adjustmentId, syncState: 'SYNCED' }]);
    // The original entry is as it was synced; the adjustment is its own record.
    expect(ledger().map((e) => [e.transactionId, e.amountCents, e.lines.map((l) => l.netAmountCents)])).toEqual([[id, 4210, [4210]], [adjustmentId, 0, [-4210, 4210]]]);
    // Running the sync again pushes nothing new.
    expect((await sync()).syncedTransactionIds).toEqual([]);
    expect(ledger()).toHaveLength(2);
    await vi.waitFor(async () => expect(await reconciliation()).toMatchObject({ matched: true, ours: { count: 2, amount: 4210 }, theirs: { count: 2, amount: 4210 }, difference: { count: 0, amount: 0 } }), { timeout: 120_000, interval: 100 });
  });

  it('refuses an adjustment of a transaction not synced, to a GL code that does not exist, and of another company’s transaction, recording nothing', async () => {
    const target = syncedId;
    const unsynced = await transaction(gl.travel, '9.99');
    const before = await api.eventCount();
    const notSynced = await adjust(acme, unsynced, { generalLedgerId: gl.software });
    expect(notSynced.errors?.[0]).toMatchObject({ message: 'Only a transaction synced to accounting takes an adjustment. Edit the transaction instead.', extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await adjust(acme, target, { generalLedgerId: randomUUID() });
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { generalLedgerId: 'Choose an enabled GL code of your company.' } } });
    const foreign = await adjust(globex, target, { generalLedgerId: null });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await api.eventCount()).toBe(before);
    const spender = await api.seedCompany('Initech', ['Spender']);
    expect((await gql(spender, `{ ${RECONCILIATION} }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('resumes a run whose worker was killed mid-batch with adjustments in it: each is pushed exactly once', async () => {
    const ids = [await transaction(gl.travel, '30.00'), await transaction(gl.travel, '45.50')];
    await sync();
    const adjustmentIds: string[] = [];
    for (const id of ids) adjustmentIds.push((await adjust(acme, id, { generalLedgerId: gl.software })).data!.createOneTransactionAdjustment.adjustments[0].id);
    // The platform takes the batch and enters it, but answers late; the worker dies while it waits.
    sim.setFaults({ hangNext: 1, hangMs: 1_500, onlyPath: '/sync/expenses/syncs' });
    const pending = sync();
    await vi.waitFor(() => expect(sim.faults().hangNext).toBe(0), { timeout: 120_000, interval: 20 });
    await worker.kill();
    await vi.waitFor(() => expect(adjustmentIds.every((a) => ledger().some((e) => e.transactionId === a))).toBe(true), { timeout: 120_000, interval: 50 });
    worker = await startWorker(api.temporal, workerEnv, worker.taskQueue);
    const run = await pending;
    expect(run.status).toBe('COMPLETED');
    expect([...run.syncedTransactionIds].sort()).toEqual([...adjustmentIds].sort());
    for (const a of adjustmentIds) expect(ledger().filter((e) => e.transactionId === a)).toHaveLength(1);
    for (const id of ids) expect((await api.store.readStream(`bookkeeping-${id}`)).filter((e) => e.type === 'TransactionAdjustmentSynced')).toHaveLength(1);
    await vi.waitFor(async () => expect(await reconciliation()).toMatchObject({ matched: true }), { timeout: 120_000, interval: 100 });
  });

  it('alerts with the difference when the platform loses a synced transaction', async () => {
    const id = await transaction(gl.travel, '13.37');
    sim.setFaults({ loseNext: 1 });
    const run = (await gql(acme, `mutation ($ids: [ID!]!) { createExpenseTransactions(transactionIds: $ids) { ${RUN} } }`, { ids: [id] })).data!.createExpenseTransactions;
    expect(run).toMatchObject({ status: 'COMPLETED', syncedTransactionIds: [id] });
    expect(ledger().some((e) => e.transactionId === id)).toBe(false);
    // Every synced month is listed (the first test's adjustment is booked in the month it was made); only November's differs.
    const differing = (periods: { period: string; difference: { count: number; amount: number } }[]) => periods.filter((p) => p.difference.count !== 0 || p.difference.amount !== 0);
    await vi.waitFor(async () => {
      const found = await reconciliation();
      expect(found).toMatchObject({ matched: false, difference: { count: -1, amount: -1337 } });
      expect(differing(found.periods)).toEqual([{ period: '2026-11', difference: { count: -1, amount: -1337 } }]);
    }, { timeout: 120_000, interval: 100 });
    const alerts = async () => (await gql(acme, '{ notifications { items { title message type } } }')).data!.notifications.items as { title: string; message: string; type: string }[];
    await vi.waitFor(async () => expect((await alerts()).find((n) => n.title === 'Accounting totals do not match')).toMatchObject({
      type: 'alert', message: expect.stringContaining('(a difference of -1 and -$13.37)'),
    }), { timeout: 120_000, interval: 100 });
    // The daily check (its own schedule, no run) finds the same difference.
    const afterRun = await reconciliation();
    await api.temporal.schedule.getHandle(`accounting-reconciliation-schedule-${acme.companyId}`).trigger();
    await vi.waitFor(async () => expect(await reconciliation()).toMatchObject({ runId: null, matched: false, difference: { count: -1, amount: -1337 } }), { timeout: 90_000, interval: 200 });
    expect((await reconciliation()).id).not.toBe(afterRun.id);
  });
});
