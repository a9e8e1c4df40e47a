import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardDecider, ledgerDecider, userDecider, ROLES, type LedgerMessage, type Role, streams } from '@spend/domain';
import { handleCommand, loadState } from '@spend/eventstore';
import { reportWorkflowId } from '@spend/workflows/messages';
import { loadConfig } from '../shared/config';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { runReportWorker } from './worker';
import { writeCsvReport } from './write';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let budgetId: string;
const users = {} as Record<'spender' | 'other', { userId: string; token: string }>;
const tokens = {} as Record<Role, string>;
const taskQueue = `test-${randomUUID()}`;
const stopWorker = new AbortController();
let worker: Promise<void>;

const addUser = async (company: SeededCompany, roles: Role[]) => {
  const userId = randomUUID();
  const email = `${roles[0]!.toLowerCase()}-${userId.slice(0, 8)}@acme.test`;
  await handleCommand(api.store, streams.user(userId), userDecider, {
    type: 'CreateUser', userId, companyId: company.companyId, personId: randomUUID(), authId: null, email, firstName: 'Sam', lastName: roles[0]!, title: 'Staff', embossName: null, roles, now: new Date().toISOString(),
  }, { companyId: company.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
  const token = await api.token(email);
  await vi.waitFor(async () => expect((await api.gql(`{ me { id } }`, {}, { token })).errors).toBeUndefined(), { timeout: 120_000, interval: 100 });
  return { userId, token };
};

const createCard = async (holder: string): Promise<string> => {
  const answer = await api.gql<{ createOneCardV2: { id: string } }>(`mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }`, {
    data: { type: 'Digital', spender: { connect: { id: holder } }, shouldLinkBudget: true, budgets: { connect: [{ id: budgetId }] }, transactionControl: { spendLimit: 1_000_000 } },
  }, { token: acme.token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createOneCardV2.id;
};

const purchases = async (card: string, list: { amount: number; merchant: string; at: string }[]) => {
  const state = await loadState(api.store, streams.card(card), cardDecider);
  const budget = { budgetId, companyId: acme.companyId, exists: true, active: true, name: 'Travel', funding: 5_000_000, softLimit: 'None' as const, overageValue: 0 };
  const messages: LedgerMessage[] = list.map((p) => ({
    kind: 'authorize', at: p.at, card: state,
    request: { authorizationId: randomUUID(), transactionId: randomUUID(), cardId: card, amountCents: p.amount, currency: 'USD', merchantName: p.merchant, merchantId: null, mcc: '5814', country: 'US' },
  }));
  await handleCommand(api.store, streams.ledger(budgetId), ledgerDecider, { type: 'Process', ledgerId: budgetId, budget, messages }, {
    companyId: acme.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID(),
  });
};

const TX_REPORT = `query ($where: TransactionWhereInput, $orderBy: [TransactionOrderByInput!], $options: ReportOptionsInput) { transactionsReport(where: $where, orderBy: $orderBy, options: $options) { url fileName } }`;
const CARDS_REPORT = `query ($where: CardWhereInput, $options: ReportOptionsInput) { cardsReport(where: $where, options: $options) { url fileName } }`;
const download = (url: string, token: string) => fetch(new URL(url, api.url), { headers: { authorization: `Bearer ${token}` } });

/** Asks for a report and downloads it once ready (a workflow's url answers 202 meanwhile). */
const report = async (query: string, variables: Record<string, unknown>, token: string) => {
  const answer = await api.gql<Record<string, { url: string; fileName: string }>>(query, variables, { token });
  expect(answer.errors).toBeUndefined();
  const { url, fileName } = Object.values(answer.data!)[0]!;
  let response = await download(url, token);
  for (const deadline = Date.now() + 30_000; response.status === 202 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after')) * 100));
    response = await download(url, token);
  }
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { url, fileName, bytes, rows: parse(bytes, { bom: true, columns: true }) as Record<string, string>[] };
};

beforeAll(async () => {
  // Above 4 rows a report runs as a workflow: the company's 6 purchases take that path, filtered ones run inline.
  api = await ApiHarness.start('api_reports', { REPORT_INLINE_MAX_ROWS: '4', TEMPORAL_TASK_QUEUE: taskQueue });
  worker = runReportWorker(loadConfig({ TEMPORAL_TASK_QUEUE: taskQueue }), api.workerServices(), stopWorker.signal);
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  users.spender = await addUser(acme, ['Spender']);
  users.other = await addUser(acme, ['Spender']);
  for (const role of ROLES) tokens[role] = role === 'Spender' ? users.spender.token : (await addUser(acme, [role])).token;
  const budget = await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
    data: { name: 'Travel', funding: '50000', owner: { connect: { id: acme.adminUserId } }, spenders: { connect: [{ id: users.spender.userId }, { id: users.other.userId }] } },
  }, { token: acme.token });
  expect(budget.errors).toBeUndefined();
  budgetId = budget.data!.createOneBudget.id;
  await purchases(await createCard(users.spender.userId), [
    { amount: 123_450, merchant: '=HYPERLINK("http://evil")', at: '2024-01-15T03:30:00.000Z' },
    { amount: 1_205, merchant: 'Café "Quote", Comma\nNewline', at: '2024-01-16T12:00:00.000Z' },
    { amount: 4_000, merchant: 'Uber', at: '2024-01-17T12:00:00.000Z' },
  ]);
  await purchases(await createCard(users.other.userId), [
    { amount: 9_900, merchant: 'Hotel', at: '2024-01-18T12:00:00.000Z' },
    { amount: 5, merchant: 'Gum', at: '2024-01-19T12:00:00.000Z' },
    { amount: 300, merchant: '+Plus', at: '2024-01-20T12:00:00.000Z' },
  ]);
  await vi.waitFor(async () => expect((await api.gql<{ transactions: { count: number } }>(`{ transactions { count } }`, {}, { token: acme.token })).data!.transactions.count).toBe(6), { timeout: 120_000 });
});
afterAll(async () => {
  stopWorker.abort();
  await worker;
  await api?.close();
});

describe('transactionsReport', () => {
  it("follows the CSV rules: BOM, dates in the account's format and ISO 8601 in the time zone, decimal dollars, formula-safe cells, awkward text round-trips", async () => {
    const { bytes, rows, fileName } = await report(TX_REPORT, { where: { spenderId: users.spender.userId }, options: { timeZone: 'America/New_York' } }, acme.token);
    expect(fileName).toBe('transactions-report.csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const byAmount = new Map(rows.map((r) => [r.Amount, r]));
    expect(rows).toHaveLength(3);
    expect(byAmount.get('1234.50')!).toMatchObject({ Date: '01/14/2024', 'Date (ISO 8601)': '2024-01-14T22:30:00-05:00', Posted: '', 'Posted (ISO 8601)': '' });
    expect(byAmount.get('1234.50')!.Merchant).toBe(`'=HYPERLINK("http://evil")`);
    expect(byAmount.get('12.05')!.Merchant).toBe('Café "Quote", Comma\nNewline');
    expect(byAmount.get('40.00')!).toMatchObject({ Merchant: 'Uber', Currency: 'USD', Card: expect.stringMatching(/^\d{4}$/), Spender: 'Sam Spender', Budget: 'Travel' });
  });

  it('defaults to UTC and refuses an unknown time zone or column, recording nothing', async () => {
    const { rows } = await report(TX_REPORT, { where: { q: 'uber' } }, acme.token);
    expect(rows.map((r) => [r.Date, r['Date (ISO 8601)']])).toEqual([['01/17/2024', '2024-01-17T12:00:00Z']]);
    const before = await api.eventCount();
    for (const options of [{ timeZone: 'Mars/Olympus' }, { config: { columns: ['Nope'] } }]) {
      const answer = await api.gql(TX_REPORT, { options }, { token: acme.token });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await api.eventCount()).toBe(before);
  });

  it('holds the rows the list shows for the same filters and order', async () => {
    const variables = { where: { q: 'u' }, orderBy: [{ field: 'amount', order: 'asc' }] };
    const listed = await api.gql<{ transactions: { items: { amount: number }[] } }>(`query ($where: TransactionWhereInput, $orderBy: [TransactionOrderByInput!]) { transactions(where: $where, orderBy: $orderBy) { items { amount } } }`, variables, { token: acme.token });
    const { rows } = await report(TX_REPORT, variables, acme.token);
    expect(rows.map((r) => r.Amount)).toEqual(listed.data!.transactions.items.map((t) => (t.amount / 100).toFixed(2)));
    expect(rows.length).toBeGreaterThan(1);
  });

  it("gives a spender only their own rows, another company none of acme's, and its url to no one else", async () => {
    const mine = await report(TX_REPORT, {}, users.spender.token);
    expect(mine.rows.map((r) => r.Amount).sort()).toEqual(['1234.50', '12.05', '40.00'].sort());
    const theirs = await report(TX_REPORT, {}, globex.token);
    expect(theirs.rows).toEqual([]);
    expect((await download(mine.url, globex.token)).status).toBe(404);
  });

  it('is open to all seven roles', async () => {
    for (const role of ROLES) expect((await api.gql(TX_REPORT, { where: { q: 'uber' } }, { token: tokens[role] })).errors, role).toBeUndefined();
  });

  it('runs a large report as a workflow (202 until ready) writing the same bytes as the inline path', async () => {
    const answer = await api.gql<{ transactionsReport: { url: string } }>(TX_REPORT, { options: { timeZone: 'Europe/Berlin' } }, { token: acme.token });
    const { url } = answer.data!.transactionsReport;
    const first = await download(url, acme.token);
    expect([200, 202]).toContain(first.status);
    const { bytes, rows } = await report(TX_REPORT, { options: { timeZone: 'Europe/Berlin' } }, acme.token);
    expect(rows).toHaveLength(6);
    // The first report's own workflow finishes too (the second one may have finished before it).
    await vi.waitFor(async () => expect((await api.temporal.workflow.getHandle(reportWorkflowId(url.split('/').pop()!)).describe()).status.name).toBe('COMPLETED'), { timeout: 90_000, interval: 100 });
    // The inline path for the same rows: the same writer, called directly.
    const reportId = randomUUID();
    await writeCsvReport({ db: api.readDb, storage: api.storage }, {
      reportId, kind: 'transactions', companyId: acme.companyId, visibility: { userId: acme.adminUserId, roles: ['OrgAdmin'], ownedBudgetIds: null }, requestedAt: new Date().toISOString(),
      where: null, orderBy: null, options: { timeZone: 'Europe/Berlin' },
    });
    const inline = await api.storage.get(`reports/${acme.companyId}/${reportId}`);
    expect(await buffer(inline!.body)).toEqual(bytes);
  });

  it('a retry with the same Idempotency-Key gets the same report', async () => {
    const headers = { 'idempotency-key': randomUUID() };
    const [a, b] = await Promise.all([1, 2].map(() => api.gql<{ transactionsReport: { url: string } }>(TX_REPORT, { where: { q: 'hotel' } }, { token: acme.token, headers })));
    expect(a!.data!.transactionsReport.url).toBe(b!.data!.transactionsReport.url);
  });
});

describe('cardsReport', () => {
  it("lists the cards with their transactions' totals, as transactions-report.csv", async () => {
    const { rows, fileName } = await report(CARDS_REPORT, {}, acme.token);
    expect(fileName).toBe('transactions-report.csv');
    // The purchases are pending at fast-food places (MCC 5814): each counts what the authorizer holds for the tip, 20% above
    // its amount ($1,286.55 and $102.05 of purchases), as the budget and the card count it.
    expect(rows.map((r) => [r.Cardholder, r.Transactions, r.Spent, r.Posted]).sort()).toEqual([['Sam Spender', '3', '1543.86', '0.00'], ['Sam Spender', '3', '122.46', '0.00']].sort());
    const filtered = await report(CARDS_REPORT, { where: { spenderId: users.other.userId } }, acme.token);
    expect(filtered.rows.map((r) => r.Spent)).toEqual(['122.46']);
  });

  it('is for OA, MOA, SA, An and MAn only', async () => {
    for (const role of ROLES) {
      const answer = await api.gql(CARDS_REPORT, {}, { token: tokens[role] });
      expect(answer.errors?.[0]?.extensions?.code, role).toBe(['BudgetOwner', 'Spender'].includes(role) ? 'FORBIDDEN' : undefined);
    }
  });
});

describe('the report worker', () => {
  it('stops when shut down while it is still starting (a SIGTERM soon after start-up)', async () => {
    const config = loadConfig({ TEMPORAL_TASK_QUEUE: `${taskQueue}-stopped` });
    await expect(runReportWorker(config, api.workerServices(), AbortSignal.abort())).resolves.toBeUndefined();
  });
});
