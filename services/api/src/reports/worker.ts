import { Context } from '@temporalio/activity';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { Tracing } from '@spend/runtime';
import { reportTaskQueue, reportWorkflowsPath, type ReceiptReadingActivities, type ReportActivities, type TodoReminderActivities } from '@spend/workflows/messages';
import { workflowCode } from '@spend/workflows/bundle';
import { workerTracing } from '@spend/workflows/tracing';
import type { ApiConfig } from '../shared/config';
import { writeReport, type ReportWriterServices } from './registry';
import { failReport, reportProgress, type ReportServices } from './write';
import { createAccountingApiActivities } from '../accounting/sync-activities';
import { ReceiptTextReader } from '../receipts/extract';
import { readReceiptFile, type ReceiptReadingServices } from '../receipts/read-file';
import { apiMailSender } from '../shared/mail';
import { membersToRemind, remindTodo, type TodoReminderServices } from '../todo/remind';

/** The report workflow's activities: the API's own writer, reading as the requesting company, saying how far it is. */
export const createReportActivities = (services: ReportWriterServices): ReportActivities => ({
  writeReport: (job) => writeReport(services, job, reportProgress(services, job)),
  failReport: (job) => failReport(services, job),
});

/**
 * The API process's worker for the reports task queue: the report workflow and its activities,
 * which need the API's queries and storage (and the accounting sync's receipt uploads, the receipt
 * reading and the to-do reminders). Runs until `signal` aborts.
 */
export const runReportWorker = async (
  config: Pick<ApiConfig, 'TEMPORAL_ADDRESS' | 'TEMPORAL_NAMESPACE' | 'TEMPORAL_TASK_QUEUE' | 'CODAT_BASE_URL' | 'CODAT_API_KEY' | 'CODAT_TIMEOUT_MS' | 'IDENTITY_OUTBOX_DIR' | 'SMTP_URL' | 'MAIL_FROM' | 'WEB_ORIGIN'>,
  /** The event store and clock: it also reads receipt files (the reading workflow's activity), which every worker of this queue must. */
  services: ReportServices & Omit<ReceiptReadingServices, 'reader'> & Pick<TodoReminderServices, 'waiter'>,
  signal: AbortSignal,
  tracing: Tracing | null = null,
): Promise<void> => {
  // Made first: a shutdown (SIGTERM) may abort while the worker is still being created.
  const stopped = new Promise<void>((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true })));
  const traced = workerTracing(tracing);
  const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
  const reader = new ReceiptTextReader();
  const reminders = { db: services.db, waiter: services.waiter, mail: apiMailSender(config), webOrigin: config.WEB_ORIGIN };
  // The reminder's Message-ID (todo/remind.ts): one round of one run of a member's loop. Its attempts
  // share the activity id; a new run (a new loop, or continue-as-new) counts its activities afresh.
  const roundId = (): string | undefined => {
    const { workflowExecution, activityId } = Context.current().info;
    return workflowExecution && `todo.${workflowExecution.runId}.${activityId}`;
  };
  const own: ReceiptReadingActivities & TodoReminderActivities = {
    readReceiptFile: (input) => readReceiptFile({ ...services, reader }, input),
    remindTodo: (input) => remindTodo(reminders, input, roundId()),
    membersToRemind: (input) => membersToRemind(services.db, input),
  };
  try {
    const code = await workflowCode(reportWorkflowsPath, traced.workflowModules);
    const worker = await Worker.create({
      connection, namespace: config.TEMPORAL_NAMESPACE, taskQueue: reportTaskQueue(config.TEMPORAL_TASK_QUEUE),
      // Also the accounting sync's steps that need the same read models and storage.
      ...code.source, activities: { ...createReportActivities(services), ...createAccountingApiActivities(config, services), ...own },
      interceptors: { workflowModules: code.workflowModules, activity: traced.activity }, sinks: traced.sinks,
    });
    await worker.runUntil(stopped);
  } finally {
    await reader.close();
    await connection.close();
  }
};
