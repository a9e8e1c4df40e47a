import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from './manifests';

/**
 * The spend-web image's server configuration (deploy/web/default.conf.template), run by Debian's nginx
 * the way the image runs it: the template rendered with API_UPSTREAM, a built app's files, and a
 * stand-in API that echoes what reached it.
 */
let nginx: ChildProcess;
let api: Server;
let base: string;

const freePort = async (): Promise<number> => {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

beforeAll(async () => {
  api = createServer((req, res) => res.end(JSON.stringify({ path: req.url, upgrade: req.headers.upgrade ?? null })));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const dir = mkdtempSync(join(tmpdir(), 'spend-web-'));
  // nginx's workers run as an unprivileged user: the files must be readable, as in the image.
  chmodSync(dir, 0o755);
  const root = join(dir, 'html');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Spend</title>');
  writeFileSync(join(root, 'assets/index-3f2a1b.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  const port = await freePort();
  const server = readFileSync(repoPath('deploy/web/default.conf.template'), 'utf8')
    .replaceAll('${API_UPSTREAM}', `http://127.0.0.1:${(api.address() as AddressInfo).port}`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${root};`);
  writeFileSync(join(dir, 'nginx.conf'), `daemon off;
pid ${dir}/nginx.pid;
error_log stderr;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${server}
}
`);
  nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  base = `http://127.0.0.1:${port}`;
  // Poll until nginx answers (or has exited: then its error is on stderr).
  const exited = new Promise<never>((_, reject) => nginx.once('exit', (code) => reject(new Error(`nginx exited with ${code}`))));
  const answers = async (): Promise<void> => {
    while ((await fetch(`${base}/healthz`).then((r) => r.status, () => 0)) !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  await Promise.race([answers(), exited]);
});

afterAll(async () => {
  if (nginx?.pid) process.kill(nginx.pid, 'SIGTERM');
  await new Promise((resolve) => api?.close(resolve));
});

describe('the web image server', () => {
  it('caches hashed assets for good, compressed', async () => {
    const res = await fetch(`${base}/assets/index-3f2a1b.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the app for client-side routes, revalidated each time; a missing asset is a 404', async () => {
    for (const path of ['/', '/budgets/42', '/settings/profile']) {
      const res = await fetch(`${base}${path}`);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
      expect(await res.text()).toContain('<title>Spend</title>');
    }
    expect((await fetch(`${base}/assets/gone.js`)).status).toBe(404);
  });

  it('passes /graphql and the urls below it to the API, WebSocket upgrades included', async () => {
    const post = await fetch(`${base}/graphql`, { method: 'POST', body: '{}' });
    expect(await post.json()).toEqual({ path: '/graphql', upgrade: null });
    const download = await fetch(`${base}/graphql/files/download/abc?sig=1`);
    expect(await download.json()).toEqual({ path: '/graphql/files/download/abc?sig=1', upgrade: null });
    // An upgrade request reaches the API with its Upgrade header (the stand-in answers plain HTTP).
    const upgrade = await new Promise<string>((resolve, reject) => {
      get(`${base}/graphql`, { headers: { connection: 'Upgrade', upgrade: 'websocket' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      }).on('error', reject);
    });
    expect(JSON.parse(upgrade)).toEqual({ path: '/graphql', upgrade: 'websocket' });
  });
});
