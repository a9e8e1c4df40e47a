import DataLoader from 'dataloader';
import { sql } from 'kysely';
import {
  approvalLevelsDecider, approvalLevelsFor, badInput, budgetIncreaseDecider, can, forbidden, isUuid, parseRequestAmount, REQUEST_MESSAGES, rolesWith,
  type RequestStatus, streams,
} from '@spend/domain';
import { deterministicUuid, loadState } from '@spend/eventstore';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { awaitProjections, runCommand, type ApiContext, nowOf } from '../shared/context';
import type { ReadTransaction } from '../shared/tenant';
import type { ApprovalRequestModel as Row } from '../requests/load';
import { budgetScope, loadBudget, loadersFor, readsAllBudgets, tenant } from './load';

/**
 * The budget increase requests of the one requests read model. Admin readers see every one; budget
 * owners those of their budgets; everyone their own.
 */
const visibleRequests = async (trx: ReadTransaction, ctx: ApiContext) => {
  const scope = await budgetScope(ctx);
  const query = trx.selectFrom('approval_requests').selectAll().where('kind', '=', 'BUDGET_INCREASE');
  if (readsAllBudgets(ctx) || !scope) return query;
  return query.where((eb) => eb.or([eb('requestor_user_id', '=', ctx.caller.userId), sql<boolean>`budget_id = ANY(${[...scope.owned]}::uuid[])`]));
};

/** A row as the API answers it, with its people and budget loaded in batches. */
const toRequest = async (ctx: ApiContext, row: Row) => {
  const loaders = loadersFor(ctx);
  const [requestor, reviewer, budget] = await Promise.all([
    loaders.user.load(row.requestor_user_id),
    row.reviewer_user_id ? loaders.user.load(row.reviewer_user_id) : null,
    row.budget_id ? loaders.budget.load(row.budget_id) : null,
  ]);
  // An increase always has its budget and reason; the columns are nullable for reimbursements.
  return {
    id: row.id, budgetId: row.budget_id ?? '', budget, amount: Number(row.amount), reason: row.reason ?? '', status: row.status as RequestStatus,
    requestor, reviewer, review: row.review_note, createdAt: row.requested_at, updatedAt: row.updated_at,
  };
};

/**
 * Budget.increaseRequests of a page of budgets in one query (newest first). Keyed by the request's
 * loaders, so it is dropped with them when they are reset (a subscription's next push).
 */
const LOADERS = new WeakMap<object, DataLoader<string, Row[]>>();
export const increaseRequestsOfBudget = async (ctx: ApiContext, budgetId: string, status: RequestStatus | null | undefined) => {
  let loader = LOADERS.get(loadersFor(ctx));
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const rows = await tenant(ctx, async (trx) => (await visibleRequests(trx, ctx)).where('budget_id', 'in', [...ids]).orderBy('requested_at', 'desc').orderBy('id').execute());
      return ids.map((id) => rows.filter((r) => r.budget_id === id));
    });
    LOADERS.set(loadersFor(ctx), loader);
  }
  const rows = (await loader.load(budgetId)).filter((r) => !status || r.status === status);
  return Promise.all(rows.map((row) => toRequest(ctx, row)));
};

/** The budgets of those of these requests that are increases (a change to one is its budget's too). */
export const budgetsOfRequests = async (ctx: ApiContext, ids: readonly string[]): Promise<string[]> => {
  const rows = await tenant(ctx, (trx) =>
    trx.selectFrom('approval_requests').select('budget_id').where('kind', '=', 'BUDGET_INCREASE').where(sql<boolean>`id = ANY(${ids.filter(isUuid)}::uuid[])`).execute());
  return rows.flatMap((r) => (r.budget_id ? [r.budget_id] : []));
};

const listRequests = async (ctx: ApiContext, where: { budgetId?: string | null; status?: RequestStatus | null }, take = 25, skip = 0) => {
  if (take < 0 || take > 100 || skip < 0) throw badInput('take', 'take must be between 0 and 100.');
  if (where.budgetId && !isUuid(where.budgetId)) return [];
  const rows = await tenant(ctx, async (trx) => {
    let query = await visibleRequests(trx, ctx);
    if (where.budgetId) query = query.where('budget_id', '=', where.budgetId);
    if (where.status) query = query.where('status', '=', where.status);
    return query.orderBy('requested_at', 'desc').orderBy('id').limit(take).offset(skip).execute();
  });
  return Promise.all(rows.map((row) => toRequest(ctx, row)));
};

export const increaseRequestQueries: QueryResolvers = {
  budgetIncreaseRequests: (_, { where, take, skip }, ctx) => listRequests(ctx, where ?? {}, take ?? 25, skip ?? 0),
};

/** Who approves for the company where a chain names its admins: the active members who edit budget settings. */
export const budgetAdminUserIds = async (ctx: ApiContext): Promise<string[]> =>
  (await tenant(ctx, (trx) =>
    trx.selectFrom('users').select('id').where('archived', '=', false).where(sql<boolean>`roles && ${[...rolesWith('budget.settings.edit')]}::text[]`).orderBy('id').execute(),
  )).map((a) => a.id);

export const increaseRequestMutations: MutationResolvers = {
  createOneBudgetIncreaseRequest: async (_, { data }, ctx) => {
    const budget = await loadBudget(ctx, data.budget.connect.id);
    const me = ctx.caller.userId;
    // Those who spend from or own the budget ask for more; admins may ask on any budget.
    const mayAsk = can(ctx.caller.roles, 'budget.settings.edit') || budget.spender_ids.includes(me) || !!(await budgetScope(ctx))?.owned.has(budget.id);
    if (!mayAsk || !budget.active) throw forbidden();
    const amount = parseRequestAmount(data.amount);
    if (!data.reason.trim()) throw badInput('reason', REQUEST_MESSAGES.reason);
    const { companyId } = ctx.caller;
    const chain = await loadState(ctx.services.store, streams.approvalLevels(companyId), approvalLevelsDecider);
    const adminUserIds = await budgetAdminUserIds(ctx);
    const levels = approvalLevelsFor(amount, chain.levels, { budgetOwnerUserId: budget.owner_user_id, adminUserIds, requestorUserId: me });
    const requestId = deterministicUuid(ctx.commandId, 'budget-increase');
    await runCommand(ctx, streams.budgetIncrease(requestId), budgetIncreaseDecider, {
      type: 'RequestBudgetIncrease', requestId, companyId, budgetId: budget.id, requestorUserId: me, amount: data.amount, reason: data.reason, levels, adminUserIds, now: nowOf(ctx),
    });
    await awaitProjections(ctx, ['requests']);
    const created = await tenant(ctx, (trx) => trx.selectFrom('approval_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow());
    return toRequest(ctx, created);
  },
};
