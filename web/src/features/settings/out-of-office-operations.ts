import { gql } from '@apollo/client';

export const OUT_OF_OFFICE = gql`
  query OutOfOffice {
    myApprovalDelegations {
      id
      startsOn
      endsOn
      delegate {
        id
        person {
          first_name
          last_name
        }
      }
    }
    approvalDelegateCandidates {
      id
      person {
        first_name
        last_name
      }
    }
  }
`;

export const DELEGATE_APPROVALS = gql`
  mutation DelegateApprovals($data: ApprovalDelegationCreateInput!) {
    createOneApprovalDelegation(data: $data) {
      id
    }
  }
`;

export const CANCEL_DELEGATION = gql`
  mutation CancelDelegation($id: ID!) {
    deleteOneApprovalDelegation(where: { id: $id }) {
      id
    }
  }
`;
