import { proxyActivities } from '@temporalio/workflow';
import type { SnapshotActivities, SnapshotInput } from './activities';

const { writeTenantSnapshot, completeTenantSnapshot } = proxyActivities<SnapshotActivities>({
  startToCloseTimeout: '30 minutes',
  retry: { initialInterval: '1 second', maximumAttempts: 10 },
});

/** A tenant snapshot (workflow id `snapshot-<id>`): write the file, then mark it ready (which alerts the requester). */
export async function tenantSnapshotWorkflow(input: SnapshotInput): Promise<{ eventCount: number; bytes: number }> {
  const written = await writeTenantSnapshot(input);
  await completeTenantSnapshot({ ...input, ...written });
  return written;
}
