import { z } from 'zod';

const at = z.iso.datetime();

/** Where a receipt came from; only mail for now (uploads attach straight to a transaction). */
export const RECEIPT_SOURCES = ['EMAIL'] as const;

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

/** The inbox receipt was attached to a transaction (its ReceiptAttached is appended in the same commit). */
export const inboxReceiptAttached = z.object({
  type: z.literal('InboxReceiptAttached'),
  data: z.object({ receiptId: z.uuid(), companyId: z.uuid(), userId: z.uuid(), transactionId: z.uuid(), at }),
});

export const receiptEvent = z.discriminatedUnion('type', [receiptReceived, inboxReceiptAttached]);
export type ReceiptEvent = z.infer<typeof receiptEvent>;
export const RECEIPT_EVENT_TYPES = receiptEvent.options.map((o) => o.shape.type.value);
