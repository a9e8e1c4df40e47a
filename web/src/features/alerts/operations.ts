import { gql } from '@apollo/client';

export const BADGE_COUNTS = gql`
  subscription BadgeCounts {
    badgeCountsChanged {
      unreadAlerts
      incompleteTransactions
      todo
    }
  }
`;

export const NOTIFICATIONS = gql`
  query Notifications($take: Int, $skip: Int, $where: NotificationWhereInput) {
    notifications(take: $take, skip: $skip, where: $where) {
      count
      items {
        id
        title
        message
        read
        type
        createdAt
        requestId
        budgetId
        status
        notificationData {
          amount
          date
          definedAction
          notifier {
            id
            person {
              first_name
              last_name
            }
          }
          cardId
          budgetId
          budgetIncreaseId
          transactionId
          reimbursementId
        }
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

import type { BadgeCountsSubscription, NotificationsQuery } from '../../generated/graphql';

export type NotificationRow = NotificationsQuery['notifications']['items'][number];
export type BadgeCounts = BadgeCountsSubscription['badgeCountsChanged'];
