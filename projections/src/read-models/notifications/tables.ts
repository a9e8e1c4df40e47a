import type { NotificationAction, NotificationUserRole, RequestStatus } from '@spend/domain';
import type { BigIntColumn, Timestamp } from '../column-types';

export interface NotificationsTable {
  id: string;
  company_id: string;
  user_id: string;
  type: 'alert' | 'info';
  title: string;
  message: string;
  read: boolean;
  budget_id: string | null;
  /** The budget increase request or reimbursement it is about (migration 061). */
  request_id: string | null;
  created_at: Timestamp;
  /** Spec 3 status, userRole and notificationData as the event gave them (migration 395); null on rows made before it until a rebuild. */
  status: RequestStatus | null;
  user_role: NotificationUserRole | null;
  defined_action: NotificationAction | null;
  amount: BigIntColumn | null;
  data_date: Timestamp | null;
  notifier_user_id: string | null;
  card_id: string | null;
  budget_increase_id: string | null;
  transaction_id: string | null;
  reimbursement_id: string | null;
}

export interface NotificationDelegationsTable {
  delegation_id: string;
  company_id: string;
  user_id: string;
  delegate_user_id: string;
  starts_on: string;
  ends_on: string;
}

/** Card-number reveals by member, counted for the admins' alert (migration 240). */
export interface NotificationCardRevealsTable {
  event_id: string;
  company_id: string;
  user_id: string;
  at: Timestamp;
}

export interface NotificationBudgetOwnersTable {
  budget_id: string;
  company_id: string;
  owner_user_id: string | null;
  name: string;
}

export interface NotificationsReadModels {
  notifications: NotificationsTable;
  notification_budget_owners: NotificationBudgetOwnersTable;
  notification_delegations: NotificationDelegationsTable;
  notification_card_reveals: NotificationCardRevealsTable;
}
