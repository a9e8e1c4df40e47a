import { tenantSnapshotCompleted } from '@spend/domain';
import { deterministicUuid, type RecordedEvent } from '@spend/eventstore';
import type { Insertable } from 'kysely';
import type { NotificationsTable } from '../tables';

/** The alert that a tenant snapshot is ready (spec 7, Tenant snapshot), to the super admin who asked for it. */
export const snapshotNotice = (event: RecordedEvent): Insertable<NotificationsTable> & { id: string; company_id: string } => {
  const { data } = tenantSnapshotCompleted.parse({ type: event.type, data: event.data });
  return {
    id: deterministicUuid('notification', event.id, data.requestedByUserId),
    company_id: data.companyId,
    user_id: data.requestedByUserId,
    type: 'alert',
    title: 'Snapshot ready',
    message: `The snapshot ${data.name} is ready to download: ${data.fileName} (${data.eventCount} ${data.eventCount === 1 ? 'event' : 'events'}).`,
    read: false,
    budget_id: null,
    request_id: null,
    created_at: event.createdAt,
  };
};
