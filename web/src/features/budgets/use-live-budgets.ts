import { useQuery } from '@apollo/client';
import type { BudgetChangedSubscription, BudgetsQuery, BudgetsQueryVariables } from '../../generated/graphql';
import { useLive } from '../../ui/use-live';
import { BUDGETS, BUDGET_CHANGED } from './operations';

type Pushed = BudgetChangedSubscription['budgetChanged'];

/**
 * Whether a pushed budget changes which rows a list holds: one it lacks that now belongs (new,
 * restored), or one it holds that no longer does (archived, moved under a parent). Any other push
 * only changes a row Apollo's cache has already updated.
 */
export const budgetListStale = (rows: readonly { id: string }[] | undefined, pushed: Pushed, where: { active?: boolean | null; topLevel?: boolean | null } = {}): boolean => {
  const held = rows?.some((row) => row.id === pushed.id) ?? false;
  const belongs = (where.active == null || pushed.active === where.active) && (!where.topLevel || pushed.parentBudgetId === null);
  return held !== belongs;
};

/** Budgets of the company, kept live by the pushes of anyone's changes (graphql-ws). */
export const useLiveBudgets = (variables: BudgetsQueryVariables = {}) => {
  const query = useQuery<BudgetsQuery, BudgetsQueryVariables>(BUDGETS, { variables });
  useLive<BudgetChangedSubscription>(BUDGET_CHANGED, {
    stale: (push) => budgetListStale(query.data?.budgets.items, push.budgetChanged, variables.where ?? {}),
    refetch: () => query.refetch(),
  });
  return query;
};
