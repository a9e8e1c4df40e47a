// Records the payment-due workflow's history as the replay test's fixture:
// `npx tsx workflows/src/account/record-history.ts` (needs the Temporal dev server, its CLI and PostgreSQL).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync } from 'node:fs';
import { loadWorkflowsConfig } from '../config';
import { createTemporalTestKit, createTestEventStore } from '../testing';
import { createAccountActivities } from './activities';
import { accountPastDue } from './test-account';
import { paymentDueWorkflowId } from './workflows';

const temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
const events = await createTestEventStore('wf_record_payment_due');
const companyId = randomUUID();
const { period, closed } = await accountPastDue(events.store, companyId, 30_000);
const input = { companyId, periodStart: period.start, dueDate: (closed.events[0]!.data as { dueDate: string }).dueDate };
const workflowId = paymentDueWorkflowId(input);
await temporal.withWorker(createAccountActivities(events.store), (taskQueue) => temporal.client.workflow.execute('paymentDueWorkflow', { taskQueue, workflowId, args: [input] }));
execFileSync('temporal', ['workflow', 'show', '--address', loadWorkflowsConfig().TEMPORAL_ADDRESS, '--workflow-id', workflowId, '--output', 'json'], {
  stdio: ['ignore', openSync(new URL('./fixtures/payment-due-history.json', import.meta.url), 'w'), 'inherit'],
});
await events.close();
await temporal.close();
