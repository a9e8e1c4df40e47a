import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { ApplicationFailure, ParentClosePolicy, proxyActivities, startChild } from '@temporalio/workflow';
import type { WebhookActivities } from './activities';
import { DEFAULT_WEBHOOK_RETRY, readyToSyncEventId, webhookDeliveryWorkflowId, type WebhookDeliveryInput } from './messages';

const steps = proxyActivities<WebhookActivities>({ startToCloseTimeout: '1 minute', retry: { initialInterval: '1 second', maximumAttempts: 10 } });
/** Waits (by retrying) for the transactions read model to apply the event: up to about 10 minutes. */
const readiness = proxyActivities<WebhookActivities>({ startToCloseTimeout: '30 seconds', retry: { initialInterval: '250 ms', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 30 } });

export interface WebhookEventInput {
  companyId: string;
  /** The domain event's id: the webhook-id of its own message. */
  eventId: string;
  occurredAt: string;
  /** The event's own message; absent when it can only have made a transaction ready to sync. */
  eventType?: string;
  body?: string;
  /** A transaction that may be READY_TO_SYNC once the transactions projection reaches `position`. */
  readyCheck?: { transactionId: string; position: { commit: string; prepare: string } };
  retry?: WebhookDeliveryInput['retry'];
  attemptTimeoutMs?: number;
}

type Message = { eventId: string; eventType: string; body: string };

/** One delivery workflow per endpoint taking the message, id `webhook-<endpointId>-<eventId>`: Temporal refuses a second. */
const fanOut = async (input: WebhookEventInput, message: Message, targets: { endpointId: string; deliveryId: string }[]): Promise<string[]> => {
  for (const { endpointId, deliveryId } of targets) {
    const delivery: WebhookDeliveryInput = { companyId: input.companyId, endpointId, deliveryId, ...message, retry: input.retry, attemptTimeoutMs: input.attemptTimeoutMs };
    try {
      await startChild(webhookDeliveryWorkflow, { workflowId: webhookDeliveryWorkflowId(endpointId, message.eventId), args: [delivery], parentClosePolicy: ParentClosePolicy.ABANDON });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }
  return targets.map((t) => t.deliveryId);
};

const targetsOf = (input: WebhookEventInput, eventType: string, eventId: string) =>
  steps.webhookTargets({ companyId: input.companyId, eventType, occurredAt: input.occurredAt, eventId });

/**
 * A domain event's webhooks (workflow id `webhook-event-<eventId>`): its own message to the endpoints
 * that take it, and transactions.ready_to_sync (webhook-id per transaction) when it left its
 * transaction READY_TO_SYNC. The deliveries outlive this workflow.
 */
export async function webhookEventWorkflow(input: WebhookEventInput): Promise<string[]> {
  const deliveries: string[] = [];
  if (input.eventType && input.body) {
    const message = { eventId: input.eventId, eventType: input.eventType, body: input.body };
    deliveries.push(...(await fanOut(input, message, await targetsOf(input, message.eventType, message.eventId))));
  }
  if (input.readyCheck) {
    const eventId = readyToSyncEventId(input.readyCheck.transactionId);
    const targets = await targetsOf(input, 'transactions.ready_to_sync', eventId);
    const ready = targets.length > 0 ? await readiness.transactionReadyToSync({ companyId: input.companyId, ...input.readyCheck }) : null;
    if (ready) {
      const body = JSON.stringify({ type: 'transactions.ready_to_sync', timestamp: input.occurredAt, data: ready });
      deliveries.push(...(await fanOut(input, { eventId, eventType: 'transactions.ready_to_sync', body }, targets)));
    }
  }
  return deliveries;
}

/**
 * One message to one endpoint: records it, then tries with exponential backoff until the receiver
 * takes it (2xx), refuses it for good (4xx other than 408/429), or the attempts run out. A delivery
 * that did not get through fails, so "Resend" may start the same workflow id again.
 */
export async function webhookDeliveryWorkflow(input: WebhookDeliveryInput): Promise<void> {
  const retry = input.retry ?? DEFAULT_WEBHOOK_RETRY;
  // Delivered already (a repeat after Temporal forgot the workflow id): nothing to send.
  if (await steps.scheduleWebhookDelivery(input)) return;
  const { deliverWebhook } = proxyActivities<WebhookActivities>({
    startToCloseTimeout: input.attemptTimeoutMs ?? 60_000,
    retry: { initialInterval: retry.initialIntervalMs, backoffCoefficient: 2, maximumInterval: '1 hour', maximumAttempts: retry.maximumAttempts, nonRetryableErrorTypes: ['WebhookRefused'] },
  });
  try {
    await deliverWebhook({ ...input, maximumAttempts: retry.maximumAttempts });
  } catch {
    throw ApplicationFailure.nonRetryable('The webhook was not delivered.', 'WebhookNotDelivered');
  }
}
