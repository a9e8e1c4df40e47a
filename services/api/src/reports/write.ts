import type { Kysely } from 'kysely';
import type { ReadModels } from '@spend/projections/api';
import type { ReportJob } from '@spend/workflows/messages';
import { objectKey, type Storage } from '../files/storage';
import { csvStream } from '../shared/csv';
import { withTenant } from '../shared/tenant';
import { cardsReport } from './cards-report';
import { cursorBatches } from './cursor';
import { transactionsReport } from './transactions-report';
import { statementReport } from '../statements/statement-report';
import { paymentsReport } from './payments-report';

/** Every CSV report: its file name, the permission that downloads it, its columns (plan) and its rows (the list's query). */
export const CSV_REPORTS = { transactions: transactionsReport, cards: cardsReport, statement: statementReport, payments: paymentsReport } as const;
export type CsvReportKind = keyof typeof CSV_REPORTS;

/** A report file is bounded all the same: far above any company's rows, it stops a runaway write. */
export const MAX_REPORT_BYTES = 4 * 1024 ** 3;

export interface ReportServices {
  db: Kysely<ReadModels>;
  storage: Storage;
}

/** Told the rows written so far after each batch of a report the workflow writes (none inline: nobody waits on its url yet). */
export type ReportProgress = (rowsWritten: number) => Promise<void>;

/**
 * A background report's progress on its row, which its url's 202 answer reads. In a transaction of
 * its own: the writer's transaction (its cursor) commits only once the file is done.
 */
export const reportProgress = (services: ReportServices, job: ReportJob): ReportProgress => (rowsWritten) =>
  withTenant(services.db, { companyId: job.companyId }, async (trx) => {
    await trx.updateTable('report_files').set({ rows_written: rowsWritten }).where('id', '=', job.reportId).where('state', '=', 'generating').execute();
  });

/**
 * The one way a CSV report is written, inline for a small one or by the report workflow's activity
 * for a large one: the rows stream from a server-side cursor in the caller's tenant transaction,
 * through the CSV rules, into storage; then the report row is marked ready. Writing again replaces
 * the object, so a retried activity is safe.
 */
export const writeCsvReport = (services: ReportServices, job: ReportJob & { kind: CsvReportKind }, progress?: ReportProgress): Promise<{ rows: number; bytes: number }> => {
  const report = CSV_REPORTS[job.kind];
  // Checked again here (the resolver checked before): a bad option never writes a file.
  const plan = report.plan(job.options);
  return withTenant(services.db, { companyId: job.companyId }, async (trx) => {
    let rows = 0;
    // The query's rows are typed per report; the plan was made for the same report.
    const batches = async function* () {
      for await (const batch of cursorBatches(trx, report.rows(trx, job) as never, 5000)) {
        rows += (batch as unknown[]).length;
        yield batch as never[];
        // Asked for the next batch: this one is in the file's stream.
        await progress?.(rows);
      }
    };
    const key = objectKey('reports', job.companyId, job.reportId);
    const info = await services.storage.put(key, csvStream(batches(), plan as never), { contentType: 'text/csv; charset=utf-8', maxBytes: MAX_REPORT_BYTES });
    await trx.updateTable('report_files').set({ state: 'ready', object_key: key, row_count: rows }).where('id', '=', job.reportId).execute();
    return { rows, bytes: info.sizeBytes };
  });
};

/** After the workflow's retries are spent: the url answers that the report failed instead of 202 forever. */
export const failReport = (services: ReportServices, job: ReportJob): Promise<void> =>
  withTenant(services.db, { companyId: job.companyId }, async (trx) => {
    await trx.updateTable('report_files').set({ state: 'failed' }).where('id', '=', job.reportId).where('state', '=', 'generating').execute();
  });
