import { useQuery } from '@apollo/client';
import { Link, Navigate } from 'react-router-dom';
import type { ExternalCardsQuery, ExternalCardsQueryVariables } from '../../generated/graphql';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { FormField } from '../../ui/form-field';
import { useListParams } from '../../ui/list-params';
import { localList } from '../../ui/local-list';
import { formatDate } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import { useCan } from '../../ui/use-can';
import { EXTERNAL_CARDS } from './operations';
import styles from './bank.module.css';

/** Spec 9: other lists, limit 25 from page 1; `account` filters the transactions to one card. */
const DEFAULTS = { limit: '25', page: '1', account: '' } as const;

type Account = ExternalCardsQuery['plaidItems'][number]['accounts'][number] & { institutionName: string };
type Transaction = ExternalCardsQuery['externalTransactions'][number];
const cardName = (card: Account | undefined): string => (card ? `${card.name} •••• ${card.mask}` : '—');
const SORTERS = { date: (t: Transaction) => t.date, merchantName: (t: Transaction) => t.merchantName, amount: (t: Transaction) => t.amount };

const CARD_COLUMNS: DataColumn<Account>[] = [
  { id: 'card', header: 'Card', enableHiding: false, cell: ({ row }) => cardName(row.original) },
  { id: 'bank', header: 'Bank', cell: ({ row }) => row.original.institutionName },
  { id: 'balance', header: 'Balance', meta: { numeric: true }, cell: ({ row: { original: card } }) => (card.balance === null || card.balance === undefined ? '—' : formatMoney(card.balance)) },
];

/**
 * /cards/external (spec 2.5): only cards linked to an external bank connection, that is each account
 * of a live bank connection, with the transactions imported from it (sorted and paged by the query string).
 */
export const ExternalCardsPage = () => {
  const { me, can } = useCan();
  const allowed = me !== undefined && can('externalCards.read');
  const params = useListParams(DEFAULTS);
  const { data, error } = useQuery<ExternalCardsQuery, ExternalCardsQueryVariables>(EXTERNAL_CARDS, { variables: { accountId: params.get('account') || null }, skip: !allowed });
  const cards: Account[] | undefined = data?.plaidItems.flatMap((item) => item.accounts.map((a) => ({ ...a, institutionName: item.institutionName })));
  const cardOf = new Map((cards ?? []).map((c) => [c.id, c]));
  // Only cards of live connections are listed, so only their transactions.
  const { rows, list } = localList(params, data?.externalTransactions.filter((t) => cardOf.has(t.accountId)), SORTERS);
  // Spec 6: external cards are for admins and auditors; the others go back to their cards.
  if (me && !allowed) return <Navigate to="/cards" replace />;

  const columns: DataColumn<Transaction>[] = [
    { id: 'date', header: 'Date', meta: { sortField: 'date' }, cell: ({ row }) => formatDate(row.original.date) },
    { id: 'merchant', header: 'Merchant', enableHiding: false, meta: { sortField: 'merchantName' }, cell: ({ row }) => row.original.merchantName },
    { id: 'card', header: 'Card', cell: ({ row }) => cardName(cardOf.get(row.original.accountId)) },
    { id: 'amount', header: 'Amount', meta: { sortField: 'amount', numeric: true }, cell: ({ row }) => formatMoney(row.original.amount) },
  ];
  const connectLink = can('company.integrations.add') && <Link to="/settings/integrations">Connect a bank account in Settings › Integrations</Link>;
  return (
    <section>
      <h1>External Cards</h1>
      <DataTable id="external-cards" label="External cards" columns={CARD_COLUMNS} rows={cards} error={error?.message} rowKey={(c) => c.id} rowProps={() => ({ 'data-testid': 'external-card' })} />
      {cards && cards.length === 0 && <p className={styles.muted} data-testid="external-empty">{connectLink}</p>}
      {cards && cards.length > 0 && (
        <>
          <h2>Transactions</h2>
          <DataTable
            id="external-transactions" label="External card transactions" columns={columns} rows={rows} list={list}
            rowKey={(t) => t.id} rowProps={() => ({ 'data-testid': 'external-transaction' })}
            toolbar={
              <FormField label="Card" htmlFor="external-account">
                <select id="external-account" className={styles.filter} value={params.get('account')} onChange={(e) => params.set({ account: e.target.value })}>
                  <option value="">All cards</option>
                  {cards.map((c) => <option key={c.id} value={c.id}>{cardName(c)}</option>)}
                </select>
              </FormField>
            }
          />
        </>
      )}
    </section>
  );
};
