import { gql } from '@apollo/client';
import type { TransactionsQuery } from '../../generated/graphql';

const TRANSACTION_FIELDS = gql`
  fragment TransactionFields on Transaction {
    id
    description
    amount
    currency
    status
    isReversed
    isDeclined
    declinedReason
    initial_transaction_date
    paymentMethodDetail
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

export const TRANSACTION = gql`
  ${TRANSACTION_FIELDS}
  query Transaction($id: ID!) {
    transaction(where: { id: $id }) {
      ...TransactionFields
      authorizedAmount
      refundedAmount
      paymentType
      completeness
      mcc
      mccDescription
      merchantCountry
      posted_on
      isPosted
      card {
        id
        card_type
        last4Digits
      }
    }
  }
`;

export type TransactionRow = TransactionsQuery['transactions']['items'][number];

/** The status as a person reads it: a reversed purchase says so. */
export const statusLabel = (t: Pick<TransactionRow, 'status' | 'isReversed'>): string => (t.isReversed ? 'Reversed' : t.status);

export const spenderName = (t: TransactionRow): string => (t.spender ? `${t.spender.person.first_name} ${t.spender.person.last_name}` : '—');

export const TRANSACTION_CHANGED = gql`
  subscription TransactionChanged {
    transactionChanged {
      id
      cardId
      status
    }
  }
`;
