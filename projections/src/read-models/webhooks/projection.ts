import { WEBHOOK_EVENT_TYPES, webhookDeliveryEvent, webhookEndpointEvent } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';

type Trx = Parameters<Projection['apply']>[0];

const applyEndpoint = async (trx: Trx, raw: { type: string; data: unknown }): Promise<string> => {
  const event = webhookEndpointEvent.parse(raw);
  const { endpointId, at } = event.data;
  const endpoint = trx.updateTable('webhook_endpoints').where('endpoint_id', '=', endpointId);
  switch (event.type) {
    case 'WebhookEndpointRegistered':
      await trx.insertInto('webhook_endpoints').values({ endpoint_id: endpointId, company_id: event.data.companyId, url: event.data.url, event_types: event.data.eventTypes, enabled: true, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column('endpoint_id').doNothing()).execute();
      break;
    case 'WebhookEndpointChanged':
      await endpoint.set({ url: event.data.url, event_types: event.data.eventTypes, updated_at: at }).execute();
      break;
    case 'WebhookEndpointEnabledSet':
      await endpoint.set({ enabled: event.data.enabled, updated_at: at }).execute();
      break;
    case 'WebhookSecretRotated':
      await endpoint.set({ secret_rotated_at: at, updated_at: at }).execute();
      break;
    case 'WebhookEndpointDeleted':
      await trx.deleteFrom('webhook_endpoints').where('endpoint_id', '=', endpointId).execute();
      break;
  }
  return 'webhookEndpoints';
};

const applyDelivery = async (trx: Trx, raw: { type: string; data: unknown }): Promise<string> => {
  const event = webhookDeliveryEvent.parse(raw);
  const { deliveryId, at } = event.data;
  const delivery = trx.updateTable('webhook_deliveries').where('delivery_id', '=', deliveryId);
  switch (event.type) {
    case 'WebhookDeliveryScheduled': {
      const d = event.data;
      await trx.insertInto('webhook_deliveries').values({
        delivery_id: deliveryId, company_id: d.companyId, endpoint_id: d.endpointId, event_id: d.eventId, event_type: d.eventType, status: 'PENDING', attempts: 0, created_at: at, updated_at: at,
      }).onConflict((oc) => oc.column('delivery_id').doNothing()).execute();
      break;
    }
    case 'WebhookDeliveryAttempted': {
      const d = event.data;
      const row = await trx.selectFrom('webhook_deliveries').select(['event_id', 'event_type']).where('delivery_id', '=', deliveryId).executeTakeFirstOrThrow();
      await trx.insertInto('webhook_delivery_attempts').values({
        delivery_id: deliveryId, attempt: d.attempt, company_id: d.companyId, endpoint_id: d.endpointId, event_id: row.event_id, event_type: row.event_type,
        status_code: d.statusCode, duration_ms: d.durationMs, error: d.error, outcome: d.outcome, attempted_at: at,
      }).onConflict((oc) => oc.columns(['delivery_id', 'attempt']).doNothing()).execute();
      await delivery.set({ status: d.outcome === 'RETRYING' ? 'PENDING' : d.outcome, attempts: d.attempt, last_status_code: d.statusCode, last_error: d.error, updated_at: at }).execute();
      break;
    }
    case 'WebhookDeliveryResent':
      await delivery.set({ status: 'PENDING', updated_at: at }).execute();
      break;
  }
  return 'webhookDeliveries';
};

/** Webhook endpoints and the delivery log. */
export const webhooksProjection: Projection = {
  name: 'webhooks',
  tables: ['webhook_endpoints', 'webhook_deliveries', 'webhook_delivery_attempts'],
  eventTypes: WEBHOOK_EVENT_TYPES,
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const raw of events) {
      const what = raw.type.startsWith('WebhookDelivery') ? await applyDelivery(trx, raw) : await applyEndpoint(trx, raw);
      const data = raw.data as { companyId: string; endpointId: string };
      changes.push({ companyId: data.companyId, what, ids: [data.endpointId] });
    }
    return changes;
  },
};
