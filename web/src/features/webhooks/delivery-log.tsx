import { useMutation, useQuery } from '@apollo/client';
import type { ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables, WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { formatDateTime } from '../../ui/dates';
import { ListTable } from '../../ui/list-table';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { RESEND_WEBHOOK_DELIVERY, WEBHOOK_DELIVERIES } from './operations';
import styles from './webhooks.module.css';

type Attempt = WebhookDeliveriesQuery['webhookDeliveries'][number]['attempts'][number];
const attemptText = (a: Attempt) => `#${a.attempt}: ${a.statusCode ?? 'no answer'}${a.error && a.statusCode === null ? ` (${a.error})` : ''}, ${a.durationMs} ms`;
const STATUS_CLASS = { DELIVERED: styles.delivered, FAILED: styles.failed, PENDING: styles.pending };

/** An endpoint's delivery log, newest first, refreshed while open; a failed delivery can be resent. */
export const DeliveryLog = ({ endpointId, url }: { endpointId: string; url: string }) => {
  const toast = useToast();
  const { data, loading } = useQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WEBHOOK_DELIVERIES, { variables: { endpointId }, pollInterval: 3000 });
  const [resend] = useMutation<ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables>(RESEND_WEBHOOK_DELIVERY, { refetchQueries: ['WebhookDeliveries'] });
  const deliveries = data?.webhookDeliveries ?? [];
  const onResend = async (id: string) => {
    try {
      await resend({ variables: { id } });
      toast({ message: 'Delivery resent.' });
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };
  return (
    <section className={styles.log} aria-label="Delivery log">
      <h2>Deliveries to {url}</h2>
      <ListTable headers={['Event', 'Event id', 'Status', 'Attempts', 'Sent', '']} loading={loading && !data} count={deliveries.length}>
        {deliveries.map((d) => (
          <tr key={d.id} data-testid="webhook-delivery">
            <td>{d.eventType}</td>
            <td className={styles.events}>{d.eventId}</td>
            <td className={STATUS_CLASS[d.status]}>{d.status}</td>
            <td className={styles.events}>{d.attempts.map(attemptText).join('; ')}</td>
            <td>{formatDateTime(d.createdAt)}</td>
            <td>{d.status === 'FAILED' && <Button size="small" onClick={() => void onResend(d.id)}>Resend</Button>}</td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
};
