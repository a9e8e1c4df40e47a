import { ActivityFailure, ApplicationFailure, condition, patched, proxyLocalActivities, setHandler } from '@temporalio/workflow';
import type { RequestKind } from '@spend/domain';
import type { RequestActivities } from './activities';
import { approvalStatusQuery, reviewUpdate, type ReviewResult } from './messages';

// Local activities: each is one short command-handler call, and running them in the worker spares
// the reviewer who waits for the answer the server round trips of scheduling a task per step.
// The default retry policy retries a transient failure (database down, timeout) without end; a
// domain refusal is non-retryable (see refusalsAreFinal in ./activities).
const { recordReview, remind, complete, fail } = proxyLocalActivities<RequestActivities>({ startToCloseTimeout: '30 seconds' });

/**
 * Patch id: an approved increase whose completion is refused ends DECLINED. Histories recorded
 * before it ended the workflow at APPROVED (the update failed); `patched` keeps them replaying.
 */
export const FAIL_REFUSED_COMPLETION = 'fail-refused-completion';

/**
 * The command handler's refusal (the activity's non-retryable failure), if that is what failed. A
 * local activity's failure arrives as the ApplicationFailure itself, a remote one's as its cause.
 */
const refusalOf = (error: unknown): ApplicationFailure | null => {
  const failure = error instanceof ActivityFailure ? error.cause : error;
  return failure instanceof ApplicationFailure && failure.nonRetryable ? failure : null;
};

export interface ApprovalInput {
  requestId: string;
  companyId: string;
  levels: { approverUserIds: string[] }[];
  /** Who asked: never their own approver (absent from the input of workflows started before issue #26). */
  requestorUserId?: string;
  /** How long a level may wait before its approvers are reminded (again); a day unless configured. */
  remindAfterMs?: number;
}

const REFUSAL: Record<RequestKind, string> = { budgetIncrease: 'REJECTED', reimbursement: 'DECLINED' };
const DAY_MS = 24 * 60 * 60 * 1000;

// The same texts as the domain's REQUEST_MESSAGES (the workflow bundle stays free of the domain's
// runtime code); the type names the API's error code.
const refuse = (message: string, type: 'CONFLICT' | 'FORBIDDEN' | 'BAD_USER_INPUT'): never => {
  throw ApplicationFailure.create({ message, type, nonRetryable: true });
};

/**
 * One request through its approval levels. The validator refuses a decided request, a reviewer who
 * is not the current level's approver and an unknown outcome before anything is recorded; the
 * command handler refuses again any race the validator missed. An approved request is completed
 * (funding raised, reimbursement paid) before the last reviewer gets the answer; an increase whose
 * funding the budget refuses ends DECLINED with the refusal as its reason (the review stands, so
 * the reviewer gets that status, not an error). A level that waits longer than `remindAfterMs` has
 * its approvers reminded, once per period.
 */
export async function runApproval(kind: RequestKind, input: ApprovalInput): Promise<string> {
  const current: ReviewResult = { status: 'PENDING', level: 0 };
  const ids = { kind, requestId: input.requestId, companyId: input.companyId };
  // Who approves the level waiting: after an approval the domain may give a level to someone else
  // (nobody approves two levels of one chain), so the recorded review says who.
  let approvers = input.levels[0]?.approverUserIds ?? [];
  let busy = false;
  setHandler(approvalStatusQuery, () => current);
  setHandler(
    reviewUpdate,
    async (review) => {
      busy = true;
      try {
        const { approverUserIds, ...result } = await recordReview({ ...ids, ...review, level: current.level });
        Object.assign(current, result);
        // Reviews recorded before the activity named the next approvers: the chain's next level then.
        approvers = approverUserIds ?? input.levels[current.level]?.approverUserIds ?? [];
        if (current.status === 'APPROVED') {
          try {
            await complete(ids);
            current.status = 'COMPLETED';
          } catch (error) {
            const refusal = refusalOf(error);
            if (!refusal || kind !== 'budgetIncrease' || !patched(FAIL_REFUSED_COMPLETION)) throw error;
            Object.assign(current, await fail({ ...ids, reason: refusal.message }));
          }
        }
        return { ...current };
      } finally {
        busy = false;
      }
    },
    {
      validator: (review) => {
        if (current.status !== 'PENDING') refuse(`This request was already ${current.status.toLowerCase()}.`, 'CONFLICT');
        if (busy) refuse('Another review of this request is being recorded; try again.', 'CONFLICT');
        if (review.outcome !== 'APPROVED' && review.outcome !== REFUSAL[kind]) refuse(`The outcome must be APPROVED or ${REFUSAL[kind]}.`, 'BAD_USER_INPUT');
        // A delegate answers for the approver they name; the command handler checks the delegation
        // (validators do not run on replay, so this needs no patch).
        const acting = review.onBehalfOfUserId ?? review.reviewerUserId;
        // Nobody approves their own request, not even for someone else (issue #26).
        if (input.requestorUserId && [review.reviewerUserId, acting].includes(input.requestorUserId)) refuse('You cannot approve your own request.', 'FORBIDDEN');
        if (!approvers.includes(acting)) refuse('You are not the approver of this request at its current level.', 'FORBIDDEN');
      },
    },
  );
  let round = 0;
  while (current.status === 'PENDING' || busy) {
    const level = current.level;
    const moved = await condition(() => current.level !== level || current.status !== 'PENDING' || busy, input.remindAfterMs ?? DAY_MS);
    if (!moved) await remind({ ...ids, level, round: ++round });
    else await condition(() => !busy);
  }
  return current.status;
}
