// Records the accounting sync workflow's histories (a run through a 500, a run FAILED while the
// platform is down, a run reconciled after it, the first two again with the run's steps local) and
// the daily reconciliation's as the replay tests' fixtures:
// `npx tsx workflows/src/accounting/record-history.ts [name...]` (default: all; needs the Temporal
// dev server, its CLI and PostgreSQL). Name only new fixtures: an old history is what proves
// that runs recorded before a change still replay.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync } from 'node:fs';
import { accountingDecider, streams } from '@spend/domain';
import { handleCommand, PostgresEventStore } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { startAccountingPlatform } from '@spend/simulator';
import { loadWorkflowsConfig } from '../config';
import { createTemporalTestKit } from '../testing';
import { createAccountingActivities } from './activities';
import { createCodatClient } from './codat-client';

const temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
const db = await createTestDatabase('wf_record_accounting');
const store = new PostgresEventStore({ connectionString: db.url });
const sim = await startAccountingPlatform();
const provider = createCodatClient({ baseUrl: sim.url, apiKey: sim.apiKey, retries: 0, timeoutMs: 1_000 });
const codatCompanyId = (await provider.createCompany('Acme')).id;
await provider.createConnection(codatCompanyId, 'gbol');
const travel = (await provider.mappingOptions(codatCompanyId)).accounts.find((a) => a.name === 'Travel')!.id;
const expenses = [1_250, 4_210, 99].map((cents) => ({ id: randomUUID(), issueDate: '2026-11-02', currency: 'USD', merchantName: 'Delta', notes: null, lines: [{ netAmountCents: cents, accountId: travel, trackingCategoryIds: [] }] }));
const companyId = randomUUID();
const taskQueue = `record-${randomUUID()}`;
const all = { completed: `accounting-sync-record-${randomUUID()}`, failed: `accounting-sync-record-${randomUUID()}`, reconciled: `accounting-sync-record-${randomUUID()}`, reconciliation: `accounting-sync-record-${randomUUID()}`,
  'local-completed': `accounting-sync-record-${randomUUID()}`, 'local-failed': `accounting-sync-record-${randomUUID()}` };
const only = process.argv.slice(2);
const ids = Object.fromEntries(Object.entries(all).filter(([name]) => only.length === 0 || only.includes(name)));
await handleCommand(store, streams.accounting(companyId), accountingDecider, { type: 'CreateCodatCompany', companyId, codatCompanyId, name: 'Acme', now: new Date().toISOString() }, { companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
const retry = { initialIntervalMs: 50, maximumAttempts: 3 };
await temporal.withWorker(createAccountingActivities({ store, provider }), async () => {
  const run = async (name: string, faults: Parameters<typeof sim.setFaults>[0], workflow = 'accountingSyncWorkflow', args: unknown = { companyId, runId: randomUUID(), codatCompanyId, expenses, batchSize: 2, retry }) => {
    if (!ids[name]) return;
    sim.setFaults(faults);
    await temporal.client.workflow.execute(workflow, { taskQueue, workflowId: ids[name], args: [args] });
  };
  await run('completed', { failNext: 1 });
  await run('failed', { down: true });
  await run('reconciled', { failNext: 1 });
  await run('reconciliation', {}, 'accountingReconciliationWorkflow', { companyId });
  // Recorded once the run's own steps became local activities: the same runs again.
  await run('local-completed', { failNext: 1 });
  await run('local-failed', { down: true });
}, taskQueue);
for (const [name, workflowId] of Object.entries(ids)) {
  execFileSync('temporal', ['workflow', 'show', '--address', loadWorkflowsConfig().TEMPORAL_ADDRESS, '--workflow-id', workflowId, '--output', 'json'], {
    stdio: ['ignore', openSync(new URL(`./fixtures/${name}-history.json`, import.meta.url), 'w'), 'inherit'],
  });
}
await sim.close();
await store.close();
await db.drop();
await temporal.close();
