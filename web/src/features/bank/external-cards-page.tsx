import { useQuery } from '@apollo/client';
import { Link, Navigate } from 'react-router-dom';
import type { ExternalCardsQuery, ExternalCardsQueryVariables } from '../../generated/graphql';
import { FormField } from '../../ui/form-field';
import { useListParams } from '../../ui/list-params';
import { ListTable, Pager } from '../../ui/list-table';
import { formatMoney } from '../../ui/money';
import { useCan } from '../../ui/use-can';
import { EXTERNAL_CARDS } from './operations';
import styles from './bank.module.css';

/** Spec 9: other lists, limit 25 from page 1; `account` filters the transactions to one card. */
const DEFAULTS = { limit: '25', page: '1', account: '' } as const;

/**
 * /cards/external (spec 2.5): only cards linked to an external bank connection, that is each account
 * of a live bank connection, with the transactions imported from it.
 */
export const ExternalCardsPage = () => {
  const { me, can } = useCan();
  const { get, set, limit, page, skip } = useListParams(DEFAULTS);
  const account = get('account') || null;
  const allowed = me !== undefined && can('externalCards.read');
  const { data, loading } = useQuery<ExternalCardsQuery, ExternalCardsQueryVariables>(EXTERNAL_CARDS, { variables: { accountId: account }, skip: !allowed });
  // Spec 6: external cards are for admins and auditors; the others go back to their cards.
  if (me && !allowed) return <Navigate to="/cards" replace />;

  const cards = (data?.plaidItems ?? []).flatMap((item) => item.accounts.map((a) => ({ ...a, institutionName: item.institutionName })));
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  // Only cards of live connections are listed, so only their transactions.
  const transactions = (data?.externalTransactions ?? []).filter((t) => cardOf.has(t.accountId));
  const connectLink = can('company.integrations.add') && <Link to="/settings/integrations">Connect a bank account in Settings › Integrations</Link>;
  return (
    <section>
      <h1>External Cards</h1>
      <ListTable headers={['Card', 'Bank', 'Balance']} loading={loading && !data} count={cards.length}>
        {cards.map((card) => (
          <tr key={card.id} data-testid="external-card">
            <td>{card.name} •••• {card.mask}</td>
            <td>{card.institutionName}</td>
            <td>{card.balance === null || card.balance === undefined ? '—' : formatMoney(card.balance)}</td>
          </tr>
        ))}
      </ListTable>
      {data && cards.length === 0 && <p className={styles.muted} data-testid="external-empty">{connectLink}</p>}
      {cards.length > 0 && (
        <>
          <h2>Transactions</h2>
          <FormField label="Card" htmlFor="external-account">
            <select id="external-account" className={styles.filter} value={account ?? ''} onChange={(e) => set({ account: e.target.value })}>
              <option value="">All cards</option>
              {cards.map((c) => <option key={c.id} value={c.id}>{c.name} •••• {c.mask}</option>)}
            </select>
          </FormField>
          <ListTable headers={['Date', 'Merchant', 'Card', 'Amount']} loading={false} count={transactions.length}>
            {transactions.slice(skip, skip + limit).map((t) => (
              <tr key={t.id} data-testid="external-transaction">
                <td>{t.date}</td>
                <td>{t.merchantName}</td>
                <td>{cardOf.get(t.accountId) ? `${cardOf.get(t.accountId)!.name} •••• ${cardOf.get(t.accountId)!.mask}` : '—'}</td>
                <td className={styles.amount}>{formatMoney(t.amount)}</td>
              </tr>
            ))}
          </ListTable>
          <Pager page={page} count={transactions.length} limit={limit} onPage={(n) => set({ page: String(n) })} />
        </>
      )}
    </section>
  );
};
