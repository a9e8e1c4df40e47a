// Records the webhook workflows' histories as the replay tests' fixtures: an event fanned out to an
// endpoint, its delivery through a 500, and a delivery refused for good (404):
// `npx tsx workflows/src/webhooks/record-history.ts` (needs the Temporal dev server, its CLI and PostgreSQL).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { openSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { streams, webhookEndpointsDecider } from '@spend/domain';
import { handleCommand, PostgresEventStore } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { loadWorkflowsConfig } from '../config';
import { createTemporalTestKit } from '../testing';
import { createWebhookActivities, webhookDeliveryId } from './activities';
import { DEV_WEBHOOK_SECRET_KEY } from './signature';
import { webhookDeliveryWorkflowId } from './messages';

const temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
const db = await createTestDatabase('wf_record_webhooks');
const store = new PostgresEventStore({ connectionString: db.url });
const readModels = new pg.Pool({ connectionString: db.url, max: 1 });
// The receiver answers 500 once, then 200 on /hook; 404 on /gone.
let failures = 1;
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(request.url === '/gone' ? 404 : failures-- > 0 ? 500 : 200).end());
});
receiver.listen(0, '127.0.0.1');
await once(receiver, 'listening');
const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
const companyId = randomUUID();
const [endpointId, goneId] = [randomUUID(), randomUUID()];
const now = new Date().toISOString();
for (const [id, path] of [[endpointId, '/hook'], [goneId, '/gone']] as const) {
  await handleCommand(store, streams.webhooks(companyId), webhookEndpointsDecider, {
    type: 'RegisterWebhookEndpoint', companyId, endpointId: id, secretId: randomUUID(), url: `${base}${path}`, eventTypes: [path === '/hook' ? 'transactions.authorized' : 'transactions.cleared'], strict: false, now,
  }, { companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
}
const eventId = randomUUID();
const goneEventId = randomUUID();
const retry = { initialIntervalMs: 50, maximumAttempts: 3 };
const body = JSON.stringify({ type: 'transactions.authorized', timestamp: now, data: { amountCents: 2_500 } });
const ids = { event: `webhook-event-${eventId}`, delivered: webhookDeliveryWorkflowId(endpointId, eventId), failed: webhookDeliveryWorkflowId(goneId, goneEventId) };
const taskQueue = `record-${randomUUID()}`;
await temporal.withWorker(createWebhookActivities({ store, secretKey: DEV_WEBHOOK_SECRET_KEY, strict: false, timeoutMs: 1_000, readModels }), async () => {
  await temporal.client.workflow.execute('webhookEventWorkflow', { taskQueue, workflowId: ids.event, args: [{ companyId, eventId, occurredAt: now, eventType: 'transactions.authorized', body, retry }] });
  await temporal.client.workflow.getHandle(ids.delivered).result();
  const gone = { companyId, endpointId: goneId, deliveryId: webhookDeliveryId(goneId, goneEventId), eventId: goneEventId, eventType: 'transactions.cleared', body, retry };
  await temporal.client.workflow.execute('webhookDeliveryWorkflow', { taskQueue, workflowId: ids.failed, args: [gone] }).catch(() => undefined);
}, taskQueue);
for (const [name, workflowId] of Object.entries(ids)) {
  execFileSync('temporal', ['workflow', 'show', '--address', loadWorkflowsConfig().TEMPORAL_ADDRESS, '--workflow-id', workflowId, '--output', 'json'], {
    stdio: ['ignore', openSync(new URL(`./fixtures/${name}-history.json`, import.meta.url), 'w'), 'inherit'],
  });
}
receiver.close();
await readModels.end();
await store.close();
await db.drop();
await temporal.close();
