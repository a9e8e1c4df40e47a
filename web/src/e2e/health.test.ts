import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from './browser';
import { startStack, type Stack } from './stack';

// Every service of the stack as `npm start` runs it, probed the way a load balancer or Kubernetes
// would: /healthz, /readyz, /metrics. (The production web server's probes: web/src/server.)
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ authorizer: true, worker: true, simulator: true });
});
afterAll(() => stack?.stop());

const text = async (url: string): Promise<{ status: number; body: string }> => {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
};

describe('health endpoints of every service', () => {
  it('each answers /healthz alive and becomes ready on /readyz', async () => {
    expect(Object.keys(stack.health).sort()).toEqual(['api', 'authorizer', 'identity', 'projections', 'simulator', 'web', 'worker']);
    for (const [name, base] of Object.entries(stack.health)) {
      expect({ name, ...(await text(`${base}/healthz`)) }).toEqual({ name, status: 200, body: JSON.stringify({ status: 'alive' }) });
      await expect.poll(async () => ({ name, status: (await text(`${base}/readyz`)).status }), { timeout: 60_000 }).toEqual({ name, status: 200 });
    }
    const api = JSON.parse((await text(`${stack.api}/readyz`)).body) as { checks: Record<string, string> };
    expect(api.checks).toEqual({ database: 'ok', nats: 'ok', temporal: 'ok' });
    const projections = JSON.parse((await text(`${stack.health.projections}/readyz`)).body) as { checks: Record<string, string> };
    expect(projections.checks).toEqual({ database: 'ok', nats: 'ok', lag: 'ok' });
  });

  it('/metrics: authorizer decisions by reason, projection lag per projection, workflow failures', async () => {
    const declined = await purchase(stack, randomUUID(), 1_000);
    expect(declined.decline_reason).toBe('CARD_NOT_FOUND');
    const authorizer = await text(`${stack.authorizer}/metrics`);
    expect(authorizer.body).toMatch(/spend_authorizations_total\{decision="declined",reason="CARD_NOT_FOUND",service="authorizer"\} [1-9]/);
    expect(authorizer.body).toContain('spend_authorization_seconds_bucket');
    expect((await text(`${stack.health.projections}/metrics`)).body).toMatch(/spend_projection_lag_events\{[^}]*projection="budgets"[^}]*\} \d+/);

    // A workflow whose input is missing throws in its first task: counted, and then terminated.
    const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233' });
    const handle = await new Client({ connection }).workflow.start('paymentDueWorkflow', { taskQueue: stack.taskQueue, workflowId: `health-${randomUUID()}`, args: [null] });
    try {
      await expect.poll(async () => (await text(`${stack.health.worker}/metrics`)).body, { timeout: 90_000 })
        .toMatch(/spend_workflow_failures_total\{workflow_type="paymentDueWorkflow",kind="task",service="worker"\} [1-9]/);
    } finally {
      await handle.terminate('health test');
      await connection.close();
    }
  });
});
