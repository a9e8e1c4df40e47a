import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { lookup } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from './post';

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(request.url === '/busy' ? 429 : 204, request.url === '/busy' ? { 'retry-after': '7' } : {}).end());
});
let port = 0;
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const post = (url: string, strict: boolean) => postWebhook({ url, headers: { 'webhook-id': 'evt-1' }, body: '{}', timeoutMs: 2_000, strict });

describe('posting a webhook', () => {
  it('reaches a local receiver in development, and reads Retry-After', async () => {
    expect(await post(`http://127.0.0.1:${port}/hook`, false)).toMatchObject({ statusCode: 204, error: null });
    expect(await post(`http://127.0.0.1:${port}/busy`, false)).toMatchObject({ statusCode: 429, retryAfterMs: 7_000 });
  });

  it('in production refuses a public-looking name that resolves to a private address at send time (DNS rebinding)', async () => {
    // This machine's own name passes the URL rules (not localhost, not an IP) but resolves to a loopback or private address.
    const name = hostname();
    const { address } = await lookup(name);
    expect(address).toMatch(/^(127\.|10\.|172\.(1[6-9]|2\d|3[01])\.|192\.168\.|::1$)/);
    const outcome = await post(`https://${name}:${port}/hook`, true);
    expect(outcome).toMatchObject({ statusCode: null, error: expect.stringContaining('resolves to a private address') });
    expect((await post(`http://127.0.0.1:${port}/hook`, true)).error).toBe('The webhook URL must use https.');
  });

  it('tells a receiver that does not answer from one that answers', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const deadPort = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    expect(await post(`http://127.0.0.1:${deadPort}/hook`, false)).toMatchObject({ statusCode: null, error: expect.stringContaining('ECONNREFUSED') });
  });
});
