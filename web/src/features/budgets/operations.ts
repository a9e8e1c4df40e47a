import { gql } from '@apollo/client';
import type { BudgetDetailQuery, BudgetsQuery } from '../../generated/graphql';

/**
 * A budget as every list, tile and header shows it. Mutations and pushes return it whole, so that
 * Apollo's normalised cache updates each place it is shown without reading it again. (Flat, with
 * no nested fragments: the API's depth limit counts each fragment as a level.)
 */
const BUDGET_FIELDS = gql`
  fragment BudgetFields on Budget {
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
    spenderIds
    spendersCount
    percentage
    funds {
      available
      budgeted
      directSpent
      totalSpent
    }
    owner {
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
  }
`;

export const BUDGETS = gql`
  ${BUDGET_FIELDS}
  query Budgets($take: Int, $skip: Int, $where: BudgetWhereInput, $orderBy: [BudgetOrderByInput!]) {
    budgets(take: $take, skip: $skip, where: $where, orderBy: $orderBy) {
      count
      items {
        ...BudgetFields
      }
    }
  }
`;

/** The /budgets screen: the same page as BUDGETS, with each budget's funds for its tile. */
export const BUDGET_TILES = gql`
  ${BUDGET_FIELDS}
  query BudgetTiles($take: Int, $skip: Int, $where: BudgetWhereInput, $orderBy: [BudgetOrderByInput!]) {
    budgetTiles(take: $take, skip: $skip, where: $where, orderBy: $orderBy) {
      count
      items {
        ...BudgetFields
        parents {
          id
          name
        }
      }
    }
  }
`;

/** Any budget's changes, as the lists show them (Apollo writes each into its cache). */
export const BUDGET_CHANGED = gql`
  ${BUDGET_FIELDS}
  subscription BudgetChanged {
    budgetChanged {
      ...BudgetFields
    }
  }
`;

/** The budget page's whole budget: its fields, and the lists and totals around it. */
const BUDGET_DETAIL_FIELDS = gql`
  fragment BudgetDetailFields on Budget {
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
    spenderIds
    spendersCount
    percentage
    funds {
      available
      budgeted
      directSpent
      totalSpent
    }
    owner {
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
    parent {
      id
      name
    }
    parents {
      id
      name
    }
    topSpenders(take: 5) {
      amount
      user {
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
    }
    children {
      id
      name
      color
      funding
      active
    }
    spenders {
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
  }
`;

export const BUDGET_DETAIL = gql`
  ${BUDGET_DETAIL_FIELDS}
  query BudgetDetail($id: ID!) {
    budget(where: { id: $id }) {
      ...BudgetDetailFields
    }
  }
`;

/** One budget's own changes, whole: its page then needs no read. */
export const BUDGET_DETAIL_CHANGED = gql`
  ${BUDGET_DETAIL_FIELDS}
  subscription BudgetDetailChanged($id: ID!) {
    budgetChanged(where: { id: $id }) {
      ...BudgetDetailFields
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

export const CREATE_BUDGET = gql`
  ${BUDGET_DETAIL_FIELDS}
  mutation CreateBudget($data: BudgetCreateInput!) {
    createOneBudget(data: $data) {
      ...BudgetDetailFields
    }
  }
`;

export const UPDATE_BUDGET = gql`
  ${BUDGET_DETAIL_FIELDS}
  mutation UpdateBudget($id: ID!, $data: BudgetUpdateInput!) {
    updateOneBudget(where: { id: $id }, data: $data) {
      ...BudgetDetailFields
    }
  }
`;

export const ARCHIVE_BUDGET = gql`
  ${BUDGET_DETAIL_FIELDS}
  mutation ArchiveBudget($id: ID!) {
    archiveOneBudget(where: { id: $id }) {
      ...BudgetDetailFields
    }
  }
`;

export const RESTORE_BUDGET = gql`
  ${BUDGET_DETAIL_FIELDS}
  mutation RestoreBudget($id: ID!) {
    restoreOneBudget(where: { id: $id }) {
      ...BudgetDetailFields
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

/**
 * The lists whose rows a create, archive or restore changes (they are paged, filtered and sorted on
 * the server); an update needs none: its answer carries the budget whole.
 */
export const BUDGET_LISTS = ['Budgets', 'BudgetTiles', 'BudgetOptions'];

export type BudgetRow = BudgetsQuery['budgets']['items'][number];
export type BudgetDetail = NonNullable<BudgetDetailQuery['budget']>;

export const UPDATE_SPENDERS = gql`
  ${BUDGET_DETAIL_FIELDS}
  mutation UpdateBudgetSpenders($id: ID!, $spenders: SpendersUpdateInput!) {
    updateOneBudget(where: { id: $id }, data: { spenders: $spenders }) {
      ...BudgetDetailFields
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
