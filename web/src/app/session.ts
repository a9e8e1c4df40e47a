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
    }
    company {
      id
      dba_name
    }
  }
`;

export interface Me {
  me: { id: string; companyId: string; email: string; firstName: string; lastName: string; roles: string[]; mainRoleName: string };
  company: { id: string; dba_name: string };
}
