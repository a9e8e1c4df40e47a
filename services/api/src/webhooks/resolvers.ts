import { isUuid, notFound, streams, webhookDeliveryDecider, webhookEndpointsDecider, WEBHOOK_MESSAGES as M, WEBHOOK_TOPICS, type WebhookTopic } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import { webhookSigningSecret } from '@spend/workflows/webhooks';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, nowOf, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { readDeliveries, readEndpoint, readEndpoints } from './load';

/** Production rules for URLs (https, public hosts) unless configured otherwise. */
const strict = (ctx: ApiContext) => (ctx.services.config.WEBHOOK_STRICT_URLS ? ctx.services.config.WEBHOOK_STRICT_URLS === 'true' : ctx.services.config.NODE_ENV === 'production');

const onEndpoints = async (ctx: ApiContext, command: Parameters<typeof webhookEndpointsDecider.decide>[0]) => {
  await runCommand(ctx, streams.webhooks(ctx.caller.companyId), webhookEndpointsDecider, command);
  await awaitProjections(ctx, ['webhooks']);
};

/** The answer that shows a signing secret; it is derived, never stored, and not kept under the Idempotency-Key. */
const withSecret = async (ctx: ApiContext, endpointId: string, secretId: string) => {
  ctx.responseHoldsSecret = true;
  return { endpoint: await readEndpoint(ctx, endpointId), secret: webhookSigningSecret(ctx.services.config.WEBHOOK_SECRET_KEY, secretId) };
};

const target = (ctx: ApiContext, data: { url: string; eventTypes: string[] }) => ({ url: data.url, eventTypes: data.eventTypes as WebhookTopic[], strict: strict(ctx) });
const base = (ctx: ApiContext) => ({ companyId: ctx.caller.companyId, now: nowOf(ctx) });

/**
 * Records the resend and answers: the webhook process manager starts the new run from its event
 * (same webhook-id and body), so a resend while no worker runs waits for one, not the caller.
 */
const resend = async (ctx: ApiContext, deliveryId: string) => {
  // Ids are UUIDs: anything else names no delivery, and never reaches the event store as a stream name.
  if (!isUuid(deliveryId)) throw notFound(M.deliveryNotFound);
  await runCommand(ctx, streams.webhookDelivery(deliveryId), webhookDeliveryDecider, { type: 'ResendWebhookDelivery', deliveryId, ...base(ctx) });
  await awaitProjections(ctx, ['webhooks']);
  return (await readDeliveries(ctx, { deliveryId }))[0]!;
};

export const webhookResolvers: Resolvers = {
  Query: {
    webhookEndpoints: (_, __, ctx) => {
      requirePermission(ctx, 'webhooks.manage');
      return readEndpoints(ctx);
    },
    webhookEventTypes: (_, __, ctx) => {
      requirePermission(ctx, 'webhooks.manage');
      return [...WEBHOOK_TOPICS];
    },
    webhookDeliveries: async (_, { endpointId, take }, ctx) => {
      requirePermission(ctx, 'webhooks.manage');
      await readEndpoint(ctx, endpointId);
      return readDeliveries(ctx, { endpointId }, take ?? 50);
    },
  },
  Mutation: {
    createOneWebhookEndpoint: async (_, { data }, ctx) => {
      requirePermission(ctx, 'webhooks.manage');
      // From the command id: a retry with the same Idempotency-Key registers nothing new and shows the same secret.
      const endpointId = deterministicUuid(ctx.commandId, 'webhook-endpoint');
      const secretId = deterministicUuid(ctx.commandId, 'webhook-secret');
      await onEndpoints(ctx, { type: 'RegisterWebhookEndpoint', endpointId, secretId, ...target(ctx, data), ...base(ctx) });
      return withSecret(ctx, endpointId, secretId);
    },
    updateOneWebhookEndpoint: async (_, { id, data }, ctx) => {
      requirePermission(ctx, 'webhooks.manage');
      await readEndpoint(ctx, id);
      await onEndpoints(ctx, { type: 'ChangeWebhookEndpoint', endpointId: id, ...target(ctx, data), ...base(ctx) });
      return readEndpoint(ctx, id);
    },
    setWebhookEndpointEnabled: async (_, { id, enabled }, ctx) => {
      requirePermission(ctx, 'webhooks.manage');
      await readEndpoint(ctx, id);
      await onEndpoints(ctx, { type: 'SetWebhookEndpointEnabled', endpointId: id, enabled, ...base(ctx) });
      return readEndpoint(ctx, id);
    },
    rotateWebhookSecret: async (_, { id }, ctx) => {
      requirePermission(ctx, 'webhooks.manage');
      await readEndpoint(ctx, id);
      const secretId = deterministicUuid(ctx.commandId, 'webhook-secret-rotation');
      await onEndpoints(ctx, { type: 'RotateWebhookSecret', endpointId: id, secretId, ...base(ctx) });
      return withSecret(ctx, id, secretId);
    },
    deleteOneWebhookEndpoint: async (_, { id }, ctx) => {
      requirePermission(ctx, 'webhooks.manage');
      await readEndpoint(ctx, id);
      await onEndpoints(ctx, { type: 'DeleteWebhookEndpoint', endpointId: id, ...base(ctx) });
      return id;
    },
    resendWebhookDelivery: (_, { id }, ctx) => {
      requirePermission(ctx, 'webhooks.manage');
      return resend(ctx, id);
    },
  },
};
