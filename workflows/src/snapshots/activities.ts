import { isoNow, tenantSnapshotDecider, type Clock, streams } from '@spend/domain';
import { deterministicUuid, handleCommand, systemClock, type EventStore } from '@spend/eventstore';
import { writeSnapshotFile, type SnapshotRange } from './export';

export interface SnapshotInput extends SnapshotRange {
  snapshotId: string;
  fileName: string;
}

/** The snapshot workflow's activities: write the file, then record it done through the command handler. */
export const createSnapshotActivities = (store: EventStore, dir: string, clock: Clock = systemClock) => ({
  writeTenantSnapshot: (input: SnapshotInput) => writeSnapshotFile(store, dir, input.fileName, input),
  async completeTenantSnapshot(input: SnapshotInput & { eventCount: number; bytes: number }): Promise<void> {
    // A command id derived from the snapshot: a retried activity appends nothing twice.
    await handleCommand(store, streams.tenantSnapshot(input.snapshotId), tenantSnapshotDecider, {
      type: 'CompleteTenantSnapshot', snapshotId: input.snapshotId, eventCount: input.eventCount, bytes: input.bytes, now: isoNow(clock),
    }, { companyId: input.companyId, userId: null, correlationId: input.snapshotId, commandId: deterministicUuid('snapshot-complete', input.snapshotId) });
  },
});

export type SnapshotActivities = ReturnType<typeof createSnapshotActivities>;
