import { badInput, conflict, forbidden } from '../shared/errors';
import { parseAmountToCents, type Cents } from '../shared/money';
import type { RequestStatus } from './events';
import { actingFor, type ApprovalDelegationsState } from './delegation';
import { nextWaitingLevel, type SeparatedState } from './separation';

export const REQUEST_MESSAGES = {
  amount: 'Enter a positive amount in dollars and cents (at most two decimals), such as 250.50.',
  reason: 'Say why the budget needs more funds.',
  title: 'Give the reimbursement a title.',
  noApprover: 'Nobody in your company can approve this request yet.',
  notApprover: 'You are not the approver of this request at its current level.',
  notDelegate: 'You do not approve for that reviewer today.',
  ownRequest: 'You cannot approve your own request.',
  twoLevels: 'You already approved this request at an earlier level; another approver decides this one.',
} as const;

/** Parses the typed amount; fractions of a cent, zero or nonsense are refused with a clear message. */
export const parseRequestAmount = (input: string): Cents => {
  const cents = parseAmountToCents(input);
  if (cents === null || cents <= 0) throw badInput('amount', REQUEST_MESSAGES.amount);
  return cents;
};

export const alreadyDecided = (status: RequestStatus): string => `This request was already ${status.toLowerCase()}.`;

/** The review rules both kinds of request share (spec 4): the current level's approver decides, once. */
export interface ReviewableState extends SeparatedState {
  status: RequestStatus;
}

/** A review by a delegate: the approver they act for, and the company's delegations as the write model holds them. */
export interface OnBehalfOf {
  userId: string;
  delegations: ApprovalDelegationsState;
}

/** What a review leads to: the request's status and, while PENDING, the level waiting next and who approves it. */
export interface ReviewDecision {
  status: RequestStatus;
  nextLevel?: number;
  nextApproverUserIds: string[];
}

/**
 * Nobody approves their own request (issue #26), not even as someone's delegate, nor acting for the
 * requester. Checked first wherever a review arrives, so the requester hears exactly that. Returns
 * who acts: the reviewer and whom they act for.
 */
export const refuseOwnRequest = (state: { requestorUserId: string | null }, reviewerUserId: string, onBehalfOfUserId?: string | null): string[] => {
  const acting = [...new Set([reviewerUserId, onBehalfOfUserId ?? reviewerUserId])];
  if (state.requestorUserId && acting.includes(state.requestorUserId)) throw forbidden(REQUEST_MESSAGES.ownRequest);
  return acting;
};

/**
 * What a review leads to; refuses a decided request, the requester (directly or as someone's
 * delegate), anyone but the current level's approver or, on the days of a delegation, that
 * approver's delegate, and whoever approved an earlier level (or was acted for there). An approval
 * moves to the next level someone not yet involved can approve (separation.ts).
 */
export const decideReview = (state: ReviewableState, reviewerUserId: string, approved: boolean, refusal: RequestStatus, onBehalfOf: OnBehalfOf | null = null, now = ''): ReviewDecision => {
  if (state.status !== 'PENDING') throw conflict(alreadyDecided(state.status));
  const acting = refuseOwnRequest(state, reviewerUserId, onBehalfOf?.userId);
  if (onBehalfOf && !actingFor(onBehalfOf.delegations, reviewerUserId, now).includes(onBehalfOf.userId)) throw forbidden(REQUEST_MESSAGES.notDelegate);
  if (!state.levels[state.level]!.approverUserIds.includes(onBehalfOf?.userId ?? reviewerUserId)) throw forbidden(REQUEST_MESSAGES.notApprover);
  if (acting.some((id) => state.approvedBy.includes(id))) throw forbidden(REQUEST_MESSAGES.twoLevels);
  if (!approved) return { status: refusal, nextApproverUserIds: [] };
  const next = nextWaitingLevel(state, acting);
  return next ? { status: 'PENDING', nextLevel: next.level, nextApproverUserIds: next.approverUserIds } : { status: 'APPROVED', nextApproverUserIds: [] };
};

/** The review's fields of a Reviewed event: the decision, and who acted for whom. */
export const reviewedData = (decision: ReviewDecision, onBehalfOf: OnBehalfOf | null | undefined) => ({
  ...(onBehalfOf ? { onBehalfOfUserId: onBehalfOf.userId } : {}),
  status: decision.status,
  ...(decision.nextLevel === undefined ? {} : { nextLevel: decision.nextLevel }),
  nextApproverUserIds: decision.nextApproverUserIds,
});

/** The state a Reviewed event leaves: the level waiting next with its approvers, and who approved so far. */
export const afterReview = <S extends ReviewableState>(state: S, review: {
  level: number; status: RequestStatus; outcome: string; reviewerUserId: string; onBehalfOfUserId?: string | undefined; nextLevel?: number | undefined; nextApproverUserIds: string[];
}): S => {
  // Events recorded before levels could be skipped name no next level: it was the one after.
  const level = review.status === 'PENDING' ? (review.nextLevel ?? review.level + 1) : review.level;
  const levels = review.status === 'PENDING' ? state.levels.map((l, i) => (i === level ? { approverUserIds: review.nextApproverUserIds } : l)) : state.levels;
  const approvedBy = review.outcome === 'APPROVED' ? [...state.approvedBy, review.reviewerUserId, ...(review.onBehalfOfUserId ? [review.onBehalfOfUserId] : [])] : state.approvedBy;
  return { ...state, status: review.status, level, levels, approvedBy };
};

/** The kinds of request that run an approval workflow. */
export type RequestKind = 'budgetIncrease' | 'reimbursement';

/** Workflow id = business id (ARCHITECTURE 6): starting it twice is harmless. */
export const approvalWorkflowId = (requestId: string): string => `approval-${requestId}`;
