import { isCompanySource } from '@spend/domain';
import type { TransactionQuery } from '../../generated/graphql';
import { formatMoney } from '../../ui/money';
import { transactionDate } from './days';
import { spenderName } from './operations';
import styles from './transaction-page.module.css';

export type TransactionDetail = NonNullable<TransactionQuery['transaction']>;

/** The facts of a transaction: amounts, merchant, category, card, budget, spender, status, dates. */
export const TransactionFacts = ({ t }: { t: TransactionDetail }) => {
  const rows: [string, string][] = [
    ['Amount', formatMoney(t.amount)],
    ['Authorized', formatMoney(t.authorizedAmount)],
    ['Cleared', t.isPosted ? formatMoney(t.amount) : '—'],
    ...(t.refundedAmount > 0 ? [['Refunded', formatMoney(t.refundedAmount)] as [string, string]] : []),
    ['Merchant', t.description],
    ['Merchant category', t.mcc ? `${t.mcc} ${t.mccDescription ?? ''}`.trim() : '—'],
    ['Date', transactionDate(t.source, t.initial_transaction_date)],
    ['Posted on', transactionDate(t.source, t.posted_on)],
    ['Spender', spenderName(t)],
    // A payment's detail is its check or transfer number, not a card's last digits.
    isCompanySource(t.source)
      ? ['Payment detail', t.paymentMethodDetail ?? '—']
      : ['Card', t.card ? `${t.card.card_type} Card •••• ${t.card.last4Digits}` : t.paymentMethodDetail ? `•••• ${t.paymentMethodDetail}` : '—'],
    ['Budget', t.budget?.name ?? '—'],
    ['Payment type', t.paymentType],
    ['Completeness', t.completeness],
  ];
  return (
    <>
      <dl data-testid="transaction-facts" className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd data-testid={`fact-${label.toLowerCase().replace(/ /g, '-')}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {/* Why it is INCOMPLETE, each with what to do (the books policy's own rule, from the API). */}
      {t.missingDetails.length > 0 && (
        <section aria-label="Still needed" data-testid="missing-details">
          <h2>Still needed</h2>
          <ul>
            {t.missingDetails.map((m) => <li key={m.kind} data-testid={`missing-${m.kind}`}>{m.message}</li>)}
          </ul>
        </section>
      )}
    </>
  );
};
