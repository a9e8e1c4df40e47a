import { gql } from '@apollo/client';

export const MILEAGE_SETTINGS = gql`
  query MileageSettings {
    mileageSettings {
      mileageValue
      mileagePolicyUrl
      mileageGeneralLedgerId
      mileageGeneralLedger {
        id
        name
        code
      }
    }
  }
`;

/** The company's active GL codes the mileage settings may name. */
export const MILEAGE_GL_OPTIONS = gql`
  query MileageGlOptions {
    reimbursementCategories {
      id
      name
      code
    }
  }
`;

export const UPDATE_MILEAGE_SETTINGS = gql`
  mutation UpdateMileageSettings($data: MileageSettingsInput!) {
    updateMileageSettings(data: $data) {
      mileageValue
      mileagePolicyUrl
      mileageGeneralLedgerId
      mileageGeneralLedger {
        id
        name
        code
      }
    }
  }
`;

const SUBMISSION_FIELDS = gql`
  fragment MileageSubmissionFields on MileageSubmission {
    id
    date
    from
    to
    miles
    purpose
    rate
    amount
    status
    transactionId
    budget {
      id
      name
    }
    generalLedger {
      id
      name
      code
    }
  }
`;

export const MILEAGE_SUBMISSIONS = gql`
  ${SUBMISSION_FIELDS}
  query MileageSubmissions {
    mileageSubmissions {
      ...MileageSubmissionFields
    }
  }
`;

export const MILEAGE_SUBMISSION = gql`
  ${SUBMISSION_FIELDS}
  query MileageSubmission($id: ID!) {
    mileageSubmission(where: { id: $id }) {
      ...MileageSubmissionFields
      createdAt
      spender {
        id
        person {
          first_name
          last_name
        }
      }
    }
  }
`;

export const CREATE_MILEAGE_SUBMISSION = gql`
  ${SUBMISSION_FIELDS}
  mutation CreateMileageSubmission($data: MileageSubmissionCreateInput!) {
    createOneMileageSubmission(data: $data) {
      ...MileageSubmissionFields
    }
  }
`;
