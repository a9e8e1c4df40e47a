import type { ReportJob } from '@spend/workflows/messages';
import type { ReportOptionsInput } from '../generated/resolvers-types';
import { centsToDecimal, csvPlan, dateColumns, ISO_DATE_TIME, type ReportColumn } from '../shared/csv';
import type { ReadTransaction } from '../shared/tenant';

/** A statement's postings and refunds (the period they landed on), with each transaction's merchant. */
export const reportRows = (trx: ReadTransaction, job: ReportJob) =>
  trx.selectFrom('statement_transactions as st')
    .innerJoin('statements as s', (join) => join.onRef('s.company_id', '=', 'st.company_id').onRef('s.date_start', '=', 'st.period_start'))
    .leftJoin('transactions as t', 't.id', 'st.transaction_id')
    .where('s.id', '=', (job.where as { statementId: string }).statementId)
    .select(['st.id', 'st.transaction_id', 'st.kind', 'st.cents', 'st.at', 't.merchant_name'])
    .orderBy('st.at').orderBy('st.id');

export type StatementReportRow = Awaited<ReturnType<ReturnType<typeof reportRows>['executeTakeFirstOrThrow']>>;

const COLUMNS: readonly ReportColumn<StatementReportRow>[] = [
  ...dateColumns<StatementReportRow>('Date', (r) => r.at, { iso: true }),
  ['Transaction', (r) => r.transaction_id],
  ['Merchant', (r) => r.merchant_name ?? ''],
  ['Type', (r) => (r.kind === 'DEBIT' ? 'Purchase' : 'Refund')],
  // Refunds reduce the balance: signed like the statement's totals.
  ['Amount', (r) => centsToDecimal(r.kind === 'DEBIT' ? r.cents : -Number(r.cents))],
];

export const statementReport = {
  fileName: 'statement.csv',
  permission: 'statements.read',
  plan: (options: unknown) => csvPlan(COLUMNS, options as ReportOptionsInput | null, ISO_DATE_TIME),
  rows: reportRows,
} as const;
