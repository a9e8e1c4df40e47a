import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type {
  ArchivePlaidItemMutation, ExchangePlaidPublicTokenMutation, PlaidItemsQuery, PlaidLinkTokenQuery, PlaidLinkTokenQueryVariables, RestorePlaidItemMutation, SyncPlaidTransactionsMutation,
} from '../../generated/graphql';
import { Button } from '../../ui/button';
import { formatDateTime } from '../../ui/dates';
import { ListTable } from '../../ui/list-table';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { ARCHIVE_PLAID_ITEM, EXCHANGE_PUBLIC_TOKEN, PLAID_ITEMS, PLAID_LINK_TOKEN, RESTORE_PLAID_ITEM, SYNC_PLAID } from './operations';
import styles from './bank.module.css';

/** Public tokens this page already handed to the API: a re-render (or React's double effect) must not spend one twice. */
const exchanged = new Set<string>();

/**
 * The Bank connections section of /settings/integrations. Connecting opens the provider's hosted Link
 * page (as Plaid's Hosted Link): it sends the person back here with a public token it minted, which
 * the API exchanges for the connection.
 */
export const BankConnections = ({ canEdit }: { canEdit: boolean }) => {
  const toast = useToast();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const [opening, setOpening] = useState(false);
  const { data, loading } = useQuery<PlaidItemsQuery>(PLAID_ITEMS);
  const refetchQueries = ['PlaidItems'];
  const fail = (error: unknown) => toast({ message: serverFieldErrors(error).message, tone: 'danger' });
  const [exchange] = useMutation<ExchangePlaidPublicTokenMutation>(EXCHANGE_PUBLIC_TOKEN, { refetchQueries });
  const [sync] = useMutation<SyncPlaidTransactionsMutation>(SYNC_PLAID, { refetchQueries, awaitRefetchQueries: true });
  const [archive] = useMutation<ArchivePlaidItemMutation>(ARCHIVE_PLAID_ITEM, { refetchQueries });
  const [restore] = useMutation<RestorePlaidItemMutation>(RESTORE_PLAID_ITEM, { refetchQueries });

  const publicToken = params.get('public_token');
  useEffect(() => {
    if (!publicToken || exchanged.has(publicToken)) return;
    exchanged.add(publicToken);
    const next = new URLSearchParams(params);
    next.delete('public_token');
    setParams(next, { replace: true });
    exchange({ variables: { publicToken } })
      .then((linked) => toast({ message: `Connected ${linked.data!.exchangePlaidPublicToken.institutionName}.` }))
      .catch(fail);
  }, [publicToken]);

  const connect = async () => {
    setOpening(true);
    try {
      const redirectUri = `${window.location.origin}/settings/integrations`;
      const { data: token } = await client.query<PlaidLinkTokenQuery, PlaidLinkTokenQueryVariables>({ query: PLAID_LINK_TOKEN, variables: { redirectUri }, fetchPolicy: 'network-only' });
      window.location.assign(token.plaidLinkToken.hostedLinkUrl);
    } catch (error) {
      setOpening(false);
      fail(error);
    }
  };
  const syncNow = async (itemId: string) => {
    try {
      const result = (await sync({ variables: { itemId } })).data!.syncPlaidTransactions;
      toast({ message: `Synced: ${result.added.length} added, ${result.modified.length} modified, ${result.removed.length} removed.` });
    } catch (error) {
      fail(error);
    }
  };

  const items = data?.plaidItems ?? [];
  return (
    <section className={styles.section} aria-labelledby="bank-title" data-testid="bank-connections">
      <div className={styles.head}>
        <h2 id="bank-title" className={styles.title}>Bank connections</h2>
        {canEdit && <Button variant="primary" loading={opening} onClick={() => void connect()}>Connect a bank</Button>}
      </div>
      <ListTable headers={['Bank', 'Accounts', 'Last sync', '']} loading={loading && !data} count={items.length}>
        {items.map((item) => (
          <tr key={item.id} data-testid="bank-item">
            <td>{item.institutionName}{item.archived && ' (archived)'}</td>
            <td>{item.accounts.map((a) => `${a.name} •••• ${a.mask}`).join(', ')}</td>
            <td className={styles.muted}>{item.lastSyncedAt ? `Synced ${formatDateTime(item.lastSyncedAt)}` : 'Not synced yet'}</td>
            <td>
              {canEdit && (
                <div className={styles.actions}>
                  {!item.archived && <Button size="small" onClick={() => void syncNow(item.id)}>Sync now</Button>}
                  {item.archived
                    ? <Button size="small" onClick={() => void restore({ variables: { id: item.id } }).catch(fail)}>Restore</Button>
                    : <Button size="small" variant="danger" onClick={() => void archive({ variables: { id: item.id } }).catch(fail)}>Archive</Button>}
                </div>
              )}
            </td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
};
