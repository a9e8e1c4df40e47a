import type { SyncableAdjustment, SyncableTransaction } from '@spend/domain';

// What the accounting sync workflow asks of the API's worker (a client-side entry: no worker code).

/** A receipt of a pushed transaction, as its bookkeeping holds it (the bytes are in the API's file storage). */
export interface ExpenseReceipt { transactionId: string; fileId: string; fileName: string; contentType: string }

/** Runs on the API's own task queue (`<TEMPORAL_TASK_QUEUE>-reports`), where the read models and the file storage are. */
export interface AccountingApiActivities {
  /** These transactions of the company (or, without ids, its READY_TO_SYNC ones, spec 4), oldest first, and their receipts. */
  loadSyncTransactions(input: { companyId: string; transactionIds: string[] | null }): Promise<{ transactions: SyncableTransaction[]; receipts: ExpenseReceipt[]; adjustments?: SyncableAdjustment[] }>;
  /** Uploads each receipt to the platform's sync; the platform keeps a file attached twice once, so a retry is safe. */
  /**
   * Uploads each receipt to the platform's sync; answers how many each transaction got (a receipt whose file is gone sends nothing).
   * Histories recorded before it answered per transaction hold one count for the whole batch.
   */
  attachAccountingReceipts(input: { companyId: string; codatCompanyId: string; syncId: string; receipts: ExpenseReceipt[] }): Promise<Record<string, number> | number>;
}

/** A company's scheduled sync runs (created with its first accounting connection). */
export const accountingSyncScheduleId = (companyId: string): string => `accounting-sync-schedule-${companyId}`;
/** The company's daily reconciliation (created with its sync schedule). */
export const accountingReconciliationScheduleId = (companyId: string): string => `accounting-reconciliation-schedule-${companyId}`;
/** One run at a time per company: the workflow id is the company's (a reconciliation takes the same id, so it never meets a run half done). */
export const accountingSyncWorkflowId = (companyId: string): string => `accounting-sync-${companyId}`;
