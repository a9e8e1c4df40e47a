// What the receipt-reading workflow carries and asks of its activity (a client-side entry: no worker
// code). The activity is the API's (services/api/src/receipts/read-file.ts): it owns the file storage.

/** A stored receipt file to read: its id is the upload's and the receipt stream's (`receipt-<fileId>`). */
export interface ReceiptReadInput {
  fileId: string;
  companyId: string;
}

export interface ReceiptReadingActivities {
  /** Reads the file's text and records ReceiptRead (once: a retry records nothing new). */
  readReceiptFile(input: ReceiptReadInput): Promise<void>;
}

/** One reading per file: starting it again for the same file starts nothing. */
export const receiptReadWorkflowId = (fileId: string): string => `receipt-read-${fileId}`;
