import { gql } from '@apollo/client';

const FIELDS = gql`
  fragment CompanyFields on Company {
    id
    dba_name
    parentCompanyID
    isReseller
    total_funding
    dba_address
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

/** A reseller changing one of its child companies (/companies/{companyId}/edit). */
export const UPDATE_CHILD_COMPANY = gql`
  mutation UpdateChildCompany($id: ID!, $data: CompanyUpdateInput!) {
    updateOneCompany(where: { id: $id }, data: $data) {
      ...CompanyFields
    }
  }
  ${FIELDS}
`;
