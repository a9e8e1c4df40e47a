import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import type { ApiClientFieldsFragment, ApiClientsQuery, RevokeApiClientMutation, RevokeApiClientMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { formatDate } from '../../ui/dates';
import { ListTable } from '../../ui/list-table';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { SettingsFrame } from '../settings/settings-frame';
import styles from './api-clients.module.css';
import { CreateApiClientDialog } from './create-api-client-dialog';
import { API_CLIENTS, REVOKE_API_CLIENT } from './operations';

const ACCESS_LABEL = { READ_ONLY: 'Read-only', READ_WRITE: 'Read-write' } as const;

/** Asks before revoking: the client's tools lose access at once. */
const RevokeDialog = ({ client, onClose }: { client: ApiClientFieldsFragment | null; onClose: () => void }) => {
  const toast = useToast();
  const [revoke, { loading }] = useMutation<RevokeApiClientMutation, RevokeApiClientMutationVariables>(REVOKE_API_CLIENT, { refetchQueries: ['ApiClients'], awaitRefetchQueries: true });
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
  const { data, loading } = useQuery<ApiClientsQuery>(API_CLIENTS);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiClientFieldsFragment | null>(null);
  const clients = data?.apiClients ?? [];
  return (
    <SettingsFrame title="API clients">
      <p className={styles.intro}>
        Your own tools call the Spend API with tokens they get by OAuth client credentials. Each token acts in this company only;
        read-only clients cannot change anything.
      </p>
      <div className={styles.toolbar}>
        <Button variant="primary" onClick={() => setCreating(true)}>Create API client</Button>
      </div>
      <ListTable headers={['Name', 'Client ID', 'Access', 'Created', 'Last used', 'Status', '']} loading={loading && !data} count={clients.length}>
        {clients.map((c) => (
          <tr key={c.id} data-testid="api-client-row" className={c.status === 'REVOKED' ? styles.revoked : undefined}>
            <td>{c.name}</td>
            <td className={styles.mono}>{c.id}</td>
            <td>{ACCESS_LABEL[c.access]}</td>
            <td>{formatDate(c.createdAt)}</td>
            <td data-testid="api-client-last-used">{c.lastUsedAt ? formatDate(c.lastUsedAt) : 'Never'}</td>
            <td data-testid="api-client-status">{c.status === 'ACTIVE' ? 'Active' : `Revoked ${formatDate(c.revokedAt)}`}</td>
            <td>{c.status === 'ACTIVE' && <Button size="small" variant="danger" onClick={() => setRevoking(c)}>Revoke</Button>}</td>
          </tr>
        ))}
      </ListTable>
      <CreateApiClientDialog open={creating} onOpenChange={setCreating} />
      <RevokeDialog client={revoking} onClose={() => setRevoking(null)} />
    </SettingsFrame>
  );
};
