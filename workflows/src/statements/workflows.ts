import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { proxyActivities, startChild } from '@temporalio/workflow';
import type { StatementActivities } from './activities';
import { statementCloseWorkflowId, type StatementCloseInput } from './messages';

const { closeStatement, dueStatementPeriod, ensureStatementSchedule } = proxyActivities<StatementActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumAttempts: 20 },
});

/** Closes one company's period (workflow id `statement-close-<companyId>-<periodStart>`); returns how many statements it closed (0 on a repeat). */
export async function statementCloseWorkflow(input: StatementCloseInput): Promise<number> {
  return closeStatement(input);
}

/** Started by the company's schedule at each period's end: closes the period that just ended, under its own id. */
export async function statementScheduledCloseWorkflow(companyId: string): Promise<string | null> {
  const periodStart = await dueStatementPeriod(companyId);
  if (!periodStart) return null;
  try {
    // Abandoned: the close outlives this run; its id makes a second start (a late tick, a retry) harmless.
    await startChild(statementCloseWorkflow, { workflowId: statementCloseWorkflowId(companyId, periodStart), args: [{ companyId, periodStart }], parentClosePolicy: 'ABANDON' });
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
  return periodStart;
}

/** Started by the process manager on AccountTermsSet: the company's schedule, on its current cycle. */
export async function statementScheduleWorkflow(input: { companyId: string; cycle: 'MONTHLY' | 'SEMI_MONTHLY' | 'WEEKLY' }): Promise<void> {
  await ensureStatementSchedule(input);
}
