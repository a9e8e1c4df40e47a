/** The transactions' reads: the list, one transaction, and the live push (their changes are in change-operations.ts, coding's choices in coding-operations.ts). */
import { gql } from '@apollo/client';
import type { TransactionsQuery } from '../../generated/graphql';

export const TRANSACTION_FIELDS = gql`
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
    policyOutcome
    missingDetails {
      kind
      message
    }
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
export const TRANSACTION_DETAIL_FIELDS = gql`
  fragment TransactionDetailFields on Transaction {
    policyFindings {
      rule
      outcome
      message
    }
    policyExplanation { text at isCurrent by { id person { first_name last_name } } findings { rule message } }
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
    automaticCoding {
      kind
      ruleId
      ruleName
      basedOnTransactions
      fields
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
      reading { method failure merchant date total currency cardLast4 }
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

export type TransactionRow = TransactionsQuery['transactions']['items'][number];

/** The status as a person reads it: a reversed purchase says so. */
export const statusLabel = (t: Pick<TransactionRow, 'status' | 'isReversed'>): string => (t.isReversed ? 'Reversed' : t.status);

export const spenderName = (t: Pick<TransactionRow, 'spender'>): string => (t.spender ? `${t.spender.person.first_name} ${t.spender.person.last_name}` : '—');

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
