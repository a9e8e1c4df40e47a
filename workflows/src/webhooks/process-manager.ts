import { loadState } from '@spend/eventstore';
import {
  readyToSyncCandidate, streams, webhookBody, webhookDeliveryResent, webhookEndpointsDecider, webhookMessageOf, webhookTargets, type SourceEvent,
} from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import { runProcessManager, type ProcessManagerOptions, type WorkflowStart } from '../process-manager';
import { webhookEventWorkflowId, webhookResendWorkflowId, type WebhookDeliveryInput } from './messages';
import type { WebhookEventInput } from './workflows';

type Delivery = Pick<WebhookEventInput, 'retry' | 'attemptTimeoutMs'>;

/**
 * A resent delivery's new run, from its WebhookDeliveryResent (which carries the message as
 * scheduled). Resends recorded before the event carried it had their runs started by the API.
 */
const resendStart = (event: RecordedEvent, delivery: Delivery | undefined): WorkflowStart | null => {
  const { data } = webhookDeliveryResent.parse({ type: event.type, data: event.data });
  if (data.eventId === undefined || data.eventType === undefined || data.body === undefined) return null;
  const input: WebhookDeliveryInput = {
    companyId: data.companyId, endpointId: data.endpointId, deliveryId: data.deliveryId, eventId: data.eventId, eventType: data.eventType, body: data.body, ...delivery,
  };
  return { workflowType: 'webhookDeliveryWorkflow', workflowId: webhookResendWorkflowId(data.endpointId, data.eventId, event.id), args: [input], key: event.id };
};

/**
 * Starts a webhook event workflow (id per domain event, so a replayed event starts nothing new) for
 * each authorization, clearing, approved reimbursement or bookkeeping change of a company that has
 * an endpoint taking what it may cause; and a delivery's new run for each resend.
 */
export const runWebhookProcessManager = (options: ProcessManagerOptions & {
  delivery?: Delivery;
  onHandled?: (key: string, started: boolean) => void;
}): Promise<void> =>
  runProcessManager({
    ...options,
    startFor: (event) => {
      if (event.type === 'WebhookDeliveryResent') return resendStart(event, options.delivery);
      const source: SourceEvent = { id: event.id, type: event.type, data: event.data, createdAt: event.createdAt.toISOString() };
      const message = webhookMessageOf(source);
      const ready = readyToSyncCandidate(source);
      if (!message && !ready) return null;
      const input: WebhookEventInput = {
        companyId: message?.companyId ?? ready!.companyId, eventId: event.id, occurredAt: message?.occurredAt ?? source.createdAt, ...options.delivery,
        ...(message && { eventType: message.eventType, body: webhookBody(message) }),
        ...(ready && { readyCheck: { transactionId: ready.transactionId, position: { commit: event.position.commit.toString(), prepare: event.position.prepare.toString() } } }),
      };
      return {
        workflowType: 'webhookEventWorkflow', workflowId: webhookEventWorkflowId(event.id), args: [input], key: event.id,
        // Most companies have no endpoint for most events: no workflow for those.
        skip: async () => {
          const state = await loadState(options.store, streams.webhooks(input.companyId), webhookEndpointsDecider);
          const wanted = (type: Parameters<typeof webhookTargets>[1]) => webhookTargets(state, type, input.occurredAt).length > 0;
          return !(message && wanted(message.eventType)) && !(ready && wanted('transactions.ready_to_sync'));
        },
      };
    },
  });
