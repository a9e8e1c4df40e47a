import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvalWorkflowId, budgetDecider, budgetIncreaseDecider, REQUEST_MESSAGES, streams } from '@spend/domain';
import type { PostgresEventStore, Position } from '@spend/eventstore';
import { comparePositions, handleCommand, loadState, START } from '@spend/eventstore';
import { recordBudget } from '@spend/eventstore/testing';
import { createTemporalTestKit, createTestEventStore, unreachableTemporalClient, type TemporalTestKit } from '../testing';
import { createRequestActivities } from './activities';
import { runApprovalProcessManager } from './process-manager';
import { approvalStatusQuery, budgetIncreaseApprovalWorkflow, reviewUpdate } from './workflows';

let temporal: TemporalTestKit;
let events: Awaited<ReturnType<typeof createTestEventStore<true>>>;
let store: PostgresEventStore;

beforeAll(async () => {
  temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
  events = await createTestEventStore('wf_approvals', { checkpoints: true });
  store = events.store;
});
afterAll(async () => {
  await events?.close();
  await temporal?.close();
});

const context = (companyId: string) => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });

/**
 * A budget funded with $1,000 and a request to raise it by $120 through two levels. `budgetOf`:
 * the budget belongs to that company instead, so raising its funding is refused (NOT_FOUND).
 */
const submit = async (options: { budgetOf?: string } = {}) => {
  const [requestId, companyId, budgetId, requestorUserId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [owner, admin] = [randomUUID(), randomUUID()];
  const levels = [{ approverUserIds: [owner] }, { approverUserIds: [admin] }];
  const now = new Date().toISOString();
  const budgetCompany = options.budgetOf ?? companyId;
  const { appended } = await recordBudget(store, {
    type: 'CreateBudget', budgetId, companyId: budgetCompany, parent: null, name: 'Travel', color: null, randomColorIndex: 0, number: null,
    owner: { userId: owner, companyId: budgetCompany, archived: false }, funding: 100_000, softLimit: 'None', overageValue: null, spenderUserIds: [], now,
  }, context(budgetCompany));
  await handleCommand(store, streams.budgetIncrease(requestId), budgetIncreaseDecider, {
    type: 'RequestBudgetIncrease', requestId, companyId, budgetId, requestorUserId, amount: '120.00', reason: 'Travel', levels, now,
  }, context(companyId));
  const workflowId = approvalWorkflowId(requestId);
  /** `before`: the position just before the request (its budget's creation), for a manager to start after. */
  return { requestId, companyId, budgetId, requestorUserId, owner, admin, levels, workflowId, before: appended!.position };
};

const funding = async (budgetId: string) => (await loadState(store, streams.budget(budgetId), budgetDecider)).funding;
const types = async (stream: string) => (await store.readStream(stream)).map((e) => e.type);

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
      await vi.waitFor(async () => expect(await types(streams.budgetIncrease(requestId))).toContain('BudgetIncreaseReminded'), { timeout: 10_000, interval: 100 });
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

  it('the process manager starts one workflow per submitted request, however often it runs', async () => {
    const { requestId, owner, admin, workflowId } = await submit();
    await temporal.withWorker(createRequestActivities(store), async (taskQueue) => {
      const handle = temporal.client.workflow.getHandle(workflowId);
      /** Runs the manager until it has handled this request; says whether it started a workflow. */
      const runPm = async (): Promise<boolean> => {
        const stop = new AbortController();
        let outcome: boolean | undefined;
        const running = runApprovalProcessManager({
          store, client: temporal.client, taskQueue, signal: stop.signal, onHandled: (id, started) => { if (id === requestId) outcome = started; },
        });
        await vi.waitFor(() => expect(outcome).toBeDefined(), { timeout: 10_000, interval: 50 });
        stop.abort();
        await running;
        return outcome!;
      };
      expect(await runPm()).toBe(true);
      const { runId, status } = await handle.describe();
      expect(status.name).toBe('RUNNING');
      expect(await runPm()).toBe(false);
      await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: owner, outcome: 'APPROVED', note: null }] });
      await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId: admin, outcome: 'APPROVED', note: null }] });
      expect(await handle.result()).toBe('COMPLETED');
      // Catching up again after the request was decided does not start it anew.
      expect(await runPm()).toBe(false);
      expect(await handle.describe()).toMatchObject({ runId, status: { name: 'COMPLETED' } });
    });
  });

  it('the process manager does not start a workflow again for a request decided long ago (its workflow gone past retention)', async () => {
    const { requestId, companyId, owner, workflowId } = await submit();
    // Decided without a workflow still on record.
    await handleCommand(store, streams.budgetIncrease(requestId), budgetIncreaseDecider, {
      type: 'ReviewBudgetIncrease', requestId, companyId, reviewerUserId: owner, outcome: 'REJECTED', note: null, now: new Date().toISOString(),
    }, context(companyId));
    const stop = new AbortController();
    let outcome: boolean | undefined;
    const running = runApprovalProcessManager({ store, client: temporal.client, taskQueue: `test-${randomUUID()}`, signal: stop.signal, onHandled: (id, started) => { if (id === requestId) outcome = started; } });
    await vi.waitFor(() => expect(outcome).toBe(false), { timeout: 10_000, interval: 50 });
    stop.abort();
    await running;
    await expect(temporal.client.workflow.getHandle(workflowId).describe()).rejects.toThrow();
  });

  it('keeps a request submitted while Temporal is unreachable and starts its workflow once it is back', async () => {
    const { requestId, workflowId } = await submit();
    // The manager's client talks to Temporal through a port that refuses connections until the "server is back".
    const temporalDown = await unreachableTemporalClient();
    const { client } = temporalDown;
    const stop = new AbortController();
    const attempts: boolean[] = [];
    const running = runApprovalProcessManager({ store, client, taskQueue: `test-${randomUUID()}`, signal: stop.signal, retryMs: 100, onHandled: (id, started) => { if (id === requestId) attempts.push(started); } });
    try {
      // The manager tried, Temporal was not there, and the request is still waiting.
      await temporalDown.turnedAway();
      expect(attempts).toEqual([]);
      await expect(temporal.client.workflow.getHandle(workflowId).describe()).rejects.toThrow();
      await temporalDown.bringBack();
      await vi.waitFor(() => expect(attempts).toEqual([true]), { timeout: 30_000, interval: 100 });
      expect((await temporal.client.workflow.getHandle(workflowId).describe()).status.name).toBe('RUNNING');
    } finally {
      stop.abort();
      await running;
      await temporal.client.workflow.getHandle(workflowId).terminate('test over').catch(() => undefined);
      await temporalDown.close();
    }
  }, 60_000);

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
  describe('with a stored position', () => {
    /** Runs a manager until `done` holds for what it handled (request id, started), then stops it. */
    const runManager = async (options: { name: string; from: Position; client?: typeof temporal.client }, done: (handled: [string, boolean][]) => boolean) => {
      const stop = new AbortController();
      const handled: [string, boolean][] = [];
      const running = runApprovalProcessManager({
        store, client: options.client ?? temporal.client, taskQueue, signal: stop.signal, retryMs: 100, from: options.from,
        checkpoint: { store: events.checkpoints, name: options.name }, onHandled: (id, started) => handled.push([id, started]),
      });
      try {
        await vi.waitFor(() => expect(done(handled)).toBe(true), { timeout: 15_000, interval: 50 });
      } finally {
        stop.abort();
        await running;
      }
      return handled;
    };
    // Workflows only need to start here: no worker polls this queue.
    const taskQueue = `test-${randomUUID()}`;
    const started: string[] = [];
    afterAll(async () => {
      await Promise.all(started.map((id) => temporal.client.workflow.getHandle(id).terminate('test over').catch(() => undefined)));
    });

    it('a restarted manager resumes from its stored position: it does not handle old requests again, and starts a new one', async () => {
      const name = `approvals-${randomUUID()}`;
      const first = await submit();
      started.push(first.workflowId);
      expect(await runManager({ name, from: first.before }, (h) => h.length > 0)).toEqual([[first.requestId, true]]);
      // Saved once its workflow started.
      const [requested] = await store.readStream(streams.budgetIncrease(first.requestId));
      expect(comparePositions((await events.checkpoints.load(name))!, requested!.position)).toBeGreaterThanOrEqual(0);

      const second = await submit();
      started.push(second.workflowId);
      // `from` the beginning only counts when nothing is stored: it would hand the manager every request of this file again.
      expect(await runManager({ name, from: START }, (h) => h.some(([id]) => id === second.requestId))).toEqual([[second.requestId, true]]);
      expect((await temporal.client.workflow.getHandle(second.workflowId).describe()).status.name).toBe('RUNNING');
    });

    it('does not move its position past a request whose workflow it could not start yet', async () => {
      const name = `approvals-${randomUUID()}`;
      const request = await submit();
      started.push(request.workflowId);
      const temporalDown = await unreachableTemporalClient();
      try {
        const stop = new AbortController();
        const running = runApprovalProcessManager({
          store, client: temporalDown.client, taskQueue, signal: stop.signal, retryMs: 100, from: request.before, checkpoint: { store: events.checkpoints, name },
        });
        await temporalDown.turnedAway();
        // The worker stops while Temporal is still unreachable.
        stop.abort();
        await running;
      } finally {
        await temporalDown.close();
      }
      expect(await events.checkpoints.load(name)).toBeNull();
      await expect(temporal.client.workflow.getHandle(request.workflowId).describe()).rejects.toThrow();
      // Restarted with Temporal back, it starts the request it could not before.
      expect(await runManager({ name, from: request.before }, (h) => h.length > 0)).toEqual([[request.requestId, true]]);
      const stored = await events.checkpoints.load(name);
      const [requested] = await store.readStream(streams.budgetIncrease(request.requestId));
      expect(comparePositions(stored!, requested!.position)).toBeGreaterThanOrEqual(0);
    }, 60_000);
  });
});
