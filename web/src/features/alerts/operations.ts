import { gql } from '@apollo/client';

export const BADGE_COUNTS = gql`
  subscription BadgeCounts {
    badgeCountsChanged {
      unreadAlerts
      incompleteTransactions
    }
  }
`;

export const NOTIFICATIONS = gql`
  query Notifications($where: NotificationWhereInput) {
    notifications(take: 100, where: $where) {
      count
      items {
        id
        title
        message
        read
        type
        createdAt
      }
    }
  }
`;

export const MARK_READ = gql`
  mutation MarkRead($ids: [ID!]!) {
    updateManyNotification(where: { ids: $ids }, data: { read: true }) {
      count
    }
  }
`;

export interface NotificationRow {
  id: string;
  title: string;
  message: string;
  read: boolean;
  type: string;
  createdAt: string;
}

export interface BadgeCounts {
  unreadAlerts: number;
  incompleteTransactions: number;
}
