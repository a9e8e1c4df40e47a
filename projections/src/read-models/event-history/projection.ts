import { AUDITED_EVENT_TYPES, redactSecrets } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';
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
    const byCompany = new Map<string, string[]>();
    for (const e of events) byCompany.set(e.metadata.companyId, [...(byCompany.get(e.metadata.companyId) ?? []), e.id]);
    return [...byCompany].map(([companyId, ids]): ReadModelChange => ({ companyId, what: 'event-history', ids }));
  },
};
