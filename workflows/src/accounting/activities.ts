import {
  accountingDecider, adjustmentExpenseFor, bookedLinesOf, bookkeepingDecider, effectiveAccountMappings, expenseFor, finishedRunStatus, integrationRunDecider, isoNow, streams, type FinishedRunStatus,
  type AccountingProvider, type AccountingState, type NotReadyTransaction, type BookedLine, type ExpenseTransaction, type IntegrationRunCommand, type SyncableAdjustment, type SyncableTransaction,
} from '@spend/domain';
import { asActivityFailure } from './platform-failure';
import { createReconciliationActivities } from './reconciliation';
import { deterministicUuid, handleCommand, loadState, systemClock, type EventStore } from '@spend/eventstore';

export interface RunRef { companyId: string; runId: string }
export interface BatchResult { synced: string[]; failed: { transactionId: string; message: string }[] }
/** What a pushed expense stands for: one of our transactions (with the lines it books) or an adjustment of one. */
export interface Booking { id: string; transactionId: string; kind: 'TRANSACTION' | 'ADJUSTMENT'; lines: BookedLine[] | null }
export interface PushedBatch { syncId: string; completed: string[]; failed: BatchResult['failed'] }

/**
 * The accounting sync's steps. Each is idempotent: run-log steps record nothing the second time, the
 * platform enters a transaction id once, and TransactionSynced is recorded once per transaction.
 */
export const createAccountingActivities = ({ store, provider, clock = systemClock }: { store: EventStore; provider: AccountingProvider; clock?: { now(): Date } }) => {
  const now = () => isoNow(clock);
  const runStep = (command: IntegrationRunCommand) =>
    handleCommand(store, streams.integrationRun(command.runId), integrationRunDecider, command, {
      companyId: command.companyId, userId: null, correlationId: command.runId, commandId: deterministicUuid('integration-run', command.runId, command.type),
    });

  const { recordEntries, ...reconciliation } = createReconciliationActivities({ store, provider, now });

  /**
   * The company's mappings as they post now: a GL code whose account the platform has archived since
   * it was mapped posts nowhere, so its transactions are kept back as not ready (fix the mapping)
   * instead of the platform refusing the whole batch. When the platform cannot be read, the mappings
   * stand as recorded and the push says what is wrong.
   */
  const postingNow = async (state: AccountingState, codatCompanyId: string) => {
    const accounts = await provider.mappingOptions(codatCompanyId).then((o) => o.accounts, () => null);
    if (!accounts) return state;
    const active = new Set(accounts.filter((a) => a.status === 'Active').map((a) => a.id));
    const posting = effectiveAccountMappings(state).filter((m) => active.has(m.accountId));
    return { accountGeneralLedgers: {}, trackingCategoryProjects: state.trackingCategoryProjects, generalLedgerAccounts: Object.fromEntries(posting.map((m) => [m.generalLedgerId, m.accountId])) };
  };

  return {
    ...reconciliation,
    /**
     * The platform's expenses for these transactions under the company's mappings, and the ones not
     * ready to go (not coded, or coded to a GL code that posts nowhere), which are not sent; null
     * when the company has no live connection.
     */
    async prepareAccountingRun(input: { companyId: string; transactions: SyncableTransaction[]; adjustments?: SyncableAdjustment[] }): Promise<{ codatCompanyId: string; expenses: ExpenseTransaction[]; notReady: NotReadyTransaction[]; bookings: Booking[] } | null> {
      const state = await loadState(store, streams.accounting(input.companyId), accountingDecider);
      if (!state.codatCompanyId || !state.connections.some((c) => !c.archived)) return null;
      const mappings = await postingNow(state, state.codatCompanyId);
      const expenses: ExpenseTransaction[] = [];
      const notReady: NotReadyTransaction[] = [];
      for (const t of input.transactions) {
        const built = expenseFor(t, mappings);
        if ('notReady' in built) notReady.push({ transactionId: t.id, ...built.notReady });
        else expenses.push(built.expense);
      }
      const bookings: Booking[] = input.transactions.map((t) => ({ id: t.id, transactionId: t.id, kind: 'TRANSACTION', lines: bookedLinesOf(t) }));
      // Each adjustment is its own expense on the platform, keyed by its own id.
      for (const a of input.adjustments ?? []) {
        const built = adjustmentExpenseFor(a, mappings);
        // Kept back under its transaction's id: that page is where the coding is fixed.
        if ('notReady' in built) notReady.push({ transactionId: a.transactionId, ...built.notReady });
        else expenses.push(built.expense);
        bookings.push({ id: a.id, transactionId: a.transactionId, kind: 'ADJUSTMENT', lines: null });
      }
      return { codatCompanyId: state.codatCompanyId, expenses, notReady, bookings };
    },

    async startAccountingRun(ref: RunRef & { transactionIds: string[] }): Promise<void> {
      await runStep({ type: 'StartIntegrationRun', ...ref, kind: 'EXPENSES', now: now() });
      await runStep({ type: 'LoadIntegrationRun', ...ref, transactionIds: ref.transactionIds, now: now() });
    },

    /** Pushes one batch; an outage throws (Temporal retries with backoff), a refusal of the request does not retry. */
    async pushExpenseBatch(ref: RunRef & { codatCompanyId: string; expenses: ExpenseTransaction[] }): Promise<PushedBatch> {
      try {
        const pushed = await provider.pushExpenses(ref.codatCompanyId, ref.expenses);
        return {
          syncId: pushed.syncId,
          completed: pushed.transactions.filter((t) => t.status === 'Completed').map((t) => t.transactionId),
          failed: pushed.transactions.filter((t) => t.status !== 'Completed').map((t) => ({ transactionId: t.transactionId, message: t.message ?? 'Refused by the accounting platform.' })),
        };
      } catch (error) {
        return asActivityFailure(error);
      }
    },

    /**
     * Once the platform has them (and their receipts): a transaction locked for good, an adjustment
     * marked synced, each recorded once; then the company's books count each of them once.
     */
    async markTransactionsSynced(ref: RunRef & { transactionIds: string[]; expenses?: ExpenseTransaction[]; bookings?: Booking[]; receiptsAttached?: Record<string, number> }): Promise<void> {
      const context = (...key: string[]) => ({ companyId: ref.companyId, userId: null, correlationId: ref.runId, commandId: deterministicUuid(...key) });
      const base = { companyId: ref.companyId, runId: ref.runId, now: now() };
      const bookingOf = new Map((ref.bookings ?? []).map((b) => [b.id, b]));
      for (const id of ref.transactionIds) {
        const booking = bookingOf.get(id);
        if (booking?.kind === 'ADJUSTMENT') {
          await handleCommand(store, streams.bookkeeping(booking.transactionId), bookkeepingDecider, { type: 'MarkAdjustmentSynced', ...base, transactionId: booking.transactionId, adjustmentId: id }, context('adjustment-synced', id));
        } else {
          await handleCommand(store, streams.bookkeeping(id), bookkeepingDecider, { type: 'MarkTransactionSynced', ...base, transactionId: id, ...(booking?.lines && { lines: booking.lines }), receiptsAttached: ref.receiptsAttached?.[id] }, context('transaction-synced', id));
        }
      }
      await recordEntries(ref, (ref.expenses ?? []).filter((e) => ref.transactionIds.includes(e.id)), bookingOf);
    },

    /** Logs the run's outcome; answers its state (COMPLETED, PARTIAL or FAILED: the run decider's). */
    async completeAccountingRun(ref: RunRef & BatchResult & { notReady?: NotReadyTransaction[] }): Promise<FinishedRunStatus> {
      const outcome = { syncedTransactionIds: ref.synced, failed: ref.failed, ...(ref.notReady?.length && { notReady: ref.notReady }) };
      await runStep({ type: 'CompleteIntegrationRun', companyId: ref.companyId, runId: ref.runId, ...outcome, now: now() });
      return finishedRunStatus(outcome);
    },

    async failAccountingRun(ref: RunRef & { message: string; notReady?: NotReadyTransaction[] }): Promise<void> {
      await runStep({ type: 'FailIntegrationRun', companyId: ref.companyId, runId: ref.runId, message: ref.message, ...(ref.notReady?.length && { notReady: ref.notReady }), now: now() });
    },
  };
};

export type AccountingActivities = ReturnType<typeof createAccountingActivities>;
