import { once } from 'node:events';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainable } from './drain';
import { keepAliveLongerThanClients } from './keep-alive';

const lines: string[] = [];
const logger = { info: (_: object, m: string) => void lines.push(m), warn: () => undefined, error: () => undefined };

/** A server whose /slow answers only when the test releases it; /hang never answers. */
const start = async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server: Server = createServer((req, res) => {
    if (req.url === '/hang') return arrived();
    if (req.url === '/slow') {
      arrived();
      return void released.then(() => res.end('slow done'));
    }
    res.end('ok');
  });
  keepAliveLongerThanClients(server);
  const drain = drainable(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, drain, release, slowArrived };
};

/** A GET through a kept-alive agent (as nginx's upstream connections): its status, Connection header and socket. */
const get = (agent: Agent, url: string) =>
  new Promise<{ status: number; connection: string | undefined; socket: Socket }>((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, socket: req.socket! }));
    });
    req.once('error', reject);
    req.end();
  });

describe('drainable', () => {
  it('stops accepting, lets the request in flight finish, then closes', async () => {
    const { url, drain, release, slowArrived } = await start();
    const slow = fetch(`${url}/slow`).then((r) => r.text());
    await slowArrived;
    const drained = drain.drain(logger, { graceMs: 30_000 });
    // A new connection is refused while the slow request is still running.
    await expect(fetch(`${url}/`)).rejects.toThrow();
    expect(drain.inFlight).toBe(1);
    release();
    expect(await slow).toBe('slow done');
    expect(await drained).toEqual({ finished: 1, cut: 0 });
    expect(lines).toContain('draining: stopped accepting connections, waiting for 1 request(s) in flight');
  });

  it('cuts a request still running at the bound', async () => {
    const { url, drain, slowArrived } = await start();
    const hung = fetch(`${url}/hang`).then(() => 'answered', () => 'cut');
    await slowArrived;
    expect(await drain.drain(logger, { graceMs: 50 })).toEqual({ finished: 0, cut: 1 });
    expect(await hung).toBe('cut');
  });

  it('leaves an idle kept-alive connection to its client, and answers a request on it with Connection: close', async () => {
    const { url, drain } = await start();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(agent, `${url}/`);
    expect(first).toMatchObject({ status: 200, connection: 'keep-alive' });
    const drained = drain.drain(logger, { graceMs: 30_000, idleMs: 30_000 });
    await expect(fetch(`${url}/`)).rejects.toThrow();
    // The client sends its next request on the connection it kept: answered, and the last one on it.
    const second = await get(agent, `${url}/`);
    expect(second).toMatchObject({ status: 200, connection: 'close' });
    expect(second.socket).toBe(first.socket);
    expect(await drained).toEqual({ finished: 1, cut: 0 });
    agent.destroy();
  });

  it('closes a connection its client keeps idle past the window', async () => {
    const { url, drain } = await start();
    const agent = new Agent({ keepAlive: true });
    const { socket } = await get(agent, `${url}/`);
    const socketClosed = once(socket, 'close');
    expect(await drain.drain(logger, { graceMs: 30_000, idleMs: 50 })).toEqual({ finished: 0, cut: 0 });
    await socketClosed;
    agent.destroy();
  });

  it('answers a request in flight at the drain with Connection: close', async () => {
    const { url, drain, release, slowArrived } = await start();
    const agent = new Agent({ keepAlive: true });
    const slow = get(agent, `${url}/slow`);
    await slowArrived;
    const drained = drain.drain(logger, { graceMs: 30_000, idleMs: 30_000 });
    release();
    expect(await slow).toMatchObject({ status: 200, connection: 'close' });
    // Its connection closed after the answer: nothing is left to wait for.
    expect(await drained).toEqual({ finished: 1, cut: 0 });
    agent.destroy();
  });
});
