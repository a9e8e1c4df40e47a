import { sql } from 'kysely';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { ExportKind } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import { reportTaskQueue, reportWorkflowId, type ReportJob } from '@spend/workflows/messages';
import type { Resolvers } from '../generated/resolvers-types';
import { DOWNLOAD_PREFIX } from '../members/reports';
import { requirePermission, type ApiContext } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { billingCycleOf, transactionVisibility } from '../transactions/queries';
import { transactionsReportFilter } from './transactions-report';
import { REPORTS, writeReport, type ReportKind } from './registry';
import { failReport } from './write';
import { recordExport } from '../audit/exports';

/** Each report as the export the activity feed names. */
const EXPORT_OF: Record<ReportKind, ExportKind> = {
  transactions: 'TRANSACTIONS_CSV', cards: 'CARDS_CSV', payments: 'PAYMENTS_CSV', receipts: 'RECEIPTS_ZIP', statement: 'STATEMENT', statementPdf: 'STATEMENT', activity: 'EVENT_HISTORY',
};

/**
 * A report of the list's current filters (a CSV, or the receipts' zip). The row is recorded first
 * (state generating, so its url answers 202); a report within its inline bound (REPORT_INLINE_MAX_ROWS
 * rows, RECEIPTS_EXPORT_INLINE_MAX_FILES receipts) is written before answering, a larger one by the
 * report workflow (id = report id). Both write through `writeReport`. The same Idempotency-Key
 * makes the same report id: a retry starts nothing new and gets the same url.
 */
export const startReport = async (ctx: ApiContext, kind: ReportKind, args: { where?: unknown; orderBy?: unknown; options?: unknown; fileName?: string }) => {
  const report = REPORTS[kind];
  requirePermission(ctx, report.permission);
  report.plan(args.options); // an unknown time zone or column is refused before anything is recorded
  const visibility = { ...(await transactionVisibility(ctx)), roles: ctx.caller.roles };
  const reportId = deterministicUuid(ctx.commandId, `${kind}-report`);
  const job: ReportJob = {
    reportId, kind, companyId: ctx.caller.companyId, visibility, requestedAt: ctx.services.clock.now().toISOString(), where: args.where ?? null, orderBy: args.orderBy ?? null, options: args.options ?? null,
    billingCycle: (await billingCycleOf(ctx, args.where as never)) ?? null,
  };
  // A bad filter is refused before anything is recorded.
  if (kind === 'transactions' || kind === 'receipts') transactionsReportFilter(job);
  if ('check' in report) report.check(job);
  await recordExport(ctx, EXPORT_OF[kind], reportId);
  const { created, rows } = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
    // Unordered: the order changes no count, and without it the database need not walk the date index.
    const counted = await sql<{ n: string }>`SELECT count(*) AS n FROM (${report.rows(trx, job).clearOrderBy()}) AS r`.execute(trx);
    const rows = Number(counted.rows[0]!.n);
    const inserted = await trx
      .insertInto('report_files')
      .values({
        id: reportId, company_id: ctx.caller.companyId, created_by_user_id: ctx.caller.userId, file_name: args.fileName ?? report.fileName,
        content_type: report.contentType, permission: report.permission, content: null, state: 'generating', rows_total: rows,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return { created: Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0, rows };
  });
  const result = { url: `${DOWNLOAD_PREFIX}${reportId}`, fileName: args.fileName ?? report.fileName };
  if (!created) return result;
  if (rows <= ctx.services.config[report.inlineMax]) {
    await writeReport(ctx.services, job).catch(async (error: unknown) => {
      await failReport(ctx.services, job);
      throw error;
    });
    return result;
  }
  try {
    await ctx.services.temporal.workflow.start('reportWorkflow', {
      workflowId: reportWorkflowId(reportId), taskQueue: reportTaskQueue(ctx.services.config.TEMPORAL_TASK_QUEUE), args: [job],
    });
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
  return result;
};

export const reportResolvers: Resolvers = {
  Query: {
    transactionsReport: (_, args, ctx) => startReport(ctx, 'transactions', args),
    cardsReport: (_, args, ctx) => startReport(ctx, 'cards', args),
    receiptsExport: (_, args, ctx) => startReport(ctx, 'receipts', args),
    paymentsReport: (_, args, ctx) => startReport(ctx, 'payments', args),
  },
};
