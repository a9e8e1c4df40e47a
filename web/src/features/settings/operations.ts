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
