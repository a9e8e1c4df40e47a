import { tenantSnapshotCompleted } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import { notificationRow, type NotificationRow } from './notice';

/** The alert that a tenant snapshot is ready (spec 7, Tenant snapshot), to the super admin who asked for it. */
export const snapshotNotice = (event: RecordedEvent): NotificationRow => {
  const { data } = tenantSnapshotCompleted.parse({ type: event.type, data: event.data });
  return notificationRow(event, data.companyId, { userId: data.requestedByUserId, role: 'REQUESTOR' }, {
    type: 'alert',
    title: 'Snapshot ready',
    message: `The snapshot ${data.name} is ready to download: ${data.fileName} (${data.eventCount} ${data.eventCount === 1 ? 'event' : 'events'}).`,
  }, { definedAction: 'DOWNLOAD_SNAPSHOT', date: data.at, notifierUserId: data.requestedByUserId });
};
