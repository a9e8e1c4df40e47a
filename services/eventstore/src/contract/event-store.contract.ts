import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  comparePositions,
  type EventData,
  type EventStore,
  type RecordedEvent,
} from '../types';

export interface ContractStoreOptions {
  /**
   * Runs inside an append just before it commits. Implementations that can hold a commit open
   * (PostgreSQL) must call it, so the ordering test can make transactions commit out of order.
   */
  beforeCommit?: () => Promise<void>;
}

export type ContractStoreFactory = (options?: ContractStoreOptions) => Promise<EventStore>;

export const event = (type = 'Tested', data: unknown = { n: 1 }): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { companyId: randomUUID(), userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});

export const stream = (): string => `test-${randomUUID()}`;

const conflictOf = async (promise: Promise<unknown>): Promise<WrongExpectedVersionError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  return error as WrongExpectedVersionError;
};

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The semantics every EventStore must have, written against the interface only. */
export const describeEventStoreContract = (name: string, createStore: ContractStoreFactory): void => {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await createStore();
    });
    afterAll(async () => {
      await store.close();
    });

    describe('expected revision', () => {
      it('no_stream appends to a new stream and conflicts on an existing one with its revision', async () => {
        const s = stream();
        const first = await store.append(s, [event(), event()], { expectedRevision: 'no_stream' });
        expect(first.nextExpectedRevision).toBe(1n);
        const error = await conflictOf(store.append(s, [event()], { expectedRevision: 'no_stream' }));
        expect(error.actualRevision).toBe(1n);
        expect(error.streamName).toBe(s);
      });

      it('stream_exists conflicts on a missing stream with actual no_stream, and appends to an existing one', async () => {
        const s = stream();
        const error = await conflictOf(store.append(s, [event()], { expectedRevision: 'stream_exists' }));
        expect(error.actualRevision).toBe('no_stream');
        await store.append(s, [event()], { expectedRevision: 'no_stream' });
        const result = await store.append(s, [event()], { expectedRevision: 'stream_exists' });
        expect(result.nextExpectedRevision).toBe(1n);
      });

      it('an exact revision appends when it matches and conflicts with the actual revision when not', async () => {
        const s = stream();
        await store.append(s, [event(), event(), event()]);
        const ok = await store.append(s, [event()], { expectedRevision: 2n });
        expect(ok.nextExpectedRevision).toBe(3n);
        const stale = await conflictOf(store.append(s, [event()], { expectedRevision: 2n }));
        expect(stale.actualRevision).toBe(3n);
        expect(stale.expectedRevision).toBe(2n);
        const missing = await conflictOf(store.append(stream(), [event()], { expectedRevision: 0n }));
        expect(missing.actualRevision).toBe('no_stream');
      });

      it('any appends whatever the stream state', async () => {
        const s = stream();
        expect((await store.append(s, [event()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0n);
        expect((await store.append(s, [event(), event()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(2n);
      });

      it('a conflicting append records nothing', async () => {
        const s = stream();
        await store.append(s, [event()]);
        await conflictOf(store.append(s, [event(), event()], { expectedRevision: 5n }));
        expect(await store.readStream(s)).toHaveLength(1);
      });

      it('of concurrent appends at the same revision exactly one wins', async () => {
        const s = stream();
        await store.append(s, [event()]);
        const results = await Promise.allSettled(Array.from({ length: 10 }, () => store.append(s, [event()], { expectedRevision: 0n })));
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        for (const r of results.filter((r) => r.status === 'rejected')) {
          expect((r as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
        }
        expect(await store.readStream(s)).toHaveLength(2);
      });
    });

    it('appends several events atomically, in order, with consecutive revisions', async () => {
      const s = stream();
      const batch = [event('A'), event('B'), event('C')];
      await store.append(s, batch);
      const read = await store.readStream(s);
      expect(read.map((e) => e.type)).toEqual(['A', 'B', 'C']);
      expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      for (let i = 1; i < read.length; i++) expect(comparePositions(read[i - 1]!.position, read[i]!.position)).toBeLessThan(0);
      expect(read[0]!.metadata).toEqual(batch[0]!.metadata);
      expect(read[1]!.data).toEqual(batch[1]!.data);
    });

    it('re-appending the same event ids is a no-op that answers like the first append', async () => {
      const s = stream();
      const batch = [event(), event()];
      const first = await store.append(s, batch, { expectedRevision: 'no_stream' });
      const again = await store.append(s, batch, { expectedRevision: 'no_stream' });
      expect(again).toEqual(first);
      expect(await store.readStream(s)).toHaveLength(2);
    });

    describe('multi-stream append', () => {
      it('appends to several streams atomically, each at its expected revision', async () => {
        const [a, b] = [stream(), stream()];
        await store.append(a, [event()]);
        const results = await store.appendToStreams([
          { streamName: a, events: [event('A1')], expectedRevision: 0n },
          { streamName: b, events: [event('B0'), event('B1')], expectedRevision: 'no_stream' },
        ]);
        expect(results.map((r) => r.nextExpectedRevision)).toEqual([1n, 1n]);
        expect((await store.readStream(b)).map((e) => e.type)).toEqual(['B0', 'B1']);
        // One commit: every event of the call shares the commit part of its position.
        const [lastA] = await store.readStream(a, { direction: 'backwards', maxCount: 1 });
        expect(lastA!.position.commit).toBe(results[1]!.position.commit);
      });

      it('records nothing in any stream when one stream fails its check, and names that stream', async () => {
        const [a, b] = [stream(), stream()];
        await store.append(b, [event()]);
        const error = await conflictOf(
          store.appendToStreams([
            { streamName: a, events: [event()], expectedRevision: 'no_stream' },
            { streamName: b, events: [event()], expectedRevision: 'no_stream' },
          ]),
        );
        expect(error.streamName).toBe(b);
        expect(error.actualRevision).toBe(0n);
        await expect(store.readStream(a)).rejects.toBeInstanceOf(StreamNotFoundError);
        expect(await store.readStream(b)).toHaveLength(1);
      });

      it('re-appending the same event ids answers like the first append', async () => {
        const [a, b] = [stream(), stream()];
        const appends = [
          { streamName: a, events: [event()], expectedRevision: 'no_stream' as const },
          { streamName: b, events: [event()], expectedRevision: 'no_stream' as const },
        ];
        const first = await store.appendToStreams(appends);
        expect(await store.appendToStreams(appends)).toEqual(first);
        expect(await store.readStream(a)).toHaveLength(1);
      });

      it('of concurrent multi-stream appends sharing a stream at one revision exactly one wins', async () => {
        const shared = stream();
        await store.append(shared, [event()]);
        const outcomes = await Promise.allSettled(
          Array.from({ length: 6 }, () =>
            store.appendToStreams([
              { streamName: stream(), events: [event()], expectedRevision: 'no_stream' },
              { streamName: shared, events: [event()], expectedRevision: 0n },
            ]),
          ),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        expect(await store.readStream(shared)).toHaveLength(2);
      });
    });

    it('reads a stream forwards and backwards from a revision with a limit', async () => {
      const s = stream();
      await store.append(s, Array.from({ length: 5 }, (_, i) => event('N', { i })));
      const forwards = await store.readStream(s, { fromRevision: 1n, maxCount: 2 });
      expect(forwards.map((e) => e.revision)).toEqual([1n, 2n]);
      const backwards = await store.readStream(s, { direction: 'backwards', maxCount: 2 });
      expect(backwards.map((e) => e.revision)).toEqual([4n, 3n]);
      const backFrom = await store.readStream(s, { direction: 'backwards', fromRevision: 1n });
      expect(backFrom.map((e) => e.revision)).toEqual([1n, 0n]);
      await expect(store.readStream(stream())).rejects.toBeInstanceOf(StreamNotFoundError);
    });


    it('reads streams from their latest snapshots of a version: each snapshot and only the events after it', async () => {
      const [s, t] = [stream(), stream()];
      await store.append(s, Array.from({ length: 5 }, (_, i) => event('N', { i })));
      await store.append(t, [event('N', { i: 0 })]);
      const read = (version: string, ...names: string[]) => store.readStreamsFromSnapshots(names, version);
      const bare = (await read('v1', s)).get(s)!;
      expect(bare.snapshot).toBeNull();
      expect(bare.events.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);

      await store.saveSnapshot(s, { version: 'v1', revision: 2n, state: { sum: 3 } });
      const both = await read('v1', s, t, stream());
      expect([...both.keys()].sort()).toEqual([s, t].sort());
      expect(both.get(s)!.snapshot).toEqual({ version: 'v1', revision: 2n, state: { sum: 3 } });
      expect(both.get(s)!.events.map((e) => e.revision)).toEqual([3n, 4n]);
      expect(both.get(t)).toEqual({ snapshot: null, events: [expect.objectContaining({ revision: 0n, streamName: t })] });

      // An older snapshot never replaces a later one; another version (the fold changed) is not read.
      await store.saveSnapshot(s, { version: 'v1', revision: 1n, state: { sum: 1 } });
      expect((await read('v1', s)).get(s)!.snapshot?.revision).toBe(2n);
      const otherVersion = (await read('v2', s)).get(s)!;
      expect(otherVersion.snapshot).toBeNull();
      expect(otherVersion.events).toHaveLength(5);

      // A snapshot at the last revision: no events after it.
      await store.saveSnapshot(s, { version: 'v1', revision: 4n, state: { sum: 10 } });
      expect((await read('v1', s)).get(s)).toEqual({ snapshot: { version: 'v1', revision: 4n, state: { sum: 10 } }, events: [] });
    });

    it('reads $all after a position, in order, with a limit', async () => {
      const s = stream();
      const before = await store.append(stream(), [event()]);
      await store.append(s, [event('X'), event('Y'), event('Z')]);
      // $all shows only what no older open transaction can still precede; the horizon is cluster-wide,
      // so a transaction open in another test's database may hold it back for a moment.
      const after = await vi.waitFor(async () => {
        const read = await store.readAll({ fromPosition: before.position, maxCount: 10_000 });
        expect(read.filter((e) => e.streamName === s).map((e) => e.type)).toEqual(['X', 'Y', 'Z']);
        return read;
      }, { timeout: 10_000, interval: 50 });
      for (let i = 1; i < after.length; i++) expect(comparePositions(after[i - 1]!.position, after[i]!.position)).toBeLessThan(0);
      const limited = await store.readAll({ fromPosition: before.position, maxCount: 2 });
      expect(limited).toHaveLength(2);
      expect(limited).toEqual(after.slice(0, 2));
    });

    it('subscribeToAll catches up, then follows live appends', async () => {
      const s = stream();
      const start = await store.append(stream(), [event()]);
      await store.append(s, [event('Old')]);
      const subscription = store.subscribeToAll({ fromPosition: start.position });
      const seen: RecordedEvent[] = [];
      const done = (async () => {
        for await (const e of subscription) {
          if (e.streamName !== s) continue;
          seen.push(e);
          if (seen.length === 3) break;
        }
      })();
      await sleep(50);
      await store.append(s, [event('Live1')]);
      await store.append(s, [event('Live2')]);
      await done;
      await subscription.unsubscribe();
      expect(seen.map((e) => e.type)).toEqual(['Old', 'Live1', 'Live2']);
    });
  });
};
