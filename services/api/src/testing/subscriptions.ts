import { EventEmitter, once } from 'node:events';
import type { NatsConnection } from '@nats-io/transport-node';

/**
 * The API's NATS connection, counting the subscriptions it opens (one per live GraphQL
 * subscription), so a test can wait until its subscriber is listening before it changes anything.
 */
export const countingSubscriptions = (nats: NatsConnection) => {
  let opened = 0;
  const opens = new EventEmitter();
  const subscribe: NatsConnection['subscribe'] = (subject, options) => {
    const subscription = nats.subscribe(subject, options);
    opened++;
    opens.emit('open');
    return subscription;
  };
  const counted = new Proxy(nats, {
    get: (target, key) => {
      if (key === 'subscribe') return subscribe;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    nats: counted,
    /** Call before subscribing; resolves once `count` more subscriptions are open than at the call. */
    listening: (count = 1): Promise<void> => {
      const target = opened + count;
      return (async () => {
        while (opened < target) await once(opens, 'open');
      })();
    },
  };
};
