import { gql } from '@apollo/client';

const REQUEST_FIELDS = gql`
  fragment ApprovalRequestFields on ApprovalRequest {
    id
    kind
    title
    reason
    amount
    status
    level
    levelCount
    canReview
    createdAt
    review
    merchant
    expenseDate
    category {
      id
      name
    }
    budget {
      id
      name
    }
    requestor {
      id
      person {
        first_name
        last_name
      }
    }
    onBehalfOf {
      id
      person {
        first_name
        last_name
      }
    }
  }
`;

export const APPROVAL_REQUESTS = gql`
  query ApprovalRequests {
    approvalRequests(take: 100) {
      ...ApprovalRequestFields
    }
  }
  ${REQUEST_FIELDS}
`;

export const APPROVAL_REQUEST_CHANGED = gql`
  subscription ApprovalRequestChanged {
    approvalRequestChanged {
      ...ApprovalRequestFields
    }
  }
  ${REQUEST_FIELDS}
`;

export const REVIEW_INCREASE = gql`
  mutation ReviewBudgetIncrease($id: ID!, $status: ReviewOutcome!) {
    updateOneBudgetIncreaseRequest(where: { id: $id }, data: { status: $status }) {
      ...ApprovalRequestFields
    }
  }
  ${REQUEST_FIELDS}
`;

export const REVIEW_REIMBURSEMENT = gql`
  mutation ReviewReimbursement($id: ID!, $status: ReviewOutcome!) {
    updateOneReimbursement(where: { id: $id }, data: { status: $status }) {
      id
      status
    }
  }
`;

export const REIMBURSEMENT_FORM = gql`
  query ReimbursementForm {
    me {
      id
      reimbursementsInfo {
        isCompanyReady
        isUserReady
      }
    }
    reimbursableTransactions {
      id
      description
      amount
      initial_transaction_date
    }
    reimbursementCategories {
      id
      name
      code
    }
  }
`;

export const CREATE_REIMBURSEMENT = gql`
  mutation CreateReimbursement($data: ReimbursementCreateInput!) {
    createOneReimbursement(data: $data) {
      id
      title
      amount
      status
      merchant
      expenseDate
    }
  }
`;
