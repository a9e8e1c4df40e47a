// Records the statement close workflow's history as the replay test's fixture:
// `npx tsx workflows/src/statements/record-history.ts` (needs the Temporal dev server, its CLI and PostgreSQL).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync } from 'node:fs';
import { loadWorkflowsConfig } from '../config';
import { createTemporalTestKit, createTestEventStore } from '../testing';
import { createStatementActivities } from './activities';
import { statementCloseWorkflowId } from './messages';
import { openJanuary } from './testing';

const temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
const events = await createTestEventStore('wf_record_statements');
const companyId = randomUUID();
const periodStart = await openJanuary(events.store, companyId);
const workflowId = statementCloseWorkflowId(companyId, periodStart);
await temporal.withWorker(createStatementActivities({ store: events.store }), (taskQueue) =>
  temporal.client.workflow.execute('statementCloseWorkflow', { taskQueue, workflowId, args: [{ companyId, periodStart }] }),
);
execFileSync('temporal', ['workflow', 'show', '--address', loadWorkflowsConfig().TEMPORAL_ADDRESS, '--workflow-id', workflowId, '--output', 'json'], {
  stdio: ['ignore', openSync(new URL('./fixtures/statement-close-history.json', import.meta.url), 'w'), 'inherit'],
});
await events.close();
await temporal.close();
