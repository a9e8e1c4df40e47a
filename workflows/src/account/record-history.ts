// Records the payment-due and the ACH payment workflows' histories as the replay tests' fixtures:
// `npx tsx workflows/src/account/record-history.ts` (needs the Temporal dev server, its CLI and PostgreSQL).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync } from 'node:fs';
import { startBankFeed } from '@spend/simulator';
import { loadWorkflowsConfig } from '../config';
import { createPlaidHttpProvider } from '../bank/provider';
import { createAchActivities } from './ach-activities';
import { achPaymentWorkflowId } from './ach-workflow';
import { createTemporalTestKit, createTestEventStore } from '../testing';
import { createAccountActivities } from './activities';
import { accountPastDue, achPaymentPending } from './test-account';
import { paymentDueWorkflowId } from './workflows';

// Every workflow of the worker: the payment-due and the ACH payment ones among them.
const temporal = await createTemporalTestKit(new URL('../workflows.ts', import.meta.url).pathname);
const events = await createTestEventStore('wf_record_payment_due');
const companyId = randomUUID();
const { period, closed } = await accountPastDue(events.store, companyId, 30_000);
const input = { companyId, periodStart: period.start, dueDate: (closed.events[0]!.data as { dueDate: string }).dueDate };
const workflowId = paymentDueWorkflowId(input);
await temporal.withWorker(createAccountActivities(events.store), (taskQueue) => temporal.client.workflow.execute('paymentDueWorkflow', { taskQueue, workflowId, args: [input] }));
execFileSync('temporal', ['workflow', 'show', '--address', loadWorkflowsConfig().TEMPORAL_ADDRESS, '--workflow-id', workflowId, '--output', 'json'], {
  stdio: ['ignore', openSync(new URL('./fixtures/payment-due-history.json', import.meta.url), 'w'), 'inherit'],
});

// An ACH payment: a debit sent, its transfer read while pending, then posted and settled by the bank.
const feed = await startBankFeed();
const provider = createPlaidHttpProvider(feed.url);
const ach = (await achPaymentPending(events.store, provider, (linkToken) => feed.feed.sandboxPublicToken(linkToken))).input;
const achWorkflowId = achPaymentWorkflowId(ach.paymentId);
await temporal.withWorker(createAchActivities({ store: events.store, provider }), async (taskQueue) => {
  const handle = await temporal.client.workflow.start('achPaymentWorkflow', { taskQueue, workflowId: achWorkflowId, args: [ach] });
  let transferId: string | undefined;
  while (!(transferId = feed.feed.transfers.sync(0, 500).transfer_events[0]?.transfer_id)) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const event_type of ['posted', 'settled'] as const) feed.feed.transfers.simulate({ transfer_id: transferId, event_type });
  await handle.result();
});
execFileSync('temporal', ['workflow', 'show', '--address', loadWorkflowsConfig().TEMPORAL_ADDRESS, '--workflow-id', achWorkflowId, '--output', 'json'], {
  stdio: ['ignore', openSync(new URL('./fixtures/ach-payment-history.json', import.meta.url), 'w'), 'inherit'],
});
await feed.close();
await events.close();
await temporal.close();
