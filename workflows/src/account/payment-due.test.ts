import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDecider, streams } from '@spend/domain';
import { loadState, type PostgresEventStore } from '@spend/eventstore';
import { createTemporalTestKit, createTestEventStore, type TemporalTestKit } from '../testing';
import { createAccountActivities } from './activities';
import { runPaymentDueProcessManager } from './process-manager';
import { accountPastDue, payInFull } from './test-account';
import { paymentDueWorkflowId } from './workflows';

let temporal: TemporalTestKit;
let events: Awaited<ReturnType<typeof createTestEventStore>>;
let store: PostgresEventStore;

beforeAll(async () => {
  temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
  events = await createTestEventStore('wf_payment_due');
  store = events.store;
});
afterAll(async () => {
  await events?.close();
  await temporal?.close();
});

describe('payment due workflow on the Temporal development server', () => {
  it('suspends an account whose statement went unpaid past its due date, once; a payment in full reinstates it', async () => {
    const companyId = randomUUID();
    const { period, closed } = await accountPastDue(store, companyId, 30_000);
    expect(closed.events[0]).toMatchObject({ type: 'StatementClosed', data: { amountDue: 30_000 } });
    const stop = new AbortController();
    const handled: string[] = [];
    const workflowId = paymentDueWorkflowId({ companyId, periodStart: period.start });
    await temporal.withWorker(createAccountActivities(store), async (taskQueue) => {
      const manager = runPaymentDueProcessManager({ store, client: temporal.client, taskQueue, signal: stop.signal, onHandled: (key) => handled.push(key) });
      await expect.poll(() => handled.includes(workflowId), { timeout: 120_000 }).toBe(true);
      expect(await temporal.client.workflow.getHandle(workflowId).result()).toBe('SUSPENDED');
      // Run again (a retry, a second start): the same review's outcome, nothing more recorded.
      const again = await temporal.client.workflow.execute('paymentDueWorkflow', { taskQueue, workflowId: `${workflowId}-again`, args: [{ companyId, periodStart: period.start, dueDate: (closed.events[0]!.data as { dueDate: string }).dueDate }] });
      expect(again).toBe('SUSPENDED');
      stop.abort();
      await manager;
    });
    const stream = await store.readStream(streams.account(companyId));
    expect(stream.filter((e) => e.type === 'PaymentMissed')).toHaveLength(1);
    expect((await loadState(store, streams.account(companyId), accountDecider)).status).toBe('SUSPENDED');

    const paid = await payInFull(store, companyId, 30_000);
    expect(paid.events.map((e) => e.type)).toEqual(['PaymentReceived', 'AccountReinstated']);
    expect(paid.state.status).toBe('ACTIVE');
  });
});
