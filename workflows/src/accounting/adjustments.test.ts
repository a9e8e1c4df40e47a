import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adjustmentExpenseFor, bookkeepingDecider, streams, type BookedLine, type ExpenseTransaction } from '@spend/domain';
import { handleCommand, type PostgresEventStore } from '@spend/eventstore';
import type { AccountingPlatformServer } from '@spend/simulator';
import type { TemporalTestKit } from '../testing';
import type { Booking } from './activities';
import { useAccountingPlatform } from './testing';
import { accountingSyncWorkflow, type AccountingSyncInput } from './workflows';

const platform = useAccountingPlatform('wf_accounting_adjust');
const { activities } = platform;
let temporal: TemporalTestKit;
let store: PostgresEventStore;
let sim: AccountingPlatformServer;
let codatCompanyId: string;
let travel: string;
// After the platform's own beforeAll (hooks run in the order they are registered).
beforeAll(() => void ({ temporal, store, sim, codatCompanyId, travel } = platform));
const companyId = randomUUID();
const travelGl = randomUUID();
const FAST = { initialIntervalMs: 50, maximumAttempts: 4 };

const sync = (expenses: ExpenseTransaction[], bookings: Booking[], overrides: Partial<AccountingSyncInput> = {}) =>
  temporal.withWorker(activities(), (taskQueue) => temporal.client.workflow.execute(accountingSyncWorkflow, {
    taskQueue, workflowId: `accounting-sync-${companyId}`, args: [{ companyId, runId: randomUUID(), codatCompanyId, expenses, bookings, batchSize: 2, retry: FAST, ...overrides }],
  })).then((result) => result!);
const ledger = () => [...sim.platform().company(codatCompanyId).ledger.values()];
const types = async (stream: string) => (await store.readStream(stream).catch(() => [])).map((e) => e.type);
const context = () => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });

/** A purchase of `cents` on Travel, synced: its expense, and the booking that records its lines. */
const purchase = (cents: number): { expense: ExpenseTransaction; booking: Booking } => {
  const id = randomUUID();
  const lines: BookedLine[] = [{ amountCents: cents, generalLedgerId: travelGl, projectId: null }];
  return {
    expense: { id, issueDate: '2026-11-02', currency: 'USD', merchantName: 'Delta', notes: null, lines: [{ netAmountCents: cents, accountId: travel, trackingCategoryIds: [] }] },
    booking: { id, transactionId: id, kind: 'TRANSACTION', lines },
  };
};

/** What the reactor does on a refund after sync: the purchase's net amount is now `netCents`. */
const refund = async (transactionId: string, netCents: number) => {
  const adjustmentId = randomUUID();
  const result = await handleCommand(store, streams.bookkeeping(transactionId), bookkeepingDecider, { type: 'AdjustSyncedAmount', transactionId, companyId, adjustmentId, netCents, now: new Date().toISOString() }, context());
  const adjusted = result.events[0]!;
  if (adjusted.type !== 'TransactionAdjusted') throw new Error('no adjustment');
  const built = adjustmentExpenseFor({ id: adjustmentId, transactionId, date: '2026-11-20', currency: 'USD', merchantName: 'Delta', lines: adjusted.data.lines }, { accountGeneralLedgers: { [travel]: travelGl }, trackingCategoryProjects: {} });
  if ('notReady' in built) throw new Error(built.notReady.message);
  return { expense: built.expense, booking: { id: adjustmentId, transactionId, kind: 'ADJUSTMENT' as const, lines: null } };
};

describe('adjustments after sync, and the reconciliation after each run', () => {
  it('pushes a refund after sync once as its own Refund; the original stays as synced; a re-run pushes nothing new', async () => {
    const { expense, booking } = purchase(10_000);
    const first = await sync([expense], [booking]);
    expect(first).toMatchObject({ status: 'COMPLETED', synced: [expense.id], reconciliation: { matched: true } });
    const adjustment = await refund(expense.id, 7_500);
    expect(adjustment.expense).toMatchObject({ type: 'Refund', lines: [{ netAmountCents: 2_500, accountId: travel }] });
    // The platform answers 500 twice on the way: the retried push enters it once all the same.
    sim.setFaults({ failNext: 2 });
    const second = await sync([adjustment.expense], [adjustment.booking]);
    expect(second).toMatchObject({ status: 'COMPLETED', synced: [adjustment.booking.id], reconciliation: { matched: true, periods: [{ period: '2026-11', ours: { count: 2, amountCents: 7_500 } }] } });
    expect(ledger().map((e) => [e.transactionId, e.type, e.amountCents])).toEqual([[expense.id, 'Payment', 10_000], [adjustment.booking.id, 'Refund', -2_500]]);
    expect(await types(streams.bookkeeping(expense.id))).toEqual(['TransactionSynced', 'TransactionAdjusted', 'TransactionAdjustmentSynced']);
    // The same run again (a duplicate push): nothing new on the platform, nothing recorded twice.
    const again = await sync([expense, adjustment.expense], [booking, adjustment.booking]);
    expect(again.reconciliation).toMatchObject({ matched: true });
    expect(ledger()).toHaveLength(2);
    expect(await types(streams.bookkeeping(expense.id))).toEqual(['TransactionSynced', 'TransactionAdjusted', 'TransactionAdjustmentSynced']);
  });

  it('finds the mismatch when the platform duplicates a record: one more there, with its amount', async () => {
    const { expense, booking } = purchase(1_234);
    sim.setFaults({ duplicateNext: 1 });
    const result = await sync([expense], [booking]);
    expect(result.status).toBe('COMPLETED');
    expect(result.reconciliation).toMatchObject({ matched: false, periods: [{ period: '2026-11', ours: { count: 3, amountCents: 8_734 }, theirs: { count: 4, amountCents: 9_968 } }] });
    const [check] = (await store.readStream(streams.accountingBooks(companyId), { direction: 'backwards', maxCount: 1 }));
    expect(check).toMatchObject({ type: 'AccountingReconciled', data: { matched: false } });
  });
});
