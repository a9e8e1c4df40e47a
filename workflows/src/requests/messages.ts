import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type { RequestStatus } from '@spend/domain';

// The approval workflow's messages, shared by the workflow and its clients (the API imports them
// through `@spend/workflows/messages`): definitions and types only, nothing of the worker.

export interface ReviewResult {
  status: RequestStatus;
  /** The level waiting next (the reviewed one once decided). */
  level: number;
}

export interface ReviewerDecision {
  reviewerUserId: string;
  /** A delegate's review: the approver they act for (the command handler checks the delegation). */
  onBehalfOfUserId?: string | null;
  /** APPROVED, or REJECTED (increase) / DECLINED (reimbursement). */
  outcome: string;
  note: string | null;
}

/** A reviewer's decision, answered synchronously with the outcome or a clear error. */
export const reviewUpdate = defineUpdate<ReviewResult, [ReviewerDecision]>('review');
export const approvalStatusQuery = defineQuery<ReviewResult>('approvalStatus');
