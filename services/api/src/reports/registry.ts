import type { EventStore } from '@spend/eventstore';
import type { ReportJob } from '@spend/workflows/messages';
import { receiptsExport, writeReceiptsZip } from './receipts-export';
import { statementPdfReport, writeStatementPdf } from '../statements/statement-pdf';
import { activityReport, writeActivityReport } from '../audit/history-report';
import { CSV_REPORTS, writeCsvReport, type CsvReportKind, type ReportProgress, type ReportServices } from './write';

const CSV = 'text/csv; charset=utf-8';

/**
 * Every report the lists export: its file, the permission that asks for and downloads it, its
 * options (plan), its rows (the list's query, counted to choose inline or workflow) and the setting
 * that bounds an inline one.
 */
export const REPORTS = {
  transactions: { ...CSV_REPORTS.transactions, contentType: CSV, inlineMax: 'REPORT_INLINE_MAX_ROWS' },
  cards: { ...CSV_REPORTS.cards, contentType: CSV, inlineMax: 'REPORT_INLINE_MAX_ROWS' },
  statement: { ...CSV_REPORTS.statement, contentType: CSV, inlineMax: 'REPORT_INLINE_MAX_ROWS' },
  statementPdf: { ...statementPdfReport, inlineMax: 'REPORT_INLINE_MAX_ROWS' },
  payments: { ...CSV_REPORTS.payments, contentType: CSV, inlineMax: 'REPORT_INLINE_MAX_ROWS' },
  receipts: { ...receiptsExport, inlineMax: 'RECEIPTS_EXPORT_INLINE_MAX_FILES' },
  // Issue #29: the history trail, each row described from its stream (the slowest rows per report).
  activity: { ...activityReport, inlineMax: 'REPORT_INLINE_MAX_ROWS' },
} as const;
export type ReportKind = keyof typeof REPORTS;

/** What writing any report needs: the read models and storage, and the event store the activity's descriptions read. */
export type ReportWriterServices = ReportServices & { store: Pick<EventStore, 'readStream'> };

/** The one way a report's file is written, inline or by the report workflow's activity (which passes `progress`). */
export const writeReport = (services: ReportWriterServices, job: ReportJob, progress?: ReportProgress): Promise<{ rows: number; bytes: number }> =>
  job.kind === 'receipts' ? writeReceiptsZip(services, job, progress)
    : job.kind === 'statementPdf' ? writeStatementPdf(services, job, progress)
      : job.kind === 'activity' ? writeActivityReport(services, job, progress)
        : writeCsvReport(services, job as ReportJob & { kind: CsvReportKind }, progress);
