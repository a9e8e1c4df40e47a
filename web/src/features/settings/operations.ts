import { gql } from '@apollo/client';

const PROFILE_FIELDS = gql`
  fragment MyProfileFields on Person {
    id
    first_name
    middle_name
    last_name
    title
    phone_number
    embossName
    address { id address_line1 address_line2 city state postal_code country }
  }
`;

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
      ...MyProfileFields
    }
    company {
      id
      dba_name
    }
  }
  ${PROFILE_FIELDS}
`;

export const UPDATE_PROFILE = gql`
  mutation UpdateProfile($data: MyProfileInput!) {
    updateMyProfile(data: $data) {
      ...MyProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;

/** Not retried and sent without an Idempotency-Key (apollo.ts): the passwords must not be fingerprinted or replayed. */
export const UPDATE_MY_PASSWORD = gql`
  mutation UpdateMyPassword($data: PasswordChangeInput!) {
    updateMyPassword(data: $data)
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
    id dba_name dba_address isCMARequired isPPRequired isTOURequired spendersSubCardsEnabled isAllocationUnrestricted isSecondFactorRequired isDualControlRequired budgetNumbers
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

const EXPENSE_POLICY_FIELDS = gql`
  fragment ExpensePolicyFields on ExpensePolicy {
    categoryLimits {
      category
      perTransaction
      perDay
    }
    mealLimitPerAttendee
    blockedCategories
    flagWeekends
    workingHours {
      start
      end
    }
    timeZone
    splitWindowMinutes
    flagMissingReceipts
    receiptRequiredAbove
  }
`;

/** The company's expense policy (issue #27 item 5) and the categories it may name. */
export const EXPENSE_POLICY = gql`
  ${EXPENSE_POLICY_FIELDS}
  query ExpensePolicy {
    expensePolicy {
      ...ExpensePolicyFields
    }
    policyCategories {
      key
      name
    }
  }
`;

export const UPDATE_EXPENSE_POLICY = gql`
  ${EXPENSE_POLICY_FIELDS}
  mutation UpdateExpensePolicy($data: ExpensePolicyInput!) {
    updateExpensePolicy(data: $data) {
      ...ExpensePolicyFields
    }
  }
`;
