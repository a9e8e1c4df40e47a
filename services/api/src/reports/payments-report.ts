import type { ReportJob } from '@spend/workflows/messages';
import { PAYMENT_DETAIL_LABELS, type PaymentType } from '@spend/domain';
import { filteredPayments } from '../account/resolvers';
import type { PaymentWhereInput, ReportOptionsInput } from '../generated/resolvers-types';
import { centsToDecimal, csvPlan, dateColumns, ISO_DATE_TIME, type ReportColumn } from '../shared/csv';
import type { ReadTransaction } from '../shared/tenant';

/** The payments list's query (its filters, newest first) with who recorded each payment. */
const reportRows = (trx: ReadTransaction, job: ReportJob) =>
  filteredPayments(trx, job.where as PaymentWhereInput | null)
    .leftJoin('users', 'users.id', 'payments.user_id')
    .select(['payments.id', 'payments.amount', 'payments.payment_type', 'payments.detail', 'payments.paid_at', 'payments.status', 'payments.return_code', 'payments.return_reason', 'users.first_name', 'users.last_name'])
    .orderBy('payments.paid_at', 'desc')
    .orderBy('payments.id');

export type PaymentReportRow = Awaited<ReturnType<ReturnType<typeof reportRows>['executeTakeFirstOrThrow']>>;

const COLUMNS: readonly ReportColumn<PaymentReportRow>[] = [
  ...dateColumns<PaymentReportRow>('Date', (p) => p.paid_at, { iso: true }),
  ['Amount', (p) => centsToDecimal(p.amount)],
  ['Payment Type', (p) => p.payment_type],
  ['Detail Label', (p) => PAYMENT_DETAIL_LABELS[p.payment_type as PaymentType] ?? ''],
  ['Detail', (p) => p.detail ?? ''],
  ['Recorded By', (p) => [p.first_name, p.last_name].filter(Boolean).join(' ')],
  // An ACH payment is off the balance only once SETTLED; a RETURNED one says why.
  ['Status', (p) => p.status],
  ['Return Reason', (p) => (p.return_code ? `${p.return_code}: ${p.return_reason ?? ''}` : '')],
];

export const paymentsReport = {
  fileName: 'payments-report.csv',
  // Spec 6 "payments read and export".
  permission: 'payments.export',
  plan: (options: unknown) => csvPlan(COLUMNS, options as ReportOptionsInput | null, ISO_DATE_TIME),
  rows: reportRows,
} as const;
