import { sql } from 'kysely';
import type { ReportJob } from '@spend/workflows/messages';
import type { ReportOptionsInput, TransactionOrderByInput, TransactionWhereInput } from '../generated/resolvers-types';
import { centsToDecimal, csvPlan, dateColumns, ISO_DATE_TIME, type ReportColumn } from '../shared/csv';
import type { ReadTransaction } from '../shared/tenant';
import { orderTransactions, transactionFilterAt, visibleTransactionRows } from '../transactions/queries';

/** The list's filters as of the request; throws BAD_USER_INPUT for a bad one; null when an id can match nothing. */
export const transactionsReportFilter = (job: Pick<ReportJob, 'requestedAt' | 'where' | 'billingCycle'>) => transactionFilterAt(new Date(job.requestedAt), job.where as TransactionWhereInput | null, job.billingCycle);

/**
 * The list's query (its filters, the caller's visibility, its order) with what the report shows of
 * each row. The names come from joined subqueries whose columns are renamed, so the list's
 * unqualified filters stay unambiguous.
 */
export const reportRows = (trx: ReadTransaction, job: ReportJob) => {
  const filter = transactionsReportFilter(job);
  const visible = visibleTransactionRows(trx, job.visibility);
  const filtered = filter ? filter(visible) : visible.where(sql<boolean>`false`);
  return orderTransactions(filtered, job.orderBy as TransactionOrderByInput[] | null)
    .leftJoin(trx.selectFrom('users').select(['users.id as spender_user_id', sql<string>`concat_ws(' ', first_name, last_name)`.as('spender_name')]).as('s'), 's.spender_user_id', 'transactions.spender_id')
    .leftJoin(trx.selectFrom('budgets').select(['budgets.id as budget_ref', 'budgets.name as budget_name']).as('b'), 'b.budget_ref', 'transactions.budget_id')
    .leftJoin(trx.selectFrom('cards').select(['cards.id as card_ref', 'cards.last4 as card_last4']).as('c'), 'c.card_ref', 'transactions.card_id')
    .leftJoin(trx.selectFrom('general_ledgers').select(['general_ledgers.id as gl_ref', sql<string>`concat_ws(' ', code, name)`.as('gl_name')]).as('g'), 'g.gl_ref', 'transactions.general_ledger_id')
    .leftJoin(trx.selectFrom('projects').select(['projects.id as project_ref', 'projects.name as project_name']).as('p'), 'p.project_ref', 'transactions.project_id')
    // Only what the columns show: the list's row has jsonb columns (receipts, splits) a report would parse for nothing.
    .clearSelect()
    .select([
      // Dates as epoch milliseconds: parsing 400,000 timestamps into Date objects cost more than writing them.
      sql<number>`(extract(epoch FROM transactions.initial_transaction_date) * 1000)::float8`.as('date_ms'),
      sql<number | null>`(extract(epoch FROM transactions.posted_on) * 1000)::float8`.as('posted_ms'),
      'transactions.merchant_name', 'transactions.vendor', 'transactions.amount_cents',
      'transactions.currency', 'transactions.status', 'transactions.dispute_status', 'transactions.source', 'transactions.payment_method_detail',
      'transactions.notes', 'transactions.receipt_count', 'transactions.is_complete', 'transactions.sync_state', 'transactions.policy_outcome', 'transactions.policy_findings',
      's.spender_name', 'b.budget_name', 'c.card_last4', 'g.gl_name', 'p.project_name',
      // Most rows have no custom field: the lookup runs only for those that do.
      sql<string | null>`CASE WHEN transactions.custom_field_values = '{}'::jsonb THEN NULL ELSE (
        SELECT string_agg(f.name || ': ' || coalesce(o.name, v.value), '; ' ORDER BY f.name)
        FROM jsonb_each_text(transactions.custom_field_values) v
        JOIN custom_fields f ON f.id::text = v.key
        LEFT JOIN custom_field_options o ON o.id::text = v.value) END`.as('custom_fields'),
    ]);
};

export type TransactionReportRow = Awaited<ReturnType<ReturnType<typeof reportRows>['executeTakeFirstOrThrow']>>;

export const TRANSACTION_COLUMNS: readonly ReportColumn<TransactionReportRow>[] = [
  // Accounting imports these: each date also in ISO 8601.
  ...dateColumns<TransactionReportRow>('Date', (t) => t.date_ms, { iso: true }),
  ...dateColumns<TransactionReportRow>('Posted', (t) => t.posted_ms, { iso: true }),
  ['Merchant', (t) => t.merchant_name],
  ['Vendor', (t) => t.vendor ?? t.merchant_name],
  ['Amount', (t) => centsToDecimal(t.amount_cents)],
  ['Currency', (t) => t.currency],
  // An open dispute shows as Disputed, as in the list (spec 4).
  ['Status', (t) => (t.dispute_status === 'OPEN' ? 'Disputed' : t.status)],
  ['Spender', (t) => t.spender_name ?? ''],
  ['Budget', (t) => t.budget_name ?? ''],
  ['Card', (t) => t.card_last4 ?? (t.source === 'CARD' ? '' : (t.payment_method_detail ?? ''))],
  ['GL Code', (t) => t.gl_name ?? ''],
  ['Project', (t) => t.project_name ?? ''],
  ['Custom Fields', (t) => t.custom_fields ?? ''],
  ['Notes', (t) => t.notes ?? ''],
  ['Receipts', (t) => String(t.receipt_count)],
  ['Completeness', (t) => (t.is_complete ? 'COMPLETE' : 'INCOMPLETE')],
  ['Sync State', (t) => t.sync_state ?? ''],
  // The expense policy's outcome and its explanation (issue #27 item 5).
  ['Policy', (t) => t.policy_outcome],
  ['Policy Findings', (t) => t.policy_findings.map((f) => f.message).join('; ')],
];

export const transactionsReport = {
  fileName: 'transactions-report.csv',
  permission: 'transactions.export',
  plan: (options: unknown) => csvPlan(TRANSACTION_COLUMNS, options as ReportOptionsInput | null, ISO_DATE_TIME),
  rows: reportRows,
} as const;
