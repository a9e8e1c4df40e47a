import { createServer, request, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync, gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebServer } from './web-server';

const root = mkdtempSync(join(tmpdir(), 'web-dist-'));
const script = 'console.log("app");'.repeat(100);
let api: Server;
let web: Server;
let base: string;

const listen = (server: Server): Promise<number> => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>Spend</title></head><body><script src="/assets/app-abc123.js"></script></body></html>');
  writeFileSync(join(root, 'assets/app-abc123.js'), script);
  writeFileSync(join(root, 'assets/app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(root, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
  // The API: answers POST /graphql, and upgrades /graphql to a WebSocket-like echo.
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ method: req.method, url: req.url, body })));
  });
  api.on('upgrade', (req, socket) => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (data) => socket.write(`echo:${data}`));
  });
  const apiPort = await listen(api);
  web = createWebServer({ root, apiUrl: `http://127.0.0.1:${apiPort}`, settings: { 'spend-oidc-issuer': 'http://id.example:4100' } });
  base = `http://127.0.0.1:${await listen(web)}`;
});

afterAll(() => {
  web.close();
  api.close();
  rmSync(root, { recursive: true, force: true });
});

/** Raw bytes and headers (fetch would decode the body). */
const get = (path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> =>
  new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.once('error', reject);
    req.end();
  });

describe('the production web server', () => {
  it('serves hashed assets for a year (immutable), precompressed brotli or gzip as accepted', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect((await get('/assets/app-abc123.js', { 'if-none-match': String(plain.headers.etag) })).status).toBe(304);
  });

  it('serves index.html no-cache with the run-time settings, for / and for any route of the app', async () => {
    for (const path of ['/', '/budgets/123?tab=cards', '/index.html']) {
      const page = await get(path, { 'accept-encoding': 'gzip' });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(gunzipSync(page.body).toString()).toContain('<meta name="spend-oidc-issuer" content="http://id.example:4100" /></head>');
    }
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers 404 for a missing asset and never serves a file outside the build', async () => {
    expect((await get('/assets/app-old999.js')).status).toBe(404);
    const escape = await get('/%2e%2e/%2e%2e/etc/passwd');
    expect(escape.body.toString()).not.toContain('root:');
  });

  it('passes /graphql to the API over HTTP and WebSocket; answers its probes', async () => {
    const answer = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ me { id } }"}' });
    expect(await answer.json()).toEqual({ method: 'POST', url: '/graphql', body: '{"query":"{ me { id } }"}' });
    const echoed = await new Promise<string>((resolve, reject) => {
      const req = request(`${base}/graphql`, { headers: { connection: 'Upgrade', upgrade: 'websocket' } });
      req.once('upgrade', (_res, socket) => {
        socket.once('data', (data: Buffer) => (resolve(data.toString()), socket.destroy()));
        socket.write('hello');
      });
      req.once('error', reject);
      req.end();
    });
    expect(echoed).toBe('echo:hello');
    expect((await get('/healthz')).status).toBe(200);
    expect(JSON.parse((await get('/readyz')).body.toString())).toEqual({ status: 'ready', checks: { build: 'ok' } });
  });
});
