import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateNatsServer, type PrivateNatsServer } from './testing';
import { connectNats, natsServers, type ManagedNats, type RuntimeLogger } from './nats';

const quiet: RuntimeLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
let servers: PrivateNatsServer[];
let managed: ManagedNats;
const plain: NatsConnection[] = [];

beforeAll(async () => {
  servers = await Promise.all([startPrivateNatsServer(), startPrivateNatsServer()]);
  managed = await connectNats({ servers: servers.map((s) => s.url).join(', '), name: 'nats-test', logger: quiet, maxBackoffMs: 500, pingIntervalMs: 500 });
});

afterAll(async () => {
  for (const server of servers) server.resume();
  await managed.close();
  await Promise.all(plain.map((c) => c.close()));
  await Promise.all(servers.map((s) => s.stop()));
});

/** The test server a connection is on now (its `host:port`). */
const serverOf = (connection: NatsConnection): PrivateNatsServer => servers.find((s) => s.url.endsWith(connection.getServer()))!;

describe('connectNats', () => {
  it('reads a NATS_URL of one server or several separated by commas', () => {
    expect(natsServers('nats://a:4222')).toEqual(['nats://a:4222']);
    expect(natsServers('nats://a:4222, nats://b:4222,')).toEqual(['nats://a:4222', 'nats://b:4222']);
  });

  it('takes several servers separated by commas, and leaves a server that stops answering (a node cut off) for another, its subscriptions with it', async () => {
    const received: string[] = [];
    const subscription = managed.connection.subscribe('cut.off');
    void (async () => {
      for await (const message of subscription) received.push(message.string());
    })();
    const first = serverOf(managed.connection);
    expect(first).toBeDefined();
    // Paused, the server keeps its sockets open and answers nothing: no close, no error, only silence.
    first.pause();
    await expect.poll(() => managed.state(), { timeout: 30_000 }).toBe('reconnecting');
    await expect.poll(() => managed.state() === 'connected' && serverOf(managed.connection) !== first, { timeout: 30_000 }).toBe(true);
    const other = await connect({ servers: serverOf(managed.connection).url });
    plain.push(other);
    // Published on the other server until the renewed subscription gets one (it is renewed as the client reconnects).
    await expect.poll(async () => {
      other.publish('cut.off', 'here');
      await other.flush();
      return received.length > 0;
    }, { timeout: 30_000 }).toBe(true);
    expect(received[0]).toBe('here');
  });
});
