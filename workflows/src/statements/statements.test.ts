import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { streams } from '@spend/domain';
import type { PostgresEventStore } from '@spend/eventstore';
import { Context } from '@temporalio/activity';
import { createTemporalTestKit, createTestEventStore, type TemporalTestKit } from '../testing';
import { createStatementActivities } from './activities';
import { statementCloseWorkflowId, statementScheduleId } from './messages';
import { runStatementProcessManager } from './process-manager';
import { openJanuary } from './testing';

let temporal: TemporalTestKit;
let events: Awaited<ReturnType<typeof createTestEventStore>>;
let store: PostgresEventStore;

beforeAll(async () => {
  temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
  events = await createTestEventStore('wf_statements');
  store = events.store;
});
afterAll(async () => {
  await events?.close();
  await temporal?.close();
});

const closed = async (companyId: string) => (await store.readStream(streams.account(companyId))).filter((e) => e.type === 'StatementClosed');

describe('statement close workflow on the Temporal development server', () => {
  it('closes a period once: a second run closes nothing and a second start of the same id is refused', async () => {
    const companyId = randomUUID();
    const periodStart = await openJanuary(store, companyId);
    const workflowId = statementCloseWorkflowId(companyId, periodStart);
    const results = await temporal.withWorker(createStatementActivities({ store }), async (taskQueue) => {
      const first = await temporal.client.workflow.execute('statementCloseWorkflow', { taskQueue, workflowId, args: [{ companyId, periodStart }] });
      // A rerun under a fresh id (a manual retry) reaches the command handler, which closes nothing twice.
      const again = await temporal.client.workflow.execute('statementCloseWorkflow', { taskQueue, workflowId: `${workflowId}-again`, args: [{ companyId, periodStart }] });
      const duplicate = await temporal.client.workflow.start('statementCloseWorkflow', { taskQueue, workflowId, args: [{ companyId, periodStart }], workflowIdConflictPolicy: 'FAIL', workflowIdReusePolicy: 'REJECT_DUPLICATE' }).then(() => 'started', (e: Error) => e.name);
      return [first, again, duplicate];
    });
    expect(results).toEqual([1, 0, 'WorkflowExecutionAlreadyStartedError']);
    const statements = await closed(companyId);
    expect(statements.map((e) => (e.data as { periodStart: string; debits: number }).debits)).toEqual([12_345]);
  });

  it('yields exactly one StatementClosed when the worker dies after the append and before the activity completes', async () => {
    const companyId = randomUUID();
    const periodStart = await openJanuary(store, companyId);
    const real = createStatementActivities({ store });
    let appended!: () => void;
    const appendedOnce = new Promise<void>((resolve) => { appended = resolve; });
    // The first worker's activity appends through the command handler, then never reports back.
    const dying = { ...real, closeStatement: async (input: Parameters<typeof real.closeStatement>[0]) => {
      await real.closeStatement(input);
      appended();
      // Held until the worker shuts down (it cancels its running activities): no completion is ever reported.
      await Context.current().cancelled;
      return -1;
    } };
    const taskQueue = `test-${randomUUID()}`;
    const handle = await temporal.withWorker(dying, async (queue) => {
      const started = await temporal.client.workflow.start('statementCloseWorkflow', { taskQueue: queue, workflowId: statementCloseWorkflowId(companyId, periodStart), args: [{ companyId, periodStart }] });
      await appendedOnce;
      return started;
    }, taskQueue);
    expect(await closed(companyId)).toHaveLength(1);
    // A new worker on the same queue takes the retried activity over.
    const result = await temporal.withWorker(real, () => handle.result(), taskQueue);
    // The retry found the close already appended under its command id.
    expect(result).toBe(0);
    expect(await closed(companyId)).toHaveLength(1);
  });

  it("the schedule's run closes every ended period under the last one's close id; the schedule follows the account's cycle", async () => {
    const companyId = randomUUID();
    await openJanuary(store, companyId);
    const activities = createStatementActivities({ store, client: temporal.client, taskQueue: 'statements-schedule-test' });
    const last = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString();
    const [closedUpTo, appended] = await temporal.withWorker(activities, async (taskQueue) => {
      const run = await temporal.client.workflow.execute('statementScheduledCloseWorkflow', { taskQueue, workflowId: `${statementScheduleId(companyId)}-run`, args: [companyId] });
      // The close runs as its own workflow (abandoned by the schedule's run), under the period's id.
      return [run, await temporal.client.workflow.getHandle(statementCloseWorkflowId(companyId, last)).result()];
    });
    expect(closedUpTo).toBe(last);
    expect(appended).toBeGreaterThan(0);
    const periods = (await closed(companyId)).map((e) => (e.data as { periodStart: string }).periodStart);
    expect(periods[0]).toBe('2026-01-01T00:00:00.000Z');
    expect(periods.at(-1)).toBe(last);

    await activities.ensureStatementSchedule({ companyId, cycle: 'MONTHLY' });
    await activities.ensureStatementSchedule({ companyId, cycle: 'WEEKLY' });
    const schedule = temporal.client.schedule.getHandle(statementScheduleId(companyId));
    try {
      const described = await schedule.describe();
      expect(described.spec.calendars?.[0]).toMatchObject({ dayOfWeek: [{ start: 'MONDAY' }], hour: [{ start: 0 }], minute: [{ start: 5 }] });
      expect(described.action).toMatchObject({ type: 'startWorkflow', workflowType: 'statementScheduledCloseWorkflow', args: [companyId] });
    } finally {
      await schedule.delete();
    }
  });

  it('the process manager puts a company on its schedule when its account terms are set', async () => {
    // A database of its own: the manager follows $all from the start, and only this company's terms are in it.
    const own = await createTestEventStore('wf_statements_pm');
    const companyId = randomUUID();
    const schedule = temporal.client.schedule.getHandle(statementScheduleId(companyId));
    try {
      await openJanuary(own.store, companyId);
      const handled: string[] = [];
      await temporal.withWorker(createStatementActivities({ store: own.store, client: temporal.client, taskQueue: 'statements-pm-test' }), async (taskQueue) => {
        const stop = new AbortController();
        const manager = runStatementProcessManager({ store: own.store, client: temporal.client, taskQueue, signal: stop.signal, retryMs: 100, onHandled: (key) => handled.push(key) });
        await vi.waitFor(async () => expect((await schedule.describe()).spec.calendars?.[0]).toMatchObject({ dayOfMonth: [{ start: 1 }] }), { timeout: 90_000, interval: 200 });
        stop.abort();
        await manager;
      });
      expect(handled).toEqual([companyId]);
    } finally {
      await schedule.delete().catch(() => undefined);
      await own.close();
    }
  });
});
