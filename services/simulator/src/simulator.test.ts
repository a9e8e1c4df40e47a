import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDecider, cardDecider, fold, ledgerDecider, MCC_DESCRIPTIONS, MERCHANTS, nextPurchase, type AccountEvent, type LedgerEvent, streams } from '@spend/domain';
import { PostgresEventStore, handleCommand } from '@spend/eventstore';
import { startTracing } from '@spend/runtime';
import { createTestDatabase, recordBudget, type TestDatabase } from '@spend/eventstore/testing';
import { startOtlpReceiver } from '@spend/runtime/testing';
import { Authorizer, createAuthorizerServer } from '@spend/authorizer';
import { CardDirectory } from './cards';
import { writeHistory } from './history';
import { settleHistory } from './settlements';
import { SimulatedNetwork } from './network';

const SECRET = 'simulator-test-secret-0123';
const companyId = randomUUID();
let db: TestDatabase;
let store: PostgresEventStore;
let budgetId: string;
const owner = { userId: randomUUID(), companyId, archived: false };
const ctx = () => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });

/** A deterministic random source, so a failure can be replayed. */
const seeded = (seed: number) => () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

beforeAll(async () => {
  db = await createTestDatabase('simulator');
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 3 });
  budgetId = randomUUID();
  // The card account, opened a year back as the demo's: the history's purchases draw on its credit line.
  await handleCommand(store, streams.account(companyId), accountDecider, {
    type: 'SetAccountTerms', companyId, name: 'Demo card account', creditLimitCents: 30_000_000, cycle: 'MONTHLY', rebateBasisPoints: 150, paymentDueDays: 25, lateFeeCents: 0,
    now: new Date(Date.now() - 366 * 86_400_000).toISOString(),
  }, ctx());
  await recordBudget(store, {
    type: 'CreateBudget', budgetId, companyId, parent: null, name: 'Demo', color: '#abc', randomColorIndex: 0, number: null, owner,
    funding: 20_000_000, softLimit: 'None', overageValue: null, spenderUserIds: [], now: new Date().toISOString(),
  }, ctx());
  for (let i = 0; i < 3; i++) {
    const cardId = randomUUID();
    await handleCommand(store, streams.card(cardId), cardDecider, {
      type: 'CreateCard', cardId, companyId, creatorUserId: null, cardType: 'Digital', format: null, spender: owner, shippingAddress: null, limitCents: 15_000_000,
      shouldLinkBudget: true, budget: { budgetId, companyId, active: true }, controls: i === 0 ? { mcc: { mode: 'RESTRICTED', codes: ['7995'] } } : null, last4: '0001', now: new Date().toISOString(),
    }, ctx());
  }
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

describe('traffic', () => {
  it('uses real merchant category codes and amounts in each merchant range', () => {
    const random = seeded(7);
    for (const merchant of MERCHANTS) expect(MCC_DESCRIPTIONS.has(merchant.mcc)).toBe(true);
    const purchases = Array.from({ length: 2_000 }, () => nextPurchase(random));
    expect(new Set(purchases.map((p) => p.merchant.mcc)).size).toBeGreaterThan(10);
    expect(purchases.every((p) => Number.isSafeInteger(p.amountCents) && p.amountCents >= p.merchant.minCents)).toBe(true);
    expect(purchases.filter((p) => p.amountCents > p.merchant.maxCents).length).toBeGreaterThan(0);
  });
});

describe('simulator', () => {
  it('sends signed purchases the authorizer decides, some of them declined', async () => {
    const server = createAuthorizerServer({ authorizer: new Authorizer(store), secret: SECRET, maxSkewMs: 60_000, logger: pino({ level: 'silent' }) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const directory = new CardDirectory(store);
      await expect.poll(async () => (await directory.refresh(), directory.usable().length)).toBe(3);
      const network = new SimulatedNetwork({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, secret: SECRET, random: seeded(3) });
      const attempts = [];
      for (let i = 0; i < 60; i++) attempts.push(await network.purchase(directory.usable()));
      expect(attempts.filter((a) => a?.approved).length).toBeGreaterThan(0);
      expect(attempts.filter((a) => a && !a.approved).length).toBeGreaterThan(0);
      const wrong = new SimulatedNetwork({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, secret: 'not-the-shared-secret' });
      await expect(wrong.purchase(directory.usable())).rejects.toThrow(/401/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
  it('writes a year of backdated history through the ledger commands, within the budget, once', async () => {
    const directory = new CardDirectory(store);
    // $all shows a commit once no older transaction is still running anywhere: poll.
    await expect.poll(async () => (await directory.refresh(), directory.usable().length)).toBe(3);
    const options = { days: 365, purchasesPerDay: 2, seed: 'test', random: seeded(42) };
    const result = await writeHistory(store, directory.usable(), options);
    expect(result.approved).toBeGreaterThan(50);
    expect(result.declined).toBeGreaterThan(0);
    const events = (await store.readStream(streams.ledger(budgetId))).map((e) => ({ type: e.type, data: e.data }) as LedgerEvent);
    expect(fold(ledgerDecider, events).spentCents).toBeLessThanOrEqual(20_000_000);
    const first = events.find((e) => e.type === 'AuthorizationApproved' && e.data.authorizationId.startsWith('hist_'))!;
    expect(Date.parse(first.data.at)).toBeLessThan(Date.now() - 300 * 86_400_000);
    // Written again with the same seed: the command handler finds each day's command already handled.
    expect(await writeHistory(store, directory.usable(), { ...options, random: seeded(42) })).toEqual(result);
    expect((await store.readStream(streams.ledger(budgetId))).length).toBe(events.length);
  });

  it('closes the history\'s statements in order and pays each before it is due, once', async () => {
    const until = new Date();
    const settled = await settleHistory(store, companyId, { until, seed: 'test' });
    expect(settled.closed).toBeGreaterThanOrEqual(12);
    const events = (await store.readStream(streams.account(companyId))).map((e) => ({ type: e.type, data: e.data }) as AccountEvent);
    const statements = events.flatMap((e) => (e.type === 'StatementClosed' ? [e.data] : []));
    // Each statement starts where the one before ended, and every posted purchase is on exactly one.
    statements.slice(1).forEach((s, i) => expect(s.startingBalance).toBe(statements[i]!.endingBalance));
    const posted = events.flatMap((e) => (e.type === 'CardActivityPosted' ? e.data.entries.filter((x) => x.kind === 'DEBIT') : []));
    const open = fold(accountDecider, events);
    const openDebits = open.periods.valueSeq().reduce((sum, t) => sum + t.debits, 0);
    expect(statements.reduce((sum, s) => sum + s.debits, 0) + openDebits).toBe(posted.reduce((sum, x) => sum + x.cents, 0));
    // Every statement with an amount due was paid five days before its due date, unless that is still ahead.
    const payable = statements.filter((s) => s.amountDue > 0 && Date.parse(s.dueDate) - 5 * 86_400_000 < until.getTime());
    expect(settled.paid).toBe(payable.length);
    expect(payable.length).toBeGreaterThan(3);
    expect(statements.every((s) => s.rebate === Math.floor(((s.debits - (s.credits - s.rebate)) * 150) / 10_000))).toBe(true);
    expect(open.status).toBe('ACTIVE');
    expect(await settleHistory(store, companyId, { until, seed: 'test' })).toEqual({ closed: 0, paid: 0 });
  });

  it('sends each purchase as one trace: its requests carry traceparent and the authorizer\'s spans and appends join it', async () => {
    const receiver = await startOtlpReceiver();
    // Every trace kept (the default samples half); on for this test only, as tracing is process-wide.
    const tracing = startTracing('simulator', { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_TRACES_SAMPLER_ARG: '1' })!;
    const server = createAuthorizerServer({ authorizer: new Authorizer(store), secret: SECRET, maxSkewMs: 60_000, logger: pino({ level: 'silent' }) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const directory = new CardDirectory(store);
      await expect.poll(async () => (await directory.refresh(), directory.usable().length)).toBe(3);
      const network = new SimulatedNetwork({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, secret: SECRET, random: seeded(5) });
      const attempt = await network.purchase(directory.usable());
      expect(attempt).not.toBeNull();
      const serverSpan = (s: { scope: string; name: string }) => s.scope === '@spend/authorizer' && s.name === 'POST /v1/authorizations';
      const spans = await receiver.waitFor((all) => all.some((s) => s.name === 'card purchase') && all.some((s) => serverSpan(s) && all.some((a) => a.name === 'eventstore.append' && a.parentSpanId === s.spanId)));
      const purchase = spans.find((s) => s.name === 'card purchase')!;
      const trace = spans.filter((s) => s.traceId === purchase.traceId);
      const request = trace.find((s) => s.scope === '@spend/simulator' && s.name === 'POST /v1/authorizations');
      expect(request?.parentSpanId).toBe(purchase.spanId);
      // The server span's parent came only from the request's traceparent header (it starts from the root context).
      const decided = trace.find(serverSpan);
      expect(decided?.parentSpanId).toBe(request!.spanId);
      expect(trace.some((s) => s.name === 'eventstore.append' && s.parentSpanId === decided!.spanId)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await tracing.shutdown();
      await receiver.close();
    }
  });
});
