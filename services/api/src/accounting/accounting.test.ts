import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTING_MESSAGES, EXPENSE_MESSAGES } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import { startAccountingPlatform, type AccountingPlatformServer } from '@spend/simulator';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';
import { uploadFile } from '../files/testing';
import { runReportWorker } from '../reports/worker';
import { loadConfig } from '../shared/config';

const COMPANY = 'id name configuration { bankAccountId supplierId customerId }';
const CONNECTION = 'id platformKey platformName archived syncStatus';
const RUN = 'id kind status transactionIds syncedTransactionIds failures { transactionId message } notReady { transactionId reason message generalLedgerId } message';
type NotReady = { transactionId: string; reason: string; message: string; generalLedgerId: string | null };
type Run = { id: string; status: string; transactionIds: string[]; syncedTransactionIds: string[]; failures: { transactionId: string; message: string }[]; notReady: NotReady[]; message: string | null };

let api: ApiHarness;
let sim: AccountingPlatformServer;
let acme: SeededCompany;
let globex: SeededCompany;
let worker: WorkerProcess;
let workerEnv: { DATABASE_URL: string };
let apiWorker: Promise<void>;
const stopApiWorker = new AbortController();

const gql = <T = Record<string, any>>(company: SeededCompany, query: string, variables: Record<string, unknown> = {}) => api.gql<T>(query, variables, { token: company.token }); // eslint-disable-line @typescript-eslint/no-explicit-any -- loose answers read in a test
const createCompany = (c: SeededCompany) => gql(c, `mutation { createOneCodatCompany { ${COMPANY} } }`);
const configure = (c: SeededCompany, data: Record<string, unknown>) => gql(c, `mutation ($data: CodatCompanyConfigurationInput!) { setOneCodatCompanyConfiguration(data: $data) { ${COMPANY} } }`, { data });
const connect = (c: SeededCompany, platformKey: string) => gql(c, `mutation ($k: String!) { createOneCodatPlatformConnection(platformKey: $k) { ${CONNECTION} } }`, { k: platformKey });
const push = (c: SeededCompany, ids: string[]) => gql<{ createExpenseTransactions: Run }>(c, `mutation ($ids: [ID!]!) { createExpenseTransactions(transactionIds: $ids) { ${RUN} } }`, { ids });
const archive = (c: SeededCompany, connectionId: string, archived: boolean) =>
  gql(c, `mutation ($id: ID!, $a: Boolean!) { updateConnectionArchiveStatusService(connectionId: $id, archived: $a) { ${CONNECTION} } }`, { id: connectionId, a: archived });
const runLogs = (c: SeededCompany) => gql<{ integrationRunLogs: Run[] }>(c, `{ integrationRunLogs { ${RUN} } }`);
const transaction = async (c: SeededCompany, generalLedgerId: string | null, amount = '42.10') => {
  const answer = await gql<{ createOneTransaction: { id: string } }>(c, 'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
    data: { paymentType: 'CARD', amount, date: '2026-11-02', vendor: 'Delta', ...(generalLedgerId && { generalLedgerId }) },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createOneTransaction.id;
};
const ledger = () => [...sim.platform().company(codatIdOfSync).ledger.values()];
let codatIdOfSync = '';
const schedule = () => api.temporal.schedule.getHandle(`accounting-sync-schedule-${acme.companyId}`);
const codatIdOf = async (c: SeededCompany) => (await gql(c, `{ codatCompany { id } }`)).data!.codatCompany.id as string;

beforeAll(async () => {
  sim = await startAccountingPlatform();
  const codat = { CODAT_BASE_URL: sim.url, CODAT_API_KEY: sim.apiKey, CODAT_TIMEOUT_MS: '10000' };
  const taskQueue = `test-accounting-${randomUUID()}`;
  api = await ApiHarness.start('api_accounting', { ...codat, TEMPORAL_TASK_QUEUE: taskQueue, ACCOUNTING_SYNC_ATTEMPTS: '3', ACCOUNTING_SYNC_RETRY_MS: '50', ACCOUNTING_SYNC_ATTEMPT_TIMEOUT_MS: '20000' });
  workerEnv = { DATABASE_URL: api.db.urlAs('spend_api'), ...codat };
  worker = await startWorker(api.temporal, workerEnv, taskQueue);
  // The API's own worker: the receipt uploads need its file storage.
  apiWorker = runReportWorker(loadConfig({ ...codat, TEMPORAL_TASK_QUEUE: taskQueue }), api.workerServices(), stopApiWorker.signal);
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
});
afterAll(async () => {
  for (const c of [acme, globex]) {
    for (const kind of ['sync', 'reconciliation']) await api?.temporal.schedule.getHandle(`accounting-${kind}-schedule-${c?.companyId}`).delete().catch(() => undefined);
  }
  stopApiWorker.abort();
  await apiWorker;
  await worker?.stop();
  await api?.close();
  await sim?.close();
});

describe('the accounting integration through the API', () => {
  it('needs the platform company first; creates it once', async () => {
    expect((await gql(acme, '{ codatMappingOptions { accounts { id } } }')).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await gql(acme, '{ codatCompany { id } }')).data!.codatCompany).toBeNull();
    const first = await createCompany(acme);
    expect(first.errors).toBeUndefined();
    expect(first.data!.createOneCodatCompany).toMatchObject({ name: 'Acme', configuration: null });
    expect((await createCompany(acme)).data!.createOneCodatCompany.id).toBe(first.data!.createOneCodatCompany.id);
    expect(sim.platform().company(first.data!.createOneCodatCompany.id).name).toBe('Acme');
    codatIdOfSync = first.data!.createOneCodatCompany.id;
  });

  it('refuses a configuration naming an account the platform does not have as a bank account, and records nothing', async () => {
    const options = (await gql(acme, '{ codatMappingOptions { accounts { id name accountType status } trackingCategories { id name } } codatSuppliers { id name } codatCustomers { id name } }')).data!;
    const account = (name: string) => options.codatMappingOptions.accounts.find((a: { name: string }) => a.name === name).id as string;
    const supplierId = options.codatSuppliers[0].id as string;
    for (const bankAccountId of [account('Travel'), 'no-such-account']) {
      const refused = await configure(acme, { bankAccountId, supplierId });
      expect(refused.errors?.[0]).toMatchObject({ message: 'Choose an active bank account of the accounting platform.', extensions: { code: 'BAD_USER_INPUT', fields: { bankAccountId: 'Choose an active bank account of the accounting platform.' } } });
    }
    expect((await configure(acme, { bankAccountId: account('Business Checking'), supplierId: 'nope' })).errors?.[0]?.extensions?.fields).toEqual({ supplierId: 'Choose a supplier of the accounting platform.' });
    expect((await gql(acme, '{ codatCompany { configuration { bankAccountId } } }')).data!.codatCompany.configuration).toBeNull();
    const set = await configure(acme, { bankAccountId: account('Business Checking'), supplierId, customerId: options.codatCustomers[0].id });
    expect(set.data!.setOneCodatCompanyConfiguration.configuration).toEqual({ bankAccountId: account('Business Checking'), supplierId, customerId: options.codatCustomers[0].id });
    expect(sim.platform().company(await codatIdOf(acme)).configuration?.bankAccount.id).toBe(account('Business Checking'));
  });

  it('connects a supported platform only; imports GL codes and projects once, then updates them', async () => {
    expect((await connect(acme, 'paper')).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { platformKey: 'Choose a supported accounting platform.' } } });
    const connected = await connect(acme, 'gbol');
    expect(connected.data!.createOneCodatPlatformConnection).toMatchObject({ platformKey: 'gbol', platformName: 'QuickBooks Online', archived: false, syncStatus: null });
    const TRANSIT = '{ transitCustomersAndGlData { createdProjects { id name } updatedProjects { id name } createdGeneralLedgers updatedGeneralLedgers customers { name } } }';
    const first = (await gql(acme, `mutation ${TRANSIT}`)).data!.transitCustomersAndGlData;
    expect(first.createdProjects.map((p: { name: string }) => p.name).sort()).toEqual(['Project Apollo', 'Project Zephyr']);
    expect([first.updatedProjects, first.createdGeneralLedgers, first.customers.length]).toEqual([[], 4, 2]);
    const second = (await gql(acme, `mutation ${TRANSIT}`)).data!.transitCustomersAndGlData;
    expect([second.createdProjects, second.updatedProjects.length, second.createdGeneralLedgers, second.updatedGeneralLedgers]).toEqual([[], 2, 0, 0]);
    const gls = (await gql(acme, '{ generalLedgers { items { name code } } }')).data;
    expect(gls?.generalLedgers.items.map((g: { code: string }) => g.code).sort()).toEqual(['6000', '6100', '6200', '6300']);
  });

  it('pushes transactions as a logged run; a re-push enters nothing twice; an unmapped one fails with its reason', async () => {
    const travel = sim.platform().company(await codatIdOf(acme)).accounts.find((a) => a.name === 'Travel')!;
    const coded = await transaction(acme, deterministicUuid('codat-account', acme.companyId, travel.id));
    const uncoded = await transaction(acme, null);
    const uploadId = await uploadFile(api, acme.token, 'boarding-pass.png');
    const attached = await gql(acme, 'mutation ($id: ID!, $u: ID!) { attachTransactionReceipt(where: { id: $id }, uploadId: $u) { id } }', { id: coded, u: uploadId });
    expect(attached.errors).toBeUndefined();
    const run = (await push(acme, [coded, uncoded])).data!.createExpenseTransactions;
    // Not COMPLETED: one was not ready, so it was never sent; it is counted apart from refusals, with why.
    expect(run).toMatchObject({ status: 'PARTIAL', transactionIds: [coded], syncedTransactionIds: [coded], failures: [], notReady: [{ transactionId: uncoded, reason: 'NOT_CODED', message: EXPENSE_MESSAGES.notCoded, generalLedgerId: null }] });
    expect(sim.platform().company(await codatIdOf(acme)).ledger.has(uncoded)).toBe(false);
    const after = (await gql(acme, 'query ($id: ID!) { transaction(where: { id: $id }) { syncState isLocked } }', { id: coded })).data;
    // Its receipt went with it: RECEIPT_ATTACHED (spec 4), synced and locked all the same.
    expect(after?.transaction).toEqual({ syncState: 'RECEIPT_ATTACHED', isLocked: true });
    const synced = (await gql(acme, '{ transactions(where: { completeness: SYNCED }) { items { id } } }')).data;
    expect(synced?.transactions.items.map((t: { id: string }) => t.id)).toContain(coded);
    const edit = await gql(acme, 'mutation ($id: ID!) { updateOneTransaction(where: { id: $id }, data: { notes: "late" }) { id } }', { id: coded });
    expect(edit.errors?.[0]).toMatchObject({ message: 'This transaction was synced to accounting and is locked. Record a correction instead.', extensions: { code: 'CONFLICT' } });
    expect((await push(acme, [coded])).data!.createExpenseTransactions.status).toBe('COMPLETED');
    const ledger = [...sim.platform().company(await codatIdOf(acme)).ledger.values()];
    expect(ledger.map((e) => [e.transactionId, e.amountCents, e.attachments])).toEqual([[coded, 4210, ['boarding-pass.png']]]);
  });

  it('sends nothing that is not ready: a run of only uncoded and unmapped transactions is FAILED, each with its reason, and claims no reconciliation', async () => {
    const unmappedGl = (await gql(acme, 'mutation { createOneGeneralLedger(name: "Team Lunches", code: "7010") { id } }')).data!.createOneGeneralLedger.id as string;
    const [uncoded, unmapped] = [await transaction(acme, null, '5.00'), await transaction(acme, unmappedGl, '6.00')];
    const checksBefore = (await api.store.readStream(`accounting-books-${acme.companyId}`)).filter((e) => e.type === 'AccountingReconciled').length;
    const run = (await push(acme, [uncoded, unmapped])).data!.createExpenseTransactions;
    expect(run).toMatchObject({ status: 'FAILED', transactionIds: [], syncedTransactionIds: [], failures: [], message: null });
    // Same date: in id order, so compared by reason.
    expect([...run.notReady].sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([
      { transactionId: uncoded, reason: 'NOT_CODED', message: EXPENSE_MESSAGES.notCoded, generalLedgerId: null },
      { transactionId: unmapped, reason: 'UNMAPPED', message: EXPENSE_MESSAGES.unmapped, generalLedgerId: unmappedGl },
    ]);
    expect(ledger().some((e) => [uncoded, unmapped].includes(e.transactionId))).toBe(false);
    // Nothing synced: no check repeats the last one as if the run had been compared.
    expect((await api.store.readStream(`accounting-books-${acme.companyId}`)).filter((e) => e.type === 'AccountingReconciled')).toHaveLength(checksBefore);
    expect((await runLogs(acme)).data!.integrationRunLogs[0]).toMatchObject({ id: run.id, status: 'FAILED', notReady: run.notReady });
  });

  it('ends a run FAILED with its reason while the platform is down; the next run pushes', async () => {
    const travel = sim.platform().company(await codatIdOf(acme)).accounts.find((a) => a.name === 'Travel')!;
    const id = await transaction(acme, deterministicUuid('codat-account', acme.companyId, travel.id), '7.00');
    sim.setFaults({ down: true });
    const failed = (await push(acme, [id])).data!.createExpenseTransactions;
    sim.setFaults({});
    expect(failed).toMatchObject({ status: 'FAILED', syncedTransactionIds: [] });
    expect(failed.message).toMatch(/503/);
    const state = (await gql(acme, 'query ($id: ID!) { transaction(where: { id: $id }) { syncState } }', { id })).data;
    // The run had it in flight (IN_PROGRESS) and ended without syncing it.
    expect(state?.transaction.syncState).toBe('FAILED');
    // The next run takes every transaction not synced yet (READY_TO_SYNC, or FAILED like this one): it sends this one, and keeps back again the
    // one coded to an unmapped GL code above (complete in our books; the uncoded ones are not ready to
    // sync at all), so it is PARTIAL, not COMPLETED.
    const next = (await gql<{ syncAccounting: Run }>(acme, `mutation { syncAccounting { ${RUN} } }`)).data!.syncAccounting;
    expect(next).toMatchObject({ status: 'PARTIAL', transactionIds: [id], syncedTransactionIds: [id], failures: [] });
    expect(next.notReady.map((n) => n.reason)).toEqual(['UNMAPPED']);
    const logs = (await runLogs(acme)).data!.integrationRunLogs;
    expect(logs.map((l) => l.status)).toEqual(['PARTIAL', 'FAILED', 'FAILED', 'COMPLETED', 'PARTIAL']);
    expect(ledger().filter((e) => e.transactionId === id)).toHaveLength(1);
    expect((await gql(acme, `{ connections { ${CONNECTION} } }`)).data!.connections[0].syncStatus).toBe('PARTIAL');
  });

  it('resumes a run whose worker was killed mid-batch: the ledger holds the transaction once', async () => {
    const travel = sim.platform().company(codatIdOfSync).accounts.find((a) => a.name === 'Travel')!;
    const id = await transaction(acme, deterministicUuid('codat-account', acme.companyId, travel.id), '13.37');
    // The platform takes the batch and enters it, but answers late; the worker dies while it waits.
    sim.setFaults({ hangNext: 1, hangMs: 1_500, onlyPath: '/sync/expenses/syncs' });
    const pending = push(acme, [id]);
    await vi.waitFor(() => expect(sim.faults().hangNext).toBe(0), { timeout: 120_000, interval: 20 });
    await worker.kill();
    await vi.waitFor(() => expect(ledger().some((e) => e.transactionId === id)).toBe(true), { timeout: 120_000, interval: 50 });
    worker = await startWorker(api.temporal, workerEnv, worker.taskQueue);
    const run = (await pending).data!.createExpenseTransactions;
    expect(run).toMatchObject({ status: 'COMPLETED', syncedTransactionIds: [id] });
    expect(ledger().filter((e) => e.transactionId === id)).toHaveLength(1);
    expect((await api.store.readStream(`bookkeeping-${id}`)).filter((e) => e.type === 'TransactionSynced')).toHaveLength(1);
  });

  it("keeps each company to its own: another company's token sees none of it and cannot push or archive it", async () => {
    const acmeTransaction = await transaction(acme, null);
    const [acmeConnection] = (await gql(acme, `{ connections { ${CONNECTION} } }`)).data!.connections;
    expect((await gql(globex, '{ codatCompany { id } connections { id } integrationRunLogs { id } }')).data).toEqual({ codatCompany: null, connections: [], integrationRunLogs: [] });
    await createCompany(globex);
    await connect(globex, 'qudb');
    // No GL code mapped yet: a sync is refused before any run is logged, saying what to do.
    const before = await api.eventCount();
    const unmapped = await gql(globex, `mutation { syncAccounting { ${RUN} } }`);
    expect(unmapped.errors?.[0]).toMatchObject({ message: ACCOUNTING_MESSAGES.noMapping, extensions: { code: 'BAD_USER_INPUT', fields: { accountMappings: ACCOUNTING_MESSAGES.noMapping } } });
    expect(await api.eventCount()).toBe(before);
    const refused = await push(globex, [acmeTransaction]);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Choose transactions of your company.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await runLogs(globex)).data!.integrationRunLogs).toEqual([]);
    expect((await archive(globex, acmeConnection.id, true)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(acme, `{ connections { archived } }`)).data!.connections).toEqual([{ archived: false }]);
    const spender = await api.seedCompany('Initech', ['Spender']);
    expect((await createCompany(spender)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await runLogs(spender)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("lets the auditor read the run logs (spec 6 run logs read: An, MAn) but not sync", async () => {
    const adminView = (await runLogs(acme)).data!.integrationRunLogs;
    for (const role of ['Analyst', 'MultiOrgAnalyst'] as const) {
      const auditor = await api.addMember(acme, [role]);
      const read = await api.gql<{ integrationRunLogs: Run[]; connections: unknown[] }>(`{ integrationRunLogs { ${RUN} } connections { ${CONNECTION} } }`, {}, { token: auditor.token });
      expect(read.errors).toBeUndefined();
      expect(read.data!.integrationRunLogs.map((r) => [r.id, r.status, r.notReady.length])).toEqual(adminView.map((r) => [r.id, r.status, r.notReady.length]));
      expect((await api.gql(`mutation { syncAccounting { id } }`, {}, { token: auditor.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('archives a connection (unlinked on the platform); pushing then needs a connection', async () => {
    const [connection] = (await gql(acme, `{ connections { ${CONNECTION} } }`)).data!.connections;
    expect((await archive(acme, connection.id, true)).data!.updateConnectionArchiveStatusService.archived).toBe(true);
    expect((await schedule().describe()).state.paused).toBe(true);
    expect(sim.platform().company(await codatIdOf(acme)).connections[0]!.status).toBe('Unlinked');
    expect((await push(acme, [await transaction(acme, null)])).errors?.[0]).toMatchObject({ message: 'Connect an accounting platform first.', extensions: { code: 'CONFLICT' } });
    expect((await archive(acme, connection.id, false)).data!.updateConnectionArchiveStatusService.archived).toBe(false);
    expect((await schedule().describe()).state.paused).toBe(false);
  });

  it("syncs on the company's schedule: a scheduled run takes the READY_TO_SYNC transactions", async () => {
    const travel = sim.platform().company(codatIdOfSync).accounts.find((a) => a.name === 'Travel')!;
    const id = await transaction(acme, deterministicUuid('codat-account', acme.companyId, travel.id), '21.00');
    const syncState = async () => (await gql(acme, 'query ($id: ID!) { transaction(where: { id: $id }) { syncState } }', { id })).data!.transaction.syncState as string;
    expect(await syncState()).toBe('READY_TO_SYNC');
    await schedule().trigger();
    await vi.waitFor(async () => expect(await syncState()).toBe('SYNCED'), { timeout: 90_000, interval: 200 });
    expect(ledger().filter((e) => e.transactionId === id)).toHaveLength(1);
    // The run's log is written after its transactions are marked synced.
    // The one coded to an unmapped GL code is kept back again: PARTIAL.
    await vi.waitFor(async () => expect((await runLogs(acme)).data!.integrationRunLogs[0]).toMatchObject({ status: 'PARTIAL', syncedTransactionIds: [id] }), { timeout: 120_000, interval: 100 });
  });
});
