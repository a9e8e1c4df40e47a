import { gql } from '@apollo/client';

export const COMPANY_FUNDS = gql`
  query CompanyFunds {
    company {
      id
      dba_name
      total_funding
      funds {
        budgeted
        unallocated
      }
    }
  }
`;

export const SPEND = gql`
  query DashboardSpend($where: SpendRangeInput!, $take: Int) {
    transactionsGraph(where: $where) {
      date
      amount
    }
    companySpent(where: $where)
    companyTopSpenders(where: $where, take: $take) {
      userId
      name
      amount
      transactions
    }
  }
`;

export const DASHBOARD_CHANGED = gql`
  subscription DashboardChanged {
    dashboardChanged {
      topic
      ids
    }
  }
`;

/** The account's statement cycle: the dashboard's billing-period ranges follow it (issue #29). */
export const ACCOUNT_CYCLE = gql`
  query AccountCycle {
    account {
      billingCycle
    }
  }
`;
