import {
  accountingBooksDecider, accountingDecider, streams,
  type AccountingProvider, type ExpenseTransaction, type PlatformTotals, type ReconciliationPeriod,
} from '@spend/domain';
import { deterministicUuid, handleCommand, loadState, type EventStore } from '@spend/eventstore';
import type { Booking, RunRef } from './activities';
import { asActivityFailure } from './platform-failure';

export interface ReconciliationResult { checkId: string; matched: boolean; periods: ReconciliationPeriod[] }

/** An expense's signed amount as the platform enters it (a Refund is money back). */
const signedTotal = (e: ExpenseTransaction) => e.lines.reduce((sum, l) => sum + l.netAmountCents, 0) * (e.type === 'Refund' ? -1 : 1);

/**
 * Our synced totals (the `accounting-books-<companyId>` write model) and their comparison with the
 * platform's. Both steps are idempotent: an entry counts once by its id, a check is recorded once.
 */
export const createReconciliationActivities = ({ store, provider, now }: { store: EventStore; provider: AccountingProvider; now: () => string }) => ({
  /** What the platform confirmed in this batch, counted once each in the company's books. */
  recordEntries: async (ref: RunRef, expenses: ExpenseTransaction[], bookingOf: Map<string, Booking>): Promise<void> => {
    if (expenses.length === 0) return;
    const entries = expenses.map((e) => ({ entryId: e.id, transactionId: bookingOf.get(e.id)?.transactionId ?? e.id, issueDate: e.issueDate, amountCents: signedTotal(e) }));
    await handleCommand(store, streams.accountingBooks(ref.companyId), accountingBooksDecider, { type: 'RecordAccountingEntries', companyId: ref.companyId, runId: ref.runId, entries, now: now() }, {
      companyId: ref.companyId, userId: null, correlationId: ref.runId, commandId: deterministicUuid('accounting-entries', ref.runId, ...expenses.map((e) => e.id)),
    });
  },

  /**
   * Compares our totals per month (count and signed sum, adjustments included) with the platform's
   * ledger and records the result; a mismatch raises the alert (notifications projection). Null:
   * the company has no platform company, or neither side has anything to compare.
   */
  async reconcileAccounting(input: { companyId: string; checkId: string; runId: string | null; codatCompanyId?: string }): Promise<ReconciliationResult | null> {
    const codatCompanyId = input.codatCompanyId ?? (await loadState(store, streams.accounting(input.companyId), accountingDecider)).codatCompanyId;
    if (!codatCompanyId) return null;
    const records = await provider.listExpenseTransactions(codatCompanyId).catch(asActivityFailure);
    const theirs: PlatformTotals = {};
    for (const r of records) {
      const t = (theirs[r.issueDate.slice(0, 7)] ??= { count: 0, amountCents: 0 });
      t.count++;
      t.amountCents += r.amountCents;
    }
    const result = await handleCommand(store, streams.accountingBooks(input.companyId), accountingBooksDecider,
      { type: 'ReconcileAccounting', companyId: input.companyId, checkId: input.checkId, runId: input.runId, theirs, now: now() },
      { companyId: input.companyId, userId: null, correlationId: input.runId ?? input.checkId, commandId: deterministicUuid('accounting-reconciliation', input.checkId) });
    // A retried step gets the events its first attempt recorded (same command id).
    const event = result.events.find((e) => e.type === 'AccountingReconciled');
    // None: nothing synced and nothing on the platform, no month to compare (the decider records no check).
    if (event?.type !== 'AccountingReconciled') return null;
    return { checkId: input.checkId, matched: event.data.matched, periods: event.data.periods };
  },
});
