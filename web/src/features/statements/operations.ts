import { gql } from '@apollo/client';

const STATEMENT_FIELDS = gql`
  fragment StatementFields on Statement {
    id
    dateStart
    dateEnd
    startingBalance
    endingBalance
    currentBalance
    payments
    credits
    debits
    interest
    fees
    rebate
    transactionCount
    amountDue
    dueDate
    paid
    stillDue
    paymentStatus
    company {
      id
      dba_name
    }
  }
`;

export const STATEMENTS = gql`
  query Statements {
    statements {
      ...StatementFields
    }
    upcomingStatement {
      dateStart
      dateEnd
      debits
      credits
      refunds
      rebate
      interest
      payments
      transactionCount
      endingBalance
    }
  }
  ${STATEMENT_FIELDS}
`;

export const STATEMENT = gql`
  query Statement($id: ID!) {
    statement(where: { id: $id }) {
      ...StatementFields
    }
    statementTransactions(statementId: $id) {
      id
      transactionId
      kind
      amount
      at
      transaction {
        id
        description
      }
    }
  }
  ${STATEMENT_FIELDS}
`;

export const STATEMENT_REPORT = gql`
  query StatementReport($id: ID!, $format: StatementFileFormat) {
    statementReport(statementId: $id, format: $format) {
      url
      fileName
    }
  }
`;

export const STATEMENTS_CHANGED = gql`
  subscription StatementsChanged {
    statementsChanged
  }
`;
