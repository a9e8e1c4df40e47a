import { sql, type Transaction } from 'kysely';
import { AUDITED_EVENT_TYPES, PERSONAL_FIELDS, forgetPersonalData, redactSecrets } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import type { Projection, ReadModelChange } from '../../types';
import type { ReadModels } from '../tables';
import { upsertRows } from '../upsert';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The auditor's history: every domain event, kept per company (from its metadata) so the API reads
 * it under row-level security. Keyed by event id, so replays and rebuilds write the same rows.
 */
export const eventHistoryProjection: Projection = {
  name: 'event-history',
  tables: ['event_history'],
  eventTypes: AUDITED_EVENT_TYPES,
  apply: async (trx, all) => {
    // An event without a company (none today) belongs to no tenant's history.
    const events = all.filter((e) => UUID.test(e.metadata.companyId));
    await upsertRows(
      trx,
      'event_history',
      ['event_id'],
      events.map((e) => ({
        event_id: e.id,
        company_id: e.metadata.companyId,
        position_commit: e.position.commit.toString(),
        position_prepare: e.position.prepare.toString(),
        stream_name: e.streamName,
        stream_revision: e.revision.toString(),
        event_type: e.type,
        user_id: e.metadata.userId,
        data: JSON.stringify(redactSecrets(e.data)),
        created_at: e.createdAt,
      })),
    );
    for (const e of events.filter((event) => event.type === 'UserForgotten')) await forgetHistory(trx, e);
    const byCompany = new Map<string, string[]>();
    for (const e of events) byCompany.set(e.metadata.companyId, [...(byCompany.get(e.metadata.companyId) ?? []), e.id]);
    return [...byCompany].map(([companyId, ids]): ReadModelChange => ({ companyId, what: 'event-history', ids }));
  },
};

/**
 * A forgotten member's history rows read as the events now do (their keys are gone): the personal
 * fields of every event sealed with the member's or their person's key (`PERSONAL_FIELDS` names
 * whose key each type is sealed with), replaced as the domain forgets them.
 */
const forgetHistory = async (trx: Transaction<ReadModels>, forgotten: RecordedEvent): Promise<void> => {
  const { userId, personId } = forgotten.data as { userId: string; personId: string };
  const rows = await trx.selectFrom('event_history').select(['event_id', 'event_type', 'data'])
    .where((eb) => eb.or(Object.entries(PERSONAL_FIELDS).map(([type, fields]) =>
      eb.and([eb('event_type', '=', type), eb(sql<string>`data->>${fields.subject}`, 'in', [userId, personId])]))))
    .execute();
  for (const row of rows) {
    await trx.updateTable('event_history').set({ data: JSON.stringify(forgetPersonalData(row.event_type, row.data)) }).where('event_id', '=', row.event_id).execute();
  }
};
