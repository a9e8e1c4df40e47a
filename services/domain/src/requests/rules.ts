import { badInput, conflict, forbidden } from '../shared/errors';
import { parseAmountToCents, type Cents } from '../shared/money';
import type { RequestStatus } from './events';
import { actingFor, type ApprovalDelegationsState } from './delegation';

export const REQUEST_MESSAGES = {
  amount: 'Enter a positive amount in dollars and cents (at most two decimals), such as 250.50.',
  reason: 'Say why the budget needs more funds.',
  title: 'Give the reimbursement a title.',
  noApprover: 'Nobody in your company can approve this request yet.',
  notApprover: 'You are not the approver of this request at its current level.',
  notDelegate: 'You do not approve for that reviewer today.',
  ownRequest: 'You cannot approve your own request.',
} as const;

/** Parses the typed amount; fractions of a cent, zero or nonsense are refused with a clear message. */
export const parseRequestAmount = (input: string): Cents => {
  const cents = parseAmountToCents(input);
  if (cents === null || cents <= 0) throw badInput('amount', REQUEST_MESSAGES.amount);
  return cents;
};

export const alreadyDecided = (status: RequestStatus): string => `This request was already ${status.toLowerCase()}.`;

/** The review rules both kinds of request share (spec 4): the current level's approver decides, once. */
export interface ReviewableState {
  levels: { approverUserIds: string[] }[];
  /** Index of the level waiting for a review. */
  level: number;
  status: RequestStatus;
  requestorUserId: string | null;
}

/** A review by a delegate: the approver they act for, and the company's delegations as the write model holds them. */
export interface OnBehalfOf {
  userId: string;
  delegations: ApprovalDelegationsState;
}

/**
 * The status a review leads to; refuses a decided request and anyone but the current level's
 * approver or, on the days of a delegation, that approver's delegate.
 */
export const decideReview = (state: ReviewableState, reviewerUserId: string, approved: boolean, refusal: RequestStatus, onBehalfOf: OnBehalfOf | null = null, now = ''): RequestStatus => {
  if (state.status !== 'PENDING') throw conflict(alreadyDecided(state.status));
  // Nobody approves their own request, not even as someone's delegate.
  if (onBehalfOf && reviewerUserId === state.requestorUserId) throw forbidden(REQUEST_MESSAGES.ownRequest);
  if (onBehalfOf && !actingFor(onBehalfOf.delegations, reviewerUserId, now).includes(onBehalfOf.userId)) throw forbidden(REQUEST_MESSAGES.notDelegate);
  if (!state.levels[state.level]!.approverUserIds.includes(onBehalfOf?.userId ?? reviewerUserId)) throw forbidden(REQUEST_MESSAGES.notApprover);
  if (!approved) return refusal;
  return state.level === state.levels.length - 1 ? 'APPROVED' : 'PENDING';
};

/** Who approves the level waiting after a review that left the request at `status`. */
export const nextApprovers = (state: ReviewableState, status: RequestStatus): string[] => (status === 'PENDING' ? state.levels[state.level + 1]!.approverUserIds : []);

/** The level waiting after a review that left the request at `status`. */
export const levelAfter = (reviewed: number, status: RequestStatus): number => (status === 'PENDING' ? reviewed + 1 : reviewed);

/** The kinds of request that run an approval workflow. */
export type RequestKind = 'budgetIncrease' | 'reimbursement';

/** Workflow id = business id (ARCHITECTURE 6): starting it twice is harmless. */
export const approvalWorkflowId = (requestId: string): string => `approval-${requestId}`;
