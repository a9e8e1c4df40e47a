import { sql } from 'kysely';
import {
  BUDGET_MESSAGES, badInput, budgetDecider, can, companyDecider, isUuid, notFound, parseFunding, userDecider,
  type BudgetRef, type BudgetState, type FundingContext, type SoftLimit, type UserRef,
} from '@spend/domain';
import { deterministicUuid, loadState } from '@spend/eventstore';
import type { MutationResolvers } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { apiError } from '../shared/errors';
import { withTenant } from '../shared/tenant';
import { loadBudget, loadersFor, loadFunds, resetLoaders, type BudgetModel, type DateRange } from './load';

const now = (): string => new Date().toISOString();

/** A member of the caller's company, from their own stream; null when the id names none. */
const loadUserRef = async (ctx: ApiContext, userId: string): Promise<UserRef | null> => {
  if (!isUuid(userId)) return null;
  const state = await loadState(ctx.services.store, `user-${userId}`, userDecider);
  return state.exists && state.companyId === ctx.caller.companyId ? { userId, companyId: state.companyId, archived: state.archived } : null;
};

const requireSpenders = async (ctx: ApiContext, ids: readonly string[]): Promise<string[]> => {
  for (const id of ids) if (!(await loadUserRef(ctx, id))) throw badInput('spenders', 'Spender not found.');
  return [...ids];
};

const overageCents = (softLimit: SoftLimit, input: string | null | undefined): number | null => {
  if (softLimit === 'None' || input === null || input === undefined || input.trim() === '') return null;
  if (softLimit === 'Percentage') {
    if (!/^\d+$/.test(input.trim())) throw badInput('overage_value', BUDGET_MESSAGES.overageRequired);
    return Number(input.trim());
  }
  return parseFunding(input, 'overage_value');
};

/** A budget as a parent: its stream's state plus its own parents (for the cycle check). */
const loadParentRef = async (ctx: ApiContext, parentId: string): Promise<BudgetRef> => {
  if (!isUuid(parentId)) throw notFound('Parent budget');
  const state = await loadState(ctx.services.store, `budget-${parentId}`, budgetDecider);
  if (!state.exists) throw notFound('Parent budget');
  const parents = await loadersFor(ctx).parents.load(parentId);
  return { budgetId: parentId, companyId: state.companyId!, active: state.active, ancestorIds: parents.map((p) => p.id) };
};

/**
 * The figures the funding rules need (spec 5), read before deciding: the source's available funds
 * (the parent's, or the company's total funding less its top budgets) and the budget's own figures.
 */
export const fundingContext = async (ctx: ApiContext, parentId: string | null, current: BudgetState & { budgetId: string } | null): Promise<FundingContext> => {
  const total = parentId ? 0 : (await loadState(ctx.services.store, `company-${ctx.caller.companyId}`, companyDecider)).totalFunding;
  return withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
    const ids = [parentId, current?.budgetId].filter((id): id is string => !!id);
    const figures = await loadFunds(trx, ids);
    // What this budget already takes from the source counts towards its headroom.
    const alreadyFromSource = current && current.parentBudgetId === parentId ? current.funding : 0;
    let available: number;
    if (parentId) available = figures.get(parentId)?.available ?? 0;
    else {
      const { rows } = await sql<{ n: string }>`SELECT coalesce(sum(funding), 0) AS n FROM budgets WHERE parent_budget_id IS NULL`.execute(trx);
      available = total - Number(rows[0]!.n);
    }
    const own = current ? figures.get(current.budgetId) : undefined;
    return { headroom: available + alreadyFromSource, budgeted: own?.budgeted ?? 0, directSpent: own?.directSpent ?? 0, totalSpent: own?.totalSpent ?? 0 };
  });
};

/**
 * Funding decisions that draw on one source (a parent budget, or the company's total funding for its
 * top budgets) take turns: each holds the source's advisory lock from reading its available funds
 * until the budgets read model shows its decision, so two budgets funded at once can never take the
 * same funds. Waiters hold no connection (try-lock, then a short pause), so they cannot starve the pool.
 */
const fundingTurn = async <T>(ctx: ApiContext, sourceId: string, work: () => Promise<T>): Promise<T> => {
  const key = `funding:${sourceId}`;
  const deadline = Date.now() + 2 * ctx.services.config.READ_YOUR_WRITES_TIMEOUT_MS;
  for (;;) {
    const turn = await ctx.services.db.connection().execute(async (conn) => {
      const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(hashtext(${key})) AS locked`.execute(conn);
      if (!rows[0]!.locked) return null;
      try {
        return { value: await work() };
      } finally {
        await sql`SELECT pg_advisory_unlock(hashtext(${key}))`.execute(conn);
      }
    });
    if (turn) return turn.value;
    if (Date.now() > deadline) throw apiError('CONFLICT', 'Another change to these funds is in progress. Try again in a moment.');
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
  }
};

/** Spec 5 "Number, if shown, is required": with the company's budget numbers on, a missing number is an empty one. */
const numberAsShown = async (ctx: ApiContext, number: string | null | undefined): Promise<string | null | undefined> => {
  if (number !== null && number !== undefined) return number;
  const company = await loadState(ctx.services.store, `company-${ctx.caller.companyId}`, companyDecider);
  return company.budgetNumbers ? '' : number;
};

/** Budget owners hold BudgetOwner exactly while they own a budget (spec 4). */
const grantOwnerRole = (ctx: ApiContext, userId: string): Promise<unknown> =>
  runCommand(ctx, `user-${userId}`, userDecider, { type: 'GrantRole', userId, companyId: ctx.caller.companyId, role: 'BudgetOwner', now: now() }, { label: `grant-owner:${userId}` });

const revokeOwnerRoleIfLast = async (ctx: ApiContext, userId: string, exceptBudgetId: string): Promise<void> => {
  const still = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx.selectFrom('budgets').select('id').where('owner_user_id', '=', userId).where('id', '!=', exceptBudgetId).limit(1).executeTakeFirst(),
  );
  if (still) return;
  await runCommand(ctx, `user-${userId}`, userDecider, { type: 'RevokeRole', userId, companyId: ctx.caller.companyId, role: 'BudgetOwner', now: now() }, { label: `revoke-owner:${userId}` });
};

/** The answer of a mutation: read after the projections have applied its events; its figures within `options.dateRange`. */
const answer = async (ctx: ApiContext, budgetId: string, projections: string[], range?: DateRange | null): Promise<BudgetModel> => {
  await awaitProjections(ctx, projections);
  resetLoaders(ctx);
  return { ...(await loadBudget(ctx, budgetId)), range: range ?? null };
};

const setArchived = async (ctx: ApiContext, budgetId: string, type: 'ArchiveBudget' | 'RestoreBudget'): Promise<BudgetModel> => {
  requirePermission(ctx, 'budget.settings.edit');
  if (!isUuid(budgetId)) throw notFound('Budget');
  await runCommand(ctx, `budget-${budgetId}`, budgetDecider, { type, budgetId, companyId: ctx.caller.companyId, now: now() });
  return answer(ctx, budgetId, ['budgets']);
};

export const budgetMutations: MutationResolvers = {
  createOneBudget: async (_, { data, options }, ctx) => {
    requirePermission(ctx, 'budget.edit');
    if (data.company && data.company.connect.id !== ctx.caller.companyId) throw notFound('Company');
    const parentId = data.parentBudget?.connect.id ?? null;
    // A budget owner (no settings permission) may only add sub-budgets under budgets they own.
    if (!can(ctx.caller.roles, 'budget.settings.edit') && (!parentId || !(await loadersFor(ctx).scope())?.owned.has(parentId))) {
      requirePermission(ctx, 'budget.settings.edit');
    }
    const parent = parentId ? await loadParentRef(ctx, parentId) : null;
    const owner = data.owner ? await loadUserRef(ctx, data.owner.connect.id) : null;
    const spenderIds = await requireSpenders(ctx, data.spenders?.connect.map((s) => s.id) ?? []);
    const softLimit = data.soft_limit ?? 'None';
    const budgetId = deterministicUuid(ctx.commandId, 'budget');
    const funding = parseFunding(data.funding);
    const overageValue = overageCents(softLimit, data.overage_value);
    const number = (await numberAsShown(ctx, data.number)) ?? null;
    await fundingTurn(ctx, parentId ?? ctx.caller.companyId, async () => {
      const funds = parent && parent.companyId !== ctx.caller.companyId ? undefined : await fundingContext(ctx, parentId, null);
      await runCommand(ctx, `budget-${budgetId}`, budgetDecider, {
        type: 'CreateBudget', budgetId, companyId: ctx.caller.companyId, parent, name: data.name, color: data.color ?? null,
        randomColorIndex: parseInt(budgetId.slice(0, 8), 16), number, owner, funding, softLimit, overageValue,
        spenderUserIds: spenderIds, ...(funds && { funds }), now: now(),
      });
      await awaitProjections(ctx, ['budgets']);
    });
    await grantOwnerRole(ctx, owner!.userId);
    return answer(ctx, budgetId, ['budgets', 'members'], options?.dateRange);
  },

  updateOneBudget: async (_, { data, where, options }, ctx) => {
    requirePermission(ctx, 'budget.edit');
    const budgetId = where.id;
    if (!isUuid(budgetId)) throw notFound('Budget');
    const moving = data.parentBudget !== undefined && data.parentBudget !== null;
    // A budget owner (no settings permission) edits only budgets they own (or under them), and can neither hand them over nor move them.
    if (!can(ctx.caller.roles, 'budget.settings.edit') && (data.owner || moving || !(await loadersFor(ctx).scope())?.owned.has(budgetId))) {
      requirePermission(ctx, 'budget.settings.edit');
    }
    const state = await loadState(ctx.services.store, `budget-${budgetId}`, budgetDecider);
    const own = state.exists && state.companyId === ctx.caller.companyId;
    const softLimit = data.soft_limit ?? undefined;
    // The overage is read in the unit of the soft limit it will have (given now, else the current one).
    const overageValue = data.overage_value ? overageCents(softLimit ?? state.softLimit, data.overage_value.set) : undefined;
    const parent = !moving ? undefined : data.parentBudget!.disconnect ? null : data.parentBudget!.connect ? await loadParentRef(ctx, data.parentBudget!.connect.id) : undefined;
    const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;
    const touchesFunds = given(data.funding) || softLimit !== undefined || overageValue !== undefined || parent !== undefined;
    const parentId = parent === undefined ? state.parentBudgetId : (parent?.budgetId ?? null);
    const foreignParent = parent && parent.companyId !== ctx.caller.companyId;
    const owner = data.owner ? await loadUserRef(ctx, data.owner.connect.id) : undefined;
    const number = data.number !== undefined ? (data.number === null ? await numberAsShown(ctx, null) : data.number) : undefined;
    const connectSpenderUserIds = data.spenders?.connect ? await requireSpenders(ctx, data.spenders.connect.map((s) => s.id)) : undefined;
    const checksFunds = own && touchesFunds && !foreignParent;
    const decide = async () => {
      const funds = checksFunds ? await fundingContext(ctx, parentId, { ...state, budgetId }) : undefined;
      const outcome = await runCommand(ctx, `budget-${budgetId}`, budgetDecider, {
      type: 'UpdateBudget', budgetId, companyId: ctx.caller.companyId,
        ...(given(data.name) && { name: data.name }),
        ...(given(data.funding) && { funding: parseFunding(data.funding) }),
        // Clearing the number is refused while the company shows numbers.
        ...(number !== undefined && { number }),
        ...(owner !== undefined && { owner }),
        ...(softLimit && { softLimit }),
        ...(overageValue !== undefined && { overageValue }),
        ...(parent !== undefined && { parent }),
        ...(funds && { funds }),
        ...(connectSpenderUserIds && { connectSpenderUserIds }),
        ...(data.spenders?.disconnect && { disconnectSpenderUserIds: data.spenders.disconnect.map((s) => s.id).filter(isUuid) }),
        now: now(),
      });
      if (checksFunds) await awaitProjections(ctx, ['budgets']);
      return outcome;
    };
    const result = checksFunds ? await fundingTurn(ctx, parentId ?? ctx.caller.companyId, decide) : await decide();
    const newOwner = result.events.flatMap((e) => (e.type === 'BudgetUpdated' && e.data.changes.ownerUserId ? [e.data.changes.ownerUserId] : []))[0];
    if (newOwner) {
      await grantOwnerRole(ctx, newOwner);
      if (state.ownerUserId) await revokeOwnerRoleIfLast(ctx, state.ownerUserId, budgetId);
    }
    return answer(ctx, budgetId, newOwner ? ['budgets', 'members'] : ['budgets'], options?.dateRange);
  },

  archiveOneBudget: (_, { where }, ctx) => setArchived(ctx, where.id, 'ArchiveBudget'),
  restoreOneBudget: (_, { where }, ctx) => setArchived(ctx, where.id, 'RestoreBudget'),
};
