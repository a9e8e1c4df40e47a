import { ScheduleAlreadyRunning } from '@temporalio/client';
import { accountingSyncScheduleId, accountingSyncWorkflowId, reportTaskQueue } from '@spend/workflows/messages';
import type { ApiContext } from '../shared/context';

/**
 * The company's scheduled sync (created with its first connection): every ACCOUNTING_SYNC_INTERVAL_MS
 * a run takes the READY_TO_SYNC transactions. Runs of the schedule never overlap; a manual run
 * alongside one is harmless (the platform enters a transaction id once, TransactionSynced is recorded once).
 */
export const ensureSyncSchedule = async (ctx: ApiContext): Promise<void> => {
  const { config } = ctx.services;
  const companyId = ctx.caller.companyId;
  await ctx.services.temporal.schedule.create({
    scheduleId: accountingSyncScheduleId(companyId),
    spec: { intervals: [{ every: config.ACCOUNTING_SYNC_INTERVAL_MS }] },
    action: {
      type: 'startWorkflow', workflowType: 'accountingSyncWorkflow', taskQueue: config.TEMPORAL_TASK_QUEUE, workflowId: accountingSyncWorkflowId(companyId),
      args: [{
        companyId, apiTaskQueue: reportTaskQueue(config.TEMPORAL_TASK_QUEUE),
        retry: { initialIntervalMs: config.ACCOUNTING_SYNC_RETRY_MS, maximumAttempts: config.ACCOUNTING_SYNC_ATTEMPTS }, attemptTimeoutMs: config.ACCOUNTING_SYNC_ATTEMPT_TIMEOUT_MS,
      }],
    },
    policies: { overlap: 'SKIP' },
  }).catch((error: unknown) => {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  });
};

/** Paused while the company has no live connection (a run would find nothing to push to). */
export const setSyncSchedulePaused = async (ctx: ApiContext, paused: boolean): Promise<void> => {
  const handle = ctx.services.temporal.schedule.getHandle(accountingSyncScheduleId(ctx.caller.companyId));
  await (paused ? handle.pause('no live accounting connection') : handle.unpause('an accounting connection is live'));
};
