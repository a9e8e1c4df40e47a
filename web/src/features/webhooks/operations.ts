import { gql } from '@apollo/client';

const ENDPOINT = gql`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    eventTypes
    enabled
    createdAt
    secretRotatedAt
  }
`;

export const WEBHOOK_ENDPOINTS = gql`
  ${ENDPOINT}
  query WebhookEndpoints {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
    webhookEventTypes
  }
`;

export const WEBHOOK_DELIVERIES = gql`
  query WebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId) {
      id
      eventId
      eventType
      status
      createdAt
      attempts {
        attempt
        statusCode
        durationMs
        error
        outcome
        attemptedAt
      }
    }
  }
`;

export const CREATE_WEBHOOK_ENDPOINT = gql`
  ${ENDPOINT}
  mutation CreateWebhookEndpoint($data: WebhookEndpointInput!) {
    createOneWebhookEndpoint(data: $data) {
      endpoint {
        ...WebhookEndpointFields
      }
      secret
    }
  }
`;

export const SET_WEBHOOK_ENDPOINT_ENABLED = gql`
  ${ENDPOINT}
  mutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {
    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {
      ...WebhookEndpointFields
    }
  }
`;

export const ROTATE_WEBHOOK_SECRET = gql`
  ${ENDPOINT}
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      endpoint {
        ...WebhookEndpointFields
      }
      secret
    }
  }
`;

export const DELETE_WEBHOOK_ENDPOINT = gql`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteOneWebhookEndpoint(id: $id)
  }
`;

export const RESEND_WEBHOOK_DELIVERY = gql`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      id
      status
    }
  }
`;
