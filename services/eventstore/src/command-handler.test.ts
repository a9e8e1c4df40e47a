import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type Decider } from '@spend/domain';
import { handleCommand, type CommandContext } from './command-handler';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from './testing';
import { WrongExpectedVersionError, type EventStore } from './types';

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
    let appends = 0;
    // A store whose stream moves on before every append: the handler must stop retrying.
    const racing: EventStore = {
      ...store,
      readStream: (name, options) => store.readStream(name, options),
      append: async (name, events, options) => {
        appends++;
        await store.append(name, [{ ...events[0]!, id: randomUUID(), metadata: { ...events[0]!.metadata, causationId: randomUUID() } }], { expectedRevision: 'any' });
        return store.append(name, events, options);
      },
      readAll: (o) => store.readAll(o),
      subscribeToAll: (o) => store.subscribeToAll(o),
      close: async () => undefined,
    };
    await expect(handleCommand(racing, stream, counter, { add: 1 }, context())).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(appends).toBe(5);
  });
});
