import { ScheduleAlreadyRunning, type Client } from '@temporalio/client';

/** The platform-wide schedule of the hash chain's anchors, one per task queue (each stack its own, in tests too). */
export const historyAnchorScheduleId = (taskQueue: string): string => `history-anchors-${taskQueue}`;

/** Creates the anchors' schedule of this task queue, or moves it to this interval; every worker start makes sure of it. */
export const ensureHistoryAnchorSchedule = async (client: Client, taskQueue: string, intervalMs: number): Promise<void> => {
  const spec = { intervals: [{ every: intervalMs }] };
  const scheduleId = historyAnchorScheduleId(taskQueue);
  const action = { type: 'startWorkflow' as const, workflowType: 'historyAnchorWorkflow', args: [], taskQueue, workflowId: scheduleId };
  try {
    await client.schedule.create({ scheduleId, spec, action });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    await client.schedule.getHandle(scheduleId).update((previous) => ({ ...previous, spec, action }));
  }
};
