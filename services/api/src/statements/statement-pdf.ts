import PDFDocument from 'pdfkit';
import { formatMoney } from '@spend/domain';
import type { ReportJob } from '@spend/workflows/messages';
import { objectKey } from '../files/storage';
import { cursorBatches } from '../reports/cursor';
import { MAX_REPORT_BYTES, type ReportProgress, type ReportServices } from '../reports/write';
import { withTenant } from '../shared/tenant';
import { reportRows, statementReport, type StatementReportRow } from './statement-report';

const day = (at: Date | string): string => new Date(at).toISOString().slice(0, 10);
/** The stored end is exclusive (the next period's first instant): a statement shows its last day. */
const lastDay = (end: Date): string => day(new Date(end.getTime() - 1));

/** The statement as a PDF: the same rows as its CSV, under the spec 3 totals (pdfkit, drawn page by page). */
export const statementPdfReport = { ...statementReport, fileName: 'statement.pdf', contentType: 'application/pdf' } as const;

/**
 * Streams the PDF into storage while its transactions are read in batches (a long statement never
 * sits in memory). Writing again replaces the object, so a retried activity is safe.
 */
export const writeStatementPdf = (services: ReportServices, job: ReportJob, progress?: ReportProgress): Promise<{ rows: number; bytes: number }> =>
  withTenant(services.db, { companyId: job.companyId }, async (trx) => {
    const { statementId } = job.where as { statementId: string };
    const s = await trx.selectFrom('statements as s').innerJoin('companies as c', 'c.id', 's.company_id').where('s.id', '=', statementId)
      .select(['s.date_start', 's.date_end', 's.starting_balance', 's.payments', 's.credits', 's.debits', 's.interest', 's.fees', 's.rebate', 's.ending_balance',
        's.transaction_count', 's.amount_due', 's.due_date', 'c.dba_name'])
      .executeTakeFirstOrThrow();
    const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `Statement ${day(s.date_start)} to ${lastDay(s.date_end)}` } });
    const key = objectKey('reports', job.companyId, job.reportId);
    const stored = services.storage.put(key, doc, { contentType: statementPdfReport.contentType, maxBytes: MAX_REPORT_BYTES });
    doc.fontSize(18).text(`${s.dba_name}: card statement`).moveDown(0.3);
    doc.fontSize(11).fillColor('#555').text(`${day(s.date_start)} to ${lastDay(s.date_end)}`).fillColor('black').moveDown();
    const totals: [string, number | string][] = [
      ['Starting balance', Number(s.starting_balance)], ['Payments', Number(s.payments)], ['Credits (refunds and rebate)', Number(s.credits)],
      ['Rebate', Number(s.rebate)], ['Debits', Number(s.debits)], ['Interest', Number(s.interest)], ['Fees', Number(s.fees)],
      ['Ending balance', Number(s.ending_balance)], ['Transactions', String(s.transaction_count)], ['Amount due', Number(s.amount_due)], ['Due date', day(s.due_date)],
    ];
    for (const [label, value] of totals) doc.fontSize(10).text(`${label}: ${typeof value === 'number' ? formatMoney(value) : value}`);
    doc.moveDown().fontSize(12).text('Transactions').moveDown(0.3).fontSize(9);
    let rows = 0;
    for await (const batch of cursorBatches(trx, reportRows(trx, job), 1000)) {
      for (const r of batch as StatementReportRow[]) {
        const cents = Number(r.cents);
        doc.text(`${day(r.at)}   ${(r.merchant_name ?? 'Card transaction').slice(0, 60).padEnd(60)}   ${r.kind === 'DEBIT' ? 'Purchase' : 'Refund'}   ${formatMoney(r.kind === 'DEBIT' ? cents : -cents)}`);
        rows++;
      }
      await progress?.(rows);
    }
    if (rows === 0) doc.text('No card transactions posted in this period.');
    doc.end();
    const info = await stored;
    await trx.updateTable('report_files').set({ state: 'ready', object_key: key, row_count: rows }).where('id', '=', job.reportId).execute();
    return { rows, bytes: info.sizeBytes };
  });
