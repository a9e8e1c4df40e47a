import { createReadStream, existsSync } from 'node:fs';
import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { acceptedEncoding, findFile, renderIndex, REVALIDATE } from './static-files';

export interface WebServerOptions {
  /** The built app (`vite build`'s outDir). */
  root: string;
  /** Where /graphql (HTTP and WebSocket) goes: the API. */
  apiUrl: string;
  /** Meta tags added to index.html (the identity provider's URL). */
  settings?: Record<string, string | undefined>;
}

const API_PATH = /^\/graphql(\/|\?|$)/;

const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * Connections to the API are kept alive, and closed after 5 s idle: well before the API would close
 * them (a request sent as it does fails), and within the API's drain, which waits for its clients to
 * close theirs (CLIENT_IDLE_MS in services/runtime/src/keep-alive.ts).
 */
const apiAgent = new Agent({ keepAlive: true, timeout: 5_000 });

/** /graphql over HTTP to the API, as the Vite dev server's proxy does (the Host header is kept). */
const proxyHttp = (api: URL, req: IncomingMessage, res: ServerResponse): void => {
  const upstream = request({ host: api.hostname, port: api.port, method: req.method, path: req.url, headers: req.headers, agent: apiAgent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.once('error', () => (res.headersSent ? res.destroy() : sendJson(res, 502, { error: 'The API is not reachable.' })));
  req.pipe(upstream);
};

/** The WebSocket upgrade for subscriptions: the request goes to the API as is, then bytes flow both ways. */
const proxyUpgrade = (api: URL, req: IncomingMessage, socket: Duplex, head: Buffer): void => {
  const upstream = connect(Number(api.port), api.hostname, () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  const close = (): void => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.once('error', close);
  socket.once('error', close);
  socket.once('close', () => upstream.destroy());
  upstream.once('close', () => socket.destroy());
};

/**
 * The production web app: the built files (hashed assets cached for a year, immutable; index.html
 * and the rest revalidated), precompressed brotli or gzip when the browser accepts it, index.html
 * for every other path (the app's routes), and /graphql passed to the API.
 */
export const createWebServer = ({ root, apiUrl, settings = {} }: WebServerOptions): Server => {
  const api = new URL(apiUrl);
  const index = renderIndex(root, settings);
  const serveIndex = (req: IncomingMessage, res: ServerResponse): void => {
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': REVALIDATE, etag: index.etag, vary: 'accept-encoding' };
    if (req.headers['if-none-match'] === index.etag) return void res.writeHead(304, headers).end();
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    const body = index.variants[encoding ?? 'identity'];
    res.writeHead(200, { ...headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (API_PATH.test(req.url ?? '')) return proxyHttp(api, req, res);
    if (path === '/healthz') return sendJson(res, 200, { status: 'alive' });
    if (path === '/readyz') return existsSync(join(root, 'index.html')) ? sendJson(res, 200, { status: 'ready', checks: { build: 'ok' } }) : sendJson(res, 503, { status: 'not ready', checks: { build: 'index.html missing' } });
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: 'Method not allowed.' });
    const file = path === '/' || path === '/index.html' ? undefined : findFile(root, path);
    if (!file) {
      // A missing asset is a 404 (a stale page asking for an old build's file must not get HTML);
      // any other path is one of the app's routes.
      if (path.startsWith('/assets/')) return sendJson(res, 404, { error: 'Not found.' });
      return serveIndex(req, res);
    }
    const headers = { 'content-type': file.type, 'cache-control': file.cacheControl, etag: file.etag, vary: 'accept-encoding' };
    if (req.headers['if-none-match'] === file.etag) return void res.writeHead(304, headers).end();
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    const precompressed = encoding && file.encodings[encoding];
    res.writeHead(200, { ...headers, ...(precompressed ? { 'content-encoding': encoding } : {}) });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(precompressed || file.path).once('error', () => res.destroy()).pipe(res);
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (API_PATH.test(req.url ?? '')) proxyUpgrade(api, req, socket, head);
    else socket.destroy();
  });
  return server;
};
