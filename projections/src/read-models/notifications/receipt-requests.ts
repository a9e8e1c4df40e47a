import { formatMoney, receiptRequested } from '@spend/domain';
import { deterministicUuid, type RecordedEvent } from '@spend/eventstore';
import type { Insertable } from 'kysely';
import type { NotificationsTable } from '../tables';

/**
 * An admin's ask from the review queue (`r`, or the bulk action) reaches the spender as an alert
 * naming the purchase; the event carries the merchant and amount, so no other table is read.
 */
export const receiptRequestNotice = (event: RecordedEvent): Insertable<NotificationsTable> & { id: string; company_id: string; user_id: string } => {
  const { data } = receiptRequested.parse({ type: event.type, data: event.data });
  return {
    id: deterministicUuid('notification', event.id, data.spenderId),
    company_id: data.companyId,
    user_id: data.spenderId,
    type: 'alert',
    title: 'Receipt requested',
    message: `Please add the receipt for ${data.merchant}, ${formatMoney(data.amountCents)}: open the transaction and upload it, or forward it to your receipts address.`,
    read: false,
    budget_id: null,
    request_id: null,
    created_at: event.createdAt,
  };
};
