import { sql, type Selectable } from 'kysely';
import { Repeater } from 'graphql-yoga';
import { badInput, budgetDecider, can, isUuid, notFound, parseFunding, userDecider, type SoftLimit, type UserRef } from '@spend/domain';
import { deterministicUuid, loadState } from '@spend/eventstore';
import type { BudgetsTable, UsersTable } from '@spend/projections';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { containsPattern } from '../shared/search';
import { withTenant, type ReadTransaction } from '../shared/tenant';

export type BudgetModel = Selectable<BudgetsTable> & { spender_ids: string[] };

const MAX_TAKE = 100;

/** Budgets the caller may see: all of the company for admin-type roles, else those they own or spend from. */
const visibleBudgets = (trx: ReadTransaction, ctx: ApiContext) => {
  let query = trx
    .selectFrom('budgets')
    .selectAll('budgets')
    .select(sql<string[]>`coalesce((SELECT array_agg(s.user_id ORDER BY s.user_id) FROM budget_spenders s WHERE s.budget_id = budgets.id), '{}')`.as('spender_ids'));
  if (!can(ctx.caller.roles, 'budget.admin.read')) {
    const me = ctx.caller.userId;
    query = query.where((eb) =>
      eb.or([eb('owner_user_id', '=', me), eb.exists(eb.selectFrom('budget_spenders').select('user_id').whereRef('budget_spenders.budget_id', '=', 'budgets.id').where('user_id', '=', me))]),
    );
  }
  return query;
};

/** Ids that are not uuids name no budget. */
const loadBudgets = (ctx: ApiContext, candidates: readonly string[]): Promise<BudgetModel[]> => {
  const ids = candidates.filter(isUuid);
  return ids.length === 0 ? Promise.resolve([]) : withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => visibleBudgets(trx, ctx).where('id', 'in', ids).execute());
};

const loadBudget = async (ctx: ApiContext, id: string): Promise<BudgetModel> => {
  const [budget] = await loadBudgets(ctx, [id]);
  if (!budget) throw notFound('Budget');
  return budget;
};

/** A member of the caller's company, from their own stream; null when the id names none. */
const loadUserRef = async (ctx: ApiContext, userId: string): Promise<UserRef | null> => {
  if (!isUuid(userId)) return null;
  const state = await loadState(ctx.services.store, `user-${userId}`, userDecider);
  return state.exists && state.companyId === ctx.caller.companyId ? { userId, companyId: state.companyId, archived: false } : null;
};

const requireSpenders = async (ctx: ApiContext, ids: readonly string[]): Promise<string[]> => {
  for (const id of ids) if (!(await loadUserRef(ctx, id))) throw badInput('spenders', 'Spender not found.');
  return [...ids];
};

const loadUsers = (ctx: ApiContext, ids: readonly string[]): Promise<Selectable<UsersTable>[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => trx.selectFrom('users').selectAll().where('id', 'in', ids).orderBy('last_name').orderBy('first_name').execute());

const overageCents = (softLimit: SoftLimit, input: string | null | undefined): number | null => {
  if (softLimit === 'None' || input === null || input === undefined || input.trim() === '') return null;
  if (softLimit === 'Percentage') {
    if (!/^\d+$/.test(input.trim())) throw badInput('overage_value', 'This field is required when Soft limit is selected. Value must be a number');
    return Number(input.trim());
  }
  return parseFunding(input, 'overage_value');
};

const setArchived = async (ctx: ApiContext, budgetId: string, type: 'ArchiveBudget' | 'RestoreBudget'): Promise<BudgetModel> => {
  requirePermission(ctx, 'budget.settings.edit');
  if (!isUuid(budgetId)) throw notFound('Budget');
  await runCommand(ctx, `budget-${budgetId}`, budgetDecider, { type, budgetId, companyId: ctx.caller.companyId, now: new Date().toISOString() });
  await awaitProjections(ctx, ['budgets']);
  return loadBudget(ctx, budgetId);
};

export const budgetResolvers: Resolvers = {
  Budget: {
    funding: (b) => Number(b.funding),
    overage_value: (b) => Number(b.overage_value),
    soft_limit: (b) => b.soft_limit as SoftLimit,
    parentBudgetId: (b) => b.parent_budget_id,
    parent: async (b, _, ctx) => (b.parent_budget_id ? ((await loadBudgets(ctx, [b.parent_budget_id]))[0] ?? null) : null),
    children: (b, _, ctx) =>
      withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => visibleBudgets(trx, ctx).where('parent_budget_id', '=', b.id).orderBy('name').execute()),
    ownerUserId: (b) => b.owner_user_id,
    owner: async (b, _, ctx) => (b.owner_user_id ? ((await loadUsers(ctx, [b.owner_user_id]))[0] ?? null) : null),
    spenderIds: (b) => b.spender_ids,
    spenders: (b, _, ctx) => loadUsers(ctx, b.spender_ids),
    createdAt: (b) => b.created_at,
    updatedAt: (b) => b.updated_at,
  },
  Query: {
    budgets: async (_, { take, skip, orderBy, where }, ctx) => {
      const limit = take ?? 25;
      const offset = skip ?? 0;
      if (limit < 0 || limit > MAX_TAKE) throw badInput('take', `take must be between 0 and ${MAX_TAKE}.`);
      if (offset < 0) throw badInput('skip', 'skip must not be negative.');
      // An id that is not a uuid names no budget (and must not reach PostgreSQL as one).
      if (where?.parentBudgetId && !isUuid(where.parentBudgetId)) return { items: [], count: 0 };
      return withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
        let query = visibleBudgets(trx, ctx);
        if (where?.active !== undefined && where.active !== null) query = query.where('active', '=', where.active);
        if (where?.name) query = query.where('name', 'ilike', containsPattern(where.name));
        if (where?.parentBudgetId) query = query.where('parent_budget_id', '=', where.parentBudgetId);
        if (where?.topLevel) query = query.where('parent_budget_id', 'is', null);
        const counted = await query.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
        const columns = { name: 'name', funding: 'funding', createdAt: 'created_at' } as const;
        for (const sort of orderBy ?? [{ field: 'name', order: 'asc' }]) query = query.orderBy(columns[sort.field], sort.order);
        const items = await query.orderBy('id').limit(limit).offset(offset).execute();
        return { items, count: Number(counted.n) };
      });
    },
    budget: async (_, { where }, ctx) => (await loadBudgets(ctx, [where.id]))[0] ?? null,
  },
  Mutation: {
    createOneBudget: async (_, { data }, ctx) => {
      requirePermission(ctx, 'budget.edit');
      const { store } = ctx.services;
      if (data.company && data.company.connect.id !== ctx.caller.companyId) throw notFound('Company');
      const parentId = data.parentBudget?.connect.id;
      if (parentId && !isUuid(parentId)) throw notFound('Parent budget');
      // A budget owner (no settings permission) may only add sub-budgets to budgets they own.
      if (!can(ctx.caller.roles, 'budget.settings.edit') && (!parentId || (await loadBudget(ctx, parentId)).owner_user_id !== ctx.caller.userId)) {
        requirePermission(ctx, 'budget.settings.edit');
      }
      const parentState = parentId ? await loadState(store, `budget-${parentId}`, budgetDecider) : null;
      const owner = data.owner ? await loadUserRef(ctx, data.owner.connect.id) : null;
      const spenderIds = await requireSpenders(ctx, data.spenders?.connect.map((s) => s.id) ?? []);
      const softLimit = data.soft_limit ?? 'None';
      const budgetId = deterministicUuid(ctx.commandId, 'budget');
      await runCommand(ctx, `budget-${budgetId}`, budgetDecider, {
        type: 'CreateBudget',
        budgetId,
        companyId: ctx.caller.companyId,
        parent: parentId && parentState ? { budgetId: parentId, companyId: parentState.companyId ?? '', active: parentState.exists && parentState.active } : null,
        name: data.name,
        color: data.color ?? null,
        randomColorIndex: parseInt(budgetId.slice(0, 8), 16),
        number: data.number ?? null,
        owner,
        funding: parseFunding(data.funding),
        softLimit,
        overageValue: overageCents(softLimit, data.overage_value),
        spenderUserIds: spenderIds,
        now: new Date().toISOString(),
      });
      await awaitProjections(ctx, ['budgets']);
      return loadBudget(ctx, budgetId);
    },
    updateOneBudget: async (_, { data, where }, ctx) => {
      requirePermission(ctx, 'budget.edit');
      if (!isUuid(where.id)) throw notFound('Budget');
      // A budget owner (no settings permission) edits only budgets they own, and cannot hand them over.
      if (!can(ctx.caller.roles, 'budget.settings.edit') && (data.owner || (await loadBudget(ctx, where.id)).owner_user_id !== ctx.caller.userId)) {
        requirePermission(ctx, 'budget.settings.edit');
      }
      const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;
      const softLimit = data.soft_limit ?? undefined;
      let overageValue: number | null | undefined;
      if (data.overage_value) {
        // The overage is read in the unit of the soft limit it will have (given now, else the current one).
        const limit = softLimit ?? (await loadState(ctx.services.store, `budget-${where.id}`, budgetDecider)).softLimit;
        overageValue = overageCents(limit, data.overage_value.set);
      }
      await runCommand(ctx, `budget-${where.id}`, budgetDecider, {
        type: 'UpdateBudget',
        budgetId: where.id,
        companyId: ctx.caller.companyId,
        ...(given(data.name) && { name: data.name }),
        ...(given(data.funding) && { funding: parseFunding(data.funding) }),
        ...(data.number !== undefined && { number: data.number }),
        ...(data.owner && { owner: await loadUserRef(ctx, data.owner.connect.id) }),
        ...(softLimit && { softLimit }),
        ...(overageValue !== undefined && { overageValue }),
        ...(data.spenders?.connect && { connectSpenderUserIds: await requireSpenders(ctx, data.spenders.connect.map((s) => s.id)) }),
        ...(data.spenders?.disconnect && { disconnectSpenderUserIds: data.spenders.disconnect.map((s) => s.id).filter(isUuid) }),
        now: new Date().toISOString(),
      });
      await awaitProjections(ctx, ['budgets']);
      return loadBudget(ctx, where.id);
    },
    archiveOneBudget: (_, { where }, ctx) => setArchived(ctx, where.id, 'ArchiveBudget'),
    restoreOneBudget: (_, { where }, ctx) => setArchived(ctx, where.id, 'RestoreBudget'),
  },
  Subscription: {
    budgetChanged: {
      // Only ever the caller's own company's subject. Core NATS is at-most-once: a client that
      // reconnects refetches.
      subscribe: (_, { where }, ctx) =>
        new Repeater<{ budgetChanged: BudgetModel }>(async (push, stop) => {
          const subscription = ctx.services.nats.subscribe(`company.${ctx.caller.companyId}.changed.budgets`);
          void stop.then(() => subscription.unsubscribe());
          for await (const message of subscription) {
            const { ids } = message.json<{ ids: string[] }>();
            const wanted = where ? ids.filter((id) => id === where.id) : ids;
            for (const budget of await loadBudgets(ctx, wanted)) await push({ budgetChanged: budget });
          }
          stop();
        }),
    },
  },
};
