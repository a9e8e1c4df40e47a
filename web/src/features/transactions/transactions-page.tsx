import { useQuery, useSubscription } from '@apollo/client';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TransactionsQuery, TransactionsQueryVariables } from '../../generated/graphql';
import { ListTable, Pager, listCell } from '../../ui/list-table';
import { formatMoney } from '../../ui/money';
import { relativeTime } from '../../ui/relative-time';
import { useCan } from '../../ui/use-can';
import { AddTransactionDialog } from './add-transaction-dialog';
import { BulkCoding } from './bulk-coding';
import { useTransactionFilters } from './list-filters';
import { TRANSACTIONS, TRANSACTION_CHANGED, spenderName, statusLabel, type TransactionRow } from './operations';
import { TransactionFiltersBar } from './transaction-filters';
import { glLabel, useCodingOptions } from './use-coding-options';
import { ExportButton } from '../reports/export-button';

const HEADERS = ['', 'Date', 'Merchant', 'Spender', 'Budget', 'GL Code', 'Amount', 'Status', 'Completeness', 'Receipt'];

const receiptMark = (t: TransactionRow) => (t.receipts.length > 0 ? `📎 ${t.receipts.length}` : t.needsReceipt ? 'Missing' : '—');

/**
 * /transactions (spec 2.5, 9): every filter in the query string, the spec's defaults left out of it.
 * Rows arrive live; selected rows can be coded at once; manual and out-of-pocket ones are added here.
 */
export const TransactionsPage = () => {
  const f = useTransactionFilters();
  const { can } = useCan();
  const options = useCodingOptions();
  const [selected, setSelected] = useState<string[]>([]);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState(false);
  const { data, loading, refetch } = useQuery<TransactionsQuery, TransactionsQueryVariables>(TRANSACTIONS, {
    variables: { take: f.limit, skip: f.skip, orderBy: [{ field: f.sortBy, order: f.order }], where: f.where },
  });
  // Authorizations and edits arrive live: a transaction the caller may see changed, so the page refetches.
  useSubscription(TRANSACTION_CHANGED, { onData: () => void refetch() });
  const items = data?.transactions.items ?? [];
  const count = data?.transactions.count ?? 0;
  const editable = can('transactions.edit');
  const toggle = (id: string) => setSelected(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const glName = (id: string | null | undefined) => {
    const gl = options.generalLedgers.find((g) => g.id === id);
    return gl ? glLabel(gl) : '—';
  };

  return (
    <section style={{ overflowX: 'auto' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
        <h1>Transactions</h1>
        <div style={{ display: 'flex', gap: 8 }}>
          <ExportButton report="transactions" where={f.where} orderBy={[{ field: f.sortBy, order: f.order }]} />
          {can('receipts.export') && <ExportButton report="receipts" where={f.where} orderBy={[{ field: f.sortBy, order: f.order }]} />}
          {can('transactions.create') && <button type="button" onClick={() => setAdding(true)}>Add transaction</button>}
        </div>
      </div>
      <TransactionFiltersBar f={f} />
      {editable && selected.length > 0 && (
        <BulkCoding selected={selected} onDone={(errors) => { setRowErrors(errors); setSelected(Object.keys(errors)); void refetch(); }} />
      )}
      <ListTable headers={HEADERS} loading={loading && !data} count={count}>
        {items.map((t) => (
          <tr key={t.id} data-testid="transaction-row">
            <td style={listCell}>
              {editable && <input type="checkbox" aria-label={`Select ${t.vendor}`} checked={selected.includes(t.id)} onChange={() => toggle(t.id)} />}
            </td>
            <td style={listCell} title={new Date(t.initial_transaction_date).toLocaleString('en-US')} data-testid="transaction-date">{relativeTime(t.initial_transaction_date)}</td>
            <td style={listCell}>
              <Link to={`/transactions/${t.id}`} data-testid="transaction-merchant">{t.description}</Link>
              {t.vendor !== t.description && <span style={{ display: 'block', color: '#666', fontSize: 13 }}>{t.vendor}</span>}
              {rowErrors[t.id] && <span role="alert" data-testid="row-error" style={{ display: 'block', color: '#c0262d', fontSize: 13 }}>{rowErrors[t.id]}</span>}
            </td>
            <td style={listCell}>{spenderName(t)}</td>
            <td style={listCell}>{t.budget?.name ?? '—'}</td>
            <td style={listCell} data-testid="transaction-gl">{glName(t.generalLedgerId)}</td>
            <td style={listCell} data-testid="transaction-amount">{formatMoney(t.amount)}</td>
            <td style={listCell} data-testid="transaction-status">
              {statusLabel(t)}
              {t.isLocked && <span title="Locked"> 🔒</span>}
              {t.isDeclined && t.declinedReason && <span data-testid="declined-reason" style={{ display: 'block', color: '#c0262d', fontSize: 13 }}>{t.declinedReason}</span>}
            </td>
            <td style={listCell} data-testid="transaction-completeness">{t.completeness}</td>
            <td style={listCell} data-testid="transaction-receipt">{receiptMark(t)}</td>
          </tr>
        ))}
      </ListTable>
      <Pager page={f.page} count={count} limit={f.limit} onPage={(n) => f.set({ page: String(n) })} />
      <AddTransactionDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
};
