import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../types';
import { event, sleep, stream, type ContractStoreFactory } from './event-store.contract';

/** No subscriber may miss or reorder an event, even when commits land out of the order of their positions (ARCHITECTURE §3). */
export const describeEventStoreOrdering = (name: string, createStore: ContractStoreFactory): void => {
  describe(`EventStore contract: ${name}, ordering under concurrent writers`, () => {
    it('a live subscriber gets every one of 10,000 events exactly once, in $all order, while commits land out of order', async () => {
      const WRITERS = 8;
      const PER_WRITER = 1250;
      // Some transactions are held open before commit, so later positions commit first.
      const delaying = await createStore({
        beforeCommit: async () => {
          if (Math.random() < 0.03) await sleep(Math.random() * 25);
        },
      });
      const reader = await createStore();
      try {
        const marker = await reader.append(stream(), [event('Start')]);
        const subscription = reader.subscribeToAll({ fromPosition: marker.position });
        const tag = randomUUID();
        const total = WRITERS * PER_WRITER;
        const received: RecordedEvent[] = [];
        const consuming = (async () => {
          for await (const e of subscription) {
            if ((e.data as { tag?: string }).tag !== tag) continue;
            received.push(e);
            if (received.length === total) break;
          }
        })();
        await Promise.all(
          Array.from({ length: WRITERS }, async (_, w) => {
            const s = stream();
            for (let i = 0; i < PER_WRITER; i++) await delaying.append(s, [event('Ordered', { tag, w, i })]);
          }),
        );
        // A subscriber that skipped an event would wait forever: bound it and let the count speak.
        await Promise.race([consuming, sleep(20_000)]);
        await subscription.unsubscribe();
        expect(received).toHaveLength(total);

        const ids = received.map((e) => e.id);
        expect(new Set(ids).size).toBe(total);
        const fresh: RecordedEvent[] = [];
        let from = marker.position;
        for (;;) {
          const page = await reader.readAll({ fromPosition: from, maxCount: 5000 });
          if (page.length === 0) break;
          fresh.push(...page.filter((e) => (e.data as { tag?: string }).tag === tag));
          from = page[page.length - 1]!.position;
        }
        expect(fresh.map((e) => e.id)).toEqual(ids);
        // Each writer's own events stay in its order.
        for (let w = 0; w < WRITERS; w++) {
          const mine = received.filter((e) => (e.data as { w: number }).w === w).map((e) => (e.data as { i: number }).i);
          expect(mine).toEqual(Array.from({ length: PER_WRITER }, (_, i) => i));
        }
      } finally {
        await delaying.close();
        await reader.close();
      }
      // The run's own limit (vitest.config.ts): 10,000 appends took over 120 s on a loaded CI machine.
    });
  });
};
