import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalWorkflowId, reimbursementDecider, streams } from '@spend/domain';
import type { PostgresEventStore } from '@spend/eventstore';
import { handleCommand } from '@spend/eventstore';
import { createTemporalTestKit, createTestEventStore, type TemporalTestKit } from '../testing';
import { createRequestActivities } from '../requests/activities';
import { reimbursementApprovalWorkflow, reviewUpdate } from './workflows';

let temporal: TemporalTestKit;
let events: Awaited<ReturnType<typeof createTestEventStore>>;
let store: PostgresEventStore;

beforeAll(async () => {
  temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
  events = await createTestEventStore('wf_reimbursements');
  store = events.store;
});
afterAll(async () => {
  await events?.close();
  await temporal?.close();
});

const submit = async () => {
  const [reimbursementId, companyId, admin] = [randomUUID(), randomUUID(), randomUUID()];
  const levels = [{ approverUserIds: [admin] }];
  await handleCommand(store, streams.reimbursement(reimbursementId), reimbursementDecider, {
    type: 'RequestReimbursement', reimbursementId, companyId, requestorUserId: randomUUID(), title: 'Taxi', note: null, amount: '42.10', transactionIds: [],
    expenseDate: new Date().toISOString().slice(0, 10), merchant: 'Yellow Cab', budgetId: randomUUID(), generalLedgerId: null, receipts: [], levels, adminUserIds: [admin], now: new Date().toISOString(),
  }, { companyId, userId: null, correlationId: reimbursementId, commandId: randomUUID() });
  return { args: [{ requestId: reimbursementId, companyId, levels }] as [{ requestId: string; companyId: string; levels: typeof levels }], admin, stream: streams.reimbursement(reimbursementId), workflowId: approvalWorkflowId(reimbursementId) };
};

describe('reimbursement approval workflow', () => {
  it('pays an approved reimbursement once; answers COMPLETED to the reviewer', async () => {
    const { args, admin, stream, workflowId } = await submit();
    await temporal.withWorker(createRequestActivities(store), async (taskQueue) => {
      const handle = await temporal.client.workflow.start(reimbursementApprovalWorkflow, { taskQueue, workflowId, args });
      // A reimbursement is declined, not rejected.
      await expect(handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: admin, outcome: 'REJECTED', note: null }] })).rejects.toMatchObject({ cause: { message: 'The outcome must be APPROVED or DECLINED.' } });
      expect(await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: admin, outcome: 'APPROVED', note: null }] })).toEqual({ status: 'COMPLETED', level: 0 });
      expect(await handle.result()).toBe('COMPLETED');
    });
    const events = await store.readStream(stream);
    expect(events.map((e) => e.type)).toEqual(['ReimbursementRequested', 'ReimbursementReviewed', 'ReimbursementPaid']);
    expect(events[2]!.data).toMatchObject({ amount: 4210 });
    // Paid on the approving reviewer's decision: the history credits them.
    expect(events[2]!.metadata.userId).toBe(admin);
  });

  it('ends DECLINED and pays nothing', async () => {
    const { args, admin, stream, workflowId } = await submit();
    await temporal.withWorker(createRequestActivities(store), async (taskQueue) => {
      const handle = await temporal.client.workflow.start(reimbursementApprovalWorkflow, { taskQueue, workflowId, args });
      expect(await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: admin, outcome: 'DECLINED', note: 'No receipt' }] })).toEqual({ status: 'DECLINED', level: 0 });
      expect(await handle.result()).toBe('DECLINED');
    });
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['ReimbursementRequested', 'ReimbursementReviewed']);
  });
});
