import { useApolloClient, useMutation, useQuery, type ApolloCache } from '@apollo/client';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type {
  ArchivePlaidItemMutation, ExchangePlaidPublicTokenMutation, PlaidItemsQuery, PlaidLinkTokenQuery, PlaidLinkTokenQueryVariables, RestorePlaidItemMutation, SyncPlaidTransactionsMutation,
} from '../../generated/graphql';
import { Button } from '../../ui/button';
import { addToList, forgetField } from '../../ui/cache-lists';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { formatDateTime } from '../../ui/dates';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { ARCHIVE_PLAID_ITEM, EXCHANGE_PUBLIC_TOKEN, PLAID_ITEMS, PLAID_LINK_TOKEN, RESTORE_PLAID_ITEM, SYNC_PLAID } from './operations';
import styles from './bank.module.css';

type Item = PlaidItemsQuery['plaidItems'][number];

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
  const { data, error } = useQuery<PlaidItemsQuery>(PLAID_ITEMS);
  const fail = (error: unknown) => toast({ message: serverFieldErrors(error).message, tone: 'danger' });
  // Each answer is the connection whole: a new one heads the lists it belongs in (newest first), an archived or
  // restored one updates in place, and the lists filtered by archiving are forgotten (read again when next shown).
  const [exchange] = useMutation<ExchangePlaidPublicTokenMutation>(EXCHANGE_PUBLIC_TOKEN, {
    update: (cache, { data: linked }) => linked && addToList(cache, 'plaidItems', linked.exchangePlaidPublicToken, { at: 'start', where: (args) => args?.archived !== true }),
  });
  // A read stays after a sync: the balances and the sync time come from the bank through the server.
  const [sync] = useMutation<SyncPlaidTransactionsMutation>(SYNC_PLAID, { refetchQueries: ['PlaidItems'], awaitRefetchQueries: true });
  const forgetFiltered = { update: (cache: ApolloCache<unknown>) => forgetField(cache, { fieldName: 'plaidItems', args: { archived: true } }, { fieldName: 'plaidItems', args: { archived: false } }) };
  const [archive] = useMutation<ArchivePlaidItemMutation>(ARCHIVE_PLAID_ITEM, forgetFiltered);
  const [restore] = useMutation<RestorePlaidItemMutation>(RESTORE_PLAID_ITEM, forgetFiltered);

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

  const columns: DataColumn<Item>[] = [
    { id: 'bank', header: 'Bank', enableHiding: false, cell: ({ row: { original: item } }) => <>{item.institutionName}{item.archived && ' (archived)'}</> },
    { id: 'accounts', header: 'Accounts', cell: ({ row }) => row.original.accounts.map((a) => `${a.name} •••• ${a.mask}`).join(', ') },
    { id: 'lastSync', header: 'Last sync', meta: { className: styles.muted }, cell: ({ row: { original: item } }) => (item.lastSyncedAt ? `Synced ${formatDateTime(item.lastSyncedAt)}` : 'Not synced yet') },
    {
      id: 'actions', header: '', enableHiding: false,
      cell: ({ row: { original: item } }) => canEdit && (
        <div className={styles.actions}>
          {!item.archived && <Button size="small" onClick={() => void syncNow(item.id)}>Sync now</Button>}
          {item.archived
            ? <Button size="small" onClick={() => void restore({ variables: { id: item.id } }).catch(fail)}>Restore</Button>
            : <Button size="small" variant="danger" onClick={() => void archive({ variables: { id: item.id } }).catch(fail)}>Archive</Button>}
        </div>
      ),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="bank-title" data-testid="bank-connections">
      <div className={styles.head}>
        <h2 id="bank-title" className={styles.title}>Bank connections</h2>
        {canEdit && <Button variant="primary" loading={opening} onClick={() => void connect()}>Connect a bank</Button>}
      </div>
      <DataTable id="bank-connections" label="Bank connections" columns={columns} rows={data?.plaidItems} error={error?.message}
        rowKey={(item) => item.id} rowProps={() => ({ 'data-testid': 'bank-item' })} />
    </section>
  );
};
