import { ApplicationFailure } from '@temporalio/activity';
import {
  budgetDecider, budgetIncreaseDecider, DomainError, reimbursementDecider,
  type Decider, type DomainEvent, type RequestKind, type RequestStatus, type ReimbursementOutcome, type ReviewOutcome,
} from '@spend/domain';
import { deterministicUuid, handleCommand, loadState, type EventStore } from '@spend/eventstore';

export interface RequestRef {
  kind: RequestKind;
  requestId: string;
  companyId: string;
}

export interface ReviewResult {
  status: RequestStatus;
  /** The level waiting next (the reviewed one once decided). */
  level: number;
}

const now = () => new Date().toISOString();

/** A refusal is the reviewer's answer, not a fault to retry; its type names the API's error code. */
const refusalsAreFinal = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (DomainError.is(error)) throw ApplicationFailure.nonRetryable(error.message, error.code);
    throw error;
  }
};

/**
 * The approval workflow's activities; they act only through the command handler. Each command id
 * is derived from what it does, so a retried activity appends nothing twice.
 */
export const createRequestActivities = (store: EventStore) => {
  const run = <S, C, E extends DomainEvent>(ref: RequestRef, stream: string, decider: Decider<S, C, E>, command: C, userId: string | null, ...key: (string | number)[]) =>
    refusalsAreFinal(() => handleCommand(store, stream, decider, command, {
      companyId: ref.companyId, userId, correlationId: ref.requestId, commandId: deterministicUuid(ref.kind, ref.requestId, ...key),
    }));
  const streamOf = (ref: RequestRef) => (ref.kind === 'budgetIncrease' ? `budget-increase-${ref.requestId}` : `reimbursement-${ref.requestId}`);

  return {
    async recordReview(review: RequestRef & { reviewerUserId: string; outcome: string; note: string | null; level: number }): Promise<ReviewResult> {
      const common = { companyId: review.companyId, reviewerUserId: review.reviewerUserId, note: review.note, now: now() };
      const key = ['review', review.level, review.reviewerUserId];
      const { state } = review.kind === 'budgetIncrease'
        ? await run(review, streamOf(review), budgetIncreaseDecider, { type: 'ReviewBudgetIncrease', requestId: review.requestId, outcome: review.outcome as ReviewOutcome, ...common }, review.reviewerUserId, ...key)
        : await run(review, streamOf(review), reimbursementDecider, { type: 'ReviewReimbursement', reimbursementId: review.requestId, outcome: review.outcome as ReimbursementOutcome, ...common }, review.reviewerUserId, ...key);
      return { status: state.status, level: state.level };
    },

    /** Reminds the approvers of a level that waited too long (round: the how-manieth reminder). */
    async remind(ref: RequestRef & { level: number; round: number }): Promise<void> {
      const key = ['remind', ref.level, ref.round];
      if (ref.kind === 'budgetIncrease') await run(ref, streamOf(ref), budgetIncreaseDecider, { type: 'RemindBudgetIncrease', requestId: ref.requestId, companyId: ref.companyId, level: ref.level, now: now() }, null, ...key);
      else await run(ref, streamOf(ref), reimbursementDecider, { type: 'RemindReimbursement', reimbursementId: ref.requestId, companyId: ref.companyId, level: ref.level, now: now() }, null, ...key);
    },

    /** An approved increase raises its budget's funding, then is completed; an approved reimbursement is paid. */
    async complete(ref: RequestRef): Promise<void> {
      if (ref.kind === 'reimbursement') {
        await run(ref, streamOf(ref), reimbursementDecider, { type: 'PayReimbursement', reimbursementId: ref.requestId, companyId: ref.companyId, now: now() }, null, 'pay');
        return;
      }
      const request = await loadState(store, streamOf(ref), budgetIncreaseDecider);
      if (request.status === 'COMPLETED') return;
      await run(ref, `budget-${request.budgetId}`, budgetDecider, { type: 'IncreaseBudgetFunding', budgetId: request.budgetId!, companyId: ref.companyId, amount: request.amount, now: now() }, null, 'raise-funding');
      await run(ref, streamOf(ref), budgetIncreaseDecider, { type: 'CompleteBudgetIncrease', requestId: ref.requestId, companyId: ref.companyId, now: now() }, null, 'complete');
    },

    /** An approved increase whose funding was refused ends DECLINED, `reason` saying why (the requestor is alerted). */
    async fail(ref: RequestRef & { reason: string }): Promise<ReviewResult> {
      if (ref.kind !== 'budgetIncrease') throw ApplicationFailure.nonRetryable('Only a budget increase can fail.', 'CONFLICT');
      const { state } = await run(ref, streamOf(ref), budgetIncreaseDecider, { type: 'FailBudgetIncrease', requestId: ref.requestId, companyId: ref.companyId, reason: ref.reason, now: now() }, null, 'fail');
      return { status: state.status, level: state.level };
    },
  };
};

export type RequestActivities = ReturnType<typeof createRequestActivities>;
