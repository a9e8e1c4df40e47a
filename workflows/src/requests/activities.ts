import { ApplicationFailure } from '@temporalio/activity';
import {
  approvalDelegationsFold, budgetDecider, budgetFunding, budgetIncreaseDecider, DomainError, reimbursementDecider,
  isoNow, type ApprovalDelegationsState, type BudgetIncreaseState, type ReimbursementState, type Clock, type Decider, type DomainEvent, type RequestKind, type ReimbursementOutcome, type ReviewOutcome, streams,
} from '@spend/domain';
import { deterministicUuid, handleCommand, handleCommands, loadState, systemClock, type EventStore, type StreamSpecs } from '@spend/eventstore';
import type { ReviewResult } from './messages';

/** A recorded review's outcome, and who approves the level now waiting (none once decided). */
export interface RecordedReview extends ReviewResult {
  approverUserIds?: string[];
}

export interface RequestRef {
  kind: RequestKind;
  requestId: string;
  companyId: string;
}


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
export const createRequestActivities = (store: EventStore, clock: Clock = systemClock) => {
  const now = () => isoNow(clock);
  const run = <S, C, E extends DomainEvent>(ref: RequestRef, stream: string, decider: Decider<S, C, E>, command: C, userId: string | null, ...key: (string | number)[]) =>
    refusalsAreFinal(() => handleCommand(store, stream, decider, command, {
      companyId: ref.companyId, userId, correlationId: ref.requestId, commandId: deterministicUuid(ref.kind, ref.requestId, ...key),
    }));
  const streamOf = (ref: RequestRef) => (ref.kind === 'budgetIncrease' ? streams.budgetIncrease(ref.requestId) : streams.reimbursement(ref.requestId));
  /** The reviewer whose decision the workflow carries out: its events are theirs in the audit history, not the system's. */
  const deciderOf = async (ref: RequestRef): Promise<string | null> => {
    const review = (await store.readStream(streamOf(ref))).findLast((e) => e.type === 'BudgetIncreaseReviewed' || e.type === 'ReimbursementReviewed');
    return (review?.data as { reviewerUserId?: string } | undefined)?.reviewerUserId ?? null;
  };

  return {
    /**
     * Records a review. A delegate's is decided over the company's delegations too (the write model,
     * read in the same command), so only a delegation in force that day lets them act.
     */
    async recordReview(review: RequestRef & { reviewerUserId: string; onBehalfOfUserId?: string | null; outcome: string; note: string | null; level: number }): Promise<RecordedReview> {
      const at = now();
      const specs = { request: { name: streamOf(review), fold: review.kind === 'budgetIncrease' ? budgetIncreaseDecider : reimbursementDecider }, delegations: { name: streams.approvalDelegations(review.companyId), fold: approvalDelegationsFold } };
      const { states } = await refusalsAreFinal(() => handleCommands(
        store,
        specs as StreamSpecs<{ request: BudgetIncreaseState | ReimbursementState; delegations: ApprovalDelegationsState }>,
        ({ request, delegations }) => {
          const onBehalfOf = review.onBehalfOfUserId ? { userId: review.onBehalfOfUserId, delegations } : null;
          const common = { companyId: review.companyId, reviewerUserId: review.reviewerUserId, onBehalfOf, note: review.note, now: at };
          return {
            request: review.kind === 'budgetIncrease'
              ? budgetIncreaseDecider.decide({ type: 'ReviewBudgetIncrease', requestId: review.requestId, outcome: review.outcome as ReviewOutcome, ...common }, request as BudgetIncreaseState)
              : reimbursementDecider.decide({ type: 'ReviewReimbursement', reimbursementId: review.requestId, outcome: review.outcome as ReimbursementOutcome, ...common }, request as ReimbursementState),
          };
        },
        { companyId: review.companyId, userId: review.reviewerUserId, correlationId: review.requestId, commandId: deterministicUuid(review.kind, review.requestId, 'review', review.level, review.reviewerUserId) },
      ));
      const { status, level, levels } = states.request;
      return { status, level, approverUserIds: status === 'PENDING' ? levels[level]!.approverUserIds : [] };
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
        await run(ref, streamOf(ref), reimbursementDecider, { type: 'PayReimbursement', reimbursementId: ref.requestId, companyId: ref.companyId, now: now() }, await deciderOf(ref), 'pay');
        return;
      }
      const request = await loadState(store, streamOf(ref), budgetIncreaseDecider);
      if (request.status === 'COMPLETED') return;
      // Raising the funding (the one funding decision, over the budget's source) and completing the
      // request are one atomic append: a crash between them cannot leave one without the other.
      const reviewer = await deciderOf(ref);
      const budget = await loadState(store, streams.budget(request.budgetId!), budgetDecider);
      const at = now();
      const funding = budgetFunding({ type: 'IncreaseBudgetFunding', budgetId: request.budgetId!, companyId: ref.companyId, amount: request.amount, now: at }, budget.parentBudgetId);
      await refusalsAreFinal(() => handleCommands(
        store,
        { ...funding.streams, request: { name: streamOf(ref), fold: budgetIncreaseDecider } },
        ({ request: state, ...pools }) => ({
          ...funding.decide(pools),
          request: budgetIncreaseDecider.decide({ type: 'CompleteBudgetIncrease', requestId: ref.requestId, companyId: ref.companyId, now: at }, state),
        }),
        { companyId: ref.companyId, userId: reviewer, correlationId: ref.requestId, commandId: deterministicUuid(ref.kind, ref.requestId, 'complete') },
      ));
    },

    /** An approved increase whose funding was refused ends DECLINED, `reason` saying why (the requestor is alerted). */
    async fail(ref: RequestRef & { reason: string }): Promise<ReviewResult> {
      if (ref.kind !== 'budgetIncrease') throw ApplicationFailure.nonRetryable('Only a budget increase can fail.', 'CONFLICT');
      const { state } = await run(ref, streamOf(ref), budgetIncreaseDecider, { type: 'FailBudgetIncrease', requestId: ref.requestId, companyId: ref.companyId, reason: ref.reason, now: now() }, await deciderOf(ref), 'fail');
      return { status: state.status, level: state.level };
    },
  };
};

export type RequestActivities = ReturnType<typeof createRequestActivities>;
