// Records the bank workflows' histories (link token, link, sync) as the replay tests' fixtures:
// `npx tsx workflows/src/bank/record-history.ts` (needs the Temporal dev server, its CLI and PostgreSQL).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync } from 'node:fs';
import { bankItemWorkflowIds } from '@spend/domain';
import { PostgresEventStore } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { startBankFeed } from '@spend/simulator';
import { loadWorkflowsConfig } from '../config';
import { createTemporalTestKit } from '../testing';
import { createBankActivities } from './activities';
import { createPlaidHttpProvider } from './provider';

const temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
const db = await createTestDatabase('wf_record_bank');
const store = new PostgresEventStore({ connectionString: db.url });
const feed = await startBankFeed();
const provider = createPlaidHttpProvider(feed.url);
const [itemId, companyId, userId] = [randomUUID(), randomUUID(), randomUUID()];
const taskQueue = `record-${randomUUID()}`;
const activities = createBankActivities({ store, provider, client: temporal.client, taskQueue, syncIntervalMs: 3_600_000 });
const ids = { token: `bank-link-token-record-${itemId}`, link: `bank-link-record-${itemId}`, sync: `bank-sync-record-${itemId}` };
await temporal.withWorker(activities, async () => {
  const { linkToken } = await temporal.client.workflow.execute('bankLinkTokenWorkflow', { taskQueue, workflowId: ids.token, args: [{ companyId, userId }] }) as { linkToken: string };
  await temporal.client.workflow.execute('bankLinkWorkflow', { taskQueue, workflowId: ids.link, args: [{ itemId, companyId, userId, publicToken: feed.feed.sandboxPublicToken(linkToken) }] });
  await temporal.client.workflow.execute('bankSyncWorkflow', { taskQueue, workflowId: ids.sync, args: [{ itemId, companyId }] });
}, taskQueue);
await temporal.client.schedule.getHandle(bankItemWorkflowIds.schedule(itemId)).delete();
for (const [name, workflowId] of Object.entries(ids)) {
  execFileSync('temporal', ['workflow', 'show', '--address', loadWorkflowsConfig().TEMPORAL_ADDRESS, '--workflow-id', workflowId, '--output', 'json'], {
    stdio: ['ignore', openSync(new URL(`./fixtures/${name}-history.json`, import.meta.url), 'w'), 'inherit'],
  });
}
await feed.close();
await store.close();
await db.drop();
await temporal.close();
