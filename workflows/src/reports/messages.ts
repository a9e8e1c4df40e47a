import type { BillingCycle, Role } from '@spend/domain';

// What a report workflow carries and asks of its activities (a client-side entry: no worker code). The activities themselves are the API's
// report writer (services/api/src/reports/), which owns the queries, the CSV rules and the storage;
// the API process runs them on the reports task queue (services/api/src/reports/worker.ts).

/** A report to write, as plain data: who asked, what they see, and the list's filters as they sent them. */
export interface ReportJob {
  reportId: string;
  kind: 'transactions' | 'cards' | 'receipts' | 'statement' | 'statementPdf' | 'payments' | 'activity';
  companyId: string;
  /** The caller's visibility at the time they asked (spec 6): null owned budgets read the company's rows. */
  visibility: { userId: string; roles: Role[]; ownedBudgetIds: string[] | null };
  /** When it was asked for (ISO): a preset date range in the filters is relative to it. */
  requestedAt: string;
  where: unknown;
  orderBy: unknown;
  options: unknown;
  /** The company's statement cycle when `where` asks for a billing period (absent: the calendar month). */
  billingCycle?: BillingCycle | null;
}

export interface ReportActivities {
  /** Streams the report to storage and marks it ready; writing again replaces the object, so a retry is safe. */
  writeReport(job: ReportJob): Promise<{ rows: number; bytes: number }>;
  /** Marks it failed once the retries are spent, so its url stops answering 202. */
  failReport(job: ReportJob): Promise<void>;
}

/** Report workflows run on the API's own task queue: `<TEMPORAL_TASK_QUEUE>-reports`. */
export const reportTaskQueue = (taskQueue: string): string => `${taskQueue}-reports`;

/** The workflow id is the report id: starting a retried request's report again starts nothing new. */
export const reportWorkflowId = (reportId: string): string => `report-${reportId}`;

export const reportWorkflowsPath = new URL('./workflows.ts', import.meta.url).pathname;
