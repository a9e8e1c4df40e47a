// Records the accounting sync workflow's histories (a run through a 500, a run FAILED while the
// platform is down) as the replay tests' fixtures: `npx tsx workflows/src/accounting/record-history.ts`
// (needs the Temporal dev server, its CLI and PostgreSQL).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync } from 'node:fs';
import pg from 'pg';
import { migrateEventStore, PostgresEventStore } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { startAccountingPlatform } from '@spend/simulator';
import { loadWorkflowsConfig } from '../config';
import { createTemporalTestKit } from '../testing';
import { createAccountingActivities } from './activities';
import { createCodatClient } from './codat-client';

const temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
const db = await createTestDatabase('wf_record_accounting');
const pool = new pg.Pool({ connectionString: db.url, max: 1 });
await migrateEventStore(pool);
await pool.end();
const store = new PostgresEventStore({ connectionString: db.url });
const sim = await startAccountingPlatform();
const provider = createCodatClient({ baseUrl: sim.url, apiKey: sim.apiKey, retries: 0, timeoutMs: 1_000 });
const codatCompanyId = (await provider.createCompany('Acme')).id;
await provider.createConnection(codatCompanyId, 'gbol');
const travel = (await provider.mappingOptions(codatCompanyId)).accounts.find((a) => a.name === 'Travel')!.id;
const expenses = [1_250, 4_210, 99].map((cents) => ({ id: randomUUID(), issueDate: '2026-11-02', currency: 'USD', merchantName: 'Delta', notes: null, lines: [{ netAmountCents: cents, accountId: travel, trackingCategoryIds: [] }] }));
const companyId = randomUUID();
const taskQueue = `record-${randomUUID()}`;
const ids = { completed: `accounting-sync-record-${randomUUID()}`, failed: `accounting-sync-record-${randomUUID()}` };
const retry = { initialIntervalMs: 50, maximumAttempts: 3 };
await temporal.withWorker(createAccountingActivities({ store, provider }), async () => {
  sim.setFaults({ failNext: 1 });
  await temporal.client.workflow.execute('accountingSyncWorkflow', { taskQueue, workflowId: ids.completed, args: [{ companyId, runId: randomUUID(), codatCompanyId, expenses, batchSize: 2, retry }] });
  sim.setFaults({ down: true });
  await temporal.client.workflow.execute('accountingSyncWorkflow', { taskQueue, workflowId: ids.failed, args: [{ companyId, runId: randomUUID(), codatCompanyId, expenses, batchSize: 2, retry }] });
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
