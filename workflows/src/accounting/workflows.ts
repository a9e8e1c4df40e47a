import { ActivityFailure, ApplicationFailure, patched, proxyActivities, proxyLocalActivities, uuid4 } from '@temporalio/workflow';
import type { ExpenseTransaction, NotReadyTransaction } from '@spend/domain';
import type { AccountingActivities, BatchResult, Booking } from './activities';
import type { ReconciliationResult } from './reconciliation';
import type { AccountingApiActivities, ExpenseReceipt } from './messages';

export interface AccountingSyncInput {
  companyId: string;
  /** Given by a caller that answers with the run's log (its run is logged even with nothing to push); a scheduled run makes its own. */
  runId?: string;
  /** The transactions to push (loaded on `apiTaskQueue`); absent: the company's READY_TO_SYNC ones. */
  transactionIds?: string[];
  /** Given by a caller that read the transactions itself; absent, the run loads the READY_TO_SYNC ones on `apiTaskQueue`. */
  codatCompanyId?: string;
  expenses?: ExpenseTransaction[];
  /** Transactions the caller kept back (not coded, or their GL code unmapped), with why: logged as not ready, never sent. */
  notReady?: NotReadyTransaction[];
  /** Their receipts, attached on the task queue where the file storage is (the API's); none: nothing to attach. */
  receipts?: ExpenseReceipt[];
  /** What each given expense stands for (a transaction with its lines, or an adjustment); absent: transactions. */
  bookings?: Booking[];
  /** The API's task queue, where the read models and the file storage are. */
  apiTaskQueue?: string;
  batchSize?: number;
  /** How hard to push a batch through outages before the run is FAILED (tests make it short). */
  retry?: { initialIntervalMs: number; maximumAttempts: number };
  /** How long one push attempt may take before Temporal tries again (a worker that died mid-batch is noticed by this). */
  attemptTimeoutMs?: number;
}

export interface AccountingSyncResult {
  status: 'COMPLETED' | 'PARTIAL' | 'FAILED'; synced: string[]; failed: BatchResult['failed']; notReady?: NotReadyTransaction[]; message: string | null; reconciliation?: ReconciliationResult | null;
}

const stepOptions = { startToCloseTimeout: '1 minute', retry: { initialInterval: '1 second', maximumAttempts: 10 } } as const;
const steps = proxyActivities<AccountingActivities>(stepOptions);
/**
 * The run's own steps (its log, its mappings, marking what synced) are quick writes to our database:
 * the worker runs them itself, without a round trip through the task queue for each (a fifth of a
 * second each on an idle machine, many seconds on a loaded one). Runs recorded before replay as they ran.
 */
const localSteps = proxyLocalActivities<AccountingActivities>(stepOptions);
const checks = proxyActivities<AccountingActivities>({ startToCloseTimeout: '2 minutes', retry: { initialInterval: '2 seconds', maximumAttempts: 5, nonRetryableErrorTypes: ['PlatformRejection'] } });

/** A reconciliation that cannot reach the platform leaves the run as it is; the daily check tries again. */
const reconcile = async (input: Parameters<AccountingActivities['reconcileAccounting']>[0]): Promise<ReconciliationResult | null> => {
  try {
    return await checks.reconcileAccounting(input);
  } catch {
    return null;
  }
};

/**
 * The daily reconciliation of a company (its schedule starts it with the sync's workflow id, so it
 * never compares totals while a run is half done): our synced totals against the platform's.
 */
export async function accountingReconciliationWorkflow(input: { companyId: string }): Promise<ReconciliationResult | null> {
  return checks.reconcileAccounting({ companyId: input.companyId, checkId: uuid4(), runId: null });
}

/** The reason at the bottom of an activity's failure (the platform's own words). */
const reason = (error: unknown): string => {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  return cause instanceof ApplicationFailure || cause instanceof Error ? cause.message : String(cause);
};

/** A run's work: its transactions (from the API's read models) as the platform's expenses. */
const load = async (input: AccountingSyncInput, api: ReturnType<typeof proxyActivities<AccountingApiActivities>> | null, run: typeof steps) => {
  if (!api) throw ApplicationFailure.nonRetryable('A run needs its expenses, or the API task queue to load them from.');
  const { companyId } = input;
  const ready = await api.loadSyncTransactions({ companyId, transactionIds: input.transactionIds ?? null });
  // A scheduled run with nothing to push leaves no log.
  const adjustments = ready.adjustments ?? [];
  if (ready.transactions.length === 0 && adjustments.length === 0 && !input.runId) return null;
  const prepared = await run.prepareAccountingRun({ companyId, transactions: ready.transactions, ...(adjustments.length && { adjustments }) });
  return prepared && { ...prepared, receipts: ready.receipts };
};

/**
 * One accounting sync run of a company (workflow id `accounting-sync-<companyId>`, so runs of a
 * company never overlap): its log goes STARTED, LOADED, then COMPLETED (every transaction synced),
 * PARTIAL (the platform refused some) or FAILED (it refused all, or stayed down through every retry). A transaction is marked synced (and locked) only once the platform
 * has it and its receipts; until then it stays READY_TO_SYNC for the next run, which the platform's
 * idempotency key keeps from entering it twice.
 */
export async function accountingSyncWorkflow(input: AccountingSyncInput): Promise<AccountingSyncResult | null> {
  const { companyId, batchSize = 100 } = input;
  const runId = input.runId ?? uuid4();
  const run = patched('local-run-steps') ? localSteps : steps;
  const api = input.apiTaskQueue ? proxyActivities<AccountingApiActivities>({ taskQueue: input.apiTaskQueue, startToCloseTimeout: '5 minutes', retry: { initialInterval: '1 second', maximumAttempts: 10 } }) : null;
  const given = input.expenses && input.codatCompanyId ? { codatCompanyId: input.codatCompanyId, expenses: input.expenses, notReady: input.notReady ?? [], receipts: input.receipts ?? [], bookings: input.bookings ?? [] } : null;
  const loaded = given ?? (await load(input, api, run));
  // No live connection, or nothing ready: no run to log.
  if (!loaded) return null;
  const { codatCompanyId, expenses, notReady, receipts, bookings } = loaded;
  const retry = input.retry ?? { initialIntervalMs: 2_000, maximumAttempts: 6 };
  const retryPolicy = { initialInterval: retry.initialIntervalMs, backoffCoefficient: 2, maximumAttempts: retry.maximumAttempts, nonRetryableErrorTypes: ['PlatformRejection'] };
  const { pushExpenseBatch } = proxyActivities<AccountingActivities>({ startToCloseTimeout: input.attemptTimeoutMs ?? 120_000, retry: retryPolicy });
  const attach = input.apiTaskQueue
    ? proxyActivities<AccountingApiActivities>({ taskQueue: input.apiTaskQueue, startToCloseTimeout: '5 minutes', retry: retryPolicy }).attachAccountingReceipts
    : null;
  const ref = { companyId, runId };
  // The run takes up what it sends; what is not ready is logged apart, with what to fix.
  await run.startAccountingRun({ ...ref, transactionIds: expenses.map((e) => e.id) });
  const done: BatchResult = { synced: [], failed: [] };
  for (let i = 0; i < expenses.length; i += batchSize) {
    try {
      const pushed = await pushExpenseBatch({ ...ref, codatCompanyId, expenses: expenses.slice(i, i + batchSize) });
      const theirs = receipts.filter((r) => pushed.completed.includes(r.transactionId));
      // Each transaction whose receipts went with it is RECEIPT_ATTACHED once marked synced.
      let receiptsAttached: Record<string, number> = {};
      if (attach && theirs.length) {
        const attached = await attach({ companyId, codatCompanyId, syncId: pushed.syncId, receipts: theirs });
        // Only what the platform got counts (a receipt removed since the run loaded sends nothing); a history recorded before the
        // activity answered per transaction replays as it ran then, every receipt planned counted.
        if (typeof attached === 'number') for (const r of theirs) receiptsAttached[r.transactionId] = (receiptsAttached[r.transactionId] ?? 0) + 1;
        else receiptsAttached = attached;
      }
      const batch = expenses.slice(i, i + batchSize);
      await run.markTransactionsSynced({ ...ref, transactionIds: pushed.completed, expenses: batch, bookings: bookings.filter((b) => batch.some((e) => e.id === b.id)), receiptsAttached });
      done.synced.push(...pushed.completed);
      done.failed.push(...pushed.failed);
    } catch (error) {
      const message = reason(error);
      await run.failAccountingRun({ ...ref, message, notReady });
      return { status: 'FAILED', ...done, notReady, message };
    }
  }
  // Runs recorded before the step answered their state replay as COMPLETED, as they were then.
  const status = (await run.completeAccountingRun({ ...ref, ...done, notReady })) ?? 'COMPLETED';
  // Runs recorded before reconciliation existed replay without it. A run that synced nothing changed
  // nothing to compare (a check then would only repeat the last one, or "match" on nothing).
  const reconciled = patched('accounting-reconciliation') && (!patched('reconcile-only-what-synced') || done.synced.length > 0);
  const reconciliation = reconciled ? await reconcile({ companyId, runId, checkId: uuid4(), codatCompanyId }) : undefined;
  return { status, ...done, notReady, message: null, ...(reconciliation !== undefined && { reconciliation }) };
}
