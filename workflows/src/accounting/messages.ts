// What the accounting sync workflow asks of the API's worker (a client-side entry: no worker code).

/** A receipt of a pushed transaction, as its bookkeeping holds it (the bytes are in the API's file storage). */
export interface ExpenseReceipt { transactionId: string; fileId: string; fileName: string; contentType: string }

/** Runs on the API's own task queue (`<TEMPORAL_TASK_QUEUE>-reports`), where the file storage is. */
export interface AccountingReceiptActivities {
  /** Uploads each receipt to the platform's sync; the platform keeps a file attached twice once, so a retry is safe. */
  attachAccountingReceipts(input: { companyId: string; codatCompanyId: string; syncId: string; receipts: ExpenseReceipt[] }): Promise<number>;
}
