import { useQuery, useSubscription } from '@apollo/client';
import { Link } from 'react-router-dom';
import type { TransactionCompleteness, TransactionSortField, TransactionStatus, TransactionsQuery, TransactionsQueryVariables } from '../../generated/graphql';
import { ORDERS, useListParams } from '../../ui/list-params';
import { ListTable, Pager, listCell } from '../../ui/list-table';
import { formatMoney } from '../../ui/money';
import { TRANSACTIONS, TRANSACTION_CHANGED, spenderName, statusLabel } from './operations';

/** Spec 9: transactions list defaults (limit 100, page 1, newest first, show all: no status or completeness filter). */
const DEFAULTS = { limit: '100', page: '1', sortBy: 'initial_transaction_date', order: 'desc' } as const;
const SORTS: TransactionSortField[] = ['initial_transaction_date', 'amount', 'description', 'status'];
const STATUSES: TransactionStatus[] = ['Pending', 'Posted', 'Declined', 'Disputed', 'Recorded'];
const COMPLETENESS: TransactionCompleteness[] = ['COMPLETE', 'INCOMPLETE'];

/**
 * /transactions (spec 2.5): limit, page, sortBy, order, q and status in the query string. Declined
 * purchases say why in plain words; new authorizations arrive live.
 */
export const TransactionsPage = () => {
  const { oneOf, set, limit, page, skip, q, search, setSearch } = useListParams(DEFAULTS);
  const sortBy = oneOf('sortBy', SORTS);
  const order = oneOf('order', ORDERS);
  const status = oneOf('status', STATUSES);
  const completeness = oneOf('completeness', COMPLETENESS);
  const { data, loading, refetch } = useQuery<TransactionsQuery, TransactionsQueryVariables>(TRANSACTIONS, {
    variables: { take: limit, skip, orderBy: [{ field: sortBy, order }], where: { ...(status && { status }), ...(completeness && { completeness }), ...(q && { q }) } },
  });
  // Authorizations arrive live: a transaction the caller may see changed, so the page refetches.
  useSubscription(TRANSACTION_CHANGED, { onData: () => void refetch() });
  const count = data?.transactions.count ?? 0;

  return (
    <section>
      <h1>Transactions</h1>
      <div style={{ display: 'flex', gap: 12, marginBottom: 12, flexWrap: 'wrap' }}>
        <input aria-label="Search transactions" placeholder="Search by merchant" value={search} onChange={(e) => setSearch(e.target.value)} />
        <label>
          Status{' '}
          <select id="status" value={status ?? ''} onChange={(e) => set({ status: e.target.value || null })}>
            <option value="">All</option>
            {STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        </label>
        <label>
          Show{' '}
          <select id="completeness" value={completeness ?? ''} onChange={(e) => set({ completeness: e.target.value || null })}>
            <option value="">All</option>
            <option value="COMPLETE">Complete</option>
            <option value="INCOMPLETE">Incomplete</option>
          </select>
        </label>
        <label>
          Sort by{' '}
          <select id="sortBy" value={sortBy} onChange={(e) => set({ sortBy: e.target.value })}>
            <option value="initial_transaction_date">Date</option>
            <option value="amount">Amount</option>
            <option value="description">Merchant</option>
            <option value="status">Status</option>
          </select>
        </label>
        <button type="button" onClick={() => set({ order: order === 'asc' ? 'desc' : 'asc' })}>{order === 'asc' ? 'Ascending' : 'Descending'}</button>
      </div>
      <ListTable headers={['Date', 'Merchant', 'Spender', 'Card', 'Budget', 'Amount', 'Status']} loading={loading && !data} count={count}>
        {data?.transactions.items.map((t) => (
          <tr key={t.id} data-testid="transaction-row">
            <td style={listCell}>{new Date(t.initial_transaction_date).toLocaleDateString('en-US')}</td>
            <td style={listCell}><Link to={`/transactions/${t.id}`} data-testid="transaction-merchant">{t.description}</Link></td>
            <td style={listCell}>{spenderName(t)}</td>
            <td style={listCell}>{t.paymentMethodDetail ? `•••• ${t.paymentMethodDetail}` : '—'}</td>
            <td style={listCell}>{t.budget?.name ?? '—'}</td>
            <td style={listCell} data-testid="transaction-amount">{formatMoney(t.amount)}</td>
            <td style={listCell} data-testid="transaction-status">
              {statusLabel(t)}
              {t.isDeclined && t.declinedReason && <span data-testid="declined-reason" style={{ display: 'block', color: '#c0262d', fontSize: 13 }}>{t.declinedReason}</span>}
            </td>
          </tr>
        ))}
      </ListTable>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 12 }}>
        <Pager page={page} count={count} limit={limit} onPage={(n) => set({ page: String(n) })} />
      </div>
    </section>
  );
};
