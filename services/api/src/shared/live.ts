import { GraphQLError } from 'graphql';
import { Repeater } from 'graphql-yoga';
import type { Msg, NatsConnection, QueuedIterator, Status } from '@nats-io/transport-node';
import { isUuid } from '@spend/domain';
import { contextOfNatsHeaders, inSpan, SpanKind } from '@spend/runtime';
import { isExpectedError } from './errors';

/** What one projection batch published on `company.<id>.changed.<topic>`: the ids it touched. */
export interface Change {
  topic: string;
  ids: string[];
}

export interface LiveOptions<T> {
  /** The topics followed (`budgets`, `transactions`…). One topic is its own subject; several share the company's wildcard. */
  topics: readonly string[];
  /** The payloads one change becomes; none when it concerns nothing this subscriber may see. */
  payloads: (change: Change) => Promise<readonly T[]> | readonly T[];
  /**
   * Sent once before any change, when a subscriber needs the current value first (badge counts), or
   * must read again what it read before it was subscribed (a change in between would be lost). Sent
   * only once NATS has the subscription, so nothing after it can be missed.
   */
  initial?: () => Promise<readonly T[]>;
}

/** Just enough of the API context: the connection and the caller's company (never another's). */
export interface LiveContext {
  services: { nats: NatsConnection };
  caller: { companyId: string };
}

export const LIVE_INTERRUPTED = 'Live updates were interrupted. Subscribe again to continue.';

/**
 * Core NATS is at-most-once: once the connection drops, changes may have been missed, so the
 * subscriber must not see a quiet `complete` but an error it can retry (resubscribe and refetch).
 */
export const liveInterrupted = (): GraphQLError => new GraphQLError(LIVE_INTERRUPTED, { extensions: { code: 'UNAVAILABLE', retryable: true } });

const changeOf = (message: Msg): Change => {
  const topic = message.subject.slice(message.subject.lastIndexOf('.') + 1);
  let ids: unknown;
  try {
    ids = message.json<{ ids?: unknown } | null>()?.ids;
  } catch {
    ids = undefined; // a payload that is not JSON still says "this topic changed"
  }
  // Only ids that can be a row's: anything else would fail the read models' uuid comparisons.
  return { topic, ids: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && isUuid(id)) : [] };
};

/**
 * The one way a GraphQL subscription follows changes: the caller's company's NATS subject(s),
 * filtered by topic and mapped to payloads, in order. The NATS subscription ends when the client
 * goes away (graphql-ws returns the iterator); if the connection drops or closes first, or a read
 * of ours fails, the iterator throws `liveInterrupted()`.
 */
export const liveChanges = <T>(ctx: LiveContext, options: LiveOptions<T>): AsyncIterableIterator<T> =>
  new Repeater<T>(async (push, stop) => {
    const { nats } = ctx.services;
    const { topics } = options;
    const subject = `company.${ctx.caller.companyId}.changed.${topics.length === 1 ? topics[0] : '*'}`;
    const subscription = nats.subscribe(subject);
    // Declared an AsyncIterable; the client's is a queued iterator whose `stop` lets go of the
    // connection's listener at once (returning a pending for-await would wait for the next status).
    const statuses = nats.status() as QueuedIterator<Status>;
    let ended = false;
    void stop.then(() => {
      ended = true;
      subscription.unsubscribe();
      statuses.stop();
    });
    void (async () => {
      for await (const status of statuses) if (status.type === 'disconnect') stop(liveInterrupted());
    })();
    try {
      if (options.initial) {
        await nats.flush();
        for (const payload of await options.initial()) await push(payload);
      }
      for await (const message of subscription) {
        if (ended) break;
        const change = changeOf(message);
        if (!topics.includes(change.topic)) continue;
        // In the trace of the projection batch that published the change (its NATS headers).
        await inSpan('@spend/api', `graphql.subscription.deliver ${change.topic}`, { kind: SpanKind.CONSUMER, parent: contextOfNatsHeaders(message.headers), attributes: { 'messaging.destination.name': message.subject } }, async () => {
          for (const payload of await options.payloads(change)) await push(payload);
        });
      }
      // The subscription ended without the client leaving: the connection closed or is draining.
      stop(ended ? undefined : liveInterrupted());
    } catch (error) {
      // A read that failed on our side (the database failing over) is an interruption the client
      // recovers from by subscribing again; as a plain error it would end its live updates for good.
      stop(isExpectedError(error) ? error : liveInterrupted());
    }
  });
