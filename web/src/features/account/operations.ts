import { gql } from '@apollo/client';

const ACCOUNT_FIELDS = gql`
  fragment AccountFields on Account {
    name
    approvedCreditLineAmount
    billingCycle
    rebateBasisPoints
    paymentDueDays
    lateFee
    interestBasisPoints
    balance
    pending
    available
    status
    balanceState
  }
`;

export const ACCOUNT = gql`
  ${ACCOUNT_FIELDS}
  query Account {
    account {
      ...AccountFields
    }
    accountPaymentDue {
      amount
      dueDate
      status
      statementAmount
      paid
      statementPeriodStart
      balanceOwed
      interestAccrued
      pendingPayments
    }
  }
`;

export const PAYMENTS = gql`
  query Payments($take: Int, $skip: Int, $where: PaymentWhereInput) {
    payments(take: $take, skip: $skip, where: $where) {
      count
      items {
        id
        amount
        paymentType
        detail
        status
        returnCode
        returnReason
        bankAccount
        createdAt
        user {
          id
          person {
            first_name
            last_name
          }
        }
      }
    }
  }
`;

export const CREATE_PAYMENT = gql`
  mutation CreatePayment($data: PaymentCreateInput!) {
    createPayment(data: $data) {
      id
      amount
    }
  }
`;

export const PAY_FROM_BANK_ACCOUNT = gql`
  mutation PayFromBankAccount($data: BankPaymentInput!) {
    payFromBankAccount(data: $data) {
      id
      amount
      status
    }
  }
`;

export const SET_ACCOUNT_TERMS = gql`
  ${ACCOUNT_FIELDS}
  mutation SetAccountTerms($data: AccountTermsInput!) {
    setAccountTerms(data: $data) {
      ...AccountFields
    }
  }
`;

export const REBATES = gql`
  query Rebates {
    currentRebatesState {
      accrued
      credited
      rebateBasisPoints
      history {
        periodStart
        periodEnd
        purchases
        rebate
      }
    }
  }
`;

export const ACCOUNT_CHANGED = gql`
  subscription AccountChanged {
    accountChanged
  }
`;
