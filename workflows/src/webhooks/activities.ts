import { ApplicationFailure, Context } from '@temporalio/activity';
import type pg from 'pg';
import { isoNow, streams, webhookDeliveryDecider, webhookEndpointsDecider, webhookTargets, type WebhookDeliveryCommand, type WebhookTopic } from '@spend/domain';
import { deterministicUuid, handleCommand, loadState, systemClock, type EventStore } from '@spend/eventstore';
import type { WebhookDeliveryInput } from './messages';
import { postWebhook } from './post';
import { webhookHeaders, webhookSigningSecret } from './signature';

export interface WebhookActivityOptions {
  store: EventStore;
  /** WEBHOOK_SECRET_KEY: the endpoints' signing secrets are derived from it. */
  secretKey: string;
  /** Production rules: https only, and no private address, also after DNS resolution. */
  strict: boolean;
  timeoutMs: number;
  /** The read models (as spend_api): where READY_TO_SYNC is computed. */
  readModels: pg.Pool;
  clock?: { now(): Date };
}

/** What transactions.ready_to_sync tells: the transaction as the read model has it. */
export interface ReadyTransaction { transactionId: string; amountCents: number; currency: string; description: string | null; syncState: string }

/** The delivery of a message to an endpoint: one stream per (endpoint, event). */
export const webhookDeliveryId = (endpointId: string, eventId: string): string => deterministicUuid('webhook-delivery', endpointId, eventId);

/** 2xx delivered; 408, 429, 5xx and no answer are worth another try; any other answer is final. */
const outcomeOf = (statusCode: number | null): 'DELIVERED' | 'RETRY' | 'FINAL' => {
  if (statusCode === null) return 'RETRY';
  if (statusCode >= 200 && statusCode < 300) return 'DELIVERED';
  return statusCode === 408 || statusCode === 429 || statusCode >= 500 ? 'RETRY' : 'FINAL';
};

export const createWebhookActivities = ({ store, secretKey, strict, timeoutMs, readModels, clock = systemClock }: WebhookActivityOptions) => {
  const now = () => isoNow(clock);
  const endpoints = (companyId: string) => loadState(store, streams.webhooks(companyId), webhookEndpointsDecider);
  const onDelivery = (command: WebhookDeliveryCommand, commandId: string) =>
    handleCommand(store, streams.webhookDelivery(command.deliveryId), webhookDeliveryDecider, command, { companyId: command.companyId, userId: null, correlationId: command.deliveryId, commandId });

  return {
    /** The endpoints that take this event, each with its delivery id. */
    async webhookTargets(input: { companyId: string; eventType: string; occurredAt: string; eventId: string }): Promise<{ endpointId: string; deliveryId: string }[]> {
      const targets = webhookTargets(await endpoints(input.companyId), input.eventType as WebhookTopic, input.occurredAt);
      return targets.map((e) => ({ endpointId: e.endpointId, deliveryId: webhookDeliveryId(e.endpointId, input.eventId) }));
    },

    /**
     * Whether the transaction is READY_TO_SYNC once the transactions projection has applied the
     * event at `position` (until then this throws, and Temporal asks again); null when it is not.
     */
    async transactionReadyToSync(input: { companyId: string; transactionId: string; position: { commit: string; prepare: string } }): Promise<ReadyTransaction | null> {
      const client = await readModels.connect();
      try {
        await client.query('BEGIN');
        await client.query(`SELECT set_config('app.company_id', $1, true)`, [input.companyId]);
        const { rows: [checkpoint] } = await client.query<{ reached: boolean }>(
          // Every partition of the projection (a missing one has not started).
          `SELECT bool_and((commit_position, prepare_position) >= ($1::xid8, $2::bigint)) AND count(*) >= max(partitions) AS reached
           FROM projection_checkpoints WHERE name = 'transactions'`, [input.position.commit, input.position.prepare]);
        if (!checkpoint?.reached) throw ApplicationFailure.retryable('The transactions read model has not applied the event yet.', 'NotCaughtUp');
        const { rows: [row] } = await client.query<{ amount_cents: string; currency: string | null; description: string | null; sync_state: string | null }>(
          'SELECT amount_cents::text, currency, description, sync_state FROM transactions WHERE id = $1', [input.transactionId]);
        if (row?.sync_state !== 'READY_TO_SYNC') return null;
        return { transactionId: input.transactionId, amountCents: Number(row.amount_cents), currency: row.currency ?? 'USD', description: row.description, syncState: row.sync_state };
      } finally {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
      }
    },

    /** Records what is to be sent (once: a repeat records nothing); true when it was delivered already. */
    async scheduleWebhookDelivery(input: WebhookDeliveryInput): Promise<boolean> {
      const { companyId, endpointId, deliveryId, eventId, body } = input;
      const result = await onDelivery({ type: 'ScheduleWebhookDelivery', companyId, endpointId, deliveryId, eventId, eventType: input.eventType as WebhookTopic, body, now: now() }, deterministicUuid('webhook-scheduled', deliveryId));
      return result.state.status === 'DELIVERED';
    },

    /**
     * One attempt: signs with the endpoint's current secret, POSTs, and records the attempt. Throws
     * so that Temporal tries again (with backoff), non-retryable when the answer is final.
     */
    async deliverWebhook(input: WebhookDeliveryInput & { maximumAttempts: number }): Promise<void> {
      const { info } = Context.current();
      // The delivery workflow schedules it: the attempt is named after that run (Info.workflowExecution
      // is absent only for a standalone activity, which this never is).
      if (!info.workflowExecution) throw ApplicationFailure.nonRetryable('deliverWebhook runs in a webhook delivery workflow.', 'NotInWorkflow');
      const { runId } = info.workflowExecution;
      const endpoint = (await endpoints(input.companyId)).endpoints.find((e) => e.endpointId === input.endpointId);
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      const outcome = endpoint?.enabled
        ? await postWebhook({ url: endpoint.url, body: input.body, timeoutMs, strict, headers: webhookHeaders(webhookSigningSecret(secretKey, endpoint.secretId), input.eventId, timestamp, input.body) })
        : { statusCode: null, durationMs: 0, error: endpoint ? 'The endpoint is disabled.' : 'The endpoint was deleted.', retryAfterMs: null };
      const kind = endpoint?.enabled ? outcomeOf(outcome.statusCode) : 'FINAL';
      const last = kind === 'FINAL' || (kind === 'RETRY' && info.attempt >= input.maximumAttempts);
      const error = outcome.error ?? (kind === 'DELIVERED' ? null : `HTTP ${outcome.statusCode}`);
      await onDelivery({
        type: 'RecordWebhookAttempt', companyId: input.companyId, endpointId: input.endpointId, deliveryId: input.deliveryId,
        statusCode: outcome.statusCode, durationMs: outcome.durationMs, error, outcome: kind === 'DELIVERED' ? 'DELIVERED' : last ? 'FAILED' : 'RETRYING', now: now(),
      }, deterministicUuid('webhook-attempt', input.deliveryId, runId, info.attempt));
      if (kind === 'DELIVERED') return;
      if (kind === 'FINAL') throw ApplicationFailure.nonRetryable(error!, 'WebhookRefused');
      throw ApplicationFailure.create({ message: error!, type: 'WebhookNotDelivered', ...(outcome.retryAfterMs !== null && { nextRetryDelay: outcome.retryAfterMs }) });
    },
  };
};

export type WebhookActivities = ReturnType<typeof createWebhookActivities>;
