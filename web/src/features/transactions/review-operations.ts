/** The review queue's changes (issue #27 item 7): bulk actions on selected rows, asking for a receipt, saved views. */
import { gql } from '@apollo/client';
import { TRANSACTION_FIELDS } from './operations';

const BULK_PAYLOAD = gql`
  fragment TransactionBulkFields on TransactionBulkPayload {
    done
    failures {
      id
      message
    }
  }
`;

export const UPDATE_MANY_TRANSACTIONS = gql`
  ${BULK_PAYLOAD}
  mutation UpdateManyTransactions($ids: [ID!]!, $data: TransactionBulkCodingInput!) {
    updateManyTransactions(ids: $ids, data: $data) {
      ...TransactionBulkFields
    }
  }
`;

export const LOCK_MANY_TRANSACTIONS = gql`
  ${BULK_PAYLOAD}
  mutation LockManyTransactions($ids: [ID!]!) {
    lockManyTransactions(ids: $ids) {
      ...TransactionBulkFields
    }
  }
`;

export const REQUEST_TRANSACTION_RECEIPTS = gql`
  ${BULK_PAYLOAD}
  mutation RequestTransactionReceipts($ids: [ID!]!) {
    requestTransactionReceipts(ids: $ids) {
      ...TransactionBulkFields
    }
  }
`;

export const REQUEST_TRANSACTION_RECEIPT = gql`
  ${TRANSACTION_FIELDS}
  mutation RequestTransactionReceipt($id: ID!) {
    requestTransactionReceipt(where: { id: $id }) {
      ...TransactionFields
    }
  }
`;

export const TRANSACTION_VIEW_FIELDS = gql`
  fragment TransactionViewFields on TransactionView {
    id
    name
    shared
    isMine
    params {
      name
      value
    }
    hiddenColumns
    missing {
      param
      message
    }
  }
`;

export const TRANSACTION_VIEWS = gql`
  ${TRANSACTION_VIEW_FIELDS}
  query TransactionViews {
    transactionViews {
      ...TransactionViewFields
    }
  }
`;

export const CREATE_TRANSACTION_VIEW = gql`
  ${TRANSACTION_VIEW_FIELDS}
  mutation CreateTransactionView($data: TransactionViewInput!) {
    createOneTransactionView(data: $data) {
      ...TransactionViewFields
    }
  }
`;

export const UPDATE_TRANSACTION_VIEW = gql`
  ${TRANSACTION_VIEW_FIELDS}
  mutation UpdateTransactionView($id: ID!, $data: TransactionViewUpdateInput!) {
    updateOneTransactionView(where: { id: $id }, data: $data) {
      ...TransactionViewFields
    }
  }
`;

export const DELETE_TRANSACTION_VIEW = gql`
  mutation DeleteTransactionView($id: ID!) {
    deleteOneTransactionView(where: { id: $id }) {
      id
    }
  }
`;
