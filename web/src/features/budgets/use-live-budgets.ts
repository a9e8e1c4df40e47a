import { useQuery, useSubscription } from '@apollo/client';
import type { BudgetsQuery, BudgetsQueryVariables } from '../../generated/graphql';
import { BUDGETS, BUDGET_CHANGED } from './operations';

/** Budgets of the company, refetched whenever another user changes one (pushed over graphql-ws). */
export const useLiveBudgets = (variables: BudgetsQueryVariables = {}) => {
  const query = useQuery<BudgetsQuery, BudgetsQueryVariables>(BUDGETS, { variables });
  useSubscription(BUDGET_CHANGED, { onData: () => void query.refetch() });
  return query;
};
