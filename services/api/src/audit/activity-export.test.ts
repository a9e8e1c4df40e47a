import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { streams } from '@spend/domain';
import { reportWorkflowId } from '@spend/workflows/messages';
import { writeReport } from '../reports/registry';
import { runReportWorker } from '../reports/worker';
import { loadConfig } from '../shared/config';
import { withTenant } from '../shared/tenant';
import { ApiHarness, type SeededCompany } from '../testing/harness';

// Issue #29: a long activity export is written by the report workflow, page by page, while its url
// answers 202 with how far it is; the file is the one the inline path writes.
const REPORT = `query ($filter: EventHistoryFilter, $options: ReportOptionsInput) { eventHistoryReport(filter: $filter, options: $options) { url fileName } }`;
/** More than two of the writer's pages (500 events each): the history's cursor carries it across pages. */
const EXPORTS = 1_050;

let api: ApiHarness;
let acme: SeededCompany;
let budgetId: string;
/** The end of the seeded history: the exports' own DataExported events come after it and stay out of the files. */
let seededUntil: string;
const taskQueue = `test-${randomUUID()}`;
const stopWorker = new AbortController();
let worker: Promise<void>;

const historyCount = () => withTenant(api.readDb, { companyId: acme.companyId }, async (trx) => Number((await trx.selectFrom('event_history').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
const download = (url: string) => fetch(new URL(url, api.url), { headers: { authorization: `Bearer ${acme.token}` } });
const reportRow = (id: string) => withTenant(api.readDb, { companyId: acme.companyId }, (trx) => trx.selectFrom('report_files').select(['state', 'rows_written', 'rows_total', 'row_count']).where('id', '=', id).executeTakeFirstOrThrow());

beforeAll(async () => {
  // Above 3 events an activity export runs as a workflow.
  api = await ApiHarness.start('api_activity_export', { REPORT_INLINE_MAX_ROWS: '3', TEMPORAL_TASK_QUEUE: taskQueue });
  worker = runReportWorker(loadConfig({ TEMPORAL_TASK_QUEUE: taskQueue }), api.workerServices(), stopWorker.signal);
  acme = await api.seedCompany('Acme');
  // A budget made and changed through the API (its rows are described from its stream), then a long run of exports.
  const created = await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
    data: { name: 'Travel', funding: '500', owner: { connect: { id: acme.adminUserId } } },
  }, { token: acme.token });
  expect(created.errors).toBeUndefined();
  budgetId = created.data!.createOneBudget.id;
  for (const funding of ['750', '600']) {
    expect((await api.gql(`mutation ($id: ID!) { updateOneBudget(where: { id: $id }, data: { funding: "${funding}" }) { id } }`, { id: budgetId }, { token: acme.token })).errors).toBeUndefined();
  }
  // The owner's role follows from a reactor: settled first, so no late event lands among the seeded ones.
  await api.reactorsSettled();
  const exportId = randomUUID();
  const metadata = { companyId: acme.companyId, userId: acme.adminUserId, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
  const { position } = await api.store.append(streams.dataExport(exportId), Array.from({ length: EXPORTS }, (_, i) => ({
    id: randomUUID(), type: 'DataExported', metadata,
    data: { exportId, companyId: acme.companyId, userId: acme.adminUserId, exportKind: i % 2 ? 'TRANSACTIONS_CSV' : 'CARDS_CSV', reference: null, at: new Date().toISOString() },
  })));
  seededUntil = new Date().toISOString();
  // The history is a read model: wait until it has every seeded event.
  expect(await api.projected(['event-history'], position, 90_000)).toBe(true);
  expect(await historyCount()).toBeGreaterThan(EXPORTS + 3);
});
afterAll(async () => {
  stopWorker.abort();
  await worker;
  await api?.close();
});

describe('the activity export in the background', () => {
  it('answers 202 with the rows written of the rows counted until ready, then the same CSV as the inline path', async () => {
    const filter = { to: seededUntil };
    const options = { timeZone: 'America/New_York' };
    const answer = await api.gql<{ eventHistoryReport: { url: string; fileName: string } }>(REPORT, { filter, options }, { token: acme.token });
    expect(answer.errors).toBeUndefined();
    const { url, fileName } = answer.data!.eventHistoryReport;
    expect(fileName).toBe('activity.csv');
    const reportId = url.split('/').pop()!;
    const total = await withTenant(api.readDb, { companyId: acme.companyId }, async (trx) =>
      Number((await trx.selectFrom('event_history').select((eb) => eb.fn.countAll().as('n')).where('created_at', '<=', new Date(seededUntil)).executeTakeFirstOrThrow()).n));

    // Every 202 says how far it is: never back, never past the rows counted.
    let response = await download(url);
    expect(response.status).toBe(202);
    const written: number[] = [];
    // Polled until ready: each 202 read gives one progress sample.
    await vi.waitFor(async () => {
      if (response.status === 202) {
        const body = (await response.json()) as { status: string; progress: { rowsWritten: number; rowsTotal: number } };
        expect(body).toMatchObject({ status: 'generating', progress: { rowsTotal: total } });
        written.push(body.progress.rowsWritten);
        response = await download(url);
      }
      expect(response.status).toBe(200);
    }, { timeout: 120_000, interval: 50 });
    expect(written.length).toBeGreaterThan(0);
    expect(written).toEqual([...written].sort((a, b) => a - b));
    expect(written.every((n) => n >= 0 && n <= total)).toBe(true);
    // Its progress was written page by page: the last page's count is every row.
    expect(await reportRow(reportId)).toEqual({ state: 'ready', rows_written: total, rows_total: total, row_count: total });

    const bytes = Buffer.from(await response.arrayBuffer());
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(total);
    expect(Object.keys(rows[0]!)).toEqual(['Time', 'Time (ISO 8601)', 'Who', 'Event', 'Subject', 'Description']);
    // Newest first across the pages; the budget's first change is described from its stream, in words.
    const times = rows.map((r) => Date.parse(r['Time (ISO 8601)']!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows.filter((r) => r.Event === 'DataExported')).toHaveLength(EXPORTS);
    expect(rows.find((r) => r.Event === 'BudgetUpdated' && r.Description?.includes('from $500.00 to $750.00'))).toMatchObject({ Who: 'Ada Acme', Subject: 'Travel' });
    await vi.waitFor(async () => expect((await api.temporal.workflow.getHandle(reportWorkflowId(reportId)).describe()).status.name).toBe('COMPLETED'), { timeout: 90_000, interval: 100 });

    // The inline path for the same filter: the same writer, called directly, writes the same bytes.
    const inlineId = randomUUID();
    await writeReport({ db: api.readDb, storage: api.storage, store: api.store }, {
      reportId: inlineId, kind: 'activity', companyId: acme.companyId, visibility: { userId: acme.adminUserId, roles: ['OrgAdmin'], ownedBudgetIds: null },
      requestedAt: new Date().toISOString(), where: filter, orderBy: null, options,
    });
    expect(await buffer((await api.storage.get(`reports/${acme.companyId}/${inlineId}`))!.body)).toEqual(bytes);
  });

  it('records the export once per request, and a retry gets the same report', async () => {
    const before = await api.eventCount();
    const headers = { 'idempotency-key': randomUUID() };
    // The budget's two changes: within the inline bound.
    const ask = () => api.gql<{ eventHistoryReport: { url: string } }>(REPORT, { filter: { type: 'BudgetUpdated' } }, { token: acme.token, headers });
    const first = await ask();
    const again = await ask();
    expect(first.errors).toBeUndefined();
    expect(again.data!.eventHistoryReport.url).toBe(first.data!.eventHistoryReport.url);
    // One DataExported, naming the report; nothing else was recorded.
    expect(await api.eventCount()).toBe(before + 1);
    const reportId = first.data!.eventHistoryReport.url.split('/').pop()!;
    await vi.waitFor(async () => expect(await withTenant(api.readDb, { companyId: acme.companyId }, (trx) =>
      trx.selectFrom('event_history').select('event_type').where('event_type', '=', 'DataExported').where(sql`data->>'reference'`, '=', reportId).execute())).toHaveLength(1), { timeout: 120_000, interval: 200 });
    expect((await download(first.data!.eventHistoryReport.url)).status).toBe(200);
  });

  it('refuses a bad filter or time zone before anything is recorded', async () => {
    const before = await api.eventCount();
    for (const variables of [{ filter: { userId: 'nobody' } }, { filter: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } }, { options: { timeZone: 'Mars/Olympus' } }]) {
      const refused = await api.gql(REPORT, variables, { token: acme.token });
      expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    expect(await api.eventCount()).toBe(before);
  });
});
