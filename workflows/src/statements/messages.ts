/** A statement to close: the company's period starting at `periodStart` (and any open one before it). */
export interface StatementCloseInput {
  companyId: string;
  periodStart: string;
}

/** One close per company and period: starting it again is refused by Temporal (and a repeat closes nothing). */
export const statementCloseWorkflowId = (companyId: string, periodStart: string): string => `statement-close-${companyId}-${periodStart}`;

/** The company's schedule, firing at each period's end (its cycle's calendar). */
export const statementScheduleId = (companyId: string): string => `statement-schedule-${companyId}`;
