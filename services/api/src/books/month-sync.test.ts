// The month proof's accounting sync (issue #25 item 8), through the API against the accounting
// platform's simulator: the month's books, coded with the GL codes and projects imported from the
// platform, go out in a real run on the real worker; the platform, whose books are closed through
// 2025, refuses the one expense dated then and enters the rest; an accountant re-codes a synced
// purchase (a correction after sync) which the next run enters. Receipts go with what they belong to,
// where their files are still there. What the platform holds per account, its attachments,
// the run logs, the transactions export and the reconciliation are compared with an oracle that
// computes every figure from the event history alone.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deterministicUuid } from '@spend/eventstore';
import { appendMonth, booksOracle, monthHistory } from '@spend/projections/month-proof';
import { startAccountingPlatform, type AccountingPlatformServer } from '@spend/simulator';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';
import { runReportWorker } from '../reports/worker';
import { loadConfig } from '../shared/config';
import { objectKey } from '../files/storage';
import { comparison, download, sum } from './testing';

const RUN = 'id status transactionIds syncedTransactionIds failures { transactionId message } notReady { transactionId }';
type Run = { id: string; status: string; transactionIds: string[]; syncedTransactionIds: string[]; failures: { transactionId: string; message: string }[]; notReady: unknown[] };

let api: ApiHarness;
let sim: AccountingPlatformServer;
let company: SeededCompany;
let worker: WorkerProcess;
let apiWorker: Promise<void>;
let codatId: string;
const stopApiWorker = new AbortController();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loose answers read in a test
const gql = async <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) => {
  const answer = await api.gql<T>(query, variables, { token: company.token });
  expect(answer.errors).toBeUndefined();
  return answer.data!;
};

beforeAll(async () => {
  sim = await startAccountingPlatform();
  const codat = { CODAT_BASE_URL: sim.url, CODAT_API_KEY: sim.apiKey, CODAT_TIMEOUT_MS: '20000' };
  const taskQueue = `test-month-sync-${randomUUID()}`;
  api = await ApiHarness.start('api_month_sync', { ...codat, TEMPORAL_TASK_QUEUE: taskQueue, ACCOUNTING_SYNC_ATTEMPTS: '3', ACCOUNTING_SYNC_RETRY_MS: '50', ACCOUNTING_SYNC_ATTEMPT_TIMEOUT_MS: '120000' });
  worker = await startWorker(api.temporal, { DATABASE_URL: api.db.urlAs('spend_api'), ...codat }, taskQueue);
  // The API's own worker attaches receipts from its file storage.
  apiWorker = runReportWorker(loadConfig({ ...codat, TEMPORAL_TASK_QUEUE: taskQueue }), api.workerServices(), stopApiWorker.signal);
  company = await api.seedCompany('Month Books');
  // Connected as an admin does: the platform company, its bank account and supplier, a QuickBooks connection, its GL codes and projects imported.
  codatId = (await gql<{ createOneCodatCompany: { id: string } }>('mutation { createOneCodatCompany { id } }')).createOneCodatCompany.id;
  const options = await gql('{ codatMappingOptions { accounts { id name } } codatSuppliers { id } }');
  const bankAccountId = options.codatMappingOptions.accounts.find((a: { name: string }) => a.name === 'Business Checking').id;
  await gql('mutation ($data: CodatCompanyConfigurationInput!) { setOneCodatCompanyConfiguration(data: $data) { id } }', { data: { bankAccountId, supplierId: options.codatSuppliers[0].id } });
  await gql('mutation { createOneCodatPlatformConnection(platformKey: "gbol") { id } }');
  await gql('mutation { transitCustomersAndGlData { createdGeneralLedgers } }');
});
afterAll(async () => {
  for (const kind of ['sync', 'reconciliation']) await api?.temporal.schedule.getHandle(`accounting-${kind}-schedule-${company?.companyId}`).delete().catch(() => undefined);
  stopApiWorker.abort();
  await apiWorker;
  await worker?.stop();
  await api?.close();
  await sim?.close();
});

/** What the platform holds per account, as our GL code (each imported account is the GL code of its deterministic id); a Refund enters negative. */
const platformTotals = (companyId: string) => {
  const totals = new Map<string, number>();
  const entries = [...sim.platform().company(codatId).ledger.values()];
  for (const entry of entries) {
    for (const line of entry.lines) {
      const gl = deterministicUuid('codat-account', companyId, line.accountId);
      totals.set(gl, (totals.get(gl) ?? 0) + (entry.type === 'Refund' ? -1 : 1) * line.netAmountCents);
    }
  }
  return { totals, entries: entries.length };
};

describe('the month proof: the accounting sync', () => {
  it('enters the month on the platform but the one expense it refuses, then the correction after sync; the platform holds what the oracle computes, to the cent', async () => {
    const gls = (await gql('{ generalLedgers(take: 100) { items { id code } } projects(take: 100) { items { id } } }'));
    const byCode = (code: string) => gls.generalLedgers.items.find((g: { code: string }) => g.code === code).id as string;
    const coding = { generalLedgerIds: [byCode('6000'), byCode('6100'), byCode('6200')], projectIds: gls.projects.items.map((p: { id: string }) => p.id) };
    const month = monthHistory({ companyId: company.companyId, adminUserId: company.adminUserId, coding, sync: false });
    expect(await api.projected(['transactions', 'accounting-books'], await appendMonth(api.store, company.companyId, month.events, month.streamNames), 120_000)).toBe(true);

    // Every other receipt of what goes out has its file in storage; the others' files are gone (removed since), so they send nothing.
    const ready = new Set(month.readyToSync);
    const receipts = month.events.flatMap((e) => (e.type === 'ReceiptAttached' ? [e.data as { transactionId: string; fileId: string; fileName: string }] : [])).filter((r) => ready.has(r.transactionId));
    const stored = receipts.filter((_, i) => i % 2 === 0);
    for (const r of stored) await api.storage.put(objectKey('receipts', company.companyId, r.fileId), Buffer.from(`receipt ${r.fileId}`), { contentType: 'application/pdf', maxBytes: 1_000 });

    // The platform's books are closed through 2025: the out-of-pocket expense of 28 December is refused, alone.
    sim.platform().closeBooks(codatId, '2025-12-31');
    const [refused, corrected] = month.readyToSync as [string, string];
    const push = async (ids: string[]) => (await gql<{ createExpenseTransactions: Run }>(`mutation ($ids: [ID!]!) { createExpenseTransactions(transactionIds: $ids) { ${RUN} } }`, { ids })).createExpenseTransactions;
    const first = await push(month.readyToSync);
    expect(first).toMatchObject({ status: 'PARTIAL', failures: [{ transactionId: refused, message: expect.stringContaining('closed through 2025-12-31') }], notReady: [] });
    expect(first.syncedTransactionIds).toHaveLength(month.readyToSync.length - 1);

    // A correction after sync: a synced purchase moves to Office Supplies; the next run enters it (and the platform refuses the expense again).
    await gql('mutation ($id: ID!, $gl: ID) { createOneTransactionAdjustment(where: { id: $id }, data: { generalLedgerId: $gl }) { id } }', { id: corrected, gl: byCode('6300') });
    const second = await push([refused, corrected]);
    expect(second).toMatchObject({ status: 'PARTIAL', failures: [{ transactionId: refused }] });

    const all = await api.store.readAll({ maxCount: 1_000_000 });
    expect(await api.projected(['transactions', 'accounting-books', 'accounting'], all.at(-1)!.position, 60_000)).toBe(true);
    const books = booksOracle(all.filter((e) => e.metadata.companyId === company.companyId));
    const { check, mismatches, figures } = comparison();

    const platform = platformTotals(company.companyId);
    check('entries on the platform', platform.entries, books.entered.transactions + books.entered.adjustments);
    for (const gl of new Set([...platform.totals.keys(), ...books.platform.keys()])) check(`platform total for GL ${gl}`, platform.totals.get(gl) ?? 0, books.platform.get(gl) ?? 0);
    check('adjustments entered', books.entered.adjustments, 1);

    // RECEIPT_ATTACHED only where the platform's entry holds the receipts that went with it; SYNCED where none could go.
    for (const id of first.syncedTransactionIds) {
      const state = (await gql('query ($id: ID!) { transaction(where: { id: $id }) { syncState } }', { id })).transaction.syncState as string;
      const attachments = sim.platform().company(codatId).ledger.get(id)?.attachments.length ?? 0;
      check(`transaction ${id} receipts on the platform`, attachments, stored.filter((r) => r.transactionId === id).length);
      check(`transaction ${id} sync state`, state, attachments > 0 ? 'RECEIPT_ATTACHED' : 'SYNCED');
    }

    // The transactions export: each sync state counted as the oracle has it, and what was entered adds up to the platform's total.
    const report = (await gql<{ transactionsReport: { url: string } }>('{ transactionsReport { url } }')).transactionsReport;
    const rows = await download(api, report.url, company.token);
    const listed = [...books.transactions.values()].filter((t) => !t.declined);
    for (const state of ['READY_TO_SYNC', 'IN_PROGRESS', 'FAILED', 'SYNCED', 'RECEIPT_ATTACHED', '']) {
      check(`transactions CSV sync state ${state || 'none'}`, rows.filter((r) => r['Sync State'] === state).length, listed.filter((t) => (t.syncState ?? '') === state).length);
    }
    check('transactions the platform refused', rows.filter((r) => r['Sync State'] === 'FAILED').length, 1);

    // The reconciliation after the last run: our synced totals and the platform's, both the oracle's, and a match.
    const { accountingReconciliation: reconciliation } = await gql('{ accountingReconciliation { matched runId ours { count amount } theirs { count amount } difference { count amount } } }');
    const total = sum([...books.platform.values()], (c) => c);
    check('reconciliation run', reconciliation.runId, second.id);
    check('reconciliation matched', reconciliation.matched, true);
    check('reconciliation our amount', reconciliation.ours.amount, total);
    check('reconciliation their amount', reconciliation.theirs.amount, total);
    check('reconciliation their count', reconciliation.theirs.count, platform.entries);
    check('reconciliation difference', reconciliation.difference.amount, 0);

    expect(mismatches).toEqual([]);
    expect(figures()).toBeGreaterThanOrEqual(15);
    // A real month went out: hundreds of dollars on each GL code the month uses, some of it with receipts and some without.
    expect(stored.length).toBeGreaterThan(3);
    expect(receipts.length - stored.length).toBeGreaterThan(3);
    for (const gl of coding.generalLedgerIds) expect(books.platform.get(gl)).toBeGreaterThan(10_000);
    // A whole month pushed to the platform: 48 s on an idle machine, 237 s in one CI run beside the
    // other files, and more than the default 360 s in the next.
  }, 720_000);
});
