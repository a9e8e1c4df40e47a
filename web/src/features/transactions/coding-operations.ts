/** What the transaction screens offer to pick from: coding options, search filters, payment methods and dispute reasons. */
import { gql } from '@apollo/client';

/**
 * What coding offers: active custom fields and the company's books switches, which every role reads.
 * The GL codes are queries of their own: a spender may not read the GL list (spec 6), and one refused
 * field would have failed this whole query, leaving the spender no custom fields or projects either.
 */
export const CODING_OPTIONS = gql`
  query CodingOptions {
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

/** The GL codes an admin made available (enabled, not archived), for everyone who codes transactions. */
export const CODING_GL_CODES = gql`
  query CodingGlCodes {
    codingOptions {
      generalLedgers {
        id
        name
        code
      }
    }
  }
`;

/** Every GL code not archived, disabled ones too, for admins and analysts (glCode.read): a transaction coded before one was disabled still shows its name. */
export const GL_CODE_NAMES = gql`
  query GlCodeNames {
    generalLedgers(take: 100) {
      items {
        id
        name
        code
      }
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
