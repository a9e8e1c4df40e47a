import { useQuery, useSubscription } from '@apollo/client';
import { BUDGETS, BUDGET_CHANGED, type BudgetRow } from './operations';

/** Budgets of the company, refetched whenever another user changes one (pushed over graphql-ws). */
export const useLiveBudgets = (variables: { take?: number; skip?: number; where?: Record<string, unknown> } = {}) => {
  const query = useQuery<{ budgets: { count: number; items: BudgetRow[] } }>(BUDGETS, { variables });
  useSubscription(BUDGET_CHANGED, { onData: () => void query.refetch() });
  return query;
};
