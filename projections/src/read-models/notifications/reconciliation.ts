import { sql, type Transaction } from 'kysely';
import { accountingReconciled, describeMismatch, RECONCILIATION_ALERT_TITLE, rolesWith } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import type { ReadModels } from '../tables';
import { notificationRow, type NotificationRow } from './notice';

/**
 * A reconciliation that found our synced totals and the accounting platform's apart: an alert to
 * each member who reads the integration run logs, saying by how much per month. A match says nothing.
 * No amount: the gap is per month, and the message names each.
 */
export const reconciliationNotices = async (trx: Transaction<ReadModels>, event: RecordedEvent): Promise<NotificationRow[]> => {
  const { data } = accountingReconciled.parse({ type: event.type, data: event.data });
  if (data.matched) return [];
  const readers = await trx.selectFrom('users').select('id').where('company_id', '=', data.companyId).where('archived', '=', false)
    .where(sql<boolean>`roles && ${[...rolesWith('runLogs.read')]}::text[]`).orderBy('id').execute();
  return readers.map((reader) => notificationRow(event, data.companyId, { userId: reader.id, role: 'LOG_READER' },
    { type: 'alert', title: RECONCILIATION_ALERT_TITLE, message: `${describeMismatch(data.periods)}.` },
    { definedAction: 'REVIEW_RECONCILIATION', date: data.at }));
};
