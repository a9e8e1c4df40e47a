import type { Client } from '@temporalio/client';
import { snapshotWorkflowId, tenantSnapshotRequested } from '@spend/domain';
import type { EventStore, Position } from '@spend/eventstore';
import { runProcessManager } from '../process-manager';
import type { SnapshotInput } from './activities';

/** Starts one snapshot workflow per TenantSnapshotRequested (workflow id `snapshot-<id>`). */
export const runSnapshotProcessManager = (options: { store: EventStore; client: Client; taskQueue: string; signal: AbortSignal; retryMs?: number; from?: Position }): Promise<void> =>
  runProcessManager({
    ...options,
    startFor: (event) => {
      if (event.type !== 'TenantSnapshotRequested') return null;
      const { data } = tenantSnapshotRequested.parse({ type: event.type, data: event.data });
      const input: SnapshotInput = { snapshotId: data.snapshotId, companyId: data.companyId, name: data.name, startsAt: data.startsAt, endsAt: data.endsAt, fileName: data.fileName };
      return { workflowType: 'tenantSnapshotWorkflow', workflowId: snapshotWorkflowId(data.snapshotId), args: [input], key: data.snapshotId };
    },
  });
