import { sql, type Insertable, type Transaction } from 'kysely';
import { formatMoney, paymentMissed, rolesWith } from '@spend/domain';
import { deterministicUuid, type RecordedEvent } from '@spend/eventstore';
import type { NotificationsTable, ReadModels } from '../tables';

/**
 * The alert that the account was suspended for a missed payment, to each of the company's admins
 * (those who may pay: company funds edit). Its cards decline until the amount is paid.
 */
export const paymentMissedNotices = async (trx: Transaction<ReadModels>, event: RecordedEvent): Promise<(Insertable<NotificationsTable> & { id: string; company_id: string })[]> => {
  const { data } = paymentMissed.parse({ type: event.type, data: event.data });
  const admins = await trx.selectFrom('users').select('id').where('company_id', '=', data.companyId).where('archived', '=', false)
    .where(sql<boolean>`roles && ${[...rolesWith('company.funds.edit')]}::text[]`).orderBy('id').execute();
  const fee = data.lateFeeCents > 0 ? ` A late fee of ${formatMoney(data.lateFeeCents)} was added.` : '';
  return admins.map((admin) => ({
    id: deterministicUuid('notification', event.id, admin.id),
    company_id: data.companyId,
    user_id: admin.id,
    type: 'alert',
    title: 'Account suspended',
    message: `The payment of ${formatMoney(data.amountDueCents)} due ${data.dueDate.slice(0, 10)} was not received: the card account is suspended and its cards decline until it is paid.${fee}`,
    read: false,
    budget_id: null,
    request_id: null,
    created_at: event.createdAt,
  }));
};
