import { snapshotWorkflowId, tenantSnapshotDecider, tenantSnapshotRequested, streams } from '@spend/domain';
import { loadState } from '@spend/eventstore';
import { runProcessManager, type ProcessManagerOptions } from '../process-manager';
import type { SnapshotInput } from './activities';

/**
 * Starts one snapshot workflow per TenantSnapshotRequested (workflow id `snapshot-<id>`). A snapshot
 * already completed is skipped: its workflow may be gone past the namespace's retention.
 */
export const runSnapshotProcessManager = (options: ProcessManagerOptions & {
  /** Told after each snapshot's start: `started` false when it was skipped or its workflow already existed. */
  onHandled?: (snapshotId: string, started: boolean) => void;
}): Promise<void> =>
  runProcessManager({
    ...options,
    startFor: (event) => {
      if (event.type !== 'TenantSnapshotRequested') return null;
      const { data } = tenantSnapshotRequested.parse({ type: event.type, data: event.data });
      const input: SnapshotInput = { snapshotId: data.snapshotId, companyId: data.companyId, name: data.name, startsAt: data.startsAt, endsAt: data.endsAt, fileName: data.fileName };
      return {
        workflowType: 'tenantSnapshotWorkflow', workflowId: snapshotWorkflowId(data.snapshotId), args: [input], key: data.snapshotId,
        skip: async () => (await loadState(options.store, streams.tenantSnapshot(data.snapshotId), tenantSnapshotDecider)).completed,
      };
    },
  });
