import { gql } from '@apollo/client';
import type { BudgetDetailQuery, BudgetsQuery } from '../../generated/graphql';

export const BUDGETS = gql`
  query Budgets($take: Int, $skip: Int, $where: BudgetWhereInput, $orderBy: [BudgetOrderByInput!]) {
    budgets(take: $take, skip: $skip, where: $where, orderBy: $orderBy) {
      count
      items {
        id
        name
        color
        number
        funding
        active
        parentBudgetId
        soft_limit
        overage_value
        spenderIds
        spendersCount
        owner {
          id
          person {
            first_name
            last_name
          }
        }
      }
    }
  }
`;

/** The /budgets screen: the same page as BUDGETS, with each budget's funds for its tile. */
export const BUDGET_TILES = gql`
  query BudgetTiles($take: Int, $skip: Int, $where: BudgetWhereInput, $orderBy: [BudgetOrderByInput!]) {
    budgetTiles(take: $take, skip: $skip, where: $where, orderBy: $orderBy) {
      count
      items {
        id
        name
        color
        funding
        active
        parentBudgetId
        spendersCount
        percentage
        funds {
          available
          totalSpent
        }
        parents {
          id
          name
        }
        owner {
          id
          person {
            first_name
            last_name
          }
        }
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

const PERSON_FIELDS = gql`
  fragment BudgetPerson on User {
    id
    archived
    person {
      id
      first_name
      last_name
      email
      title
    }
  }
`;

export const BUDGET_DETAIL = gql`
  ${PERSON_FIELDS}
  query BudgetDetail($id: ID!) {
    budget(where: { id: $id }) {
      id
      name
      color
      number
      funding
      currency
      soft_limit
      overage_value
      active
      start_at
      end_at
      parentBudgetId
      parent {
        id
        name
      }
      parents {
        id
        name
      }
      percentage
      spendersCount
      funds {
        available
        budgeted
        directSpent
        totalSpent
      }
      topSpenders(take: 5) {
        amount
        user {
          ...BudgetPerson
        }
      }
      children {
        id
        name
        color
        funding
        active
      }
      owner {
        ...BudgetPerson
      }
      spenders {
        ...BudgetPerson
      }
    }
  }
`;

/** Every active budget the caller may see, for the selectors (name and place in the tree only). */
export const BUDGET_OPTIONS = gql`
  query BudgetOptions {
    budgetOptions(activeOnly: true) {
      id
      name
      parentBudgetId
    }
  }
`;

const BUDGET_RESULT = gql`
  fragment BudgetResult on Budget {
    id
    name
    color
    number
    funding
    soft_limit
    overage_value
    active
    parentBudgetId
    spenderIds
  }
`;

export const CREATE_BUDGET = gql`
  ${BUDGET_RESULT}
  mutation CreateBudget($data: BudgetCreateInput!) {
    createOneBudget(data: $data) {
      ...BudgetResult
    }
  }
`;

export const UPDATE_BUDGET = gql`
  ${BUDGET_RESULT}
  mutation UpdateBudget($id: ID!, $data: BudgetUpdateInput!) {
    updateOneBudget(where: { id: $id }, data: $data) {
      ...BudgetResult
    }
  }
`;

export const ARCHIVE_BUDGET = gql`
  ${BUDGET_RESULT}
  mutation ArchiveBudget($id: ID!) {
    archiveOneBudget(where: { id: $id }) {
      ...BudgetResult
    }
  }
`;

export const RESTORE_BUDGET = gql`
  ${BUDGET_RESULT}
  mutation RestoreBudget($id: ID!) {
    restoreOneBudget(where: { id: $id }) {
      ...BudgetResult
    }
  }
`;

/** Active members by name or email, for the owner and spender pickers (team read or budget edit). */
export const MEMBER_SEARCH = gql`
  query MemberSearch($q: String!) {
    teamSearchOptions(q: $q, take: 10) {
      userId
      name
      title
    }
  }
`;

export type BudgetRow = BudgetsQuery['budgets']['items'][number];
export type BudgetDetail = NonNullable<BudgetDetailQuery['budget']>;

export const UPDATE_SPENDERS = gql`
  mutation UpdateBudgetSpenders($id: ID!, $spenders: SpendersUpdateInput!) {
    updateOneBudget(where: { id: $id }, data: { spenders: $spenders }) {
      id
      name
      spenderIds
    }
  }
`;

/** Whether the company's budgets carry a number (the budget form then asks for one). */
export const BUDGET_NUMBERS = gql`
  query BudgetNumbers {
    company {
      id
      budgetNumbers
    }
  }
`;

export const SET_BUDGET_NUMBERS = gql`
  mutation SetBudgetNumbers($on: Boolean!) {
    updateOneCompany(data: { budgetNumbers: $on }) {
      id
      budgetNumbers
    }
  }
`;
