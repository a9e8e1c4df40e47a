import { z } from 'zod';

/** Spec 4: request statuses, and the review outcomes a reviewer may give. */
export const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'DECLINED', 'COMPLETED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REVIEW_OUTCOMES = ['APPROVED', 'REJECTED'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** Who approves one level of a request's chain (routed around the requester, separation.ts). */
export const approvalStep = z.object({ approverUserIds: z.array(z.string().uuid()).min(1) });

export const budgetIncreaseRequested = z.object({
  type: z.literal('BudgetIncreaseRequested'),
  data: z.object({
    requestId: z.string().uuid(),
    companyId: z.string().uuid(),
    budgetId: z.string().uuid(),
    requestorUserId: z.string().uuid(),
    amount: z.number().int().positive(),
    reason: z.string(),
    /** The approval levels in force when it was submitted, each with who may approve it. */
    levels: z.array(approvalStep).min(1),
    requestedAt: z.string(),
    /** Who a level falls to where everyone it names is out (issue #26); absent on requests recorded before. */
    adminUserIds: z.array(z.string().uuid()).optional(),
  }),
});

export const budgetIncreaseReviewed = z.object({
  type: z.literal('BudgetIncreaseReviewed'),
  data: z.object({
    requestId: z.string().uuid(),
    companyId: z.string().uuid(),
    level: z.number().int().nonnegative(),
    reviewerUserId: z.string().uuid(),
    /** A delegate's review: the approver they acted for (absent when the approver acted). */
    onBehalfOfUserId: z.string().uuid().optional(),
    outcome: z.enum(REVIEW_OUTCOMES),
    note: z.string().nullable(),
    /** The request's status after this review: PENDING while further levels remain. */
    status: z.enum(REQUEST_STATUSES),
    requestorUserId: z.string().uuid(),
    /** The level now waiting, where it is not the next one (a level nobody else could approve is skipped). */
    nextLevel: z.number().int().nonnegative().optional(),
    /** Who approves the level now waiting; empty once decided. */
    nextApproverUserIds: z.array(z.string().uuid()),
    reviewedAt: z.string(),
  }),
});

/** A level waited too long: its approvers are reminded (the workflow's timer). */
export const budgetIncreaseReminded = z.object({
  type: z.literal('BudgetIncreaseReminded'),
  data: z.object({ requestId: z.string().uuid(), companyId: z.string().uuid(), level: z.number().int().nonnegative(), approverUserIds: z.array(z.string().uuid()), remindedAt: z.string() }),
});

export const budgetIncreaseCompleted = z.object({
  type: z.literal('BudgetIncreaseCompleted'),
  data: z.object({
    requestId: z.string().uuid(), companyId: z.string().uuid(), budgetId: z.string().uuid(), requestorUserId: z.string().uuid(), amount: z.number().int().positive(), completedAt: z.string(),
  }),
});

/**
 * An approved request whose funding could not be raised (the budget refused it): it ends DECLINED,
 * with the refusal's message as the reason, so the requestor can be told.
 */
export const budgetIncreaseFailed = z.object({
  type: z.literal('BudgetIncreaseFailed'),
  data: z.object({
    requestId: z.string().uuid(), companyId: z.string().uuid(), budgetId: z.string().uuid(), requestorUserId: z.string().uuid(), amount: z.number().int().positive(), reason: z.string(), failedAt: z.string(),
  }),
});

export const budgetIncreaseEvent = z.discriminatedUnion('type', [budgetIncreaseRequested, budgetIncreaseReviewed, budgetIncreaseReminded, budgetIncreaseCompleted, budgetIncreaseFailed]);
export type BudgetIncreaseEvent = z.infer<typeof budgetIncreaseEvent>;
export const BUDGET_INCREASE_EVENT_TYPES = budgetIncreaseEvent.options.map((o) => o.shape.type.value);
