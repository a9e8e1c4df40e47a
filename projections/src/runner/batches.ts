import type { RecordedEvent, Subscription } from '@spend/eventstore';

const IDLE = Symbol('idle');

/**
 * Groups a subscription's events into batches: everything already fetched goes into one batch
 * (up to `max`), and a batch is closed as soon as the next event would have to wait.
 */
export async function* inBatches(subscription: Subscription, max: number): AsyncGenerator<RecordedEvent[]> {
  const iterator = subscription[Symbol.asyncIterator]();
  let pending = iterator.next();
  for (;;) {
    const first = await pending;
    if (first.done) return;
    const batch = [first.value];
    pending = iterator.next();
    while (batch.length < max) {
      const next = await Promise.race([pending, new Promise<typeof IDLE>((resolve) => setImmediate(() => resolve(IDLE)))]);
      if (next === IDLE) break;
      if (next.done) {
        yield batch;
        return;
      }
      batch.push(next.value);
      pending = iterator.next();
    }
    yield batch;
  }
}
