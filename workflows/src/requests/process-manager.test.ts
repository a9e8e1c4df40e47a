import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { budgetIncreaseDecider, streams } from '@spend/domain';
import { comparePositions, handleCommand, START, type Position } from '@spend/eventstore';
import { unreachableTemporalClient, type TemporalTestKit } from '../testing';
import { createRequestActivities } from './activities';
import { approvalStack, type ApprovalStack } from '../testing/approval-stack';
import { runApprovalProcessManager } from './process-manager';
import { reviewUpdate } from './workflows';

const { stack, context, submit } = approvalStack('wf_approval_pm');

let temporal: TemporalTestKit;
let events: ApprovalStack['events'];
let store: ApprovalStack['store'];
beforeAll(() => ({ temporal, events, store } = stack));

describe('budget increase approval process manager', () => {
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
        await vi.waitFor(() => expect(outcome).toBeDefined(), { timeout: 120_000, interval: 50 });
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
    await vi.waitFor(() => expect(outcome).toBe(false), { timeout: 120_000, interval: 50 });
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
      await vi.waitFor(() => expect(attempts).toEqual([true]), { timeout: 90_000, interval: 100 });
      expect((await temporal.client.workflow.getHandle(workflowId).describe()).status.name).toBe('RUNNING');
    } finally {
      stop.abort();
      await running;
      await temporal.client.workflow.getHandle(workflowId).terminate('test over').catch(() => undefined);
      await temporalDown.close();
    }
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
        await vi.waitFor(() => expect(done(handled)).toBe(true), { timeout: 120_000, interval: 50 });
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
    });
  });
});
