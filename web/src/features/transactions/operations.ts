import { gql } from '@apollo/client';
import type { TransactionsQuery } from '../../generated/graphql';

const TRANSACTION_FIELDS = gql`
  fragment TransactionFields on Transaction {
    id
    description
    vendor
    amount
    currency
    status
    source
    isReversed
    isDeclined
    isLocked
    declinedReason
    disputedReason
    completeness
    syncState
    needsReceipt
    initial_transaction_date
    paymentMethodDetail
    generalLedgerId
    projectId
    receipts {
      fileId
    }
    spender {
      id
      person {
        first_name
        last_name
      }
    }
    budget {
      id
      name
    }
  }
`;

export const TRANSACTIONS = gql`
  ${TRANSACTION_FIELDS}
  query Transactions($take: Int, $skip: Int, $orderBy: [TransactionOrderByInput!], $where: TransactionWhereInput) {
    transactions(take: $take, skip: $skip, orderBy: $orderBy, where: $where) {
      count
      items {
        ...TransactionFields
      }
    }
  }
`;

/**
 * What the transaction page shows beside the list's fields; its edits answer with both, so the page
 * needs no read. (Spread beside TransactionFields, not inside: the API's depth limit counts fragments.)
 */
const TRANSACTION_DETAIL_FIELDS = gql`
  fragment TransactionDetailFields on Transaction {
    authorizedAmount
    refundedAmount
    adjustments {
      id
      reason
      amountDelta
      syncState
      createdAt
    }
    paymentType
    memo
    mcc
    mccDescription
    merchantCountry
    posted_on
    isPosted
    notes
    invoiceNumber
    customFieldValues {
      customFieldId
      value
    }
    splits {
      amount
      generalLedgerId
      projectId
      budgetId
    }
    dispute {
      id
      status
    }
    receipts {
      fileId
      fileName
      contentType
      sizeBytes
      url
    }
    card {
      id
      card_type
      last4Digits
      receiptLocked
      receiptsMissing {
        id
      }
    }
  }
`;

export const TRANSACTION = gql`
  ${TRANSACTION_FIELDS}
  ${TRANSACTION_DETAIL_FIELDS}
  query Transaction($id: ID!) {
    transaction(where: { id: $id }) {
      ...TransactionFields
      ...TransactionDetailFields
    }
  }
`;
/** What coding offers: enabled GL codes, active projects and custom fields, the company's books switches. */
export const CODING_OPTIONS = gql`
  query CodingOptions {
    generalLedgers(where: { isEnabled: true }, take: 100) {
      items {
        id
        name
        code
      }
    }
    customFields(where: { is_active: true }, take: 100) {
      items {
        id
        name
        is_required
        options {
          id
          name
          archived
        }
      }
    }
    company {
      id
      isProjectsEnabled
      isInvoiceNumberEnabled
    }
  }
`;

export const PROJECT_OPTIONS = gql`
  query ProjectOptions {
    projects(where: { active: true }, take: 100) {
      items {
        id
        name
      }
    }
  }
`;

export const TRANSACTION_SEARCH_OPTIONS = gql`
  query TransactionSearchOptions {
    transactionSearchOptions {
      spenders {
        id
        person {
          first_name
          last_name
        }
      }
      budgets {
        id
        name
      }
      cards {
        id
        last4Digits
      }
    }
  }
`;

export const TRANSACTION_METHODS = gql`
  query TransactionMethods {
    transactionMethods {
      paymentType
      detailLabel
    }
    disputeReasons {
      id
      name
    }
  }
`;

export const UPDATE_TRANSACTION = gql`
  ${TRANSACTION_FIELDS}
  ${TRANSACTION_DETAIL_FIELDS}
  mutation UpdateTransaction($id: ID!, $data: TransactionUpdateInput!) {
    updateOneTransaction(where: { id: $id }, data: $data) {
      ...TransactionFields
      ...TransactionDetailFields
    }
  }
`;

export const CREATE_TRANSACTION = gql`
  mutation CreateTransaction($data: TransactionCreateInput!) {
    createOneTransaction(data: $data) {
      id
    }
  }
`;

export const LOCK_TRANSACTION = gql`
  mutation LockTransaction($id: ID!) {
    lockTransaction(where: { id: $id }) {
      id
      isLocked
    }
  }
`;

export const UNLOCK_TRANSACTION = gql`
  mutation UnlockTransaction($id: ID!) {
    unlockTransaction(where: { id: $id }) {
      id
      isLocked
    }
  }
`;

export const SOFT_DELETE_TRANSACTION = gql`
  mutation SoftDeleteTransaction($id: ID!) {
    softDeleteOneTransaction(where: { id: $id }) {
      id
    }
  }
`;

export const DISPUTE_TRANSACTION = gql`
  mutation DisputeTransaction($id: ID!, $data: TransactionDisputeInput!) {
    createOneTransactionDispute(where: { id: $id }, data: $data) {
      id
      status
      disputedReason
    }
  }
`;

export const CLOSE_DISPUTE = gql`
  mutation CloseTransactionDispute($id: ID!) {
    closeOneTransactionDispute(where: { id: $id }) {
      id
      status
      disputedReason
    }
  }
`;

export const ATTACH_RECEIPT = gql`
  mutation AttachTransactionReceipt($id: ID!, $uploadId: ID!) {
    attachTransactionReceipt(where: { id: $id }, uploadId: $uploadId) {
      id
      completeness
    }
  }
`;

export const REMOVE_RECEIPT = gql`
  mutation RemoveTransactionReceipt($id: ID!, $fileId: ID!) {
    removeTransactionReceipt(where: { id: $id }, fileId: $fileId) {
      id
      completeness
    }
  }
`;

export type TransactionRow = TransactionsQuery['transactions']['items'][number];

/** The status as a person reads it: a reversed purchase says so. */
export const statusLabel = (t: Pick<TransactionRow, 'status' | 'isReversed'>): string => (t.isReversed ? 'Reversed' : t.status);

export const spenderName = (t: Pick<TransactionRow, 'spender'>): string => (t.spender ? `${t.spender.person.first_name} ${t.spender.person.last_name}` : '—');

/** Every screen that shows transactions refetches these after a change. */
export const TRANSACTION_QUERIES = ['Transactions', 'Transaction'];

/** A transaction's changes, as the list shows it (Apollo writes each into its cache). */
export const TRANSACTION_CHANGED = gql`
  ${TRANSACTION_FIELDS}
  subscription TransactionChanged {
    transactionChanged {
      ...TransactionFields
      cardId
    }
  }
`;
export const DELETE_TRANSACTION = gql`
  mutation DeleteTransaction($id: ID!) {
    deleteOneTransaction(where: { id: $id }) {
      id
    }
  }
`;
