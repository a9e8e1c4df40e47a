import { z } from 'zod';
import { automaticCoding } from './automatic-coding';

/**
 * A transaction's bookkeeping (ARCHITECTURE 12): the stream `bookkeeping-<transactionId>`, beside
 * (never inside) the authorizer's ledger. For a card purchase it holds only the coding; a manual or
 * reimbursement (out-of-pocket) transaction has no ledger side, so its amount, date, vendor and
 * payment type are recorded here too.
 */
export const BOOKKEEPING_SOURCES = ['MANUAL', 'REIMBURSEMENT', 'MILEAGE'] as const;
export const PAYMENT_TYPES = ['ACH', 'CARD', 'CASH', 'CHECK'] as const;
export type BookkeepingSource = (typeof BOOKKEEPING_SOURCES)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];

const ids = { transactionId: z.uuid(), companyId: z.uuid() };
const at = z.iso.datetime();

/** One line of a split: its share of the amount and where that share is booked. */
export const splitLine = z.object({
  amountCents: z.number().int().positive(),
  generalLedgerId: z.uuid().nullable(),
  projectId: z.uuid().nullable(),
  budgetId: z.uuid().nullable(),
});
export type SplitLine = z.infer<typeof splitLine>;

/** Custom field id -> its value (an option's id when the field has options, else free text). */
export const customFieldValues = z.record(z.uuid(), z.string().min(1));

export const manualTransactionRecorded = z.object({
  type: z.literal('ManualTransactionRecorded'),
  data: z.object({
    ...ids,
    source: z.enum(BOOKKEEPING_SOURCES),
    paymentType: z.enum(PAYMENT_TYPES),
    paymentMethodDetail: z.string().nullable(),
    amountCents: z.number().int().positive(),
    currency: z.string(),
    date: at,
    vendor: z.string().min(1),
    description: z.string().nullable(),
    budgetId: z.uuid().nullable(),
    spenderId: z.uuid(),
    createdByUserId: z.uuid(),
    at,
  }),
});

/**
 * Only the fields the edit changed are present; null clears one. `amountCents`/`date` only ever
 * appear for a manual or reimbursement transaction. `automatic`: set by a coding rule or the
 * company's history, not a person (automatic-coding.ts); `undone`: a person undid that coding.
 */
export const transactionCoded = z.object({
  type: z.literal('TransactionCoded'),
  data: z.object({
    ...ids,
    generalLedgerId: z.uuid().nullable().optional(),
    projectId: z.uuid().nullable().optional(),
    customFieldValues: customFieldValues.optional(),
    notes: z.string().nullable().optional(),
    invoiceNumber: z.string().nullable().optional(),
    vendor: z.string().nullable().optional(),
    amountCents: z.number().int().positive().optional(),
    date: at.optional(),
    automatic: automaticCoding.optional(),
    undone: automaticCoding.optional(),
    at,
  }),
});

/** An empty list removes the split. */
export const transactionSplit = z.object({ type: z.literal('TransactionSplit'), data: z.object({ ...ids, lines: z.array(splitLine), at }) });
export const transactionLocked = z.object({ type: z.literal('TransactionLocked'), data: z.object({ ...ids, at }) });
export const transactionUnlocked = z.object({ type: z.literal('TransactionUnlocked'), data: z.object({ ...ids, at }) });
export const transactionSoftDeleted = z.object({ type: z.literal('TransactionSoftDeleted'), data: z.object({ ...ids, at }) });
export const transactionDeleted = z.object({ type: z.literal('TransactionDeleted'), data: z.object({ ...ids, at }) });

export const transactionDisputed = z.object({
  type: z.literal('TransactionDisputed'),
  data: z.object({ ...ids, disputeId: z.uuid(), reasonId: z.string().min(1), notes: z.string().nullable(), at }),
});
export const transactionDisputeClosed = z.object({ type: z.literal('TransactionDisputeClosed'), data: z.object({ ...ids, disputeId: z.uuid(), at }) });

/** A stored file's metadata only; the bytes live in file storage (ARCHITECTURE 12). */
export const receiptAttached = z.object({
  type: z.literal('ReceiptAttached'),
  data: z.object({
    ...ids, fileId: z.uuid(), fileName: z.string().min(1), contentType: z.string().min(1), sizeBytes: z.number().int().positive(), sha256: z.string().regex(/^[0-9a-f]{64}$/), at,
  }),
});
export const receiptRemoved = z.object({ type: z.literal('ReceiptRemoved'), data: z.object({ ...ids, fileId: z.uuid(), at }) });
/**
 * An admin asked the spender for the receipt (issue #27 item 7, the review queue's `r`): the
 * merchant and amount ride along so the spender's notification needs no other read model.
 */
export const receiptRequested = z.object({
  type: z.literal('ReceiptRequested'),
  data: z.object({ ...ids, spenderId: z.uuid(), requestedByUserId: z.uuid().nullable(), merchant: z.string(), amountCents: z.number().int(), at }),
});

/** A line as the accounting platform holds it: signed cents booked under a GL code and project. */
export const bookedLine = z.object({ amountCents: z.number().int(), generalLedgerId: z.uuid().nullable(), projectId: z.uuid().nullable() });
export type BookedLine = z.infer<typeof bookedLine>;

/**
 * Entered in the accounting platform's ledger by an integration run: locked for good (ARCHITECTURE 12).
 * `lines`: what the platform was given (absent on events recorded before adjustments existed).
 * `receiptsAttached`: how many of its receipts the run attached to the platform's entry (spec 4's
 * RECEIPT_ATTACHED; absent when none, and on events recorded before it was kept).
 */
export const transactionSynced = z.object({
  type: z.literal('TransactionSynced'),
  data: z.object({ ...ids, runId: z.uuid(), lines: z.array(bookedLine).optional(), receiptsAttached: z.number().int().positive().optional(), at }),
});

/** Spec 4's sync states of a transaction the platform has: SYNCED, or RECEIPT_ATTACHED when its receipts went with it. */
export const SYNCED_STATES = ['SYNCED', 'RECEIPT_ATTACHED'] as const;
export const isSyncedState = (state: string | null | undefined): boolean => state === 'SYNCED' || state === 'RECEIPT_ATTACHED';

/**
 * A correction after sync (ARCHITECTURE 12): the synced record stays as it is and the platform gets
 * the difference as an expense transaction of its own, keyed by `adjustmentId`. AMOUNT comes from a
 * refund, reversal or clearing posted after the sync; CODING from an accountant moving it to another
 * GL code or project (`lines` take the amount off the old coding and book it on the new one).
 */
export const ADJUSTMENT_REASONS = ['AMOUNT', 'CODING'] as const;
export const transactionAdjusted = z.object({
  type: z.literal('TransactionAdjusted'),
  data: z.object({
    ...ids, adjustmentId: z.uuid(), reason: z.enum(ADJUSTMENT_REASONS), amountDeltaCents: z.number().int(), lines: z.array(bookedLine).min(1), userId: z.uuid().nullable(), at,
  }),
});
/** The adjustment is in the platform's ledger (its own integration run step, recorded once). */
export const transactionAdjustmentSynced = z.object({ type: z.literal('TransactionAdjustmentSynced'), data: z.object({ ...ids, adjustmentId: z.uuid(), runId: z.uuid(), at }) });

export const bookkeepingEvent = z.discriminatedUnion('type', [
  manualTransactionRecorded, transactionCoded, transactionSplit, transactionLocked, transactionUnlocked, transactionSoftDeleted, transactionDeleted,
  transactionDisputed, transactionDisputeClosed, receiptAttached, receiptRemoved, receiptRequested, transactionSynced, transactionAdjusted, transactionAdjustmentSynced,
]);
export type BookkeepingEvent = z.infer<typeof bookkeepingEvent>;
export const BOOKKEEPING_EVENT_TYPES = bookkeepingEvent.options.map((o) => o.shape.type.value);

/**
 * A company's books policy: `books-policy-<companyId>`. Receipts are required above
 * `receiptRequiredAboveCents` (null: never, 0: always).
 */
export const booksPolicySet = z.object({
  type: z.literal('BooksPolicySet'),
  data: z.object({
    companyId: z.uuid(),
    receiptRequiredAboveCents: z.number().int().nonnegative().nullable(),
    subscriptionReceiptsExempt: z.boolean(),
    isProjectsEnabled: z.boolean(),
    isInvoiceNumberEnabled: z.boolean(),
    receiptLockDays: z.number().int().positive().nullable(),
    at,
  }),
});
export const booksPolicyEvent = z.discriminatedUnion('type', [booksPolicySet]);
export type BooksPolicyEvent = z.infer<typeof booksPolicyEvent>;
export const BOOKS_POLICY_EVENT_TYPES = booksPolicyEvent.options.map((o) => o.shape.type.value);
