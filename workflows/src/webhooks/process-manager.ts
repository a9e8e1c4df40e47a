import { loadState } from '@spend/eventstore';
import { readyToSyncCandidate, streams, webhookBody, webhookEndpointsDecider, webhookMessageOf, webhookTargets, type SourceEvent } from '@spend/domain';
import { runProcessManager, type ProcessManagerOptions } from '../process-manager';
import { webhookEventWorkflowId } from './messages';
import type { WebhookEventInput } from './workflows';

/**
 * Starts a webhook event workflow (id per domain event, so a replayed event starts nothing new) for
 * each authorization, clearing, approved reimbursement or bookkeeping change of a company that has
 * an endpoint taking what it may cause.
 */
export const runWebhookProcessManager = (options: ProcessManagerOptions & {
  delivery?: Pick<WebhookEventInput, 'retry' | 'attemptTimeoutMs'>;
  onHandled?: (key: string, started: boolean) => void;
}): Promise<void> =>
  runProcessManager({
    ...options,
    startFor: (event) => {
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
