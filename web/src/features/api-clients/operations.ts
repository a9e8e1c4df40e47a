import { gql } from '@apollo/client';

const API_CLIENT_FIELDS = gql`
  fragment ApiClientFields on ApiClient {
    id
    name
    access
    status
    createdAt
    revokedAt
    lastUsedAt
  }
`;

export const API_CLIENTS = gql`
  ${API_CLIENT_FIELDS}
  query ApiClients {
    apiClients {
      ...ApiClientFields
    }
  }
`;

export const CREATE_API_CLIENT = gql`
  ${API_CLIENT_FIELDS}
  mutation CreateApiClient($name: String!, $access: ApiClientAccess!) {
    createOneApiClient(name: $name, access: $access) {
      clientSecret
      tokenEndpoint
      client {
        ...ApiClientFields
        scopes
      }
    }
  }
`;

export const REVOKE_API_CLIENT = gql`
  ${API_CLIENT_FIELDS}
  mutation RevokeApiClient($id: ID!) {
    revokeOneApiClient(id: $id) {
      ...ApiClientFields
    }
  }
`;
