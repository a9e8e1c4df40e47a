import { z } from 'zod';
import { REQUEST_STATUSES, approvalStep } from '../requests/events';

/** Spec 4: a reviewer approves a reimbursement or declines it. */
export const REIMBURSEMENT_OUTCOMES = ['APPROVED', 'DECLINED'] as const;
export type ReimbursementOutcome = (typeof REIMBURSEMENT_OUTCOMES)[number];

const ids = { reimbursementId: z.string().uuid(), companyId: z.string().uuid() };

/** A receipt's file as storage holds it: metadata only, the bytes stay in storage. */
export const receiptFile = z.object({
  fileId: z.string().uuid(), fileName: z.string(), contentType: z.string(), sizeBytes: z.number().int().nonnegative(), sha256: z.string(),
});
export type ReceiptFile = z.infer<typeof receiptFile>;

export const reimbursementRequested = z.object({
  type: z.literal('ReimbursementRequested'),
  data: z.object({
    ...ids,
    requestorUserId: z.string().uuid(),
    title: z.string(),
    note: z.string().nullable(),
    amount: z.number().int().positive(),
    /** The requestor's own transactions it pays back. */
    transactionIds: z.array(z.string().uuid()),
    /** The approval levels in force when it was submitted. */
    levels: z.array(approvalStep).min(1),
    requestedAt: z.string(),
    /** Who a level falls to where everyone it names is out (issue #26); absent on reimbursements requested before. */
    adminUserIds: z.array(z.string().uuid()).optional(),
    /*
     * Issue #11: what was bought, where, when, on which budget and category, with its receipts.
     * Absent on reimbursements requested before (every new one has them but `generalLedgerId`).
     */
    expenseDate: z.string().optional(),
    merchant: z.string().optional(),
    /** The budget the expense is charged to; its owner reviews per the approval levels. */
    budgetId: z.string().uuid().optional(),
    generalLedgerId: z.string().uuid().nullable().optional(),
    receipts: z.array(receiptFile).optional(),
  }),
});

export const reimbursementReviewed = z.object({
  type: z.literal('ReimbursementReviewed'),
  data: z.object({
    ...ids,
    level: z.number().int().nonnegative(),
    reviewerUserId: z.string().uuid(),
    /** A delegate's review: the approver they acted for (absent when the approver acted). */
    onBehalfOfUserId: z.string().uuid().optional(),
    outcome: z.enum(REIMBURSEMENT_OUTCOMES),
    note: z.string().nullable(),
    /** PENDING while further levels remain. */
    status: z.enum(REQUEST_STATUSES),
    requestorUserId: z.string().uuid(),
    /** The level now waiting, where it is not the next one (a level nobody else could approve is skipped). */
    nextLevel: z.number().int().nonnegative().optional(),
    /** Who approves the level now waiting; empty once decided. */
    nextApproverUserIds: z.array(z.string().uuid()),
    reviewedAt: z.string(),
  }),
});

export const reimbursementReminded = z.object({
  type: z.literal('ReimbursementReminded'),
  data: z.object({ ...ids, level: z.number().int().nonnegative(), approverUserIds: z.array(z.string().uuid()), remindedAt: z.string() }),
});

/** The approved amount was paid out to the requestor. */
export const reimbursementPaid = z.object({
  type: z.literal('ReimbursementPaid'),
  data: z.object({ ...ids, requestorUserId: z.string().uuid(), amount: z.number().int().positive(), paidOn: z.string() }),
});

export const reimbursementEvent = z.discriminatedUnion('type', [reimbursementRequested, reimbursementReviewed, reimbursementReminded, reimbursementPaid]);
export type ReimbursementEvent = z.infer<typeof reimbursementEvent>;
export const REIMBURSEMENT_EVENT_TYPES = reimbursementEvent.options.map((o) => o.shape.type.value);
