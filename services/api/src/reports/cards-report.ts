import { sql } from 'kysely';
import type { ReportJob } from '@spend/workflows/messages';
import { filteredCards, orderCards } from '../cards/filter';
import { visibleCards } from '../cards/load';
import type { CardOrderByInput, CardWhereInput, ReportOptionsInput } from '../generated/resolvers-types';
import { centsToDecimal, csvPlan, dateColumns, ISO_DATE_TIME, type ReportColumn } from '../shared/csv';
import type { ReadTransaction } from '../shared/tenant';

/**
 * The cards list's query (its filters and order) with each card's transactions' totals: how many,
 * and their spend as the ledger counts it (`spent_cents`: holds with their tip, postings less
 * refunds, nothing for declines and reversals), in all and posted.
 */
const reportRows = (trx: ReadTransaction, job: ReportJob) =>
  orderCards(filteredCards(visibleCards(trx, job.visibility), job.where as CardWhereInput | null), job.orderBy as CardOrderByInput[] | null)
    .leftJoin('users as holder', 'holder.id', 'cards.spender_id')
    .leftJoin('budgets', 'budgets.id', 'cards.budget_id')
    .leftJoinLateral(
      (eb) =>
        eb.selectFrom('transactions').whereRef('transactions.card_id', '=', 'cards.id')
          .select([
            sql<string>`count(*)`.as('transaction_count'),
            sql<string>`coalesce(sum(spent_cents), 0)`.as('spend_cents'),
            sql<string>`coalesce(sum(spent_cents) FILTER (WHERE status = 'Posted'), 0)`.as('posted_cents'),
          ])
          .as('totals'),
      (join) => join.onTrue(),
    )
    .select([
      sql<string | null>`concat_ws(' ', holder.first_name, holder.last_name)`.as('holder_name'),
      'budgets.name as budget_name', 'totals.transaction_count', 'totals.spend_cents', 'totals.posted_cents',
    ]);

export type CardReportRow = Awaited<ReturnType<ReturnType<typeof reportRows>['executeTakeFirstOrThrow']>>;

const COLUMNS: readonly ReportColumn<CardReportRow>[] = [
  ['Card', (c) => c.last4],
  ['Cardholder', (c) => c.holder_name ?? ''],
  ['Budget', (c) => c.budget_name ?? ''],
  ['Format', (c) => c.format],
  ['Status', (c) => c.status],
  ['Activated', (c) => (c.activated ? 'Yes' : 'No')],
  ...dateColumns<CardReportRow>('Assigned', (c) => c.assigned_on),
  ['Limit', (c) => centsToDecimal(c.limit_cents)],
  ['Transactions', (c) => c.transaction_count ?? '0'],
  ['Spent', (c) => centsToDecimal(c.spend_cents ?? 0)],
  ['Posted', (c) => centsToDecimal(c.posted_cents ?? 0)],
];

export const cardsReport = {
  // Spec 7: the cards report is downloaded as transactions-report.csv.
  fileName: 'transactions-report.csv',
  permission: 'cardsReport.create',
  plan: (options: unknown) => csvPlan(COLUMNS, options as ReportOptionsInput | null, ISO_DATE_TIME),
  rows: reportRows,
} as const;
