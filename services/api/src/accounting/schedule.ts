import { ScheduleAlreadyRunning, ScheduleNotFoundError } from '@temporalio/client';
import { accountingReconciliationScheduleId, accountingSyncScheduleId, accountingSyncWorkflowId, reportTaskQueue } from '@spend/workflows/messages';
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
  }).catch(alreadyThere);
  // The daily reconciliation takes the sync's workflow id: it never compares totals while a run is half done.
  await ctx.services.temporal.schedule.create({
    scheduleId: accountingReconciliationScheduleId(companyId),
    spec: { intervals: [{ every: '1 day' }] },
    action: { type: 'startWorkflow', workflowType: 'accountingReconciliationWorkflow', taskQueue: config.TEMPORAL_TASK_QUEUE, workflowId: accountingSyncWorkflowId(companyId), args: [{ companyId }] },
    policies: { overlap: 'SKIP' },
  }).catch(alreadyThere);
};

const alreadyThere = (error: unknown) => {
  if (!(error instanceof ScheduleAlreadyRunning)) throw error;
};

/** Paused while the company has no live connection (a run would find nothing to push to). */
export const setSyncSchedulePaused = async (ctx: ApiContext, paused: boolean): Promise<void> => {
  const sync = ctx.services.temporal.schedule.getHandle(accountingSyncScheduleId(ctx.caller.companyId));
  await (paused ? sync.pause('no live accounting connection') : sync.unpause('an accounting connection is live'));
  // A company connected before the daily reconciliation existed gets it with its next connection.
  const check = ctx.services.temporal.schedule.getHandle(accountingReconciliationScheduleId(ctx.caller.companyId));
  await (paused ? check.pause('no live accounting connection') : check.unpause('an accounting connection is live')).catch((error: unknown) => {
    if (!(error instanceof ScheduleNotFoundError)) throw error;
  });
};
