import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import type { ApiClientFieldsFragment, ApiClientsQuery, RevokeApiClientMutation, RevokeApiClientMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { formatDate } from '../../ui/dates';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { useLocalList } from '../../ui/local-list';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { SettingsFrame } from '../settings/settings-frame';
import styles from './api-clients.module.css';
import { CreateApiClientDialog } from './create-api-client-dialog';
import { API_CLIENTS, REVOKE_API_CLIENT } from './operations';

type Client = ApiClientFieldsFragment;
/** Spec 9: other lists, limit 25 from page 1; newest first as the API answers. */
const DEFAULTS = { limit: '25', page: '1' } as const;
const SORTERS = { name: (c: Client) => c.name, access: (c: Client) => c.access, createdAt: (c: Client) => c.createdAt, lastUsedAt: (c: Client) => c.lastUsedAt, status: (c: Client) => c.status };
const ACCESS_LABEL = { READ_ONLY: 'Read-only', READ_WRITE: 'Read-write' } as const;

/** Asks before revoking: the client's tools lose access at once. */
const RevokeDialog = ({ client, onClose }: { client: ApiClientFieldsFragment | null; onClose: () => void }) => {
  const toast = useToast();
  const [revoke, { loading }] = useMutation<RevokeApiClientMutation, RevokeApiClientMutationVariables>(REVOKE_API_CLIENT);
  // The answer carries the client whole (status, revokedAt), so its row updates in the cache.
  const confirm = async () => {
    try {
      await revoke({ variables: { id: client!.id } });
      toast({ message: `${client!.name} API client has been revoked.` });
      onClose();
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };
  return (
    <Modal open={!!client} onOpenChange={(open) => !open && onClose()} title={`Revoke ${client?.name ?? ''}?`}
      description="Tools using this client lose access at once, including tokens already issued. This cannot be undone.">
      <div className={styles.actions}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="danger" loading={loading} onClick={() => void confirm()}>Revoke</Button>
      </div>
    </Modal>
  );
};

/** /settings/api-clients: the company's OAuth clients for its own tools (apiClientTokens flag, admins). */
export const ApiClientsPage = () => {
  const { data, error } = useQuery<ApiClientsQuery>(API_CLIENTS);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiClientFieldsFragment | null>(null);
  const { rows, list } = useLocalList(DEFAULTS, data?.apiClients, SORTERS);
  const columns: DataColumn<Client>[] = [
    { id: 'name', header: 'Name', enableHiding: false, meta: { sortField: 'name' }, cell: ({ row }) => row.original.name },
    { id: 'clientId', header: 'Client ID', meta: { className: styles.mono }, cell: ({ row }) => row.original.id },
    { id: 'access', header: 'Access', meta: { sortField: 'access' }, cell: ({ row }) => ACCESS_LABEL[row.original.access] },
    { id: 'created', header: 'Created', meta: { sortField: 'createdAt' }, cell: ({ row }) => formatDate(row.original.createdAt) },
    { id: 'lastUsed', header: 'Last used', meta: { sortField: 'lastUsedAt', testId: 'api-client-last-used' }, cell: ({ row }) => (row.original.lastUsedAt ? formatDate(row.original.lastUsedAt) : 'Never') },
    { id: 'status', header: 'Status', meta: { sortField: 'status', testId: 'api-client-status' }, cell: ({ row: { original: c } }) => (c.status === 'ACTIVE' ? 'Active' : `Revoked ${formatDate(c.revokedAt)}`) },
    { id: 'actions', header: '', enableHiding: false, cell: ({ row: { original: c } }) => c.status === 'ACTIVE' && <Button size="small" variant="danger" onClick={() => setRevoking(c)}>Revoke</Button> },
  ];
  return (
    <SettingsFrame title="API clients">
      <p className={styles.intro}>
        Your own tools call the Spend API with tokens they get by OAuth client credentials. Each token acts in this company only;
        read-only clients cannot change anything.
      </p>
      <div className={styles.toolbar}>
        <Button variant="primary" onClick={() => setCreating(true)}>Create API client</Button>
      </div>
      <DataTable id="api-clients" label="API clients" columns={columns} rows={rows} error={error?.message} list={list} rowKey={(c) => c.id}
        rowProps={(c) => ({ 'data-testid': 'api-client-row', className: c.status === 'REVOKED' ? styles.revoked : undefined })} />
      <CreateApiClientDialog open={creating} onOpenChange={setCreating} />
      <RevokeDialog client={revoking} onClose={() => setRevoking(null)} />
    </SettingsFrame>
  );
};
