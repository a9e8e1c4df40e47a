import { z } from 'zod';
import { WEBHOOK_TOPICS } from './rules';

const at = z.iso.datetime();
const companyId = z.uuid();
const endpointId = z.uuid();
const eventTypes = z.array(z.enum(WEBHOOK_TOPICS)).min(1);

/**
 * A company's webhook endpoints, stream `webhooks-<companyId>`. The signing secret is never in an
 * event: `secretId` is a random id from which the signing key is derived with the server's
 * WEBHOOK_SECRET_KEY (HMAC), so the event store alone cannot sign a webhook.
 */
export const webhookEndpointRegistered = z.object({
  type: z.literal('WebhookEndpointRegistered'),
  data: z.object({ companyId, endpointId, url: z.string(), eventTypes, secretId: z.uuid(), at }),
});
export const webhookEndpointChanged = z.object({
  type: z.literal('WebhookEndpointChanged'),
  data: z.object({ companyId, endpointId, url: z.string(), eventTypes, at }),
});
export const webhookEndpointEnabledSet = z.object({ type: z.literal('WebhookEndpointEnabledSet'), data: z.object({ companyId, endpointId, enabled: z.boolean(), at }) });
export const webhookSecretRotated = z.object({ type: z.literal('WebhookSecretRotated'), data: z.object({ companyId, endpointId, secretId: z.uuid(), at }) });
export const webhookEndpointDeleted = z.object({ type: z.literal('WebhookEndpointDeleted'), data: z.object({ companyId, endpointId, at }) });

export const webhookEndpointEvent = z.discriminatedUnion('type', [webhookEndpointRegistered, webhookEndpointChanged, webhookEndpointEnabledSet, webhookSecretRotated, webhookEndpointDeleted]);
export type WebhookEndpointEvent = z.infer<typeof webhookEndpointEvent>;

/**
 * One webhook message to one endpoint, stream `webhook-delivery-<deliveryId>`: what is sent (the
 * body, the same on every attempt and resend), then each attempt's outcome. `eventId` is the
 * `webhook-id` header a receiver dedupes by.
 */
const deliveryIds = { deliveryId: z.uuid(), companyId, endpointId };
export const webhookDeliveryScheduled = z.object({
  type: z.literal('WebhookDeliveryScheduled'),
  data: z.object({ ...deliveryIds, eventId: z.string().min(1), eventType: z.enum(WEBHOOK_TOPICS), body: z.string(), at }),
});
export const WEBHOOK_ATTEMPT_OUTCOMES = ['DELIVERED', 'RETRYING', 'FAILED'] as const;
export const webhookDeliveryAttempted = z.object({
  type: z.literal('WebhookDeliveryAttempted'),
  data: z.object({
    ...deliveryIds,
    /** 1, 2, … across every run of the delivery (a resend continues the count). */
    attempt: z.number().int().positive(),
    statusCode: z.number().int().nullable(),
    durationMs: z.number().int().nonnegative(),
    error: z.string().nullable(),
    outcome: z.enum(WEBHOOK_ATTEMPT_OUTCOMES),
    at,
  }),
});
/**
 * Someone asked for a failed delivery to be sent again. It carries what is sent (as scheduled), so
 * the webhook process manager starts the new run from this event alone; resends recorded before
 * 2026-12 lack it (the API started their runs itself).
 */
export const webhookDeliveryResent = z.object({
  type: z.literal('WebhookDeliveryResent'),
  data: z.object({ ...deliveryIds, eventId: z.string().min(1).optional(), eventType: z.enum(WEBHOOK_TOPICS).optional(), body: z.string().optional(), at }),
});

export const webhookDeliveryEvent = z.discriminatedUnion('type', [webhookDeliveryScheduled, webhookDeliveryAttempted, webhookDeliveryResent]);
export type WebhookDeliveryEvent = z.infer<typeof webhookDeliveryEvent>;

export const WEBHOOK_EVENT_TYPES = [...webhookEndpointEvent.options, ...webhookDeliveryEvent.options].map((o) => o.shape.type.value);
