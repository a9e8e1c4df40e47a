import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountDecider, streams } from '@spend/domain';
import { deterministicUuid, handleCommand } from '@spend/eventstore';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { STATEMENT_MESSAGES } from './resolvers';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
const purchases = { jan: randomUUID(), feb: randomUUID(), refund: randomUUID() };
const JAN = '2026-01-01T00:00:00.000Z';
const FEB = '2026-02-01T00:00:00.000Z';
const statementId = (companyId: string, start: string) => deterministicUuid('statement', companyId, start);

const LIST = `query ($sortBy: StatementSortBy, $order: SortOrder, $limit: Int) { statements(sortBy: $sortBy, order: $order, limit: $limit) {
  id dateStart dateEnd startingBalance endingBalance currentBalance payments credits debits interest fees rebate transactionCount amountDue dueDate company { id } } }`;
const TRANSACTIONS = `query ($id: ID!) { statementTransactions(statementId: $id) { transactionId kind amount at } }`;
const UPCOMING = `{ upcomingStatement { dateStart dateEnd startingBalance debits credits refunds rebate transactionCount endingBalance } }`;

const context = (companyId: string) => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
const post = (companyId: string, entries: { transactionId: string; kind: 'DEBIT' | 'CREDIT'; cents: number; at: string }[]) =>
  api.store.append(streams.account(companyId), [{ id: randomUUID(), type: 'CardActivityPosted', data: { companyId, entries, at: entries[0]!.at }, metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } }]);
const close = (companyId: string, periodStart: string) =>
  handleCommand(api.store, streams.account(companyId), accountDecider, { type: 'CloseStatement', periodStart, now: new Date().toISOString() }, context(companyId));

beforeAll(async () => {
  api = await ApiHarness.start('api_statements');
  [acme, globex] = [await api.seedCompany('Acme'), await api.seedCompany('Globex')];
  const { companyId } = acme;
  await post(companyId, [{ transactionId: purchases.jan, kind: 'DEBIT', cents: 10_000, at: '2026-01-10T10:00:00.000Z' }]);
  await handleCommand(api.store, streams.account(companyId), accountDecider, {
    type: 'SetAccountTerms', companyId, name: 'Acme card account', creditLimitCents: 5_000_000, cycle: 'MONTHLY', rebateBasisPoints: 100, paymentDueDays: 25, lateFeeCents: 0, now: new Date().toISOString(),
  }, context(companyId));
  await post(companyId, [{ transactionId: purchases.feb, kind: 'DEBIT', cents: 4_000, at: '2026-02-03T10:00:00.000Z' }, { transactionId: purchases.refund, kind: 'CREDIT', cents: 1_000, at: '2026-02-04T10:00:00.000Z' }]);
  await close(companyId, JAN);
  await close(companyId, FEB);
  // Posted after February closed, dated in it: lands on the open March period.
  await post(companyId, [{ transactionId: randomUUID(), kind: 'DEBIT', cents: 2_500, at: '2026-02-20T10:00:00.000Z' }]);
  await vi.waitFor(async () => expect((await api.gql<{ statements: unknown[] }>(LIST, {}, { token: acme.token })).data?.statements).toHaveLength(2), { timeout: 120_000, interval: 50 });
});
afterAll(async () => {
  await api?.close();
});

describe('statements', () => {
  it('lists closed statements newest first by default (spec 9: date_end desc), with every spec 3 field', async () => {
    const { data } = await api.gql<{ statements: Record<string, unknown>[] }>(LIST, {}, { token: acme.token });
    expect(data!.statements.map((s) => s.id)).toEqual([statementId(acme.companyId, FEB), statementId(acme.companyId, JAN)]);
    expect(data!.statements[1]).toMatchObject({
      dateStart: JAN, dateEnd: FEB, startingBalance: 0, debits: 10_000, credits: 100, rebate: 100, endingBalance: 9_900, amountDue: 9_900, transactionCount: 1,
      payments: 0, interest: 0, fees: 0, dueDate: '2026-02-26T00:00:00.000Z', company: { id: acme.companyId }, currentBalance: 9_900 + 3_000 - 30 + 2_500,
    });
    expect(data!.statements[0]).toMatchObject({ startingBalance: 9_900, debits: 4_000, credits: 1_030, endingBalance: 12_870, transactionCount: 1 });
    const asc = await api.gql<{ statements: { id: string }[] }>(LIST, { order: 'asc' }, { token: acme.token });
    expect(asc.data!.statements.map((s) => s.id)).toEqual([statementId(acme.companyId, JAN), statementId(acme.companyId, FEB)]);
    const limited = await api.gql(LIST, { limit: 101 }, { token: acme.token });
    expect(limited.errors![0]).toMatchObject({ message: STATEMENT_MESSAGES.limit, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("lists a closed statement's transactions, and refuses an open period's statement id", async () => {
    const feb = await api.gql<{ statementTransactions: unknown[] }>(TRANSACTIONS, { id: statementId(acme.companyId, FEB) }, { token: acme.token });
    expect(feb.data!.statementTransactions).toEqual([
      { transactionId: purchases.feb, kind: 'DEBIT', amount: 4_000, at: '2026-02-03T10:00:00.000Z' },
      { transactionId: purchases.refund, kind: 'CREDIT', amount: 1_000, at: '2026-02-04T10:00:00.000Z' },
    ]);
    const open = await api.gql(TRANSACTIONS, { id: statementId(acme.companyId, '2026-03-01T00:00:00.000Z') }, { token: acme.token });
    expect(open.errors![0]).toMatchObject({ message: STATEMENT_MESSAGES.notClosed, extensions: { code: 'BAD_USER_INPUT' } });
    const upcoming = await api.gql(UPCOMING, {}, { token: acme.token });
    expect(upcoming.data).toEqual({ upcomingStatement: {
      dateStart: '2026-03-01T00:00:00.000Z', dateEnd: '2026-04-01T00:00:00.000Z', startingBalance: 12_870, debits: 2_500,
      // The rebate earned so far is one of the credits, as the closed statement will show it.
      credits: 25, refunds: 0, rebate: 25, transactionCount: 1, endingBalance: 12_870 + 2_500 - 25,
    } });
  });

  it("shows another company nothing of Acme's", async () => {
    expect((await api.gql(LIST, {}, { token: globex.token })).data).toEqual({ statements: [] });
    const theirs = await api.gql(TRANSACTIONS, { id: statementId(acme.companyId, FEB) }, { token: globex.token });
    expect(theirs.errors![0]).toMatchObject({ message: STATEMENT_MESSAGES.unknown, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await api.gql(UPCOMING, {}, { token: globex.token })).data).toEqual({ upcomingStatement: null });
  });

  it("downloads a statement's transactions as a CSV", async () => {
    const { data } = await api.gql<{ statementReport: { url: string; fileName: string } }>(`query ($id: ID!) { statementReport(statementId: $id) { url fileName } }`, { id: statementId(acme.companyId, FEB) }, { token: acme.token });
    expect(data!.statementReport.fileName).toBe('statement-2026-02-28.csv');
    const response = await fetch(new URL(data!.statementReport.url, api.url), { headers: { authorization: `Bearer ${acme.token}` } });
    const lines = (await response.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Date,Date (ISO 8601),Transaction,Merchant,Type,Amount');
    expect(lines.slice(1).map((l) => [l.split(',').slice(0, 2), l.split(',').slice(4).join(',')])).toEqual([
      [['02/03/2026', '2026-02-03T10:00:00Z'], 'Purchase,40.00'], [['02/04/2026', '2026-02-04T10:00:00Z'], 'Refund,-10.00'],
    ]);
    expect((await fetch(new URL(data!.statementReport.url, api.url), { headers: { authorization: `Bearer ${globex.token}` } })).status).toBe(404);
  });

  it('downloads the whole statement as a PDF that reads back with its totals and transactions', async () => {
    const { data } = await api.gql<{ statementReport: { url: string; fileName: string } }>(`query ($id: ID!) { statementReport(statementId: $id, format: PDF) { url fileName } }`, { id: statementId(acme.companyId, FEB) }, { token: acme.token });
    expect(data!.statementReport.fileName).toBe('statement-2026-02-28.pdf');
    const response = await fetch(new URL(data!.statementReport.url, api.url), { headers: { authorization: `Bearer ${acme.token}` } });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const dir = await mkdtemp(join(tmpdir(), 'statement-pdf-'));
    try {
      const file = join(dir, 'statement.pdf');
      await writeFile(file, Buffer.from(await response.arrayBuffer()));
      const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text.status).toBe(0);
      expect(text.stdout).toContain('Acme: card statement');
      expect(text.stdout).toContain('2026-02-01 to 2026-02-28');
      expect(text.stdout).toMatch(/Debits: \$40\.00/);
      expect(text.stdout).toMatch(/Purchase\s+\$40\.00/);
      expect(text.stdout).toMatch(/Refund\s+-\$10\.00/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('tells a subscribed member of the company, live, when activity lands on the upcoming statement', async () => {
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { authorization: `Bearer ${acme.token}` } });
    const seen: unknown[] = [];
    const unsubscribe = client.subscribe({ query: 'subscription { statementsChanged }' }, { next: (m) => void seen.push(m.data), error: () => undefined, complete: () => undefined });
    try {
      // Core NATS is at most once and the subscription may not be registered yet: post until one is told.
      await vi.waitFor(async () => {
        await post(acme.companyId, [{ transactionId: randomUUID(), kind: 'DEBIT', cents: 100, at: new Date().toISOString() }]);
        expect(seen).toContainEqual({ statementsChanged: true });
      }, { timeout: 120_000, interval: 500 });
    } finally {
      unsubscribe();
      await client.dispose();
    }
  });

  it('counts a payment against the last statement: what it still asks for falls, and the payments screen says the same', async () => {
    const PAID = `query ($id: ID!) { statement(where: { id: $id }) { amountDue paid stillDue paymentStatus } accountPaymentDue { amount statementAmount paid balanceOwed } account { balance } }`;
    const pay = (amountCents: number) => handleCommand(api.store, streams.account(acme.companyId), accountDecider, {
      type: 'RecordPayment', companyId: acme.companyId, paymentId: randomUUID(), amountCents, paymentType: 'CHECK', detail: '1001', userId: null, now: new Date().toISOString(),
    }, context(acme.companyId));
    const read = async () => (await api.gql<{ statement: Record<string, number | string>; accountPaymentDue: Record<string, number>; account: { balance: number } }>(PAID, { id: statementId(acme.companyId, FEB) }, { token: acme.token })).data!;
    expect((await read()).statement).toEqual({ amountDue: 12_870, paid: 0, stillDue: 12_870, paymentStatus: 'UNPAID' });
    await pay(5_000);
    await vi.waitFor(async () => expect((await read()).statement).toEqual({ amountDue: 12_870, paid: 5_000, stillDue: 7_870, paymentStatus: 'PARTIALLY_PAID' }), { timeout: 120_000, interval: 50 });
    const both = await read();
    // Payment due (this statement's) and balance owed (everything posted) are distinct figures of one read model.
    expect(both.accountPaymentDue).toMatchObject({ amount: both.statement.stillDue, statementAmount: 12_870, paid: 5_000, balanceOwed: both.account.balance });
    expect(both.account.balance).toBeGreaterThan(both.accountPaymentDue.amount!);
    await pay(7_870);
    await vi.waitFor(async () => expect((await read()).statement).toMatchObject({ stillDue: 0, paymentStatus: 'PAID' }), { timeout: 120_000, interval: 50 });
    expect((await read()).accountPaymentDue.amount).toBe(0);
  });
});
