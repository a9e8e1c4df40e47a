import { useMutation, useQuery } from '@apollo/client';
import type { ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables, WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { formatDateTime } from '../../ui/dates';
import { useLocalList } from '../../ui/local-list';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { RESEND_WEBHOOK_DELIVERY, WEBHOOK_DELIVERIES } from './operations';
import styles from './webhooks.module.css';

type Delivery = WebhookDeliveriesQuery['webhookDeliveries'][number];
type Attempt = Delivery['attempts'][number];
const attemptText = (a: Attempt) => `#${a.attempt}: ${a.statusCode ?? 'no answer'}${a.error && a.statusCode === null ? ` (${a.error})` : ''}, ${a.durationMs} ms`;
const STATUS_CLASS = { DELIVERED: styles.delivered, FAILED: styles.failed, PENDING: styles.pending };

/** Spec 9: other lists, limit 25 from page 1; newest first as the API answers. */
const DEFAULTS = { limit: '25', page: '1' } as const;
const SORTERS = { eventType: (d: Delivery) => d.eventType, status: (d: Delivery) => d.status, createdAt: (d: Delivery) => d.createdAt };

/** An endpoint's delivery log, newest first, refreshed while open; a failed delivery can be resent. */
export const DeliveryLog = ({ endpointId, url }: { endpointId: string; url: string }) => {
  const toast = useToast();
  const { data, error } = useQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WEBHOOK_DELIVERIES, { variables: { endpointId }, pollInterval: 3000 });
  // The answer carries the delivery's id and new status, so its row updates in the cache; the poll brings its attempts.
  const [resend] = useMutation<ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables>(RESEND_WEBHOOK_DELIVERY);
  const { rows, list } = useLocalList(DEFAULTS, data?.webhookDeliveries, SORTERS);
  const onResend = async (id: string) => {
    try {
      await resend({ variables: { id } });
      toast({ message: 'Delivery resent.' });
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };
  const columns: DataColumn<Delivery>[] = [
    { id: 'event', header: 'Event', enableHiding: false, meta: { sortField: 'eventType' }, cell: ({ row }) => row.original.eventType },
    { id: 'eventId', header: 'Event id', meta: { className: styles.events }, cell: ({ row }) => row.original.eventId },
    { id: 'status', header: 'Status', meta: { sortField: 'status' }, cell: ({ row }) => <span className={STATUS_CLASS[row.original.status]}>{row.original.status}</span> },
    { id: 'attempts', header: 'Attempts', meta: { className: styles.events }, cell: ({ row }) => row.original.attempts.map(attemptText).join('; ') },
    { id: 'sent', header: 'Sent', meta: { sortField: 'createdAt' }, cell: ({ row }) => formatDateTime(row.original.createdAt) },
    { id: 'actions', header: '', enableHiding: false, cell: ({ row }) => row.original.status === 'FAILED' && <Button size="small" onClick={() => void onResend(row.original.id)}>Resend</Button> },
  ];
  return (
    <section className={styles.log} aria-label="Delivery log">
      <h2>Deliveries to {url}</h2>
      <DataTable id="webhook-deliveries" label={`Deliveries to ${url}`} columns={columns} rows={rows} error={error?.message} list={list}
        rowKey={(d) => d.id} rowProps={() => ({ 'data-testid': 'webhook-delivery' })} />
    </section>
  );
};
