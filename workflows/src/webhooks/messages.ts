/** Workflow ids of webhook deliveries (business ids: starting one twice is refused, so a replayed event is sent once). */
export const webhookEventWorkflowId = (eventId: string): string => `webhook-event-${eventId}`;
export const webhookDeliveryWorkflowId = (endpointId: string, eventId: string): string => `webhook-${endpointId}-${eventId}`;
/** A resend's run: its own id (the resend event's), so it never waits for the failed run to close. */
export const webhookResendWorkflowId = (endpointId: string, eventId: string, resentEventId: string): string => `${webhookDeliveryWorkflowId(endpointId, eventId)}-resent-${resentEventId}`;

/** One message to one endpoint; `body` is fixed so that every attempt sends the same bytes. */
export interface WebhookDeliveryInput {
  companyId: string;
  endpointId: string;
  deliveryId: string;
  /** The `webhook-id` a receiver dedupes by: the domain event's id. */
  eventId: string;
  eventType: string;
  body: string;
  /** Backoff from this interval, doubling, for this many attempts (tests make it short). */
  retry?: { initialIntervalMs: number; maximumAttempts: number };
  /** One attempt's limit; a worker that died mid-attempt is retried after it. */
  attemptTimeoutMs?: number;
}

/** The webhook id of a transaction's transactions.ready_to_sync: one per transaction, so a receiver dedupes repeats. */
export const readyToSyncEventId = (transactionId: string): string => `ready-to-sync-${transactionId}`;

export const DEFAULT_WEBHOOK_RETRY = { initialIntervalMs: 10_000, maximumAttempts: 10 };
