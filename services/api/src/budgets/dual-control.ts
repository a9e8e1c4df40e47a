import { budgetIncreaseDecider, companyDecider, dualControlRequest, type BudgetState, type RequestBudgetIncrease, type UpdateBudget, streams } from '@spend/domain';
import { deterministicUuid, loadState } from '@spend/eventstore';
import { nowOf, runCommand, type ApiContext } from '../shared/context';
import { budgetAdminUserIds } from './increase-requests';

/**
 * Dual control (issue #26), decided by the domain's `dualControlRequest`: when the company has it on
 * and an admin raises a budget only they spend from, the raise becomes a budget increase request for
 * a second admin and the update goes on without it. The request is decided here (a company with no
 * second admin refuses it) but recorded by `recordDualControl` after the rest of the update applied,
 * so a refused update records no request either.
 */
export const dualControl = async (ctx: ApiContext, state: BudgetState, asked: UpdateBudget): Promise<{ command: UpdateBudget; request: RequestBudgetIncrease | null }> => {
  if (asked.funding === undefined) return { command: asked, request: null };
  const company = await loadState(ctx.services.store, streams.company(ctx.caller.companyId), companyDecider);
  const request = dualControlRequest({ company, budget: state }, {
    budgetId: asked.budgetId, actorUserId: ctx.caller.userId, funding: asked.funding, adminUserIds: await budgetAdminUserIds(ctx),
    requestId: deterministicUuid(ctx.commandId, 'dual-control'), now: nowOf(ctx),
  });
  if (!request) return { command: asked, request: null };
  budgetIncreaseDecider.decide(request, budgetIncreaseDecider.initialState());
  const { funding: _, ...command } = asked;
  return { command, request };
};

export const recordDualControl = (ctx: ApiContext, request: RequestBudgetIncrease) =>
  runCommand(ctx, streams.budgetIncrease(request.requestId), budgetIncreaseDecider, request);
