import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIVE_INTERRUPTED, liveChanges, type Change, type LiveContext } from './live';

// The helper against the real NATS server: what it follows, in what order, and how it ends.
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
let publisher: NatsConnection;
beforeAll(async () => {
  publisher = await connect({ servers: NATS_URL });
});
afterAll(async () => {
  await publisher.close();
});

/** A context on its own connection, recording the NATS subscriptions the helper opens. */
const liveContext = async () => {
  const nats = await connect({ servers: NATS_URL });
  const opened: Subscription[] = [];
  const watched = new Proxy(nats, {
    get: (target, key) => {
      if (key === 'subscribe') return (...args: Parameters<NatsConnection['subscribe']>) => opened[opened.push(target.subscribe(...args)) - 1]!;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const companyId = randomUUID();
  const ctx: LiveContext = { services: { nats: watched }, caller: { companyId } };
  return { nats, ctx, opened, companyId };
};

const publish = async (companyId: string, topic: string, ids: string[]) => {
  publisher.publish(`company.${companyId}.changed.${topic}`, JSON.stringify({ ids }));
  await publisher.flush();
};

/** Resolves once the helper's subscription is registered with the server, so nothing published after is missed. */
const subscribed = async (nats: NatsConnection, opened: Subscription[]) => {
  await expect.poll(() => opened.length).toBe(1);
  await nats.flush();
};

it('follows only its topics of the caller\'s company, in order, mapping each change (ids not uuids dropped)', async () => {
  const { nats, ctx, opened, companyId } = await liveContext();
  const seen: Change[] = [];
  const live = liveChanges(ctx, { topics: ['budgets', 'cards'], payloads: (change) => (seen.push(change), change.ids.map((id) => `${change.topic}:${id}`)) });
  const first = live.next(); // the repeater starts on the first pull
  await subscribed(nats, opened);
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
  await publish(companyId, 'members', [randomUUID()]); // another topic
  await publish(randomUUID(), 'budgets', [randomUUID()]); // another company
  await publish(companyId, 'budgets', [a, 'not-a-uuid', b]);
  await publish(companyId, 'cards', [c]);
  expect(await first).toEqual({ value: `budgets:${a}`, done: false });
  expect(await live.next()).toEqual({ value: `budgets:${b}`, done: false });
  expect(await live.next()).toEqual({ value: `cards:${c}`, done: false });
  expect(seen).toEqual([{ topic: 'budgets', ids: [a, b] }, { topic: 'cards', ids: [c] }]);
  await live.return!(undefined);
  await nats.close();
});

it('sends the initial payloads first, and a single topic subscribes to its own subject', async () => {
  const { nats, ctx, opened, companyId } = await liveContext();
  const live = liveChanges(ctx, { topics: ['statements'], initial: async () => ['now'], payloads: () => ['changed'] });
  expect(await live.next()).toEqual({ value: 'now', done: false });
  expect(opened[0]!.getSubject()).toBe(`company.${companyId}.changed.statements`);
  await nats.flush();
  await publish(companyId, 'statements', []);
  expect(await live.next()).toEqual({ value: 'changed', done: false });
  await live.return!(undefined);
  await nats.close();
});

it('unsubscribes from NATS when the client goes away', async () => {
  const { nats, ctx, opened } = await liveContext();
  const live = liveChanges(ctx, { topics: ['cards'], payloads: () => ['x'] });
  const pending = live.next();
  await subscribed(nats, opened);
  expect(opened[0]!.isClosed()).toBe(false);
  await live.return!(undefined);
  expect(await pending).toEqual({ value: undefined, done: true });
  await opened[0]!.closed;
  expect(opened[0]!.isClosed()).toBe(true);
  expect(nats.isClosed()).toBe(false);
  await nats.close();
});

/** The outcome of a pull, caught at once so that a rejection is never left unhandled while the test acts. */
const settled = (result: Promise<unknown>): Promise<{ value?: unknown; error?: unknown }> => result.then((value) => ({ value }), (error: unknown) => ({ error }));

const expectRetryable = async (outcome: Promise<{ error?: unknown }>) => {
  const { error } = await outcome;
  expect(error).toBeInstanceOf(GraphQLError);
  expect(error).toMatchObject({ message: LIVE_INTERRUPTED, extensions: { code: 'UNAVAILABLE', retryable: true } });
};

it('throws a retryable error, not a quiet completion, when the connection closes', async () => {
  const { nats, ctx, opened } = await liveContext();
  const live = liveChanges(ctx, { topics: ['cards'], payloads: () => ['x'] });
  const pending = settled(live.next());
  await subscribed(nats, opened);
  await nats.close();
  await expectRetryable(pending);
});

it('throws a retryable error when the connection drops, even though it reconnects (changes may have been missed)', async () => {
  const { nats, ctx, opened } = await liveContext();
  const live = liveChanges(ctx, { topics: ['cards'], payloads: () => ['x'] });
  const pending = settled(live.next());
  await subscribed(nats, opened);
  await nats.reconnect();
  await expectRetryable(pending);
  expect(opened[0]!.isClosed()).toBe(true);
  await nats.close();
});

// Found by the cluster's chaos run: a push read while PostgreSQL failed over ended 42 of 50
// subscriptions with "Unexpected error.", which clients take as final.
it('ends with the retryable error when a read of ours fails, passes a refusal on as it is, and lets go of its subscription', async () => {
  const refusal = new GraphQLError('Not yours.', { extensions: { code: 'FORBIDDEN' } });
  for (const [failure, expected] of [
    [new Error('Connection terminated unexpectedly'), { message: LIVE_INTERRUPTED, extensions: { code: 'UNAVAILABLE', retryable: true } }],
    [refusal, refusal],
  ] as const) {
    const { nats, ctx, opened, companyId } = await liveContext();
    const live = liveChanges(ctx, { topics: ['cards'], payloads: () => Promise.reject(failure) });
    const pending = settled(live.next());
    await subscribed(nats, opened);
    await publish(companyId, 'cards', [randomUUID()]);
    expect((await pending).error).toMatchObject(expected);
    await opened[0]!.closed;
    await nats.close();
  }
});
