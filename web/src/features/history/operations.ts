import { gql } from '@apollo/client';
import type { EventHistoryQuery } from '../../generated/graphql';

export const EVENT_HISTORY = gql`
  query EventHistory($filter: EventHistoryFilter, $first: Int, $after: String) {
    eventHistory(filter: $filter, first: $first, after: $after) {
      nextCursor
      items {
        id
        aggregate
        revision
        type
        userId
        userName
        actorId
        actorName
        description
        subjectName
        createdAt
        changes {
          field
          before
          after
        }
      }
    }
  }
`;

export const AUDIT_SUBJECTS = gql`
  query AuditSubjects($search: String!) {
    auditSubjects(search: $search, first: 8) {
      id
      kind
      name
    }
  }
`;

export const EVENT_HISTORY_REPORT = gql`
  query EventHistoryReport($filter: EventHistoryFilter, $options: ReportOptionsInput) {
    eventHistoryReport(filter: $filter, options: $options) {
      url
      fileName
    }
  }
`;

export const BUDGET_AS_OF = gql`
  query BudgetAsOf($id: ID!, $at: DateTime!) {
    budgetAsOf(budgetId: $id, at: $at) {
      budgetId
      eventsApplied
      exists
      name
      funding
      active
    }
  }
`;

export const CARD_AS_OF = gql`
  query CardAsOf($id: ID!, $at: DateTime!) {
    cardAsOf(cardId: $id, at: $at) {
      cardId
      eventsApplied
      exists
      deleted
      status
      limitCents
      last4
    }
  }
`;

export type HistoryItem = EventHistoryQuery['eventHistory']['items'][number];

export const CREATE_TENANT_SNAPSHOT = gql`
  mutation CreateTenantSnapshot($name: String!, $startsAt: DateTime!, $endsAt: DateTime!) {
    createTenantSnapshot(name: $name, startsAt: $startsAt, endsAt: $endsAt) {
      id
      fileName
      status
      downloadUrl
    }
  }
`;

export const TENANT_SNAPSHOT = gql`
  query TenantSnapshot($id: ID!) {
    tenantSnapshot(id: $id) {
      id
      status
      eventCount
      downloadUrl
    }
  }
`;

export const VERIFY_HISTORY = gql`
  query VerifyHistory($fromAnchor: Boolean) {
    verifyHistory(fromAnchor: $fromAnchor) {
      companyId
      intact
      checked
      streams
      anchorPosition
      anchorDigest
      anchorStreams
      fromAnchor
      lastPosition
      lastDigest
      summary
      broken {
        kind
        position
        aggregate
        revision
        type
        expected
        stored
      }
    }
  }
`;
