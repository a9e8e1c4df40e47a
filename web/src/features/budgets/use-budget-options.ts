import { useQuery, useSubscription } from '@apollo/client';
import type { BudgetOptionsQuery } from '../../generated/graphql';
import type { BudgetOption } from '../../ui/budget-tree';
import { BUDGET_CHANGED, BUDGET_OPTIONS } from './operations';

const NONE: BudgetOption[] = [];

/** Every active budget of the company, for the selectors; reloaded when a budget changes. */
export const useBudgetOptions = (): BudgetOption[] => {
  const { data, refetch } = useQuery<BudgetOptionsQuery>(BUDGET_OPTIONS);
  useSubscription(BUDGET_CHANGED, { onData: () => void refetch() });
  return data?.budgetOptions ?? NONE;
};
