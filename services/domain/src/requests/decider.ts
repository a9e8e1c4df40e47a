import type { Decider } from '../shared/decider';
import { badInput, conflict, notFound } from '../shared/errors';
import type { BudgetIncreaseEvent, RequestStatus, ReviewOutcome } from './events';
import { REQUEST_MESSAGES, afterReview, decideReview, type OnBehalfOf, parseRequestAmount, reviewedData } from './rules';
import { routeApprovers } from './separation';

export interface BudgetIncreaseState {
  exists: boolean;
  companyId: string | null;
  budgetId: string | null;
  requestorUserId: string | null;
  amount: number;
  levels: { approverUserIds: string[] }[];
  /** Index of the level waiting for a review. */
  level: number;
  status: RequestStatus;
  adminUserIds: string[];
  approvedBy: string[];
}

export interface RequestBudgetIncrease {
  type: 'RequestBudgetIncrease';
  requestId: string;
  companyId: string;
  budgetId: string;
  requestorUserId: string;
  /** As typed, e.g. "250.50"; in cents when the platform asks for a member (dual control's raise, dual-control.ts). */
  amount: string | number;
  reason: string;
  /** The chain as resolved from the company's approval levels; routed around the requester here. */
  levels: { approverUserIds: string[] }[];
  /** The company's active admins: who a level falls to where nobody else it names may approve it. */
  adminUserIds: readonly string[];
  now: string;
}

export interface ReviewBudgetIncrease {
  type: 'ReviewBudgetIncrease';
  requestId: string;
  companyId: string;
  reviewerUserId: string;
  /** A delegate's review: the approver they act for, checked against the company's delegations. */
  onBehalfOf?: OnBehalfOf | null;
  outcome: ReviewOutcome;
  note: string | null;
  now: string;
}

/** After an approved request's funding was raised. */
export interface CompleteBudgetIncrease {
  type: 'CompleteBudgetIncrease';
  requestId: string;
  companyId: string;
  now: string;
}

/** An approved request's funding could not be raised: `reason` is the refusal's message. */
export interface FailBudgetIncrease {
  type: 'FailBudgetIncrease';
  requestId: string;
  companyId: string;
  reason: string;
  now: string;
}

/** The workflow's timer found `level` still waiting. */
export interface RemindBudgetIncrease {
  type: 'RemindBudgetIncrease';
  requestId: string;
  companyId: string;
  level: number;
  now: string;
}

export type BudgetIncreaseCommand = RequestBudgetIncrease | ReviewBudgetIncrease | RemindBudgetIncrease | CompleteBudgetIncrease | FailBudgetIncrease;

const initialState = (): BudgetIncreaseState => ({
  exists: false, companyId: null, budgetId: null, requestorUserId: null, amount: 0, levels: [], level: 0, status: 'PENDING', adminUserIds: [], approvedBy: [],
});

/** Another company's request answers exactly like a missing one. */
const requireOwn = (state: BudgetIncreaseState, companyId: string): void => {
  if (!state.exists || state.companyId !== companyId) throw notFound('Budget increase request');
};

const decide = (command: BudgetIncreaseCommand, state: BudgetIncreaseState): BudgetIncreaseEvent[] => {
  switch (command.type) {
    case 'RequestBudgetIncrease': {
      // A retried submission of the same request appends nothing new.
      if (state.exists) return [];
      const amount = typeof command.amount === 'number' ? command.amount : parseRequestAmount(command.amount);
      const reason = command.reason.trim();
      if (!reason) throw badInput('reason', REQUEST_MESSAGES.reason);
      // Nobody approves their own request: the chain is routed around the requester, whoever resolved it.
      const adminUserIds = [...new Set(command.adminUserIds)];
      const levels = routeApprovers(command.levels, { requestorUserId: command.requestorUserId, adminUserIds });
      if (levels.length === 0) throw conflict(REQUEST_MESSAGES.noApprover);
      return [{
        type: 'BudgetIncreaseRequested',
        data: {
          requestId: command.requestId, companyId: command.companyId, budgetId: command.budgetId, requestorUserId: command.requestorUserId,
          amount, reason, levels, requestedAt: command.now, adminUserIds,
        },
      }];
    }
    case 'ReviewBudgetIncrease': {
      requireOwn(state, command.companyId);
      const decision = decideReview(state, command.reviewerUserId, command.outcome === 'APPROVED', 'REJECTED', command.onBehalfOf, command.now);
      return [{
        type: 'BudgetIncreaseReviewed',
        data: {
          requestId: command.requestId, companyId: command.companyId, level: state.level, reviewerUserId: command.reviewerUserId,
          outcome: command.outcome, note: command.note?.trim() || null, requestorUserId: state.requestorUserId!, ...reviewedData(decision, command.onBehalfOf), reviewedAt: command.now,
        },
      }];
    }
    case 'RemindBudgetIncrease': {
      requireOwn(state, command.companyId);
      // A level already reviewed needs no reminder.
      if (state.status !== 'PENDING' || state.level !== command.level) return [];
      return [{
        type: 'BudgetIncreaseReminded',
        data: { requestId: command.requestId, companyId: command.companyId, level: command.level, approverUserIds: state.levels[command.level]!.approverUserIds, remindedAt: command.now },
      }];
    }
    case 'CompleteBudgetIncrease': {
      requireOwn(state, command.companyId);
      if (state.status === 'COMPLETED') return [];
      if (state.status !== 'APPROVED') throw conflict('Only an approved request can be completed.');
      return [{ type: 'BudgetIncreaseCompleted', data: {
        requestId: command.requestId, companyId: command.companyId, budgetId: state.budgetId!, requestorUserId: state.requestorUserId!, amount: state.amount, completedAt: command.now,
      } }];
    }
    case 'FailBudgetIncrease': {
      requireOwn(state, command.companyId);
      // Only the workflow's failure leads a budget increase to DECLINED (a reviewer REJECTs it).
      if (state.status === 'DECLINED') return [];
      if (state.status !== 'APPROVED') throw conflict('Only an approved request can fail.');
      return [{ type: 'BudgetIncreaseFailed', data: {
        requestId: command.requestId, companyId: command.companyId, budgetId: state.budgetId!, requestorUserId: state.requestorUserId!, amount: state.amount, reason: command.reason, failedAt: command.now,
      } }];
    }
  }
};

const evolve = (state: BudgetIncreaseState, event: BudgetIncreaseEvent): BudgetIncreaseState => {
  switch (event.type) {
    case 'BudgetIncreaseRequested':
      return {
        ...state, exists: true, companyId: event.data.companyId, budgetId: event.data.budgetId, requestorUserId: event.data.requestorUserId,
        amount: event.data.amount, levels: event.data.levels, level: 0, status: 'PENDING', adminUserIds: event.data.adminUserIds ?? [], approvedBy: [],
      };
    case 'BudgetIncreaseReviewed':
      return afterReview(state, event.data);
    case 'BudgetIncreaseReminded':
      return state;
    case 'BudgetIncreaseCompleted':
      return { ...state, status: 'COMPLETED' };
    case 'BudgetIncreaseFailed':
      return { ...state, status: 'DECLINED' };
  }
};

/** A budget increase request (spec 4) through its approval levels; stream `budget-increase-<requestId>`. */
export const budgetIncreaseDecider: Decider<BudgetIncreaseState, BudgetIncreaseCommand, BudgetIncreaseEvent> = { initialState, evolve, decide };
