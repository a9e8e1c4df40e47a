// Records the snapshot workflow's history as the replay test's fixture:
// `npx tsx workflows/src/snapshots/record-history.ts` (needs the Temporal dev server, its CLI and PostgreSQL).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { snapshotWorkflowId, tenantSnapshotDecider, streams } from '@spend/domain';
import { handleCommand, PostgresEventStore } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { loadWorkflowsConfig } from '../config';
import { createTemporalTestKit } from '../testing';
import { createSnapshotActivities } from './activities';

const temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
const db = await createTestDatabase('wf_record_snapshot');
const store = new PostgresEventStore({ connectionString: db.url });
const dir = mkdtempSync(join(tmpdir(), 'snapshot-record-'));
const snapshotId = randomUUID();
const now = new Date().toISOString();
const companyId = randomUUID();
const { events } = await handleCommand(store, streams.tenantSnapshot(snapshotId), tenantSnapshotDecider, {
  type: 'RequestTenantSnapshot', snapshotId, companyId, requestedCompanyIds: [], name: 'Recorded', startsAt: now, endsAt: now, requestedByUserId: randomUUID(), now,
}, { companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
const { fileName } = events[0]!.data as { fileName: string };
await temporal.withWorker(createSnapshotActivities(store, dir), (taskQueue) =>
  temporal.client.workflow.execute('tenantSnapshotWorkflow', { taskQueue, workflowId: snapshotWorkflowId(snapshotId), args: [{ snapshotId, companyId, name: 'Recorded', startsAt: now, endsAt: now, fileName }] }),
);
execFileSync('temporal', ['workflow', 'show', '--address', loadWorkflowsConfig().TEMPORAL_ADDRESS, '--workflow-id', snapshotWorkflowId(snapshotId), '--output', 'json'], {
  stdio: ['ignore', openSync(new URL('./fixtures/snapshot-history.json', import.meta.url), 'w'), 'inherit'],
});
rmSync(dir, { recursive: true, force: true });
await store.close();
await db.drop();
await temporal.close();
