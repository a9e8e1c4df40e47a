import type { ReportJob } from '@spend/workflows/messages';
import { receiptsExport, writeReceiptsZip } from './receipts-export';
import { statementPdfReport, writeStatementPdf } from '../statements/statement-pdf';
import { CSV_REPORTS, writeCsvReport, type CsvReportKind, type ReportServices } from './write';

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
} as const;
export type ReportKind = keyof typeof REPORTS;

/** The one way a report's file is written, inline or by the report workflow's activity. */
export const writeReport = (services: ReportServices, job: ReportJob): Promise<{ rows: number; bytes: number }> =>
  job.kind === 'receipts' ? writeReceiptsZip(services, job)
    : job.kind === 'statementPdf' ? writeStatementPdf(services, job)
      : writeCsvReport(services, job as ReportJob & { kind: CsvReportKind });
