import { useQuery } from '@apollo/client';
import type { BudgetChangedSubscription, BudgetOptionsQuery } from '../../generated/graphql';
import type { BudgetOption } from '../../ui/budget-tree';
import { useLive } from '../../ui/use-live';
import { BUDGET_CHANGED, BUDGET_OPTIONS } from './operations';
import { budgetListStale } from './use-live-budgets';

const NONE: BudgetOption[] = [];

/** Every active budget of the company, for the selectors; read again only when one joins or leaves them. */
export const useBudgetOptions = (): BudgetOption[] => {
  const { data, refetch } = useQuery<BudgetOptionsQuery>(BUDGET_OPTIONS);
  useLive<BudgetChangedSubscription>(BUDGET_CHANGED, { stale: (push) => budgetListStale(data?.budgetOptions, push.budgetChanged, { active: true }), refetch });
  return data?.budgetOptions ?? NONE;
};
