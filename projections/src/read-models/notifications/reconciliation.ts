import { sql, type Insertable, type Transaction } from 'kysely';
import { accountingReconciled, describeMismatch, RECONCILIATION_ALERT_TITLE, rolesWith } from '@spend/domain';
import { deterministicUuid, type RecordedEvent } from '@spend/eventstore';
import type { NotificationsTable, ReadModels } from '../tables';

/**
 * A reconciliation that found our synced totals and the accounting platform's apart: an alert to
 * each member who reads the integration run logs, saying by how much per month. A match says nothing.
 */
export const reconciliationNotices = async (trx: Transaction<ReadModels>, event: RecordedEvent): Promise<(Insertable<NotificationsTable> & { id: string; company_id: string })[]> => {
  const { data } = accountingReconciled.parse({ type: event.type, data: event.data });
  if (data.matched) return [];
  const readers = await trx.selectFrom('users').select('id').where('company_id', '=', data.companyId).where('archived', '=', false)
    .where(sql<boolean>`roles && ${[...rolesWith('runLogs.read')]}::text[]`).orderBy('id').execute();
  return readers.map((reader) => ({
    id: deterministicUuid('notification', event.id, reader.id),
    company_id: data.companyId,
    user_id: reader.id,
    type: 'alert',
    title: RECONCILIATION_ALERT_TITLE,
    message: `${describeMismatch(data.periods)}.`,
    read: false,
    budget_id: null,
    request_id: null,
    created_at: event.createdAt,
  }));
};
