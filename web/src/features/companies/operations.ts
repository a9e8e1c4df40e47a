import { gql } from '@apollo/client';

const FIELDS = gql`
  fragment CompanyFields on Company {
    id
    dba_name
    parentCompanyID
    isReseller
    total_funding
    createdAt
  }
`;

/** The reseller's companies: itself first, then its child companies. */
export const COMPANIES = gql`
  query Companies {
    companies {
      ...CompanyFields
    }
  }
  ${FIELDS}
`;

export const CREATE_COMPANY = gql`
  mutation CreateCompany($data: CompanyCreateInput!) {
    createCompanyV2(data: $data) {
      ...CompanyFields
    }
  }
  ${FIELDS}
`;
