import { gql } from '@apollo/client';

export const CREATE_MEMBER = gql`
  mutation CreateMember($data: UserCreateInput!) {
    createOneUserV2(data: $data) {
      id
      person {
        first_name
        last_name
      }
    }
  }
`;

/** The multi-org form's companies: the caller's company and its child companies (not those the admin belongs to). */
export const MEMBER_COMPANIES = gql`
  query MemberCompanies {
    multiOrgCompanies {
      id
      dba_name
      parentCompanyID
    }
  }
`;

export const CREATE_PERSON = gql`
  mutation CreatePersonAcrossCompanies($data: PersonCreateAcrossCompaniesInput!) {
    createOnePerson(data: $data) {
      id
      first_name
      last_name
    }
  }
`;

export const ARCHIVE_MEMBER = gql`
  mutation ArchiveMember($id: ID!) {
    archiveOneUser(where: { id: $id }) {
      id
      archived
    }
  }
`;

/** Issue #16 item 3: a super admin forgets an archived member; their personal data reads "Forgotten member" from then on. */
export const FORGET_MEMBER = gql`
  mutation ForgetMember($id: ID!) {
    forgetOneUser(where: { id: $id }) {
      id
      archived
      forgotten
    }
  }
`;

export const UNARCHIVE_MEMBER = gql`
  mutation UnarchiveMember($id: ID!) {
    unarchiveOneUser(where: { id: $id }) {
      id
      archived
    }
  }
`;

export const USERS_REPORT = gql`
  query UsersReport($where: TeamMemberWhereInput, $orderBy: [TeamMemberOrderByInput!], $options: ReportOptionsInput) {
    usersReport(where: $where, orderBy: $orderBy, options: $options) {
      url
      fileName
    }
  }
`;

/** The roles the company offers (spec 7 `roles`), for the team list's role filter. */
export const ROLES_QUERY = gql`
  query Roles {
    roles {
      id
      name
      description
    }
  }
`;

/** What the team list shows of a member: the list reads it, and an edit answers with it, so the row updates from the answer. */
const MEMBER_ROW = gql`
  fragment MemberRowFields on User {
    id
    archived
    forgotten
    mainRoleName
    embossName
    managerId
    department
    roles {
      id
      name
    }
    person {
      first_name
      last_name
      email
      title
    }
  }
`;

export const TEAM_MEMBERS = gql`
  query TeamMembers($take: Int, $skip: Int, $orderBy: [TeamMemberOrderByInput!], $where: TeamMemberWhereInput) {
    teamMembers(take: $take, skip: $skip, orderBy: $orderBy, where: $where) {
      count
      items {
        ...MemberRowFields
      }
    }
  }
  ${MEMBER_ROW}
`;

/** Issue #26 item 5: an admin edits a member's roles, title, manager, department and emboss name. */
export const UPDATE_MEMBER = gql`
  mutation UpdateMember($id: ID!, $data: UserUpdateInput!) {
    updateOneUser(where: { id: $id }, data: $data) {
      ...MemberRowFields
    }
  }
  ${MEMBER_ROW}
`;

/** The active members a manager is picked from. */
export const MANAGER_OPTIONS = gql`
  query ManagerOptions {
    teamMembers(take: 100, where: { archived: false }) {
      items {
        id
        person {
          first_name
          last_name
        }
      }
    }
  }
`;
