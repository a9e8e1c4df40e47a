import { gql } from '@apollo/client';

export const TODO = gql`
  query Todo {
    todo {
      count
      items {
        id
        kind
        missing { kind message }
        transaction { id description amount initial_transaction_date }
        receipt {
          id fileName url contentType
          suggestions { transactionId transactionAmount dayDifference }
        }
      }
    }
  }
`;

export const ATTACH_TODO_RECEIPT = gql`
  mutation AttachTodoReceipt($id: ID!, $uploadId: ID!) {
    attachTransactionReceipt(where: { id: $id }, uploadId: $uploadId) { id completeness receipts { fileId } }
  }
`;

export const CONFIRM_TODO_MATCH = gql`
  mutation ConfirmTodoMatch($receiptId: ID!, $id: ID!) {
    attachInboxReceipt(receiptId: $receiptId, where: { id: $id }) { id completeness receipts { fileId } }
  }
`;
