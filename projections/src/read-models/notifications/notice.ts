import type { NotificationAction, NotificationUserRole, RequestStatus } from '@spend/domain';
import { deterministicUuid, type RecordedEvent } from '@spend/eventstore';
import type { Insertable } from 'kysely';
import type { NotificationsTable } from '../tables';

export type NotificationRow = Insertable<NotificationsTable> & { id: string; company_id: string; user_id: string };

/** What a notification says: its kind (alert or info), title and message. */
export interface NoticeText {
  type: 'alert' | 'info';
  title: string;
  message: string;
}

/** Spec 3 notificationData, as the event gave it: only what the event names is set. */
export interface NoticeData {
  definedAction: NotificationAction;
  status?: RequestStatus | null;
  /** Integer cents. */
  amount?: number | null;
  /** When what it is about happened (or is due), as the event dates it. */
  date?: string | null;
  /** The person who caused it; none for the network, the bank or a timer. */
  notifierUserId?: string | null;
  cardId?: string | null;
  budgetId?: string | null;
  budgetIncreaseId?: string | null;
  transactionId?: string | null;
  reimbursementId?: string | null;
}

/**
 * One notification row with every column set, whatever its source: the batch's rows are written in
 * one upsert whose columns are the first row's. Its id comes from the event and the recipient, so
 * replays and rebuilds make the same rows.
 */
export const notificationRow = (event: RecordedEvent, companyId: string, to: { userId: string; role: NotificationUserRole }, text: NoticeText, data: NoticeData): NotificationRow => ({
  id: deterministicUuid('notification', event.id, to.userId),
  company_id: companyId,
  user_id: to.userId,
  ...text,
  read: false,
  budget_id: data.budgetId ?? null,
  request_id: data.budgetIncreaseId ?? data.reimbursementId ?? null,
  created_at: event.createdAt,
  status: data.status ?? null,
  user_role: to.role,
  defined_action: data.definedAction,
  amount: data.amount ?? null,
  data_date: data.date ?? null,
  notifier_user_id: data.notifierUserId ?? null,
  card_id: data.cardId ?? null,
  budget_increase_id: data.budgetIncreaseId ?? null,
  transaction_id: data.transactionId ?? null,
  reimbursement_id: data.reimbursementId ?? null,
});
