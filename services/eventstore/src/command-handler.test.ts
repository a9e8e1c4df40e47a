import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type Decider } from '@spend/domain';
import { FoldCache, handleCommand, handleCommands, type CommandContext } from './command-handler';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from './testing';
import { StreamNotFoundError, WrongExpectedVersionError, type EventStore, type StreamAppend } from './types';

type CounterEvent = { type: 'Added'; data: { by: number } };
type Counter = { total: number };
const counter: Decider<Counter, { add: number; max?: number }, CounterEvent> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.by }),
  decide: (command, state) => {
    if (command.max !== undefined && state.total + command.add > command.max) {
      throw new DomainError('BAD_USER_INPUT', 'Too much.', { add: 'Too much.' });
    }
    return command.add === 0 ? [] : [{ type: 'Added', data: { by: command.add } }];
  },
};

const context = (): CommandContext => ({
  companyId: randomUUID(),
  userId: randomUUID(),
  correlationId: randomUUID(),
  commandId: randomUUID(),
});

let db: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await createTestDatabase('command_handler');
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

describe('handleCommand', () => {
  it('appends the decided events with companyId, userId, correlationId and causationId in their metadata', async () => {
    const stream = `counter-${randomUUID()}`;
    const ctx = context();
    const result = await handleCommand(store, stream, counter, { add: 2 }, ctx);
    expect(result.state.total).toBe(2);
    expect(result.appended?.nextExpectedRevision).toBe(0n);
    const [event] = await store.readStream(stream);
    expect(event!.metadata).toEqual({
      companyId: ctx.companyId,
      userId: ctx.userId,
      correlationId: ctx.correlationId,
      causationId: ctx.commandId,
      schemaVersion: 1,
    });
  });

  it('folds the stream before deciding, and a refused command appends nothing', async () => {
    const stream = `counter-${randomUUID()}`;
    await handleCommand(store, stream, counter, { add: 5 }, context());
    await expect(handleCommand(store, stream, counter, { add: 6, max: 10 }, context())).rejects.toThrow('Too much.');
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('handling the same command id again appends nothing and returns the same events', async () => {
    const stream = `counter-${randomUUID()}`;
    const ctx = context();
    await handleCommand(store, stream, counter, { add: 3 }, ctx);
    const again = await handleCommand(store, stream, counter, { add: 3 }, ctx);
    expect(again.appended).toBeNull();
    expect(again.events).toHaveLength(1);
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('retries on a revision conflict, re-deciding against the new state', async () => {
    const stream = `counter-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 4 }, () => handleCommand(store, stream, counter, { add: 1, max: 3 }, context()).catch((e: unknown) => e)));
    // Four concurrent commands, room for three: the conflicting ones re-read and decide again.
    expect(results.filter((r) => r instanceof DomainError)).toHaveLength(1);
    const events = await store.readStream(stream);
    expect(events.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
  });

  it('gives up after a bounded number of conflicts', async () => {
    const stream = `counter-${randomUUID()}`;
    let attempts = 0;
    // A store whose stream moves on before every append: the handler must stop retrying.
    const racing: EventStore = {
      ...store,
      readStream: (name, options) => store.readStream(name, options),
      append: (name, events, options) => store.append(name, events, options),
      appendToStreams: async (appends) => {
        attempts++;
        const [{ streamName, events }] = appends as [StreamAppend];
        await store.append(streamName, [{ ...events[0]!, id: randomUUID(), metadata: { ...events[0]!.metadata, causationId: randomUUID() } }], { expectedRevision: 'any' });
        return store.appendToStreams(appends);
      },
      readStreamsFromSnapshots: (names, version) => store.readStreamsFromSnapshots(names, version),
      saveSnapshot: (name, snapshot) => store.saveSnapshot(name, snapshot),
      readAll: (o) => store.readAll(o),
      readRawPage: (o) => store.readRawPage(o),
      subscribeToAll: (o) => store.subscribeToAll(o),
      readPage: (o) => store.readPage(o),
      subscribeToPages: (o) => store.subscribeToPages(o),
      close: async () => undefined,
    };
    await expect(handleCommand(racing, stream, counter, { add: 1 }, context(), { maxAttempts: 5 })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(attempts).toBe(5);
  });
});

describe('handleCommands (several streams)', () => {
  const transfer = (amount: number) => (states: { from: Counter; to: Counter }) => {
    if (states.from.total < amount) throw new DomainError('BAD_USER_INPUT', 'Not enough.', { amount: 'Not enough.' });
    return { from: [{ type: 'Added' as const, data: { by: -amount } }], to: [{ type: 'Added' as const, data: { by: amount } }] };
  };
  const specs = (from: string, to: string, cache?: FoldCache) => ({ from: { name: from, fold: counter, cache }, to: { name: to, fold: counter, cache } });

  it('appends what it decided for each stream in one commit, and a refusal appends nothing anywhere', async () => {
    const [from, to] = [`counter-${randomUUID()}`, `counter-${randomUUID()}`];
    await handleCommand(store, from, counter, { add: 10 }, context());
    const moved = await handleCommands(store, specs(from, to), transfer(4), context());
    expect(moved.states.from.total).toBe(6);
    expect(moved.states.to.total).toBe(4);
    await expect(handleCommands(store, specs(from, to), transfer(7), context())).rejects.toThrow('Not enough.');
    expect(await store.readStream(from)).toHaveLength(2);
    expect(await store.readStream(to)).toHaveLength(1);
  });

  it("records each stream's events under its own company when the spec names one", async () => {
    const [from, to] = [`counter-${randomUUID()}`, `counter-${randomUUID()}`];
    await handleCommand(store, from, counter, { add: 10 }, context());
    const ctx = context();
    const other = randomUUID();
    await handleCommands(store, { from: { name: from, fold: counter }, to: { name: to, fold: counter, companyId: other } }, transfer(1), ctx);
    expect((await store.readStream(from)).at(-1)!.metadata.companyId).toBe(ctx.companyId);
    expect((await store.readStream(to))[0]!.metadata.companyId).toBe(other);
  });

  it('a retried command id appends nothing again', async () => {
    const [from, to] = [`counter-${randomUUID()}`, `counter-${randomUUID()}`];
    await handleCommand(store, from, counter, { add: 10 }, context());
    const ctx = context();
    await handleCommands(store, specs(from, to), transfer(3), ctx);
    const again = await handleCommands(store, specs(from, to), transfer(3), ctx);
    expect(again.appended).toBeNull();
    expect(await store.readStream(to)).toHaveLength(1);
  });

  it('a command id handled before over other streams, whose events it no longer reads, is answered as handled and appends nothing', async () => {
    const [from, to, elsewhere] = [`counter-${randomUUID()}`, `counter-${randomUUID()}`, `counter-${randomUUID()}`];
    await handleCommand(store, from, counter, { add: 10 }, context());
    const ctx = context();
    // Folded from the cache the second time: the command's own events are not read again.
    const cache = new FoldCache();
    await handleCommands(store, specs(from, to, cache), transfer(3), ctx);
    // Run again over streams that changed meanwhile (the money now goes elsewhere): it decides
    // differently, and its event ids, made from the command id, are found taken.
    const again = await handleCommands(store, specs(from, elsewhere, cache), transfer(3), { ...ctx });
    expect(again.appended).toBeNull();
    expect(again.events).toEqual({});
    expect(again.states.from.total).toBe(7);
    expect([(await store.readStream(from)).length, (await store.readStream(to)).length]).toEqual([2, 1]);
    await expect(store.readStream(elsewhere)).rejects.toThrow(StreamNotFoundError);
  });

  it('with a fold cache reads only new events, and still sees what another process appended', async () => {
    const [from, to] = [`counter-${randomUUID()}`, `counter-${randomUUID()}`];
    const cache = new FoldCache();
    await handleCommand(store, from, counter, { add: 10 }, context());
    await handleCommands(store, specs(from, to, cache), transfer(2), context());
    const reads: (bigint | undefined)[] = [];
    const counting: EventStore = Object.assign(Object.create(store) as EventStore, {
      readStream: (name: string, options?: { fromRevision?: bigint }) => {
        if (name === from) reads.push(options?.fromRevision);
        return store.readStream(name, options);
      },
    });
    // Another writer (not through this cache) moves `from` on: the cached fold catches up from there.
    await store.append(from, [{ id: randomUUID(), type: 'Added', data: { by: 5 }, metadata: { companyId: randomUUID(), userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } }]);
    const result = await handleCommands(counting, specs(from, to, cache), transfer(13), context());
    expect(reads).toEqual([2n]);
    expect(result.states.from.total).toBe(0);
  });

  it('creates the streams `creates` names in the same append; a taken one is rethrown at once and nothing is appended', async () => {
    const [from, to, claim] = [`counter-${randomUUID()}`, `counter-${randomUUID()}`, `claim-${randomUUID()}`];
    await handleCommand(store, from, counter, { add: 10 }, context());
    const claiming = { creates: () => [{ streamName: claim, events: [{ type: 'Claimed', data: { by: from } }] }] };
    const first = await handleCommands(store, specs(from, to), transfer(1), context(), claiming);
    expect(first.states.to.total).toBe(1);
    expect((await store.readStream(claim)).map((e) => e.type)).toEqual(['Claimed']);
    let appendCalls = 0;
    const counting: EventStore = Object.assign(Object.create(store) as EventStore, {
      appendToStreams: (appends: readonly StreamAppend[]) => {
        appendCalls++;
        return store.appendToStreams(appends);
      },
    });
    const taken = await handleCommands(counting, specs(from, to), transfer(1), context(), claiming).catch((error: unknown) => error);
    expect(taken).toBeInstanceOf(WrongExpectedVersionError);
    expect((taken as WrongExpectedVersionError).streamName).toBe(claim);
    expect(appendCalls).toBe(1);
    expect(await store.readStream(to)).toHaveLength(1);
  });

  it('with an optimistic cache takes the cached fold without a read, and a stale one costs a conflict and a retry', async () => {
    const stream = `counter-${randomUUID()}`;
    const cache = new FoldCache({ optimistic: true });
    let reads = 0;
    const counting: EventStore = Object.assign(Object.create(store) as EventStore, {
      readStream: (name: string, options?: { fromRevision?: bigint }) => {
        reads++;
        return store.readStream(name, options);
      },
    });
    await handleCommand(counting, stream, counter, { add: 1 }, context(), { cache });
    reads = 0;
    await handleCommand(counting, stream, counter, { add: 1 }, context(), { cache });
    expect(reads).toBe(0);
    // Another writer moves the stream on: the cached fold is stale, the append conflicts, the retry reads.
    await handleCommand(store, stream, counter, { add: 5 }, context());
    const result = await handleCommand(counting, stream, counter, { add: 1, max: 8 }, context(), { cache });
    expect(reads).toBe(1);
    expect(result.state.total).toBe(8);
    // A doubted stream is read before its next command, even when optimistic.
    await handleCommand(store, stream, counter, { add: 1 }, context());
    cache.doubt(stream);
    reads = 0;
    await expect(handleCommand(counting, stream, counter, { add: 1, max: 9 }, context(), { cache })).rejects.toThrow('Too much.');
    expect(reads).toBe(1);
  });

  it('commands of one process on one stream take turns instead of losing revision races', async () => {
    const stream = `counter-${randomUUID()}`;
    let appendCalls = 0;
    const counting: EventStore = Object.assign(Object.create(store) as EventStore, {
      appendToStreams: (appends: readonly StreamAppend[]) => {
        appendCalls++;
        return store.appendToStreams(appends);
      },
    });
    await Promise.all(Array.from({ length: 20 }, () => handleCommand(counting, stream, counter, { add: 1 }, context())));
    expect(appendCalls).toBe(20);
    expect(await store.readStream(stream)).toHaveLength(20);
  });
});
