import { scrypt } from 'node:crypto';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startIdentityServer } from './provider';

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The discovery document's status, or null while nothing listens on the port. */
const discoveryStatus = async (port: number): Promise<number | null> => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`)).status;
  } catch {
    return null;
  }
};

describe('identity provider start', () => {
  it('answers 503 while it is still being made, never leaving a request without an answer, then serves', async () => {
    const port = await freePort();
    // Long hashes on every thread of libuv's pool: the demo accounts' own hashing (made after the
    // server listens) waits behind them, so the provider is listening but not made for a while.
    const busy = Array.from({ length: 4 }, () => new Promise((resolve) => scrypt('x', 'salt', 64, { N: 2 ** 17, r: 8, maxmem: 256 * 2 ** 20 }, resolve)));
    const starting = startIdentityServer({ port });
    let first: number | null = null;
    while (first === null) first = await discoveryStatus(port);
    expect(first).toBe(503);
    await Promise.all(busy);
    const identity = await starting;
    try {
      expect(await discoveryStatus(port)).toBe(200);
    } finally {
      await identity.close();
    }
  });
});
