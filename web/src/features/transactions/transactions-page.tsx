import { useQuery } from '@apollo/client';
import { TRANSACTION_SOURCE_LABELS, isCompanySource } from '@spend/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TransactionChangedSubscription, TransactionsQuery, TransactionsQueryVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { useRememberedVisibility } from '../../ui/data-table-columns';
import { formatDateTime } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import { relativeTime } from '../../ui/relative-time';
import { useCan } from '../../ui/use-can';
import { useLive } from '../../ui/use-live';
import { ExportButton } from '../reports/export-button';
import { AddTransactionDialog } from './add-transaction-dialog';
import { transactionDate } from './days';
import { BulkCoding } from './bulk-coding';
import { POLICY_OUTCOMES, useTransactionFilters } from './list-filters';
import { TRANSACTIONS, TRANSACTION_CHANGED, spenderName, statusLabel, type TransactionRow } from './operations';
import { TransactionFiltersBar } from './transaction-filters';
import { useReviewQueue } from './review-queue';
import { SavedViews } from './saved-views';
import styles from './transactions.module.css';
import { useCodingOptions } from './use-coding-options';

const receiptMark = (t: TransactionRow) => (t.receipts.length > 0 ? `📎 ${t.receipts.length}` : t.needsReceipt ? 'Missing' : '—');

/** The list's columns; the first selects rows for bulk coding when the caller may edit. */
/** What an INCOMPLETE transaction lacks, each with what to do (the API's explanation, in its words). */
const missingText = (t: TransactionRow) => t.missingDetails.map((m) => m.message).join(' ');

const POLICY_LABELS = Object.fromEntries(POLICY_OUTCOMES);

const columnsOf = ({ editable, selected, toggle, rowErrors, glName, showMissing }: {
  editable: boolean;
  showMissing: boolean;
  selected: string[];
  toggle: (id: string) => void;
  rowErrors: Record<string, string>;
  glName: (id: string | null | undefined) => string;
}): DataColumn<TransactionRow>[] => [
  ...(editable ? [{
    id: 'select', header: '', enableHiding: false,
    // The bank feed's and payments have nothing to code, lock or ask a receipt for.
    cell: ({ row: { original: t } }) => (isCompanySource(t.source) ? null
      : <input type="checkbox" aria-label={`Select ${t.vendor}`} checked={selected.includes(t.id)} onChange={() => toggle(t.id)} />),
  } satisfies DataColumn<TransactionRow>] : []),
  {
    id: 'date', header: 'Date', meta: { sortField: 'initial_transaction_date', testId: 'transaction-date' },
    // A card purchase's time as "5 mins ago"; a day someone entered as that day (transactionDate).
    cell: ({ row: { original: t } }) => (t.source === 'CARD'
      ? <span title={formatDateTime(t.initial_transaction_date)}>{relativeTime(t.initial_transaction_date)}</span>
      : transactionDate(t.source, t.initial_transaction_date)),
  },
  {
    id: 'merchant', header: 'Merchant', enableHiding: false, meta: { sortField: 'description' },
    cell: ({ row: { original: t } }) => (
      <>
        <Link to={`/transactions/${t.id}`} data-testid="transaction-merchant">{t.description}</Link>
        {t.vendor !== t.description && <span className={styles.vendor}>{t.vendor}</span>}
        {isCompanySource(t.source) && <span className={styles.vendor} data-testid="transaction-source">{TRANSACTION_SOURCE_LABELS[t.source]}</span>}
        {rowErrors[t.id] && <span role="alert" data-testid="row-error" className={styles.note}>{rowErrors[t.id]}</span>}
      </>
    ),
  },
  { id: 'spender', header: 'Spender', cell: ({ row }) => spenderName(row.original) },
  { id: 'budget', header: 'Budget', cell: ({ row }) => row.original.budget?.name ?? '—' },
  { id: 'gl', header: 'GL Code', meta: { testId: 'transaction-gl' }, cell: ({ row }) => glName(row.original.generalLedgerId) },
  { id: 'amount', header: 'Amount', meta: { sortField: 'amount', testId: 'transaction-amount', numeric: true }, cell: ({ row }) => formatMoney(row.original.amount) },
  {
    id: 'status', header: 'Status', meta: { sortField: 'status', testId: 'transaction-status' },
    cell: ({ row: { original: t } }) => (
      <>
        {statusLabel(t)}
        {t.isLocked && <span title="Locked"> 🔒</span>}
        {t.isDeclined && t.declinedReason && <span data-testid="declined-reason" className={styles.note}>{t.declinedReason}</span>}
      </>
    ),
  },
  // An INCOMPLETE one says why on hover, as its page does in full; in the Incomplete tab (where the
  // Transactions badge leads) each row says it in the cell, to be read down the list.
  { id: 'completeness', header: 'Completeness', cell: ({ row: { original: t } }) => (
    <>
      <span title={missingText(t) || undefined} data-testid="transaction-completeness">{t.completeness}</span>
      {showMissing && <span data-testid="transaction-missing" className={styles.note}>{missingText(t)}</span>}
    </>
  ) },
  { id: 'receipt', header: 'Receipt', meta: { testId: 'transaction-receipt' }, cell: ({ row }) => receiptMark(row.original) },
  // The expense policy's outcome (issue #27 item 5); its page says why.
  { id: 'policy', header: 'Policy', meta: { testId: 'transaction-policy' }, cell: ({ row: { original: t } }) => (isCompanySource(t.source) ? '—' : POLICY_LABELS[t.policyOutcome]) },
];

/**
 * /transactions (spec 2.5, 9): every filter and the sort in the query string, the spec's defaults left
 * out of it. Rows arrive live; selected rows can be coded, locked or have their receipts requested at
 * once; manual and out-of-pocket ones are added here. Saved views keep filters, sort and columns; the
 * keyboard review mode (j/k, c, r, e, x, ?) works down the list.
 */
export const TransactionsPage = () => {
  const f = useTransactionFilters();
  const { can } = useCan();
  const options = useCodingOptions();
  const [selected, setSelected] = useState<string[]>([]);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState(false);
  const orderBy = [{ field: f.sortBy, order: f.order }];
  const { data, error, refetch } = useQuery<TransactionsQuery, TransactionsQueryVariables>(TRANSACTIONS, {
    variables: { take: f.limit, skip: f.skip, orderBy, where: f.where },
  });
  // Authorizations and edits arrive live and land in the cache. The list is read again for a new row,
  // or when a status or completeness filter may have let a row in or out.
  useLive<TransactionChangedSubscription>(TRANSACTION_CHANGED, {
    stale: ({ transactionChanged: t }) => !data?.transactions.items.some((row) => row.id === t.id) || f.status !== undefined || f.completeness !== 'ALL',
    refetch,
  });
  const editable = can('transactions.edit');
  const toggle = (id: string) => setSelected((now) => (now.includes(id) ? now.filter((s) => s !== id) : [...now, id]));
  const visibility = useRememberedVisibility('transactions');
  const [columnVisibility, setColumnVisibility] = visibility;
  const hidden = Object.entries(columnVisibility).filter(([, shown]) => !shown).map(([column]) => column);
  const review = useReviewQueue(data?.transactions.items ?? [], editable ? toggle : null);

  return (
    <section>
      <div className={styles.head}>
        <h1>Transactions</h1>
        <div className={styles.actions}>
          <ExportButton report="transactions" where={f.where} orderBy={orderBy} />
          {can('receipts.export') && <ExportButton report="receipts" where={f.where} orderBy={orderBy} />}
          {can('transactions.create') && <Button onClick={() => setAdding(true)}>Add transaction</Button>}
        </div>
      </div>
      <SavedViews f={f} hidden={hidden} onHidden={(columns) => setColumnVisibility(Object.fromEntries(columns.map((c) => [c, false])))} />
      <TransactionFiltersBar f={f} />
      {editable && selected.length > 0 && (
        <BulkCoding selected={selected} onDone={(errors) => { setRowErrors(errors); setSelected(Object.keys(errors)); void refetch(); }} />
      )}
      <DataTable
        id="transactions" label="Transactions" columns={columnsOf({ editable, selected, toggle, rowErrors, glName: options.glName, showMissing: f.completeness === 'INCOMPLETE' })}
        rows={data?.transactions.items} error={error?.message} rowKey={(t) => t.id} rowProps={(t) => ({ 'data-testid': 'transaction-row', ...review.rowFocus(t) })} visibility={visibility}
        list={{ params: f, sortBy: f.sortBy, order: f.order, count: data?.transactions.count ?? 0 }}
      />
      <AddTransactionDialog open={adding} onOpenChange={setAdding} />
      {review.overlay}
    </section>
  );
};
