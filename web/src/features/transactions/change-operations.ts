/** The transaction changes: edits, creation, locks, deletion, disputes and receipts. */
import { gql } from '@apollo/client';
import { TRANSACTION_DETAIL_FIELDS, TRANSACTION_FIELDS } from './operations';

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

export const DELETE_TRANSACTION = gql`
  mutation DeleteTransaction($id: ID!) {
    deleteOneTransaction(where: { id: $id }) {
      id
    }
  }
`;
