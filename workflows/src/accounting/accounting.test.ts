import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES, streams, type ExpenseTransaction } from '@spend/domain';
import type { PostgresEventStore } from '@spend/eventstore';
import type { AccountingPlatformServer } from '@spend/simulator';
import type { TemporalTestKit } from '../testing';
import { useAccountingPlatform } from './testing';
import { accountingSyncWorkflow, type AccountingSyncInput } from './workflows';

const platform = useAccountingPlatform('wf_accounting');
const { activities } = platform;
let temporal: TemporalTestKit;
let store: PostgresEventStore;
let sim: AccountingPlatformServer;
let codatCompanyId: string;
let travel: string;
// After the platform's own beforeAll (hooks run in the order they are registered).
beforeAll(() => void ({ temporal, store, sim, codatCompanyId, travel } = platform));
const companyId = randomUUID();
const FAST = { initialIntervalMs: 50, maximumAttempts: 3 };

const expense = (cents: number): ExpenseTransaction => ({ id: randomUUID(), issueDate: '2026-11-02', currency: 'USD', merchantName: 'Delta', notes: null, lines: [{ netAmountCents: cents, accountId: travel, trackingCategoryIds: [] }] });
const sync = (expenses: ExpenseTransaction[], overrides: Partial<AccountingSyncInput> = {}) =>
  temporal.withWorker(activities(), (taskQueue) => temporal.client.workflow.execute(accountingSyncWorkflow, {
    taskQueue, workflowId: `accounting-sync-${companyId}`, args: [{ companyId, runId: randomUUID(), codatCompanyId, expenses, batchSize: 2, retry: FAST, ...overrides }],
  })).then((result) => result!);
const ledger = () => [...sim.platform().company(codatCompanyId).ledger.values()];
const types = async (stream: string) => (await store.readStream(stream).catch(() => [])).map((e) => e.type);

describe('the accounting sync workflow against a misbehaving platform', () => {
  it('pushes in batches through 500s, a 429 and a hang; each transaction lands once and is locked as synced', async () => {
    const expenses = [1_000, 2_050, 1, 99_999, 4_210].map(expense);
    sim.setFaults({ failNext: 2, rateLimitNext: 1, retryAfterSeconds: 1, hangNext: 1, hangMs: 1_500 });
    const result = await sync(expenses, { retry: { initialIntervalMs: 50, maximumAttempts: 8 } });
    expect(result).toMatchObject({ status: 'COMPLETED', failed: [], message: null });
    expect(result.synced.sort()).toEqual(expenses.map((e) => e.id).sort());
    expect(ledger().map((e) => e.amountCents).sort((a, b) => a - b)).toEqual([1, 1_000, 2_050, 4_210, 99_999]);
    expect(await types(streams.bookkeeping(expenses[0]!.id))).toEqual(['TransactionSynced']);
    // A re-run of the same transactions enters none of them twice and records no second TransactionSynced.
    expect((await sync(expenses)).status).toBe('COMPLETED');
    expect(ledger()).toHaveLength(5);
    expect(await types(streams.bookkeeping(expenses[0]!.id))).toEqual(['TransactionSynced']);
  });

  it("waits as long as a 429's Retry-After asks before the next attempt, not the shorter backoff", async () => {
    sim.setFaults({ rateLimitNext: 1, retryAfterSeconds: 3 });
    const started = Date.now();
    expect((await sync([expense(321)])).status).toBe('COMPLETED');
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
  });

  it('ends the run FAILED with its log while the platform is down throughout; nothing is marked synced; the next run syncs them', async () => {
    const expenses = [700, 800, 900].map(expense);
    sim.setFaults({ down: true });
    const runId = randomUUID();
    const failed = await sync(expenses, { runId });
    expect(failed).toMatchObject({ status: 'FAILED', synced: [] });
    expect(failed.message).toMatch(/503/);
    expect(await types(streams.integrationRun(runId))).toEqual(['IntegrationRunStarted', 'IntegrationRunLoaded', 'IntegrationRunFailed']);
    for (const e of expenses) expect(await types(streams.bookkeeping(e.id))).toEqual([]);
    sim.setFaults({});
    const nextRun = randomUUID();
    const next = await sync(expenses, { runId: nextRun });
    expect(next.synced.sort()).toEqual(expenses.map((e) => e.id).sort());
    expect(await types(streams.integrationRun(nextRun))).toEqual(['IntegrationRunStarted', 'IntegrationRunLoaded', 'IntegrationRunCompleted']);
    expect(ledger().filter((e) => expenses.some((x) => x.id === e.transactionId))).toHaveLength(3);
  });

  it('does not retry a batch the platform refuses (an account it does not have): the run fails at once with its reason', async () => {
    const bad = { ...expense(500), lines: [{ netAmountCents: 500, accountId: 'no-such-account', trackingCategoryIds: [] }] };
    const result = await sync([bad], { retry: { initialIntervalMs: 5_000, maximumAttempts: 5 } });
    expect(result.status).toBe('FAILED');
    expect(result.message).toMatch(/not an active account/);
    expect(await types(streams.bookkeeping(bad.id))).toEqual([]);
  });

  it('sends nothing that is not ready: a run of only those is FAILED, logs each with its reason and reconciles nothing', async () => {
    const runId = randomUUID();
    const notReady = [{ transactionId: randomUUID(), reason: 'NOT_CODED' as const, message: EXPENSE_MESSAGES.notCoded, generalLedgerId: null }];
    const before = ledger().length;
    const result = await sync([], { runId, notReady });
    expect(result).toMatchObject({ status: 'FAILED', synced: [], failed: [], notReady, message: null });
    expect(result.reconciliation).toBeUndefined();
    expect(ledger()).toHaveLength(before);
    const [, loaded, completed] = await store.readStream(streams.integrationRun(runId));
    expect([loaded!.data, completed!.data]).toMatchObject([{ transactionIds: [] }, { syncedTransactionIds: [], failed: [], notReady }]);
    // Beside one that went: PARTIAL, and the run's reconciliation compares what it synced.
    const partial = await sync([expense(250)], { runId: randomUUID(), notReady });
    expect(partial).toMatchObject({ status: 'PARTIAL', failed: [], notReady });
    expect(partial.reconciliation).not.toBeNull();
  });
});
