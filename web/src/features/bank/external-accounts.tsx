import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import type {
  ArchivePlaidItemMutation, ExchangePlaidPublicTokenMutation, PlaidItemsQuery, PlaidLinkTokenQuery, RestorePlaidItemMutation, SyncPlaidTransactionsMutation,
} from '../../generated/graphql';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { ARCHIVE_PLAID_ITEM, EXCHANGE_PUBLIC_TOKEN, PLAID_ITEMS, PLAID_LINK_TOKEN, RESTORE_PLAID_ITEM, SYNC_PLAID } from './operations';

const row = { padding: '4px 8px', borderBottom: '1px solid #eee', textAlign: 'left' as const };

/**
 * The bank-connection section of /cards/external: each connected account as an external card with
 * its imported transactions; admins connect a bank, sync now, archive and restore connections.
 */
export const ExternalAccounts = () => {
  const { can } = useCan();
  const toast = useToast();
  const client = useApolloClient();
  const { data } = useQuery<PlaidItemsQuery>(PLAID_ITEMS);
  const refetchQueries = ['PlaidItems'];
  const onError = (error: unknown) => toast({ message: serverFieldErrors(error).message, tone: 'danger' });
  const [exchange] = useMutation<ExchangePlaidPublicTokenMutation>(EXCHANGE_PUBLIC_TOKEN, { refetchQueries });
  const [sync] = useMutation<SyncPlaidTransactionsMutation>(SYNC_PLAID, { refetchQueries, awaitRefetchQueries: true });
  const [archive] = useMutation<ArchivePlaidItemMutation>(ARCHIVE_PLAID_ITEM, { refetchQueries });
  const [restore] = useMutation<RestorePlaidItemMutation>(RESTORE_PLAID_ITEM, { refetchQueries });
  const canEdit = can('company.integrations.add');

  // Locally the provider's Link step is the simulator's: its public token is `public-local-<link token>`.
  const connect = async () => {
    try {
      const { data: token } = await client.query<PlaidLinkTokenQuery>({ query: PLAID_LINK_TOKEN, fetchPolicy: 'network-only' });
      const linked = await exchange({ variables: { publicToken: `public-local-${token.plaidLinkToken.linkToken}` } });
      toast({ message: `Connected ${linked.data?.exchangePlaidPublicToken.institutionName ?? 'the bank'}.` });
    } catch (error) {
      onError(error);
    }
  };
  const syncNow = async (itemId: string) => {
    try {
      const result = (await sync({ variables: { itemId } })).data!.syncPlaidTransactions;
      toast({ message: `Synced: ${result.added.length} added, ${result.modified.length} modified, ${result.removed.length} removed.` });
    } catch (error) {
      onError(error);
    }
  };

  const items = data?.plaidItems ?? [];
  const transactions = data?.externalTransactions ?? [];
  return (
    <section data-testid="external-accounts" style={{ marginTop: 24 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <h2 style={{ flex: 1 }}>Bank connections</h2>
        {canEdit && <button type="button" onClick={() => void connect()}>Connect a bank</button>}
      </div>
      {items.length === 0 && <p>No Results Found</p>}
      {items.map((item) => (
        <div key={item.id} data-testid="bank-item" style={{ border: '1px solid #e6e6ef', borderRadius: 8, padding: 12, marginBottom: 12, opacity: item.archived ? 0.6 : 1 }}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <strong style={{ flex: 1 }}>{item.institutionName}{item.archived && ' (archived)'}</strong>
            <small>{item.lastSyncedAt ? `Synced ${new Date(item.lastSyncedAt).toLocaleString('en-US')}` : 'Not synced yet'}</small>
            {canEdit && !item.archived && <button type="button" onClick={() => void syncNow(item.id)}>Sync now</button>}
            {canEdit && (item.archived
              ? <button type="button" onClick={() => void restore({ variables: { id: item.id } }).catch(onError)}>Restore</button>
              : <button type="button" onClick={() => void archive({ variables: { id: item.id } }).catch(onError)}>Archive</button>)}
          </div>
          {item.accounts.map((account) => {
            const own = transactions.filter((t) => t.accountId === account.id);
            return (
              <div key={account.id} data-testid="external-card">
                <h3 style={{ margin: '12px 0 4px' }}>{account.name} •••• {account.mask}</h3>
                {own.length === 0 ? <p>No transactions yet</p> : (
                  <table style={{ borderCollapse: 'collapse' }}>
                    <tbody>
                      {own.map((t) => (
                        <tr key={t.id} data-testid="external-transaction">
                          <td style={row}>{t.date}</td>
                          <td style={row}>{t.merchantName}</td>
                          <td style={{ ...row, textAlign: 'right' }}>{formatMoney(t.amount)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </section>
  );
};
