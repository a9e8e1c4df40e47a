import { WorkflowNotFoundError, WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError } from '@temporalio/client';
import {
  approvalLevelsDecider, approvalLevelsFor, approvalWorkflowId, nextWaitingLevel, badInput, budgetDecider, can, DomainError, budgetIncreaseDecider, forbidden, isUuid, MAX_RECEIPTS, notFound, parseRequestAmount,
  refuseOwnRequest, REIMBURSEMENT_MESSAGES, reimbursementDecider, REQUEST_MESSAGES, type BudgetIncreaseState, type DomainErrorCode, type ReimbursementState, streams,
} from '@spend/domain';
import { comparePositions, deterministicUuid, loadState } from '@spend/eventstore';
import { reviewUpdate } from '@spend/workflows/messages';
import type { MutationResolvers, ReviewOutcome } from '../generated/resolvers-types';
import { checkBudgetFunding } from '../budgets/mutations';
import { awaitProjections, requirePermission, runCommand, type ApiContext, nowOf } from '../shared/context';
import { apiError } from '../shared/errors';
import { onBehalfOfFor } from './delegations';
import { adminUserIds, loadRequest, reimbursable, tenant, type ApprovalRequestModel } from './load';
import { activeGeneralLedger, chargeableBudget, verifyReceipts } from './reimbursement-details';

/** How often a review waits 200 ms for a fresh request's workflow to start. */
const START_ATTEMPTS = 25;
/** A review its approval workflow did not take within WORKFLOW_UPDATE_TIMEOUT_MS (no worker running it, say). */
export const REVIEW_NOT_TAKEN = 'Your review has not been recorded yet: the approval did not answer in time. It may still be recorded, so look at the request again in a moment before you review it again.';

const CODES: readonly string[] = ['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'] satisfies DomainErrorCode[];

/** The workflow's refusal (validator or command handler), found along the failure's causes, as the API's error. */
const refusalOf = (error: unknown): Error | null => {
  for (let cause = error as { cause?: unknown; type?: unknown; message?: string } | undefined; cause; cause = cause.cause as typeof cause) {
    if (typeof cause.type === 'string' && CODES.includes(cause.type)) return apiError(cause.type as DomainErrorCode, cause.message ?? 'Refused.');
  }
  return null;
};

/**
 * The last approval raises the budget's funding: like any funding change, only within what its
 * source has available (spec 5), checked before the decision reaches the workflow.
 */
const refuseBeyondFunds = async (ctx: ApiContext, request: BudgetIncreaseState, outcome: ReviewOutcome, reviewer: string): Promise<void> => {
  // The last approval: no later level is left that someone not yet involved could approve (separation.ts).
  const last = request.levels[request.level]?.approverUserIds.includes(reviewer) && nextWaitingLevel(request, [ctx.caller.userId, reviewer]) === null;
  if (outcome !== 'APPROVED' || request.status !== 'PENDING' || !last) return;
  const budget = await loadState(ctx.services.store, streams.budget(request.budgetId!), budgetDecider);
  try {
    await checkBudgetFunding(ctx, { type: 'IncreaseBudgetFunding', budgetId: request.budgetId!, companyId: ctx.caller.companyId, amount: request.amount, now: nowOf(ctx) }, budget.parentBudgetId);
  } catch (error) {
    if (DomainError.is(error) && error.code === 'BAD_USER_INPUT') throw apiError('CONFLICT', error.message);
    throw error;
  }
};

/**
 * Reimbursements are reviewed by those with the reimbursement-update permission (spec 6) and by the
 * budget owner the approval levels named when it was requested; the current level is the decider's to check.
 */
const refuseNonReviewer = (ctx: ApiContext, reimbursement: ReimbursementState, onBehalfOf: string | null): void => {
  const admin = can(ctx.caller.roles, 'reimbursement.update', { enableMultiOrgRoles: ctx.flags.has('enableMultiOrgRoles') });
  if (!admin && !onBehalfOf && !reimbursement.levels.some((l) => l.approverUserIds.includes(ctx.caller.userId))) throw forbidden();
};

/**
 * Delivers a reviewer's decision to the request's approval workflow as a Temporal update and waits
 * for its answer: the outcome, or the clear error the validator or the command handler gave. Then
 * waits until the read models show what the workflow recorded (read your writes).
 */
const review = async (ctx: ApiContext, id: string, kind: ApprovalRequestModel['kind'], outcome: ReviewOutcome, note: string | null | undefined): Promise<ApprovalRequestModel> => {
  const what = kind === 'REIMBURSEMENT' ? 'Reimbursement' : 'Budget increase request';
  // The request's own stream says whether it exists in the caller's company (the read model may lag a fresh one).
  const stream = kind === 'REIMBURSEMENT' ? streams.reimbursement(id) : streams.budgetIncrease(id);
  const before = !isUuid(id) ? null : kind === 'REIMBURSEMENT' ? await loadState(ctx.services.store, stream, reimbursementDecider) : await loadState(ctx.services.store, stream, budgetIncreaseDecider);
  if (!before?.exists || before.companyId !== ctx.caller.companyId) throw notFound(what);
  // A delegate reviews for the away approver of the level waiting; the workflow's command checks the delegation.
  const onBehalfOfUserId = before.status === 'PENDING' ? await onBehalfOfFor(ctx, before.levels[before.level]?.approverUserIds ?? [], before.requestorUserId) : null;
  if (before.status === 'PENDING') refuseOwnRequest(before, ctx.caller.userId, onBehalfOfUserId);
  if (kind === 'REIMBURSEMENT') refuseNonReviewer(ctx, before as ReimbursementState, onBehalfOfUserId);
  if (kind === 'BUDGET_INCREASE') await refuseBeyondFunds(ctx, before as BudgetIncreaseState, outcome, onBehalfOfUserId ?? ctx.caller.userId);
  const { temporal, config } = ctx.services;
  const handle = temporal.workflow.getHandle(approvalWorkflowId(id));
  // The update's id comes from the command's: a review sent again with the same Idempotency-Key
  // joins the first one if the workflow still holds it, rather than reviewing twice.
  const updateId = deterministicUuid(ctx.commandId, 'review');
  for (let attempt = 1; ; attempt++) {
    try {
      // The client asks until the workflow takes the update: bounded, so a review no worker runs
      // answers instead of waiting for good.
      await temporal.connection.withDeadline(Date.now() + config.WORKFLOW_UPDATE_TIMEOUT_MS, () =>
        handle.executeUpdate(reviewUpdate, { updateId, args: [{ reviewerUserId: ctx.caller.userId, onBehalfOfUserId, outcome, note: note ?? null }] }));
      break;
    } catch (error) {
      if (error instanceof WorkflowUpdateRPCTimeoutOrCancelledError) throw apiError('CONFLICT', REVIEW_NOT_TAKEN);
      const refusal = error instanceof WorkflowUpdateFailedError ? refusalOf(error) : null;
      if (refusal) throw refusal;
      if (!(error instanceof WorkflowNotFoundError)) throw error;
      // No workflow to take the update: a decided request's has finished; a fresh one's is still
      // being started by the process manager, so wait for it a little.
      if (before.status !== 'PENDING') throw apiError('CONFLICT', `This request was already ${before.status.toLowerCase()}.`);
      if (attempt === START_ATTEMPTS) throw apiError('CONFLICT', 'This request is not ready for review yet; try again in a moment.');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const [last] = await ctx.services.store.readStream(stream, { direction: 'backwards', maxCount: 1 });
  if (last && (!ctx.appended || comparePositions(last.position, ctx.appended) > 0)) ctx.appended = last.position;
  await awaitProjections(ctx, kind === 'REIMBURSEMENT' ? ['requests'] : ['requests', 'budgets', 'pools']);
  return (await loadRequest(ctx, id))!;
};

export const requestMutations: MutationResolvers = {
  updateApprovalLevels: async (_, { data }, ctx) => {
    requirePermission(ctx, 'budget.settings.edit');
    const { state } = await runCommand(ctx, streams.approvalLevels(ctx.caller.companyId), approvalLevelsDecider, {
      type: 'SetApprovalLevels', companyId: ctx.caller.companyId, levels: data.map((l) => ({ approver: l.approver, above: l.above ?? '' })), now: nowOf(ctx),
    });
    await awaitProjections(ctx, ['requests']);
    return state.levels.map((l) => ({ approver: l.approver, above: l.aboveCents }));
  },

  updateOneBudgetIncreaseRequest: (_, { data, where }, ctx) => review(ctx, where.id, 'BUDGET_INCREASE', data.status, data.note),

  updateOneReimbursement: (_, { data, where }, ctx) => review(ctx, where.id, 'REIMBURSEMENT', data.status, data.note),

  createOneReimbursement: async (_, { data }, ctx) => {
    const me = ctx.caller.userId;
    const amount = parseRequestAmount(data.amount);
    if (!data.title.trim()) throw badInput('title', REQUEST_MESSAGES.title);
    const transactionIds = [...new Set(data.transactions?.connect.map((t) => t.id) ?? [])];
    if (!transactionIds.every(isUuid)) throw badInput('transactions', REIMBURSEMENT_MESSAGES.transactions);
    if (transactionIds.length > 0) {
      const found = await tenant(ctx, (trx) => reimbursable(trx, me).where('t.id', 'in', transactionIds).select('t.id').execute());
      if (found.length !== transactionIds.length) throw badInput('transactions', REIMBURSEMENT_MESSAGES.transactions);
    }
    const budget = await chargeableBudget(ctx, data.budget.connect.id);
    const generalLedgerId = data.generalLedger ? await activeGeneralLedger(ctx, data.generalLedger.connect.id) : null;
    if ((data.receiptUploadIds?.length ?? 0) > MAX_RECEIPTS) throw badInput('receiptUploadIds', REIMBURSEMENT_MESSAGES.receipts);
    const receipts = await verifyReceipts(ctx, data.receiptUploadIds ?? []);
    const chain = await loadState(ctx.services.store, streams.approvalLevels(ctx.caller.companyId), approvalLevelsDecider);
    // The budget's owner takes the owner levels; where it has none (or is the requestor), the admins do.
    const admins = await adminUserIds(ctx);
    const levels = approvalLevelsFor(amount, chain.levels, { budgetOwnerUserId: budget.ownerUserId, adminUserIds: admins, requestorUserId: me });
    const reimbursementId = deterministicUuid(ctx.commandId, 'reimbursement');
    await runCommand(ctx, streams.reimbursement(reimbursementId), reimbursementDecider, {
      type: 'RequestReimbursement', reimbursementId, companyId: ctx.caller.companyId, requestorUserId: me, title: data.title, note: data.note ?? null,
      amount: data.amount, transactionIds, expenseDate: data.expenseDate, merchant: data.merchant, budgetId: budget.budgetId, generalLedgerId, receipts, levels, adminUserIds: admins, now: nowOf(ctx),
    });
    await awaitProjections(ctx, ['requests']);
    return (await loadRequest(ctx, reimbursementId))!;
  },
};
