import { ScheduleAlreadyRunning, type Client, type ScheduleSpec } from '@temporalio/client';
import { accountDecider, billingPeriodOf, isoNow, previousBillingPeriod, streams, type BillingCycle, type Clock } from '@spend/domain';
import { loadState, systemClock, type EventStore } from '@spend/eventstore';
import { createStatementCloser } from './closer';
import { statementScheduleId, type StatementCloseInput } from './messages';

/** A few minutes past midnight UTC, so the period has surely ended on every clock. */
const AT = { hour: 0, minute: 5 };
const SPECS: Record<BillingCycle, ScheduleSpec> = {
  MONTHLY: { calendars: [{ dayOfMonth: 1, ...AT }] },
  SEMI_MONTHLY: { calendars: [{ dayOfMonth: [1, 16], ...AT }] },
  WEEKLY: { calendars: [{ dayOfWeek: 'MONDAY', ...AT }] },
};

export const createStatementActivities = (options: { store: EventStore; client?: Client; taskQueue?: string; clock?: Clock }) => {
  const clock = options.clock ?? systemClock;
  const close = createStatementCloser(options.store, clock);
  return {
    /** CloseStatement through the command handler, batched with the closes running at the same moment; the command id is the company and period, so a retried activity appends nothing twice. */
    closeStatement: (input: StatementCloseInput): Promise<number> => close(input),
    /** The last period that has ended and still has no statement, or null (no account, or nothing ended yet). */
    async dueStatementPeriod(companyId: string): Promise<string | null> {
      const account = await loadState(options.store, streams.account(companyId), accountDecider);
      if (!account.exists || !account.openFrom) return null;
      const now = isoNow(clock);
      const ended = previousBillingPeriod(now, account.cycle).start;
      return ended >= account.openFrom.start && billingPeriodOf(ended, account.cycle).end <= now ? ended : null;
    },
    /** Creates the company's schedule, or moves it to the account's (new) cycle. */
    async ensureStatementSchedule(input: { companyId: string; cycle: BillingCycle }): Promise<void> {
      if (!options.client || !options.taskQueue) throw new Error('The statement activities need a Temporal client to schedule closes.');
      const scheduleId = statementScheduleId(input.companyId);
      const action = { type: 'startWorkflow' as const, workflowType: 'statementScheduledCloseWorkflow', args: [input.companyId], taskQueue: options.taskQueue, workflowId: scheduleId };
      try {
        await options.client.schedule.create({ scheduleId, spec: SPECS[input.cycle], action });
      } catch (error) {
        if (!(error instanceof ScheduleAlreadyRunning)) throw error;
        await options.client.schedule.getHandle(scheduleId).update((previous) => ({ ...previous, spec: SPECS[input.cycle], action }));
      }
    },
  };
};

export type StatementActivities = ReturnType<typeof createStatementActivities>;
