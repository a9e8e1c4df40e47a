import { notFound, type SoftLimit } from '@spend/domain';
import type { Resolvers } from '../generated/resolvers-types';
import type { ApiContext } from '../shared/context';
import { canSeeSpenders, loadBudgets, loadersFor, resetLoaders, sortUsers, type BudgetModel, type DateRange } from './load';
import { budgetsOfRequests, increaseRequestMutations, increaseRequestQueries, increaseRequestsOfBudget } from './increase-requests';
import { budgetMutations } from './mutations';
import { budgetQueries, topSpenders } from './queries';
import { liveChanges } from '../shared/live';

export type { BudgetModel } from './load';

const fundsOf = async (ctx: ApiContext, b: BudgetModel, range?: DateRange | null) => {
  const funds = await loadersFor(ctx).funds(range ?? b.range).load(b.id);
  if (!funds) throw notFound('Budget');
  return funds;
};

const spenderIdsFor = async (ctx: ApiContext, b: BudgetModel): Promise<string[]> => ((await canSeeSpenders(ctx, b.id)) ? b.spender_ids : []);

export const budgetResolvers: Resolvers = {
  Budget: {
    funding: (b) => Number(b.funding),
    overage_value: (b) => Number(b.overage_value),
    soft_limit: (b) => b.soft_limit as SoftLimit,
    parentBudgetId: (b) => b.parent_budget_id,
    parent: (b, _, ctx) => (b.parent_budget_id ? loadersFor(ctx).budget.load(b.parent_budget_id) : null),
    children: (b, _, ctx) => loadersFor(ctx).children.load(b.id),
    ownerUserId: (b) => b.owner_user_id,
    owner: (b, _, ctx) => (b.owner_user_id ? loadersFor(ctx).user.load(b.owner_user_id) : null),
    spenderIds: (b, _, ctx) => spenderIdsFor(ctx, b),
    spenders: async (b, _, ctx) => sortUsers(await Promise.all((await spenderIdsFor(ctx, b)).map((id) => loadersFor(ctx).user.load(id)))),
    spendersCount: async (b, _, ctx) => (await spenderIdsFor(ctx, b)).length,
    createdAt: (b) => b.created_at,
    updatedAt: (b) => b.updated_at,
    funds: (b, { dateRange }, ctx) => fundsOf(ctx, b, dateRange),
    spent: async (b, { dateRange }, ctx) => (await fundsOf(ctx, b, dateRange)).totalSpent,
    budgeted: async (b, _, ctx) => (await fundsOf(ctx, b)).budgeted,
    percentage: async (b, { dateRange }, ctx) => {
      const funds = await fundsOf(ctx, b, dateRange);
      return funds.funding > 0 ? Math.round((funds.totalSpent * 10_000) / funds.funding) / 100 : 0;
    },
    parents: (b, _, ctx) => loadersFor(ctx).parents.load(b.id),
    topSpenders: async (b, { take, dateRange, spenderId }, ctx) => ((await canSeeSpenders(ctx, b.id)) ? topSpenders(ctx, b.id, take ?? 5, dateRange ?? b.range, spenderId) : []),
    increaseRequests: (b, { status }, ctx) => increaseRequestsOfBudget(ctx, b.id, status),
  },
  Query: { ...budgetQueries, ...increaseRequestQueries },
  Mutation: { ...budgetMutations, ...increaseRequestMutations },
  Subscription: {
    budgetChanged: {
      // Only ever the caller's own company's subject. Core NATS is at-most-once: a client that
      // reconnects refetches.
      subscribe: (_, { where }, ctx) =>
        // Budget changes, card spend (which also moves every parent's total spent), and increase
        // requests (listed on their budget, so a change to one is the budget's too).
        liveChanges<{ budgetChanged: BudgetModel }>(ctx, {
          topics: ['budgets', 'budgetSpend', 'requests'],
          payloads: async ({ topic, ids }) => {
            // The subscription's context lives long: its cached reads are stale by now.
            resetLoaders(ctx);
            if (topic === 'requests') ids = await budgetsOfRequests(ctx, ids);
            if (topic === 'budgetSpend') ids = [...ids, ...(await Promise.all(ids.map((id) => loadersFor(ctx).parents.load(id)))).flat().map((p) => p.id)];
            const wanted = where ? ids.filter((id) => id === where.id) : [...new Set(ids)];
            return (await loadBudgets(ctx, wanted)).map((budget) => ({ budgetChanged: budget }));
          },
        }),
    },
  },
};
