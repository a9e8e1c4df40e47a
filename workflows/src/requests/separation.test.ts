import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_MESSAGES, streams } from '@spend/domain';
import type { TemporalTestKit } from '../testing';
import { createRequestActivities } from './activities';
import { approvalStack, type ApprovalStack } from '../testing/approval-stack';
import { runApprovalProcessManager } from './process-manager';
import { approvalStatusQuery, reviewUpdate } from './workflows';

// Issue #26: nobody approves their own request, nor two levels of one chain, through a workflow.
const { stack, submit, funding, types } = approvalStack('wf_separation');

let temporal: TemporalTestKit;
let store: ApprovalStack['store'];
const stop = new AbortController();
let manager: Promise<void> | undefined;
let taskQueue: string;
let closeWorker: () => void;
let worker: Promise<unknown>;

beforeAll(async () => {
  ({ temporal, store } = stack);
  // One worker and one process manager for the file: each submitted request's workflow is started as in production.
  const ready = new Promise<string>((resolve) => {
    worker = temporal.withWorker(createRequestActivities(store), (queue) => {
      resolve(queue);
      return new Promise<void>((done) => { closeWorker = done; });
    });
  });
  taskQueue = await ready;
  manager = runApprovalProcessManager({ store, client: temporal.client, taskQueue, signal: stop.signal });
});
afterAll(async () => {
  stop.abort();
  await manager;
  closeWorker?.();
  await worker;
});

/** The request's workflow once the process manager has started it. */
const started = async (workflowId: string) => {
  const handle = temporal.client.workflow.getHandle(workflowId);
  await vi.waitFor(async () => expect((await handle.describe()).status.name).toBe('RUNNING'), { timeout: 120_000, interval: 100 });
  return handle;
};
const review = (reviewerUserId: string) => ({ args: [{ reviewerUserId, outcome: 'APPROVED', note: null }] as [{ reviewerUserId: string; outcome: string; note: null }] });

describe('approval workflow: separation of duties', () => {
  it('a chain whose approver is the requester skips to the next approver; the requester is refused and nothing is recorded', async () => {
    const { requestId, requestorUserId, admin, budgetId, workflowId } = await submit({ chain: (p) => ({ levels: [[p.requestorUserId], [p.admin]], admins: [p.admin] }) });
    const handle = await started(workflowId);
    await expect(handle.executeUpdate(reviewUpdate, review(requestorUserId))).rejects.toMatchObject({ cause: { message: REQUEST_MESSAGES.ownRequest, type: 'FORBIDDEN' } });
    expect(await types(streams.budgetIncrease(requestId))).toEqual(['BudgetIncreaseRequested']);
    expect(await handle.executeUpdate(reviewUpdate, review(admin))).toEqual({ status: 'COMPLETED', level: 0 });
    expect(await funding(budgetId)).toBe(112_000);
  });

  it('a chain whose only approver is the requester goes to the company\'s admins', async () => {
    const { requestorUserId, admin, workflowId } = await submit({ chain: (p) => ({ levels: [[p.requestorUserId]], admins: [p.requestorUserId, p.admin] }) });
    const handle = await started(workflowId);
    await expect(handle.executeUpdate(reviewUpdate, review(requestorUserId))).rejects.toMatchObject({ cause: { type: 'FORBIDDEN' } });
    expect(await handle.executeUpdate(reviewUpdate, review(admin))).toEqual({ status: 'COMPLETED', level: 0 });
  });

  it('the approver of one level does not approve the next: it waits for someone else', async () => {
    // The admins' level first, then the budget owner's, and the owner is an admin too.
    const { requestId, owner, admin, workflowId } = await submit({ chain: (p) => ({ levels: [[p.owner, p.admin], [p.owner]], admins: [p.owner, p.admin] }) });
    const handle = await started(workflowId);
    expect(await handle.executeUpdate(reviewUpdate, review(owner))).toEqual({ status: 'PENDING', level: 1 });
    await expect(handle.executeUpdate(reviewUpdate, review(owner))).rejects.toMatchObject({ cause: { message: REQUEST_MESSAGES.notApprover, type: 'FORBIDDEN' } });
    expect(await handle.query(approvalStatusQuery)).toEqual({ status: 'PENDING', level: 1 });
    expect(await handle.executeUpdate(reviewUpdate, review(admin))).toEqual({ status: 'COMPLETED', level: 1 });
    const reviews = (await store.readStream(streams.budgetIncrease(requestId))).filter((e) => e.type === 'BudgetIncreaseReviewed');
    expect(reviews.map((e) => (e.data as { reviewerUserId: string }).reviewerUserId)).toEqual([owner, admin]);
  });
});
