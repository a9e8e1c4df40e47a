import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Decider } from '@spend/domain';
import { DomainError } from '@spend/domain';
import { handleCommandBatch } from './command-batch';
import { handleCommand, loadState, type CommandContext } from './command-handler';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from './testing';
import type { EventStore, StreamAppend } from './types';

type Added = { type: 'Added'; data: { by: number } };
type Counter = { total: number };

/** A counter that keeps a snapshot every 3 events and counts the events it folds. */
const snapshotCounter = (version = 'counter-1') => {
  const seen = { folded: 0 };
  const decider: Decider<Counter, { add: number }, Added> = {
    initialState: () => ({ total: 0 }),
    evolve: (state, event) => {
      seen.folded++;
      return { total: state.total + event.data.by };
    },
    decide: (command, state) => {
      if (state.total + command.add < 0) throw new DomainError('BAD_USER_INPUT', 'Below zero.', { add: 'Below zero.' });
      return command.add === 0 ? [] : [{ type: 'Added', data: { by: command.add } }];
    },
    snapshot: { version, every: 3, save: (state) => ({ total: state.total }), restore: (saved) => saved as Counter },
  };
  return { decider, seen };
};

const context = (): CommandContext => ({ companyId: randomUUID(), userId: null, correlationId: randomUUID(), commandId: randomUUID() });

let db: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await createTestDatabase('command_snapshots');
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

describe('handleCommand with a decider that keeps snapshots', () => {
  it('saves a snapshot every `every` events and then folds only the events after it', async () => {
    const stream = `counter-${randomUUID()}`;
    const { decider, seen } = snapshotCounter();
    for (let i = 1; i <= 7; i++) await handleCommand(store, stream, decider, { add: i }, context());
    // Revisions 0..6: snapshots at 2 (three events past none) and 5 (three past 2).
    const { snapshot, events } = (await store.readStreamsFromSnapshots([stream], 'counter-1')).get(stream)!;
    expect(snapshot).toEqual({ version: 'counter-1', revision: 5n, state: { total: 21 } });
    expect(events.map((e) => e.revision)).toEqual([6n]);

    seen.folded = 0;
    expect(await loadState(store, stream, decider)).toEqual({ total: 28 });
    expect(seen.folded).toBe(1);
  });

  it('ignores a snapshot of another version: the fold changed, so it folds the whole stream', async () => {
    const stream = `counter-${randomUUID()}`;
    for (let i = 0; i < 4; i++) await handleCommand(store, stream, snapshotCounter().decider, { add: 10 }, context());
    const changed = snapshotCounter('counter-2');
    expect(await loadState(store, stream, changed.decider)).toEqual({ total: 40 });
    expect(changed.seen.folded).toBe(4);
  });

  it('a snapshot that fails to save never fails the command: the next load folds the events instead', async () => {
    const stream = `counter-${randomUUID()}`;
    const failing: EventStore = Object.assign(Object.create(store) as EventStore, { saveSnapshot: () => Promise.reject(new Error('disk full')) });
    const { decider } = snapshotCounter();
    for (let i = 0; i < 4; i++) await handleCommand(failing, stream, decider, { add: 1 }, context());
    expect((await store.readStreamsFromSnapshots([stream], 'counter-1')).get(stream)!.snapshot).toBeNull();
    expect(await loadState(store, stream, decider)).toEqual({ total: 4 });
  });

  it('a retried command whose events came after the snapshot is recognised by its id and appends nothing again', async () => {
    const stream = `counter-${randomUUID()}`;
    const { decider } = snapshotCounter();
    for (let i = 0; i < 3; i++) await handleCommand(store, stream, decider, { add: 1 }, context());
    const ctx = context();
    await handleCommand(store, stream, decider, { add: 5 }, ctx);
    const again = await handleCommand(store, stream, decider, { add: 5 }, ctx);
    expect(again.appended).toBeNull();
    expect(again.state).toEqual({ total: 8 });
    expect(await store.readStream(stream)).toHaveLength(4);
  });
});

describe('handleCommandBatch', () => {
  const streamsOf = (n: number) => Array.from({ length: n }, () => `counter-${randomUUID()}`);

  it('decides each command on its own stream, appends them together, and a refused one is only its own error', async () => {
    const names = streamsOf(4);
    const { decider } = snapshotCounter();
    await handleCommand(store, names[0]!, decider, { add: 5 }, context());
    const batch = names.map((streamName, i) => ({ streamName, command: { add: i === 3 ? -1 : 2 }, context: context() }));
    const outcomes = await handleCommandBatch(store, decider, batch);
    expect(outcomes.map((o) => ('error' in o ? (o.error as Error).message : o.result.state.total))).toEqual([7, 2, 2, 'Below zero.']);
    expect((await store.readStream(names[1]!))[0]!.metadata).toMatchObject({ causationId: batch[1]!.context.commandId, companyId: batch[1]!.context.companyId });
    await expect(store.readStream(names[3]!)).rejects.toThrow('not found');

    // The same commands again: recognised by their ids, nothing appended twice.
    const again = await handleCommandBatch(store, decider, batch.slice(0, 3));
    expect(again.map((o) => 'result' in o && o.result.appended)).toEqual([null, null, null]);
    expect(await store.readStream(names[0]!)).toHaveLength(2);
  });

  it('saves the snapshots that come due, as single commands do', async () => {
    const [name] = streamsOf(1);
    const { decider } = snapshotCounter();
    for (let i = 0; i < 2; i++) await handleCommand(store, name!, decider, { add: 1 }, context());
    await handleCommandBatch(store, decider, [{ streamName: name!, command: { add: 1 }, context: context() }]);
    expect((await store.readStreamsFromSnapshots([name!], 'counter-1')).get(name!)!.snapshot).toEqual({ version: 'counter-1', revision: 2n, state: { total: 3 } });
  });

  it('when another process moves a stream on mid-batch, every command is handled again on its own and none is lost', async () => {
    const names = streamsOf(3);
    const { decider } = snapshotCounter();
    let intruded = false;
    // Another writer appends to the first stream just before the batch's append.
    const racing: EventStore = Object.assign(Object.create(store) as EventStore, {
      appendToStreams: async (appends: readonly StreamAppend[]) => {
        if (!intruded && appends.length > 1) {
          intruded = true;
          await handleCommand(store, names[0]!, decider, { add: 100 }, context());
        }
        return store.appendToStreams(appends);
      },
    });
    const outcomes = await handleCommandBatch(racing, decider, names.map((streamName) => ({ streamName, command: { add: 1 }, context: context() })));
    expect(intruded).toBe(true);
    expect(outcomes.map((o) => 'result' in o && o.result.state.total)).toEqual([101, 1, 1]);
    expect(await loadState(store, names[0]!, decider)).toEqual({ total: 101 });
  });

  it('a decider without snapshots is batched too: one append for all, and a retried batch is known by its command ids', async () => {
    const names = streamsOf(3);
    const { decider: { snapshot: _, ...plain } } = snapshotCounter();
    await handleCommand(store, names[0]!, plain, { add: 4 }, context());
    let appendCalls = 0;
    const counting: EventStore = Object.assign(Object.create(store) as EventStore, {
      appendToStreams: (appends: readonly StreamAppend[]) => {
        appendCalls++;
        return store.appendToStreams(appends);
      },
    });
    const batch = names.map((streamName) => ({ streamName, command: { add: 1 }, context: context() }));
    const outcomes = await handleCommandBatch(counting, plain, batch);
    expect(outcomes.map((o) => 'result' in o && o.result.state.total)).toEqual([5, 1, 1]);
    expect(appendCalls).toBe(1);
    const again = await handleCommandBatch(counting, plain, batch);
    expect(again.map((o) => 'result' in o && o.result.appended)).toEqual([null, null, null]);
    expect(await store.readStream(names[0]!)).toHaveLength(2);
  });

  it('a stream named twice in a batch: each command goes alone, both apply', async () => {
    const [name] = streamsOf(1);
    const { decider } = snapshotCounter();
    const outcomes = await handleCommandBatch(store, decider, [1, 2].map((add) => ({ streamName: name!, command: { add }, context: context() })));
    expect(outcomes.every((o) => 'result' in o)).toBe(true);
    expect(await loadState(store, name!, decider)).toEqual({ total: 3 });
  });
});
