import { gql } from '@apollo/client';

export const ME = gql`
  query Me {
    me {
      id
      companyId
      email
      firstName
      lastName
      roles
      mainRoleName
      avatarUrl
    }
    company {
      id
      dba_name
      isReseller
    }
  }
`;

export type { MeQuery as Me } from '../generated/graphql';
