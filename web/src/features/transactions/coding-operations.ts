/** What the transaction screens offer to pick from: coding options, search filters, payment methods and dispute reasons. */
import { gql } from '@apollo/client';

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
