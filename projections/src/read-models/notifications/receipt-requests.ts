import { formatMoney, receiptRequested } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import { notificationRow, type NotificationRow } from './notice';

/**
 * An admin's ask from the review queue (`r`, or the bulk action) reaches the spender as an alert
 * naming the purchase; the event carries the merchant and amount, so no other table is read.
 */
export const receiptRequestNotice = (event: RecordedEvent): NotificationRow => {
  const { data } = receiptRequested.parse({ type: event.type, data: event.data });
  return notificationRow(event, data.companyId, { userId: data.spenderId, role: 'SPENDER' }, {
    type: 'alert',
    title: 'Receipt requested',
    message: `Please add the receipt for ${data.merchant}, ${formatMoney(data.amountCents)}: open the transaction and upload it, or forward it to your receipts address.`,
  }, { definedAction: 'UPLOAD_RECEIPT', amount: data.amountCents, date: data.at, notifierUserId: data.requestedByUserId, transactionId: data.transactionId });
};
