import { gql } from '@apollo/client';
import type { CardDetailQuery, CardsQuery, CardStatus } from '../../generated/graphql';

const CARD_FIELDS = gql`
  fragment CardFields on Card {
    id
    last4Digits
    card_type
    status
    activated
    isRechargeable
    shouldLinkBudget
    receiptLocked
    assigned_on
    spender {
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
    balance {
      spent
      limit
      available
    }
  }
`;

export const CARDS = gql`
  ${CARD_FIELDS}
  query Cards($take: Int, $skip: Int, $orderBy: [CardOrderByInput!], $where: CardWhereInput) {
    cardsV2(take: $take, skip: $skip, orderBy: $orderBy, where: $where) {
      count
      items {
        ...CardFields
      }
    }
  }
`;

/** A purchase whose overdue receipt locked the card. */
const MISSING_RECEIPT = gql`
  fragment MissingReceipt on Transaction {
    id
    description
    amount
    initial_transaction_date
  }
`;

export const USER_CARDS = gql`
  ${CARD_FIELDS}
  ${MISSING_RECEIPT}
  query UserCards {
    userCards {
      ...CardFields
      receiptsMissing {
        ...MissingReceipt
      }
    }
  }
`;

export const CARD_DETAIL = gql`
  ${CARD_FIELDS}
  ${MISSING_RECEIPT}
  query CardDetail($id: ID!) {
    card(where: { id: $id }) {
      ...CardFields
      spender_id
      receiptsMissing {
        ...MissingReceipt
      }
      transactionControl {
        spendLimit
        mode
        mccCodeList
        frequencyCount
        frequencyPeriod
        startDate
        endDate
        isActive
      }
    }
    cardTransactions(cardId: $id, take: 10) {
      id
      amount
      description
      status
      isDeclined
      isReversed
      declinedReason
      initial_transaction_date
    }
  }
`;

export const CARD_DECLINES = gql`
  query CardDeclines($id: ID!) {
    cardTransactions(cardId: $id, take: 10) {
      id
      amount
      description
      isDeclined
      declinedReason
      initial_transaction_date
    }
  }
`;

export const CARD_SECRETS = gql`
  query CardSecrets($id: ID!) {
    cardSecrets(where: { id: $id }) {
      pan
      cvv2
      expirationMM
      expirationYY
    }
  }
`;

export const MCC_CODES = gql`
  query MccCodes($q: String) {
    mccCodes(q: $q, take: 50) {
      id
      mccCode
      combinedDescription
    }
  }
`;

export const CREATE_CARD = gql`
  mutation CreateCard($data: CardCreateInput!) {
    createOneCardV2(data: $data) {
      id
      card_type
      last4Digits
    }
  }
`;

export const UPDATE_CONTROLS = gql`
  mutation UpdateCardControls($data: TransactionControlUpsertInput!) {
    updateOneTransactionControl(data: $data) {
      cardId
      spendLimit
      mode
      mccCodeList
      frequencyCount
      frequencyPeriod
      startDate
      endDate
      isActive
    }
  }
`;

export const ADD_FUNDS = gql`
  mutation AddCardFunds($id: ID!, $spend: String!) {
    addCardFunds(card: { id: $id }, spend: $spend) {
      id
      balance {
        spent
        limit
        available
      }
    }
  }
`;

export const SET_CARD_STATUS = gql`
  mutation SetCardStatus($id: ID!, $status: CardStatus!) {
    updatePaymtInstStatus(where: { id: $id }, data: { status: $status }) {
      id
      status
    }
  }
`;

export const BULK_CHECK = gql`
  mutation BulkCardsCheck($csv: String!, $apply: Boolean) {
    bulkRechargeableCardsCSVCheckerResolver(csv: $csv, apply: $apply) {
      errors
      applied
      creates {
        row
        amount
        email
        card {
          id
          last4Digits
        }
      }
      updates {
        row
        amount
        email
        card {
          id
          last4Digits
        }
      }
    }
  }
`;

export const ACTIVATE_CARD = gql`
  mutation ActivateCard($id: ID!) {
    activateOneCardV2(where: { id: $id }) {
      id
      activated
    }
  }
`;

/** A card's changes, as the lists show it (Apollo writes each into its cache). */
export const CARD_CHANGED = gql`
  ${CARD_FIELDS}
  subscription CardChanged {
    cardChanged {
      ...CardFields
    }
  }
`;

export type CardRow = CardsQuery['cardsV2']['items'][number];
export type CardDetail = NonNullable<CardDetailQuery['card']>;

export const holderName = (card: CardRow): string => (card.spender ? `${card.spender.person.first_name} ${card.spender.person.last_name}` : 'Unassigned');

export const STATUS_LABEL: Record<CardStatus, string> = { ACTIVE: 'Active', LOST_STOLEN: 'Lost or stolen', RETURNED_UNDELIVERABLE: 'Returned undeliverable', SUSPENDED: 'Blocked' };

export const REISSUE_CARD = gql`
  mutation ReissueCard($id: ID!) {
    reissueOneCard(where: { id: $id }) {
      id
      last4Digits
      status
      activated
    }
  }
`;

export const DELETE_CARD = gql`
  mutation DeleteCard($id: ID!) {
    deleteOneCardV2(where: { id: $id })
  }
`;
