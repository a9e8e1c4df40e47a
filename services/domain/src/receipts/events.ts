import { z } from 'zod';

const at = z.iso.datetime();

/** Where a receipt came from: mail, or an upload (a phone's photo) to the inbox, to be matched to its transaction. */
export const RECEIPT_SOURCES = ['EMAIL', 'UPLOAD'] as const;

/**
 * A member's receipt arrived without a transaction (stream `receipt-<receiptId>`): its file is in
 * the file store, checked like an upload. This is the seam automatic matching follows: a reactor
 * reading ReceiptReceived can attach it (InboxReceiptAttached) when it is sure of the transaction.
 */
export const receiptReceived = z.object({
  type: z.literal('ReceiptReceived'),
  data: z.object({
    receiptId: z.uuid(),
    companyId: z.uuid(),
    userId: z.uuid(),
    source: z.enum(RECEIPT_SOURCES),
    /** The stored file (the uploads row of the same id). */
    fileId: z.uuid(),
    fileName: z.string().min(1),
    contentType: z.string().min(1),
    sizeBytes: z.number().int().positive(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    at,
  }),
});

const cents = z.number().int().nonnegative();

/** The figures a match compared (matching.ts MatchWhy), so anyone can see why it was made. */
export const matchWhy = z.object({
  receiptTotalCents: cents,
  transactionAmountCents: cents,
  amount: z.enum(['EXACT', 'TIP']),
  dayDifference: z.number().int().nonnegative().nullable(),
  merchantSimilarity: z.number().min(0).max(1),
  cardLast4: z.enum(['MATCH', 'DIFFERENT']).nullable(),
});

/**
 * The inbox receipt was attached to a transaction (its ReceiptAttached is appended in the same
 * commit): by its member, or by the matcher when it was sure (`match`: the figures compared).
 */
export const inboxReceiptAttached = z.object({
  type: z.literal('InboxReceiptAttached'),
  data: z.object({ receiptId: z.uuid(), companyId: z.uuid(), userId: z.uuid(), transactionId: z.uuid(), match: matchWhy.optional(), at }),
});

/** What was read from a receipt file (stream `receipt-<fileId>`, for a mailed or an uploaded one alike), off the request path. */
export const receiptRead = z.object({
  type: z.literal('ReceiptRead'),
  data: z.object({
    receiptId: z.uuid(),
    companyId: z.uuid(),
    /** Whose receipt (the uploader or the mail's sender). */
    userId: z.uuid(),
    method: z.enum(['PDF_TEXT', 'OCR']),
    /** 0..1: 1 for a PDF's text layer, the OCR's own confidence for an image; 0 when nothing was read. */
    confidence: z.number().min(0).max(1),
    /** Why nothing was read (a PDF that fails to parse, an image with no text); the file itself is kept. */
    failure: z.string().nullable(),
    merchant: z.string().nullable(),
    date: z.iso.date().nullable(),
    totalCents: cents.nullable(),
    currency: z.string().length(3).nullable(),
    cardLast4: z.string().regex(/^\d{4}$/).nullable(),
    at,
  }),
});

/**
 * The matcher could not be sure: these of the member's transactions may be the receipt's, offered
 * for the member to attach. `sameTransactions`: two of them have the same merchant, amount and day.
 */
export const receiptMatchSuggested = z.object({
  type: z.literal('ReceiptMatchSuggested'),
  data: z.object({
    receiptId: z.uuid(), companyId: z.uuid(), userId: z.uuid(),
    candidates: z.array(z.object({ transactionId: z.uuid(), why: matchWhy })).min(1),
    sameTransactions: z.boolean(),
    at,
  }),
});

/** The same file (by its SHA-256) already came in as another receipt of the company: flagged, not matched again. */
export const receiptDuplicateFlagged = z.object({
  type: z.literal('ReceiptDuplicateFlagged'),
  data: z.object({ receiptId: z.uuid(), companyId: z.uuid(), userId: z.uuid(), duplicateOfReceiptId: z.uuid(), at }),
});

export const receiptEvent = z.discriminatedUnion('type', [receiptReceived, inboxReceiptAttached, receiptRead, receiptMatchSuggested, receiptDuplicateFlagged]);
export type ReceiptEvent = z.infer<typeof receiptEvent>;
export const RECEIPT_EVENT_TYPES = receiptEvent.options.map((o) => o.shape.type.value);
export type ReceiptReadData = z.infer<typeof receiptRead>['data'];
export type MatchWhyData = z.infer<typeof matchWhy>;
