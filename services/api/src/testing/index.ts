export { ApiHarness, type SeededCompany } from './harness';
export { startWorker, type WorkerProcess } from './worker';
export { receiptPdf, startReceiptsMail, type RunningMail } from '../receipts/testing';
