import { gql } from '@apollo/client';

export const BUDGETS = gql`
  query Budgets($take: Int, $skip: Int, $where: BudgetWhereInput) {
    budgets(take: $take, skip: $skip, where: $where, orderBy: [{ field: name, order: asc }]) {
      count
      items {
        id
        name
        color
        funding
        active
        parentBudgetId
      }
    }
  }
`;

export const BUDGET_CHANGED = gql`
  subscription BudgetChanged {
    budgetChanged {
      id
      name
      color
      funding
      active
      parentBudgetId
    }
  }
`;

import type { BudgetsQuery } from '../../generated/graphql';

export type BudgetRow = BudgetsQuery['budgets']['items'][number];
