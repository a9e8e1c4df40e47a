import type { Decider } from '../shared/decider';
import { badInput, conflict, notFound } from '../shared/errors';
import type { RequestStatus } from '../requests/events';
import { REQUEST_MESSAGES, afterReview, decideReview, type OnBehalfOf, parseRequestAmount, reviewedData } from '../requests/rules';
import { routeApprovers } from '../requests/separation';
import { refuseIfAny, type FieldErrors } from '../budgets/rules';
import type { ReceiptFile, ReimbursementEvent, ReimbursementOutcome } from './events';
import { MAX_RECEIPTS, REIMBURSEMENT_MESSAGES, validateExpenseDate, validateMerchant } from './rules';

export interface ReimbursementState {
  exists: boolean;
  companyId: string | null;
  requestorUserId: string | null;
  amount: number;
  levels: { approverUserIds: string[] }[];
  level: number;
  status: RequestStatus;
  adminUserIds: string[];
  approvedBy: string[];
}

export interface RequestReimbursement {
  type: 'RequestReimbursement';
  reimbursementId: string;
  companyId: string;
  requestorUserId: string;
  title: string;
  note: string | null;
  /** As typed, e.g. "42.10". */
  amount: string;
  /** Already checked to be the requestor's reimbursable transactions. */
  transactionIds: string[];
  /** The day the money was spent, YYYY-MM-DD. */
  expenseDate: string;
  merchant: string;
  /** Already checked to be a budget of the company the requestor spends from or owns. */
  budgetId: string;
  /** The category: already checked to be an active general ledger of the company; null: none. */
  generalLedgerId: string | null;
  /** Already checked to be the requestor's uploads. */
  receipts: ReceiptFile[];
  /** The chain as resolved from the company's approval levels; routed around the requester here. */
  levels: { approverUserIds: string[] }[];
  /** The company's active admins: who a level falls to where nobody else it names may approve it. */
  adminUserIds: readonly string[];
  now: string;
}

export interface ReviewReimbursement {
  type: 'ReviewReimbursement';
  reimbursementId: string;
  companyId: string;
  reviewerUserId: string;
  /** A delegate's review: the approver they act for, checked against the company's delegations. */
  onBehalfOf?: OnBehalfOf | null;
  outcome: ReimbursementOutcome;
  note: string | null;
  now: string;
}

export interface RemindReimbursement { type: 'RemindReimbursement'; reimbursementId: string; companyId: string; level: number; now: string }
export interface PayReimbursement { type: 'PayReimbursement'; reimbursementId: string; companyId: string; now: string }

export type ReimbursementCommand = RequestReimbursement | ReviewReimbursement | RemindReimbursement | PayReimbursement;

const requireOwn = (state: ReimbursementState, companyId: string): void => {
  if (!state.exists || state.companyId !== companyId) throw notFound('Reimbursement');
};

const decide = (command: ReimbursementCommand, state: ReimbursementState): ReimbursementEvent[] => {
  switch (command.type) {
    case 'RequestReimbursement': {
      if (state.exists) return [];
      const amount = parseRequestAmount(command.amount);
      const title = command.title.trim();
      if (!title) throw badInput('title', REQUEST_MESSAGES.title);
      const fields: FieldErrors = {};
      validateExpenseDate(command.expenseDate, command.now, fields);
      const merchant = validateMerchant(command.merchant, fields);
      const receipts = [...new Map(command.receipts.map((r) => [r.fileId, r])).values()];
      if (receipts.length > MAX_RECEIPTS) fields.receipts = REIMBURSEMENT_MESSAGES.receipts;
      refuseIfAny(fields);
      // Nobody approves their own request: the chain is routed around the requester, whoever resolved it.
      const adminUserIds = [...new Set(command.adminUserIds)];
      const levels = routeApprovers(command.levels, { requestorUserId: command.requestorUserId, adminUserIds });
      if (levels.length === 0) throw conflict(REQUEST_MESSAGES.noApprover);
      return [{
        type: 'ReimbursementRequested',
        data: {
          reimbursementId: command.reimbursementId, companyId: command.companyId, requestorUserId: command.requestorUserId, title,
          note: command.note?.trim() || null, amount, transactionIds: [...new Set(command.transactionIds)], levels, requestedAt: command.now, adminUserIds,
          expenseDate: command.expenseDate, merchant, budgetId: command.budgetId, generalLedgerId: command.generalLedgerId, receipts,
        },
      }];
    }
    case 'ReviewReimbursement': {
      requireOwn(state, command.companyId);
      const decision = decideReview(state, command.reviewerUserId, command.outcome === 'APPROVED', 'DECLINED', command.onBehalfOf, command.now);
      return [{
        type: 'ReimbursementReviewed',
        data: {
          reimbursementId: command.reimbursementId, companyId: command.companyId, level: state.level, reviewerUserId: command.reviewerUserId,
          outcome: command.outcome, note: command.note?.trim() || null, requestorUserId: state.requestorUserId!, ...reviewedData(decision, command.onBehalfOf), reviewedAt: command.now,
        },
      }];
    }
    case 'RemindReimbursement':
      requireOwn(state, command.companyId);
      if (state.status !== 'PENDING' || state.level !== command.level) return [];
      return [{ type: 'ReimbursementReminded', data: { reimbursementId: command.reimbursementId, companyId: command.companyId, level: command.level, approverUserIds: state.levels[command.level]!.approverUserIds, remindedAt: command.now } }];
    case 'PayReimbursement':
      requireOwn(state, command.companyId);
      if (state.status === 'COMPLETED') return [];
      if (state.status !== 'APPROVED') throw conflict('Only an approved reimbursement can be paid.');
      return [{ type: 'ReimbursementPaid', data: { reimbursementId: command.reimbursementId, companyId: command.companyId, requestorUserId: state.requestorUserId!, amount: state.amount, paidOn: command.now } }];
  }
};

const evolve = (state: ReimbursementState, event: ReimbursementEvent): ReimbursementState => {
  switch (event.type) {
    case 'ReimbursementRequested':
      return {
        exists: true, companyId: event.data.companyId, requestorUserId: event.data.requestorUserId, amount: event.data.amount, levels: event.data.levels, level: 0, status: 'PENDING',
        adminUserIds: event.data.adminUserIds ?? [], approvedBy: [],
      };
    case 'ReimbursementReviewed':
      return afterReview(state, event.data);
    case 'ReimbursementReminded':
      return state;
    case 'ReimbursementPaid':
      return { ...state, status: 'COMPLETED' };
  }
};

/** A reimbursement (spec 3, 4) through its approval levels; stream `reimbursement-<reimbursementId>`. */
export const reimbursementDecider: Decider<ReimbursementState, ReimbursementCommand, ReimbursementEvent> = {
  initialState: () => ({ exists: false, companyId: null, requestorUserId: null, amount: 0, levels: [], level: 0, status: 'PENDING', adminUserIds: [], approvedBy: [] }),
  evolve,
  decide,
};
