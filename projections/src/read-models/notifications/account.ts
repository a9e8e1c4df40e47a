import { sql, type Transaction } from 'kysely';
import { achPaymentReturned, formatMoney, paymentMissed, rolesWith } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import type { ReadModels } from '../tables';
import { notificationRow, type NoticeData, type NotificationRow } from './notice';

/** An alert to each of the company's admins who may pay (company funds edit), in id order. */
export const toAdmins = async (trx: Transaction<ReadModels>, event: RecordedEvent, companyId: string, title: string, message: string, data: NoticeData): Promise<NotificationRow[]> => {
  const admins = await trx.selectFrom('users').select('id').where('company_id', '=', companyId).where('archived', '=', false)
    .where(sql<boolean>`roles && ${[...rolesWith('company.funds.edit')]}::text[]`).orderBy('id').execute();
  return admins.map((admin) => notificationRow(event, companyId, { userId: admin.id, role: 'ACCOUNT_ADMIN' }, { type: 'alert', title, message }, data));
};

/**
 * The alert that the account was suspended for a missed payment, to each of the company's admins.
 * Its cards decline until the amount is paid.
 */
export const paymentMissedNotices = (trx: Transaction<ReadModels>, event: RecordedEvent): Promise<NotificationRow[]> => {
  const { data } = paymentMissed.parse({ type: event.type, data: event.data });
  const fee = data.lateFeeCents > 0 ? ` A late fee of ${formatMoney(data.lateFeeCents)} was added.` : '';
  return toAdmins(trx, event, data.companyId, 'Account suspended',
    `The payment of ${formatMoney(data.amountDueCents)} due ${data.dueDate.slice(0, 10)} was not received: the card account is suspended and its cards decline until it is paid.${fee}`,
    { definedAction: 'PAY_BALANCE', amount: data.amountDueCents, date: data.dueDate });
};

/** The bank returned an ACH payment: the admins who may pay hear why, and that the amount is still owed (and whether the account is suspended again). */
export const achPaymentReturnedNotices = (trx: Transaction<ReadModels>, event: RecordedEvent): Promise<NotificationRow[]> => {
  const { data } = achPaymentReturned.parse({ type: event.type, data: event.data });
  const suspended = data.suspends ? ' The card account is suspended again until it is paid.' : '';
  return toAdmins(trx, event, data.companyId, 'Payment returned',
    `The bank returned the ACH payment of ${formatMoney(data.amountCents)} (${data.returnCode}: ${data.returnReason}): the amount is still owed. Pay it from another bank account or ask the bank why.${suspended}`,
    { definedAction: 'PAY_BALANCE', amount: data.amountCents, date: data.at });
};
