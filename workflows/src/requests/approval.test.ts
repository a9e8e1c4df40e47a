import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { budgetIncreaseDecider, REQUEST_MESSAGES, streams } from '@spend/domain';
import { loadState } from '@spend/eventstore';
import type { TemporalTestKit } from '../testing';
import { createRequestActivities } from './activities';
import { approvalStack, type ApprovalStack } from '../testing/approval-stack';
import { approvalStatusQuery, budgetIncreaseApprovalWorkflow, reviewUpdate } from './workflows';

const { stack, submit, funding, types } = approvalStack('wf_approvals');

let temporal: TemporalTestKit;
let store: ApprovalStack['store'];
beforeAll(() => ({ temporal, store } = stack));

describe('budget increase approval workflow', () => {
  it('takes each level in order, answers each reviewer synchronously, records each review once and raises the funding once', async () => {
    const { requestId, companyId, budgetId, owner, admin, levels, workflowId } = await submit();
    await temporal.withWorker(createRequestActivities(store), async (taskQueue) => {
      const handle = await temporal.client.workflow.start(budgetIncreaseApprovalWorkflow, { taskQueue, workflowId, args: [{ requestId, companyId, levels }] });
      // A repeated start with the same id is refused by the server, not run twice.
      await expect(temporal.client.workflow.start(budgetIncreaseApprovalWorkflow, { taskQueue, workflowId, args: [{ requestId, companyId, levels }] })).rejects.toThrow(/already started/i);

      await expect(handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: admin, outcome: 'APPROVED', note: null }] })).rejects.toMatchObject({
        // The reviewer's clear message travels as the update failure's cause, its code as the cause's type.
        cause: { message: REQUEST_MESSAGES.notApprover, type: 'FORBIDDEN' },
      });
      await expect(handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: owner, outcome: 'DECLINED', note: null }] })).rejects.toMatchObject({ cause: { type: 'BAD_USER_INPUT' } });
      expect(await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: owner, outcome: 'APPROVED', note: 'ok' }] })).toEqual({ status: 'PENDING', level: 1 });
      expect(await funding(budgetId)).toBe(100_000);
      expect(await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: admin, outcome: 'APPROVED', note: null }] })).toEqual({ status: 'COMPLETED', level: 1 });
      expect(await handle.result()).toBe('COMPLETED');
    });
    expect(await types(streams.budgetIncrease(requestId))).toEqual(['BudgetIncreaseRequested', 'BudgetIncreaseReviewed', 'BudgetIncreaseReviewed', 'BudgetIncreaseCompleted']);
    expect(await funding(budgetId)).toBe(112_000);
    // What the workflow did for the last reviewer is theirs in the audit history, not the system's.
    const raised = (await store.readStream(streams.budget(budgetId))).at(-1)!;
    expect(raised.metadata.userId).toBe(admin);
    expect((await store.readStream(streams.budgetIncrease(requestId))).at(-1)!.metadata.userId).toBe(admin);
  });

  it('reminds the waiting level after the configured delay, and stops reminding once it is reviewed', async () => {
    const { requestId, companyId, owner, levels, workflowId } = await submit();
    await temporal.withWorker(createRequestActivities(store), async (taskQueue) => {
      const handle = await temporal.client.workflow.start(budgetIncreaseApprovalWorkflow, { taskQueue, workflowId, args: [{ requestId, companyId, levels, remindAfterMs: 300 }] });
      await vi.waitFor(async () => expect(await types(streams.budgetIncrease(requestId))).toContain('BudgetIncreaseReminded'), { timeout: 120_000, interval: 100 });
      const first = (await store.readStream(streams.budgetIncrease(requestId))).find((e) => e.type === 'BudgetIncreaseReminded')!;
      expect(first.data).toMatchObject({ level: 0, approverUserIds: [owner] });
      await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: owner, outcome: 'REJECTED', note: null }] });
      expect(await handle.result()).toBe('REJECTED');
    });
    const events = await store.readStream(streams.budgetIncrease(requestId));
    // Nothing is reminded after the decision.
    expect(events.at(-1)!.type).toBe('BudgetIncreaseReviewed');
  });

  it('completes exactly once when its worker stops mid-approval and another takes over', async () => {
    const { requestId, companyId, budgetId, owner, admin, levels, workflowId } = await submit();
    const taskQueue = await temporal.withWorker(createRequestActivities(store), async (queue) => {
      const handle = await temporal.client.workflow.start(budgetIncreaseApprovalWorkflow, { taskQueue: queue, workflowId, args: [{ requestId, companyId, levels }] });
      await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: owner, outcome: 'APPROVED', note: null }] });
      return queue;
    });
    // The first worker is gone; a new one (empty cache) replays the history and goes on.
    await temporal.withWorker(createRequestActivities(store), async () => {
      const handle = temporal.client.workflow.getHandle(workflowId);
      expect(await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: admin, outcome: 'APPROVED', note: null }] })).toEqual({ status: 'COMPLETED', level: 1 });
      expect(await handle.result()).toBe('COMPLETED');
    }, taskQueue);
    expect(await types(streams.budgetIncrease(requestId))).toEqual(['BudgetIncreaseRequested', 'BudgetIncreaseReviewed', 'BudgetIncreaseReviewed', 'BudgetIncreaseCompleted']);
    expect(await funding(budgetId)).toBe(112_000);
  });

  it('ends an approved increase DECLINED, with the reason, when the budget refuses the funding; the reviewer gets that status', async () => {
    // The budget is another company's: raising its funding is refused (NOT_FOUND), not retried.
    const { requestId, companyId, budgetId, requestorUserId, owner, admin, levels, workflowId } = await submit({ budgetOf: randomUUID() });
    await temporal.withWorker(createRequestActivities(store), async (taskQueue) => {
      const handle = await temporal.client.workflow.start(budgetIncreaseApprovalWorkflow, { taskQueue, workflowId, args: [{ requestId, companyId, levels }] });
      await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: owner, outcome: 'APPROVED', note: null }] });
      expect(await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: admin, outcome: 'APPROVED', note: null }] })).toEqual({ status: 'DECLINED', level: 1 });
      expect(await handle.result()).toBe('DECLINED');
      expect(await handle.query(approvalStatusQuery)).toEqual({ status: 'DECLINED', level: 1 });
    });
    const recorded = await store.readStream(streams.budgetIncrease(requestId));
    expect(recorded.map((e) => e.type)).toEqual(['BudgetIncreaseRequested', 'BudgetIncreaseReviewed', 'BudgetIncreaseReviewed', 'BudgetIncreaseFailed']);
    // What the requestor's alert is made from.
    expect(recorded.at(-1)!.data).toMatchObject({ requestId, companyId, budgetId, requestorUserId, amount: 12_000, reason: 'Budget not found.' });
    expect(recorded.at(-1)!.metadata.userId).toBe(admin);
    expect((await loadState(store, streams.budgetIncrease(requestId), budgetIncreaseDecider)).status).toBe('DECLINED');
    expect(await funding(budgetId)).toBe(100_000);
  });

  it('retries a transient failure of the completion until the funding is raised, once', async () => {
    const { requestId, companyId, budgetId, owner, admin, levels, workflowId } = await submit();
    const activities = createRequestActivities(store);
    let attempts = 0;
    const flaky = {
      ...activities,
      complete: async (ref: Parameters<typeof activities.complete>[0]) => {
        if (++attempts === 1) throw new Error('Connection terminated unexpectedly');
        return activities.complete(ref);
      },
    };
    await temporal.withWorker(flaky, async (taskQueue) => {
      const handle = await temporal.client.workflow.start(budgetIncreaseApprovalWorkflow, { taskQueue, workflowId, args: [{ requestId, companyId, levels }] });
      await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: owner, outcome: 'APPROVED', note: null }] });
      expect(await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: admin, outcome: 'APPROVED', note: null }] })).toEqual({ status: 'COMPLETED', level: 1 });
      expect(await handle.result()).toBe('COMPLETED');
    });
    expect(attempts).toBe(2);
    expect(await types(streams.budgetIncrease(requestId))).toEqual(['BudgetIncreaseRequested', 'BudgetIncreaseReviewed', 'BudgetIncreaseReviewed', 'BudgetIncreaseCompleted']);
    expect(await funding(budgetId)).toBe(112_000);
  });


  it('ends at a rejection; a double review of the request applies once and changes no funding', async () => {
    const { requestId, companyId, budgetId, owner, levels, workflowId } = await submit();
    await temporal.withWorker(createRequestActivities(store), async (taskQueue) => {
      const handle = await temporal.client.workflow.start(budgetIncreaseApprovalWorkflow, { taskQueue, workflowId, args: [{ requestId, companyId, levels }] });
      const both = await Promise.allSettled([
        handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: owner, outcome: 'REJECTED', note: null }] }),
        handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: owner, outcome: 'REJECTED', note: null }] }),
      ]);
      expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await handle.result()).toBe('REJECTED');
      await expect(handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: owner, outcome: 'APPROVED', note: null }] })).rejects.toThrow();
    });
    expect(await types(streams.budgetIncrease(requestId))).toEqual(['BudgetIncreaseRequested', 'BudgetIncreaseReviewed']);
    expect(await funding(budgetId)).toBe(100_000);
  });

  it('a double approve at the last level raises the funding once', async () => {
    const { requestId, companyId, budgetId, owner, admin, levels, workflowId } = await submit();
    await temporal.withWorker(createRequestActivities(store), async (taskQueue) => {
      const handle = await temporal.client.workflow.start(budgetIncreaseApprovalWorkflow, { taskQueue, workflowId, args: [{ requestId, companyId, levels }] });
      await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: owner, outcome: 'APPROVED', note: null }] });
      const both = await Promise.allSettled([0, 1].map(() => handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: admin, outcome: 'APPROVED', note: null }] })));
      expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await handle.result()).toBe('COMPLETED');
    });
    expect(await funding(budgetId)).toBe(112_000);
  });
});
