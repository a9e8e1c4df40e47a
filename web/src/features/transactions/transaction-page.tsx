import { useQuery } from '@apollo/client';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { TransactionQuery } from '../../generated/graphql';
import { formatMoney } from '../../ui/money';
import { TRANSACTION, spenderName, statusLabel } from './operations';

const when = (at: string | null | undefined) => (at ? new Date(at).toLocaleString('en-US') : '—');

/** /transactions/{id}: one purchase, and when it was declined, why in plain words. */
export const TransactionPage = () => {
  const { transactionId = '' } = useParams();
  // Only ids are transactions: another segment (mileage, payments, statements: screens not built) is an unknown path.
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(transactionId);
  const { data, loading } = useQuery<TransactionQuery>(TRANSACTION, { variables: { id: transactionId }, skip: !isId });
  if (!isId) return <Navigate to="/" replace />;
  if (loading && !data) return <p>Loading…</p>;
  const t = data?.transaction;
  if (!t) return <p>No Results Found</p>;
  const rows: [string, string][] = [
    ['Amount', formatMoney(t.amount)],
    ['Authorized', formatMoney(t.authorizedAmount)],
    ...(t.refundedAmount > 0 ? [['Refunded', formatMoney(t.refundedAmount)] as [string, string]] : []),
    ['Date', when(t.initial_transaction_date)],
    ['Posted on', when(t.posted_on)],
    ['Spender', spenderName(t)],
    ['Card', t.card ? `${t.card.card_type} Card •••• ${t.card.last4Digits}` : t.paymentMethodDetail ? `•••• ${t.paymentMethodDetail}` : '—'],
    ['Budget', t.budget?.name ?? '—'],
    ['Merchant category', t.mcc ? `${t.mcc} ${t.mccDescription ?? ''}`.trim() : '—'],
    ['Payment type', t.paymentType],
    ['Completeness', t.completeness],
  ];
  return (
    <section>
      <Link to="/transactions">Transactions</Link>
      <h1 data-testid="transaction-title">{t.description}</h1>
      <p data-testid="transaction-status">{statusLabel(t)}</p>
      {t.isDeclined && t.declinedReason && (
        <p role="alert" data-testid="declined-reason" style={{ color: '#c0262d' }}>Declined: {t.declinedReason}</p>
      )}
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
