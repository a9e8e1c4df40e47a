import { describeReplay } from '../testing/replay-suite';

// Recorded by record-history.ts from a run on the dev server: an unpaid statement past due, the account suspended.
describeReplay('payment due workflow replay', new URL('./workflows.ts', import.meta.url), new URL('./fixtures/payment-due-history.json', import.meta.url));
// Recorded by record-history.ts: a debit sent, its transfer read while pending, then settled.
describeReplay('ACH payment workflow replay', new URL('./ach-workflow.ts', import.meta.url), new URL('./fixtures/ach-payment-history.json', import.meta.url));
