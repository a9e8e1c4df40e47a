/**
 * The transaction changes: edits, creation, locks, deletion, disputes and receipts. Those that change one
 * transaction answer with it whole (the list's fields and the page's), so Apollo's cache updates every
 * place it shows and no screen reads it again.
 */
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

/** Clears what a coding rule or the history set (never a person's values). */
export const UNDO_AUTOMATIC_CODING = gql`
  ${TRANSACTION_FIELDS}
  ${TRANSACTION_DETAIL_FIELDS}
  mutation UndoAutomaticCoding($id: ID!) {
    undoAutomaticCoding(where: { id: $id }) {
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
  ${TRANSACTION_FIELDS}
  ${TRANSACTION_DETAIL_FIELDS}
  mutation LockTransaction($id: ID!) {
    lockTransaction(where: { id: $id }) {
      ...TransactionFields
      ...TransactionDetailFields
    }
  }
`;

export const UNLOCK_TRANSACTION = gql`
  ${TRANSACTION_FIELDS}
  ${TRANSACTION_DETAIL_FIELDS}
  mutation UnlockTransaction($id: ID!) {
    unlockTransaction(where: { id: $id }) {
      ...TransactionFields
      ...TransactionDetailFields
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
  ${TRANSACTION_FIELDS}
  ${TRANSACTION_DETAIL_FIELDS}
  mutation DisputeTransaction($id: ID!, $data: TransactionDisputeInput!) {
    createOneTransactionDispute(where: { id: $id }, data: $data) {
      ...TransactionFields
      ...TransactionDetailFields
    }
  }
`;

export const CLOSE_DISPUTE = gql`
  ${TRANSACTION_FIELDS}
  ${TRANSACTION_DETAIL_FIELDS}
  mutation CloseTransactionDispute($id: ID!) {
    closeOneTransactionDispute(where: { id: $id }) {
      ...TransactionFields
      ...TransactionDetailFields
    }
  }
`;

export const ATTACH_RECEIPT = gql`
  ${TRANSACTION_FIELDS}
  ${TRANSACTION_DETAIL_FIELDS}
  mutation AttachTransactionReceipt($id: ID!, $uploadId: ID!) {
    attachTransactionReceipt(where: { id: $id }, uploadId: $uploadId) {
      ...TransactionFields
      ...TransactionDetailFields
    }
  }
`;

export const REMOVE_RECEIPT = gql`
  ${TRANSACTION_FIELDS}
  ${TRANSACTION_DETAIL_FIELDS}
  mutation RemoveTransactionReceipt($id: ID!, $fileId: ID!) {
    removeTransactionReceipt(where: { id: $id }, fileId: $fileId) {
      ...TransactionFields
      ...TransactionDetailFields
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

/** The spender's answer to the expense policy (issue #27 item 6): the answer updates the page's policy panel in the cache. */
export const EXPLAIN_POLICY_FINDING = gql`
  mutation ExplainPolicyFinding($id: ID!, $explanation: String!) {
    explainPolicyFinding(where: { id: $id }, explanation: $explanation) {
      id
      policyOutcome
      policyExplanation { text at isCurrent by { id person { first_name last_name } } findings { rule message } }
    }
  }
`;
