import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountingPlatform, type AccountingPlatformServer } from '@spend/simulator';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';
import { runReportWorker } from '../reports/worker';
import { loadConfig } from '../shared/config';

let api: ApiHarness;
let sim: AccountingPlatformServer;
let worker: WorkerProcess;
let acme: SeededCompany;
let globex: SeededCompany;
let apiWorker: Promise<void>;
const stopApiWorker = new AbortController();

const gql = <T = Record<string, any>>(company: SeededCompany, query: string, variables: Record<string, unknown> = {}) => api.gql<T>(query, variables, { token: company.token }); // eslint-disable-line @typescript-eslint/no-explicit-any -- loose answers read in a test
const map = (c: SeededCompany, generalLedgerId: string, accountId: string | null) =>
  gql<{ setOneCodatAccountMapping: { generalLedgerId: string; accountId: string }[] }>(c, 'mutation ($g: ID!, $a: String) { setOneCodatAccountMapping(generalLedgerId: $g, accountId: $a) { generalLedgerId accountId } }', { g: generalLedgerId, a: accountId });
const createGl = async (c: SeededCompany, name: string, code: string) => (await gql(c, 'mutation ($n: String!, $c: String) { createOneGeneralLedger(name: $n, code: $c) { id } }', { n: name, c: code })).data!.createOneGeneralLedger.id as string;

beforeAll(async () => {
  sim = await startAccountingPlatform();
  const codat = { CODAT_BASE_URL: sim.url, CODAT_API_KEY: sim.apiKey, CODAT_TIMEOUT_MS: '10000' };
  const taskQueue = `test-accounting-mapping-${randomUUID()}`;
  api = await ApiHarness.start('api_accounting_mapping', { ...codat, TEMPORAL_TASK_QUEUE: taskQueue, ACCOUNTING_SYNC_ATTEMPTS: '2', ACCOUNTING_SYNC_RETRY_MS: '50' });
  worker = await startWorker(api.temporal, { DATABASE_URL: api.db.urlAs('spend_api'), ...codat }, taskQueue);
  // The API's own worker: a run loads its transactions from the API's read models.
  apiWorker = runReportWorker(loadConfig({ ...codat, TEMPORAL_TASK_QUEUE: taskQueue }), api.workerServices(), stopApiWorker.signal);
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
});
afterAll(async () => {
  await api?.temporal.schedule.getHandle(`accounting-sync-schedule-${acme?.companyId}`).delete().catch(() => undefined);
  stopApiWorker.abort();
  await apiWorker;
  await worker?.stop();
  await api?.close();
  await sim?.close();
});

describe("mapping our GL codes to the platform's accounts", () => {
  it('refuses an account the platform does not have, changing nothing; a mapped GL code posts to its account', async () => {
    const airfare = await createGl(acme, 'Travel - Airfare', '6010');
    expect((await map(acme, airfare, 'nope')).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const codatId = (await gql(acme, 'mutation { createOneCodatCompany { id } }')).data!.createOneCodatCompany.id as string;
    expect((await gql(acme, 'mutation { createOneCodatPlatformConnection(platformKey: "gbol") { id } }')).errors).toBeUndefined();
    const accounts = sim.platform().company(codatId).accounts;
    const travel = accounts.find((a) => a.name === 'Travel')!;

    const before = await api.eventCount();
    for (const accountId of ['no-such-account', accounts.find((a) => a.status === 'Archived')!.id]) {
      const refused = await map(acme, airfare, accountId);
      expect(refused.errors?.[0]).toMatchObject({ message: 'Choose an active account of the accounting platform.', extensions: { code: 'BAD_USER_INPUT', fields: { accountId: 'Choose an active account of the accounting platform.' } } });
    }
    expect(await api.eventCount()).toBe(before);
    expect((await gql(acme, '{ codatAccountMappings { generalLedgerId } }')).data!.codatAccountMappings).toEqual([]);

    expect((await map(acme, airfare, travel.id)).data!.setOneCodatAccountMapping).toEqual([{ generalLedgerId: airfare, accountId: travel.id }]);
    const created = await gql<{ createOneTransaction: { id: string } }>(acme, 'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
      data: { paymentType: 'CARD', amount: '310.25', date: '2026-11-02', vendor: 'Delta', generalLedgerId: airfare },
    });
    const id = created.data!.createOneTransaction.id;
    const run = await gql(acme, 'mutation ($ids: [ID!]!) { createExpenseTransactions(transactionIds: $ids) { status syncedTransactionIds } }', { ids: [id] });
    expect(run.data!.createExpenseTransactions).toEqual({ status: 'COMPLETED', syncedTransactionIds: [id] });
    expect(sim.platform().company(codatId).ledger.get(id)?.lines).toEqual([{ accountId: travel.id, netAmountCents: 31025, trackingCategoryIds: [] }]);

    // Unmapped again: nothing of the import stands for it, so the table is empty.
    expect((await map(acme, airfare, null)).data!.setOneCodatAccountMapping).toEqual([]);
  });

  it('keeps back, as not ready, a transaction whose GL code posts to an account the platform archived since; the rest of the run goes', async () => {
    const codatId = (await gql(acme, '{ codatCompany { id } }')).data!.codatCompany.id as string;
    const accounts = sim.platform().company(codatId).accounts;
    const [software, office] = [accounts.find((a) => a.name === 'Software')!, accounts.find((a) => a.name === 'Office Supplies')!];
    const [licences, paper] = [await createGl(acme, 'Licences', '6210'), await createGl(acme, 'Paper', '6310')];
    expect((await map(acme, licences, software.id)).errors).toBeUndefined();
    expect((await map(acme, paper, office.id)).errors).toBeUndefined();
    const transaction = async (generalLedgerId: string) => (await gql<{ createOneTransaction: { id: string } }>(acme, 'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
      data: { paymentType: 'CARD', amount: '19.99', date: '2026-11-03', vendor: 'Staples', generalLedgerId },
    })).data!.createOneTransaction.id;
    const [kept, sent] = [await transaction(paper), await transaction(licences)];
    // Archived on the platform after it was mapped: sending it would have the platform refuse the whole batch.
    office.status = 'Archived';
    try {
      const run = await gql(acme, 'mutation ($ids: [ID!]!) { createExpenseTransactions(transactionIds: $ids) { status syncedTransactionIds failures { transactionId } notReady { transactionId reason generalLedgerId } } }', { ids: [kept, sent] });
      expect(run.data!.createExpenseTransactions).toEqual({ status: 'PARTIAL', syncedTransactionIds: [sent], failures: [], notReady: [{ transactionId: kept, reason: 'UNMAPPED', generalLedgerId: paper }] });
      expect([sim.platform().company(codatId).ledger.has(kept), sim.platform().company(codatId).ledger.has(sent)]).toEqual([false, true]);
    } finally {
      office.status = 'Active';
    }
  });

  it("refuses another company's GL code, and other roles", async () => {
    const globexGl = await createGl(globex, 'Meals', '6200');
    expect((await map(acme, globexGl, null)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await map(acme, 'not-a-uuid', null)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const auditor = await api.seedCompany('Initech', ['Analyst']);
    expect((await map(auditor, globexGl, null)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('proposes an account for each GL code on connect (by number, then name); nothing syncs until the admin confirms, and an archived account refuses the confirmation', async () => {
    const hooli = await api.seedCompany('Hooli');
    const [airfare, supplies, misc] = [await createGl(hooli, 'Travel - Airfare', '6000'), await createGl(hooli, 'OFFICE SUPPLIES', '7200'), await createGl(hooli, 'Miscellaneous', '7900')];
    const codatId = (await gql(hooli, 'mutation { createOneCodatCompany { id } }')).data!.createOneCodatCompany.id as string;
    expect((await gql(hooli, 'mutation { createOneCodatPlatformConnection(platformKey: "gbol") { id } }')).errors).toBeUndefined();
    const accounts = sim.platform().company(codatId).accounts;
    const id = (name: string) => accounts.find((a) => a.name === name)!.id;
    const proposals = (await gql(hooli, '{ codatAccountProposals { generalLedgerId accountId } codatAccountMappings { generalLedgerId } }')).data!;
    expect(new Set(proposals.codatAccountProposals)).toEqual(new Set([{ generalLedgerId: airfare, accountId: id('Travel') }, { generalLedgerId: supplies, accountId: id('Office Supplies') }]));
    expect(proposals.codatAccountMappings).toEqual([]);

    // Proposed is not mapped: a sync is refused, saying what to do, and nothing is recorded.
    const before = await api.eventCount();
    const refused = await gql(hooli, 'mutation { syncAccounting { id } }');
    const noMapping = "Map your GL codes to the accounting platform's accounts (confirm the proposed mapping) before the first sync.";
    expect(refused.errors?.[0]).toMatchObject({ message: noMapping, extensions: { code: 'BAD_USER_INPUT', fields: { accountMappings: noMapping } } });
    const confirm = (mappings: { generalLedgerId: string; accountId: string }[]) =>
      gql(hooli, 'mutation ($m: [CodatAccountMappingInput!]!) { confirmCodatAccountMappings(mappings: $m) { generalLedgerId accountId } }', { m: mappings });
    // The admin changes one to an account archived on the platform: the whole confirmation is refused.
    const archived = accounts.find((a) => a.status === 'Archived')!.id;
    const bad = await confirm([...proposals.codatAccountProposals, { generalLedgerId: misc, accountId: archived }]);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Choose an active account of the accounting platform.', extensions: { code: 'BAD_USER_INPUT', fields: { accountId: 'Choose an active account of the accounting platform.' } } });
    expect(await api.eventCount()).toBe(before);

    const confirmed = (await confirm([...proposals.codatAccountProposals, { generalLedgerId: misc, accountId: id('Software') }])).data!.confirmCodatAccountMappings;
    expect(confirmed).toHaveLength(3);
    expect((await gql(hooli, '{ codatAccountProposals { generalLedgerId } }')).data!.codatAccountProposals).toEqual([]);
    const created = await gql<{ createOneTransaction: { id: string } }>(hooli, 'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
      data: { paymentType: 'CARD', amount: '12.00', date: '2026-11-03', vendor: 'Staples', generalLedgerId: supplies },
    });
    const run = await gql(hooli, 'mutation ($ids: [ID!]!) { createExpenseTransactions(transactionIds: $ids) { status } }', { ids: [created.data!.createOneTransaction.id] });
    expect(run.data!.createExpenseTransactions).toEqual({ status: 'COMPLETED' });
    expect(sim.platform().company(codatId).ledger.get(created.data!.createOneTransaction.id)?.lines[0]?.accountId).toBe(id('Office Supplies'));
    for (const kind of ['sync', 'reconciliation']) await api.temporal.schedule.getHandle(`accounting-${kind}-schedule-${hooli.companyId}`).delete().catch(() => undefined);
  });
});
