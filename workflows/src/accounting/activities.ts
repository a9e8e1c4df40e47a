import { ApplicationFailure } from '@temporalio/activity';
import {
  accountingDecider, bookkeepingDecider, expenseFor, integrationRunDecider, isoNow, PlatformBusy, PlatformRejection, streams,
  type AccountingProvider, type ExpenseTransaction, type IntegrationRunCommand, type SyncableTransaction,
} from '@spend/domain';
import { deterministicUuid, handleCommand, loadState, systemClock, type EventStore } from '@spend/eventstore';

export interface RunRef { companyId: string; runId: string }
export interface BatchResult { synced: string[]; failed: { transactionId: string; message: string }[] }
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

  return {
    /** The platform's expenses for these transactions under the company's imported mappings; null when it has no live connection. */
    async prepareAccountingRun(input: { companyId: string; transactions: SyncableTransaction[] }): Promise<{ codatCompanyId: string; expenses: ExpenseTransaction[]; skipped: BatchResult['failed'] } | null> {
      const state = await loadState(store, streams.accounting(input.companyId), accountingDecider);
      if (!state.codatCompanyId || !state.connections.some((c) => !c.archived)) return null;
      const expenses: ExpenseTransaction[] = [];
      const skipped: BatchResult['failed'] = [];
      for (const t of input.transactions) {
        const built = expenseFor(t, state);
        if ('failure' in built) skipped.push({ transactionId: t.id, message: built.failure });
        else expenses.push(built.expense);
      }
      return { codatCompanyId: state.codatCompanyId, expenses, skipped };
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
        if (error instanceof PlatformRejection) throw ApplicationFailure.nonRetryable(error.message, 'PlatformRejection');
        // The platform's Retry-After wins over the retry policy's backoff for the next attempt.
        if (error instanceof PlatformBusy) throw ApplicationFailure.create({ message: error.message, type: 'PlatformBusy', nextRetryDelay: error.retryAfterMs });
        throw error;
      }
    },

    /** Once the platform has them (and their receipts): locked for good, each recorded once. */
    async markTransactionsSynced(ref: RunRef & { transactionIds: string[] }): Promise<void> {
      for (const transactionId of ref.transactionIds) {
        await handleCommand(store, streams.bookkeeping(transactionId), bookkeepingDecider, { type: 'MarkTransactionSynced', transactionId, companyId: ref.companyId, runId: ref.runId, now: now() }, {
          companyId: ref.companyId, userId: null, correlationId: ref.runId, commandId: deterministicUuid('transaction-synced', transactionId),
        });
      }
    },

    async completeAccountingRun(ref: RunRef & BatchResult): Promise<void> {
      await runStep({ type: 'CompleteIntegrationRun', companyId: ref.companyId, runId: ref.runId, syncedTransactionIds: ref.synced, failed: ref.failed, now: now() });
    },

    async failAccountingRun(ref: RunRef & { message: string }): Promise<void> {
      await runStep({ type: 'FailIntegrationRun', companyId: ref.companyId, runId: ref.runId, message: ref.message, now: now() });
    },
  };
};

export type AccountingActivities = ReturnType<typeof createAccountingActivities>;
