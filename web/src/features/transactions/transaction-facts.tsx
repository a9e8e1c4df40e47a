import type { TransactionQuery } from '../../generated/graphql';
import { formatMoney } from '../../ui/money';
import { spenderName } from './operations';

export type TransactionDetail = NonNullable<TransactionQuery['transaction']>;

const when = (at: string | null | undefined) => (at ? new Date(at).toLocaleString('en-US') : '—');

/** The facts of a transaction: amounts, merchant, category, card, budget, spender, status, dates. */
export const TransactionFacts = ({ t }: { t: TransactionDetail }) => {
  const rows: [string, string][] = [
    ['Amount', formatMoney(t.amount)],
    ['Authorized', formatMoney(t.authorizedAmount)],
    ['Cleared', t.isPosted ? formatMoney(t.amount) : '—'],
    ...(t.refundedAmount > 0 ? [['Refunded', formatMoney(t.refundedAmount)] as [string, string]] : []),
    ['Merchant', t.description],
    ['Merchant category', t.mcc ? `${t.mcc} ${t.mccDescription ?? ''}`.trim() : '—'],
    ['Date', when(t.initial_transaction_date)],
    ['Posted on', when(t.posted_on)],
    ['Spender', spenderName(t)],
    ['Card', t.card ? `${t.card.card_type} Card •••• ${t.card.last4Digits}` : t.paymentMethodDetail ? `•••• ${t.paymentMethodDetail}` : '—'],
    ['Budget', t.budget?.name ?? '—'],
    ['Payment type', t.paymentType],
    ['Completeness', t.completeness],
  ];
  return (
    <dl data-testid="transaction-facts" style={{ display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', gap: '4px 16px' }}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }} data-testid={`fact-${label.toLowerCase().replace(/ /g, '-')}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};
