// Records the smoke workflow's history as the replay test's fixture:
// `npx tsx workflows/src/smoke/record-history.ts` (needs the Temporal dev server and its CLI).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync } from 'node:fs';
import { loadWorkflowsConfig } from '../config';
import { createTemporalTestKit } from '../testing';
import * as activities from './activities';

const temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
const workflowId = `smoke-${randomUUID()}`;
await temporal.withWorker(activities, (taskQueue) => temporal.client.workflow.execute('smokeWorkflow', { taskQueue, workflowId, args: ['Spend'] }));
execFileSync('temporal', ['workflow', 'show', '--address', loadWorkflowsConfig().TEMPORAL_ADDRESS, '--workflow-id', workflowId, '--output', 'json'], {
  stdio: ['ignore', openSync(new URL('./fixtures/smoke-history.json', import.meta.url), 'w'), 'inherit'],
});
await temporal.close();
