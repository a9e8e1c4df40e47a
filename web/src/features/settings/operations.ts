import { gql } from '@apollo/client';

/** The signed-in member's profile (spec 2.2 /settings/account/profile-information). */
export const MY_PROFILE = gql`
  query MyProfile {
    me {
      id
      email
      firstName
      lastName
      mainRoleName
      avatarUrl
    }
    person {
      id
      title
    }
    company {
      id
      dba_name
    }
  }
`;

export const UPDATE_PROFILE = gql`
  mutation UpdateProfile($id: ID!, $person: PersonUpdateInput!) {
    updateOneUser(where: { id: $id }, data: { person: { update: $person } }) {
      id
      person {
        id
        first_name
        last_name
        title
      }
    }
  }
`;

export const UPDATE_MY_AVATAR = gql`
  mutation UpdateMyAvatar($uploadId: ID!) {
    updateMyAvatar(uploadId: $uploadId) {
      id
      avatarUrl
    }
  }
`;

export const REMOVE_MY_AVATAR = gql`
  mutation RemoveMyAvatar {
    removeMyAvatar {
      id
      avatarUrl
    }
  }
`;

export const BOOKS_POLICY = gql`
  query BooksPolicy {
    company {
      id
      booksPolicy {
        receiptRequiredAbove
        subscriptionReceiptsExempt
        isProjectsEnabled
        isInvoiceNumberEnabled
        receiptLockDays
      }
    }
  }
`;

export const UPDATE_BOOKS_POLICY = gql`
  mutation UpdateBooksPolicy($data: BooksPolicyInput!) {
    updateBooksPolicy(data: $data) {
      receiptRequiredAbove
      subscriptionReceiptsExempt
      isProjectsEnabled
      isInvoiceNumberEnabled
      receiptLockDays
    }
  }
`;

const COMPANY_SETTINGS_FIELDS = gql`
  fragment CompanySettingsFields on Company {
    id dba_name dba_address isCMARequired isPPRequired isTOURequired spendersSubCardsEnabled isAllocationUnrestricted budgetNumbers
  }
`;

export const COMPANY_SETTINGS = gql`
  query CompanySettings {
    company { ...CompanySettingsFields }
  }
  ${COMPANY_SETTINGS_FIELDS}
`;

export const UPDATE_COMPANY_SETTINGS = gql`
  mutation UpdateCompanySettings($data: CompanyUpdateInput!) {
    updateOneCompany(data: $data) { ...CompanySettingsFields }
  }
  ${COMPANY_SETTINGS_FIELDS}
`;
