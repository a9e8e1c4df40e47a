import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import type {
  DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables, RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables,
  SetWebhookEndpointEnabledMutation, SetWebhookEndpointEnabledMutationVariables, WebhookEndpointsQuery,
} from '../../generated/graphql';
import { Button } from '../../ui/button';
import { removeFromCache } from '../../ui/cache-lists';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { Switch } from '../../ui/switch';
import { useToast } from '../../ui/toast';
import { SettingsFrame } from '../settings/settings-frame';
import { DeliveryLog } from './delivery-log';
import { DELETE_WEBHOOK_ENDPOINT, ROTATE_WEBHOOK_SECRET, SET_WEBHOOK_ENDPOINT_ENABLED, WEBHOOK_ENDPOINTS } from './operations';
import { RegisterEndpointDialog, SecretDialog } from './register-endpoint-dialog';
import styles from './webhooks.module.css';

type Endpoint = WebhookEndpointsQuery['webhookEndpoints'][number];
type Confirm = { kind: 'rotate' | 'delete'; endpoint: Endpoint };

const CONFIRM = {
  rotate: { title: 'Rotate signing secret?', text: 'The current secret stops signing at once. Update your receiver with the new one.', button: 'Rotate secret', toast: 'Signing secret rotated.' },
  delete: { title: 'Delete webhook endpoint?', text: 'It will receive no more events, and its delivery log goes with it.', button: 'Delete endpoint', toast: 'Webhook endpoint deleted.' },
} as const;

/** Settings > Webhooks (admins): endpoints, their events, secrets and delivery logs. */
export const WebhooksPage = () => {
  const toast = useToast();
  const { data, error } = useQuery<WebhookEndpointsQuery>(WEBHOOK_ENDPOINTS);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  // Each answer carries the endpoint whole, so Apollo's cache updates the row; a deleted one leaves the cache.
  const [setEnabled] = useMutation<SetWebhookEndpointEnabledMutation, SetWebhookEndpointEnabledMutationVariables>(SET_WEBHOOK_ENDPOINT_ENABLED);
  const [rotate] = useMutation<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>(ROTATE_WEBHOOK_SECRET);
  const [remove] = useMutation<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>(DELETE_WEBHOOK_ENDPOINT);
  const shown = data?.webhookEndpoints.find((e) => e.id === selected);

  const run = async (work: () => Promise<void>, message: string) => {
    try {
      await work();
      toast({ message });
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };
  const confirmed = async ({ kind, endpoint }: Confirm) => {
    setConfirm(null);
    await run(async () => {
      if (kind === 'rotate') setSecret((await rotate({ variables: { id: endpoint.id } })).data!.rotateWebhookSecret.secret);
      else await remove({ variables: { id: endpoint.id }, update: (cache) => removeFromCache(cache, endpoint) });
    }, CONFIRM[kind].toast);
  };

  const columns: DataColumn<Endpoint>[] = [
    { id: 'url', header: 'URL', enableHiding: false, meta: { className: styles.url }, cell: ({ row }) => row.original.url },
    { id: 'events', header: 'Events', meta: { className: styles.events }, cell: ({ row }) => row.original.eventTypes.join(', ') },
    {
      id: 'enabled', header: 'Enabled',
      cell: ({ row: { original: endpoint } }) => (
        <Switch label={endpoint.enabled ? 'On' : 'Off'} checked={endpoint.enabled}
          onCheckedChange={(enabled) => void run(async () => void (await setEnabled({ variables: { id: endpoint.id, enabled } })), enabled ? 'Webhook endpoint enabled.' : 'Webhook endpoint disabled.')} />
      ),
    },
    {
      id: 'actions', header: '', enableHiding: false,
      cell: ({ row: { original: endpoint } }) => (
        <div className={styles.actions}>
          <Button size="small" onClick={() => setSelected(endpoint.id)}>Deliveries</Button>
          <Button size="small" onClick={() => setConfirm({ kind: 'rotate', endpoint })}>Rotate secret</Button>
          <Button size="small" variant="danger" onClick={() => setConfirm({ kind: 'delete', endpoint })}>Delete</Button>
        </div>
      ),
    },
  ];

  return (
    <SettingsFrame title="Webhooks">
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <p className={styles.intro}>Send signed events to your own systems as they happen.</p>
          <Button variant="primary" onClick={() => setAdding(true)}>Add endpoint</Button>
        </div>
        <DataTable id="webhook-endpoints" label="Webhook endpoints" columns={columns} rows={data?.webhookEndpoints} error={error?.message}
          rowKey={(endpoint) => endpoint.id} rowProps={() => ({ 'data-testid': 'webhook-endpoint' })} />
        {shown && <DeliveryLog endpointId={shown.id} url={shown.url} />}
      </div>
      <RegisterEndpointDialog open={adding} onOpenChange={setAdding} eventTypes={data?.webhookEventTypes ?? []} onSecret={setSecret} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <Modal open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)} title={confirm ? CONFIRM[confirm.kind].title : ''}>
        {confirm && (
          <>
            <p>{CONFIRM[confirm.kind].text}</p>
            <p className={styles.url}>{confirm.endpoint.url}</p>
            <div className={styles.buttons}>
              <Button onClick={() => setConfirm(null)}>Cancel</Button>
              <Button variant={confirm.kind === 'delete' ? 'danger' : 'primary'} onClick={() => void confirmed(confirm)}>{CONFIRM[confirm.kind].button}</Button>
            </div>
          </>
        )}
      </Modal>
    </SettingsFrame>
  );
};
