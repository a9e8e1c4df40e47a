// Starts the real stack for browser tests, as separate processes: a fresh database, migrations,
// demo data through commands, the identity provider, projections, the API and the web app.
// It talks to them over HTTP only, like a user would.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const PG = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432';

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const run = (args: string[], env: Record<string, string>): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed: ${stderr}`))));
  });

const waitFor = async (url: string, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { method: 'GET' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

export interface Stack {
  web: string;
  api: string;
  identity: string;
  stop(): Promise<void>;
}

export const startStack = async (): Promise<Stack> => {
  const database = `e2e_${randomBytes(4).toString('hex')}`;
  const [identityPort, apiPort, webPort] = [await freePort(), await freePort(), await freePort()];
  const identity = `http://127.0.0.1:${identityPort}`;
  const api = `http://127.0.0.1:${apiPort}`;
  const web = `http://127.0.0.1:${webPort}`;
  const env = {
    MIGRATION_DATABASE_URL: `${PG}/${database}`,
    OIDC_ISSUER: identity,
    JWKS_URL: `${identity}/jwks`,
    IDENTITY_ISSUER: identity,
    IDENTITY_PORT: String(identityPort),
    WEB_ORIGIN: web,
    WEB_REDIRECT_URIS: `${web}/callback`,
    VITE_OIDC_ISSUER: identity,
    SPEND_API_URL: api,
    LOG_LEVEL: 'warn',
  };
  const projector = `postgres://spend_projector@127.0.0.1:5432/${database}`;
  const apiRole = `postgres://spend_api@127.0.0.1:5432/${database}`;
  await run(['projections/src/cli/migrate.ts'], env);
  await run(['services/api/src/demo/seed.ts'], { ...env, DATABASE_URL: apiRole });

  const children: ChildProcess[] = [];
  const start = (args: string[], extra: Record<string, string>): void => {
    children.push(spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env, ...extra }, stdio: 'ignore' }));
  };
  start(['services/identity/src/main.ts'], {});
  start(['projections/src/main.ts'], { DATABASE_URL: projector });
  start(['services/api/src/main.ts'], { DATABASE_URL: apiRole, PORT: String(apiPort) });
  children.push(
    spawn(process.execPath, [`${root}node_modules/vite/bin/vite.js`, '--host', '127.0.0.1', '--port', String(webPort), '--strictPort'], {
      cwd: `${root}web`,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    }),
  );
  await Promise.all([waitFor(`${identity}/.well-known/openid-configuration`), waitFor(`${api}/graphql`), waitFor(web)]);

  return {
    web,
    api,
    identity,
    stop: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
              setTimeout(() => child.kill('SIGKILL'), 5000).unref();
            }),
        ),
      );
      await new Promise((resolve) => spawn('psql', [`${PG}/postgres`, '-qc', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`], { stdio: 'ignore' }).once('exit', resolve));
    },
  };
};
