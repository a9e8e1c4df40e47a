import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainable } from './drain';

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
  const drain = drainable(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, drain, release, slowArrived };
};

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
});
