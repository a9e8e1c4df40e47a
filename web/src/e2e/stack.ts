// Starts the real stack for browser tests, as separate processes: a fresh database (a copy of the
// migrated, seeded demo data), the identity provider, projections, the API and the web app.
// It talks to them over HTTP only, like a user would.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { contentHash } from '@spend/runtime';
import { copyTemplate, templateOnce } from '@spend/eventstore/testing';
import { serviceArgs, serviceRunner, type ServiceEntry } from '@spend/eventstore/build';
import { productionBuild, run } from './production-build';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const PG = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432';

/**
 * Ports below the kernel's ephemeral range (32768+), where a port the OS hands out (listen(0), or an
 * outgoing connection's source port) never lands, in one block per test worker: vitest's pool id,
 * plus STACK_PORT_SLOT_OFFSET for a second vitest run beside the first (deploy/dev/test.sh). A worker
 * runs one file at a time, so two stacks starting at once never draw from the same block; within a
 * block the ports are handed out in turn, so one stack never gets the same port twice (picked at
 * random, a stack's ten ports collided about once a run).
 */
const PORT_BLOCKS = 8;
const PORT_BLOCK_SIZE = 1_500;
const portBlock = (Number(process.env.VITEST_POOL_ID ?? 0) + Number(process.env.STACK_PORT_SLOT_OFFSET ?? 0)) % PORT_BLOCKS;
let nextPort = Math.floor(Math.random() * PORT_BLOCK_SIZE);

/** A port of this worker's block that is free now, for a service this stack starts next. */
export const freePort = async (): Promise<number> => {
  for (;;) {
    const port = 20_000 + portBlock * PORT_BLOCK_SIZE + (nextPort++ % PORT_BLOCK_SIZE);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
};

// A process that dies is reported at once (exited); a slow start on a busy machine gets most of the 360 s hook timeout.
export const waitFor = async (url: string, exited: readonly string[], timeoutMs = 300_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(5_000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (exited.length > 0) throw new Error(exited.join('; '));
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

export interface Stack {
  web: string;
  api: string;
  identity: string;
  /** The read models as the projections write them (spend_projector), for rows no command can make yet. */
  projectorUrl: string;
  /** The identity provider's outbox folder: one JSON file per mail sent (password-reset links). */
  outbox: string;
  /** The card authorizer's URL, when asked for (startStack({ authorizer: true })); see purchase() in browser.ts. */
  authorizer?: string;
  /** The built web app's folder (absent with startStack({ apps: false })). */
  webDist?: string;
  /** The simulated accounting platform's URL with a worker (startStack({ worker: true })): its /_control calls misbehave on request. */
  accounting?: string;
  /** The simulated bank feed's URL with a worker: its /sandbox calls settle or return an ACH transfer. */
  bankFeed?: string;
  /** Each running service's base URL for /healthz, /readyz and /metrics. */
  health: Record<string, string>;
  /** The API's receipts mail service (SMTP on 127.0.0.1), for receipts@spend.localhost. */
  receiptsSmtpPort: number;
  /** The worker's task queue on the shared Temporal server (with { worker: true }). */
  taskQueue: string;
  stop(): Promise<void>;
}

/**
 * The demo data (migrated, then seeded through commands as npm start does) in a template database
 * made once a day for every stack of the machine: a stack's database is a copy of it. Named after the
 * day (the demo's history is dated from it) and the sources that migrate and seed.
 */
const demoTemplate = (): Promise<string> => {
  const sources = ['services/api/src', 'services/domain/src', 'services/eventstore/src', 'services/runtime/src', 'projections/src', 'deploy/dev/demo-users.json'];
  const key = contentHash(sources.map((path) => `${root}${path}`), (file) => !/\.test\.tsx?$/.test(file), new Date().toISOString().slice(0, 10));
  return templateOnce(`tpl_demo_${key}`, async (url) => {
    const database = new URL(url).pathname.slice(1);
    await run(await serviceArgs('projections/src/cli/migrate.ts'), { MIGRATION_DATABASE_URL: `${PG}/${database}` });
    await run(await serviceArgs('services/api/src/demo/seed.ts'), { DATABASE_URL: `postgres://spend_api@127.0.0.1:5432/${database}` });
  });
};

/** The secret the issuer processor signs authorizations with (AUTHORIZER_SECRET of the stack's authorizer). */
/**
 * The stacks' one-time code step: a code works once per step, and a test file signs the demo admin in
 * many times a minute, so 5 s instead of the apps' 30 (waits of up to 30 s per sign-in otherwise).
 */
export const E2E_TOTP_PERIOD_SECONDS = 5;

export const AUTHORIZER_SECRET = 'e2e-secret-of-the-processor';

/**
 * The web app is the production build behind its production server (web/src/server), as deployed.
 * `apps: false`: neither the API nor the web app, for a caller that runs its own API replicas.
 */
export const startStack = async (options: { authorizer?: boolean; worker?: boolean; simulator?: boolean; apps?: boolean; apiEnv?: Record<string, string> } = {}): Promise<Stack> => {
  const database = `e2e_${randomBytes(4).toString('hex')}`;
  const webDist = options.apps !== false ? await productionBuild() : undefined;
  const [projectionsHealth, workerHealth, simulatorHealth] = [await freePort(), await freePort(), await freePort()];
  const [identityPort, apiPort, webPort, authorizerPort, smtpPort] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
  const authorizer = options.authorizer ? `http://127.0.0.1:${authorizerPort}` : undefined;
  const accountingPort = options.worker ? await freePort() : undefined;
  // With a worker, the API and the worker sync to the simulated accounting platform; a failing run gives up after two quick attempts.
  const codat: Record<string, string> = accountingPort ? { CODAT_BASE_URL: `http://127.0.0.1:${accountingPort}`, ACCOUNTING_SYNC_ATTEMPTS: '2', ACCOUNTING_SYNC_RETRY_MS: '100' } : {};
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
    SPEND_API_URL: api,
    IDENTITY_OUTBOX_DIR: `${root}.run/e2e/${database}/outbox`,
    LOG_LEVEL: 'warn',
    // Wider than production's 5 s on a loaded test machine, as the API harness (TEST_READ_YOUR_WRITES_MS).
    READ_YOUR_WRITES_TIMEOUT_MS: '60000',
    WORKFLOW_UPDATE_TIMEOUT_MS: '60000',
  };
  const projector = `postgres://spend_projector@127.0.0.1:5432/${database}`;
  const apiRole = `postgres://spend_api@127.0.0.1:5432/${database}`;
  await copyTemplate(await demoTemplate(), database);

  // Each process logs to .run/e2e/<database>/<name>.log, kept when the stack does not come up: it says why.
  const logs = `${root}.run/e2e/${database}`;
  mkdirSync(logs, { recursive: true });
  const children: ChildProcess[] = [];
  const exited: string[] = [];
  // The services compiled once for every stack of the run: no TypeScript to transpile per process.
  const argsOf = await serviceRunner();
  const start = (entry: ServiceEntry, extra: Record<string, string>): void => {
    const name = entry.split('/').slice(0, -2).join('-');
    const log = openSync(`${logs}/${name}.log`, 'a');
    const child = spawn(process.execPath, argsOf(entry), { cwd: root, env: { ...process.env, ...env, ...extra }, stdio: ['ignore', log, log] });
    child.once('exit', (code) => exited.push(`${name} exited with ${code} (see ${logs}/${name}.log)`));
    children.push(child);
  };
  // The identity provider reads the companies' API clients from this stack's database.
  start('services/identity/src/main.ts', { IDENTITY_DATABASE_URL: `postgres://spend_identity@127.0.0.1:5432/${database}`, IDENTITY_TOTP_PERIOD_SECONDS: String(E2E_TOTP_PERIOD_SECONDS) });
  start('projections/src/main.ts', { DATABASE_URL: projector, HEALTH_PORT: String(projectionsHealth) });
  // The API runs the bank-link workflows on this stack's worker's task queue.
  // `apiEnv`: a file's own API settings (a report's inline bound, to see the background path).
  if (options.apps !== false) start('services/api/src/main.ts', { DATABASE_URL: apiRole, PORT: String(apiPort), RECEIPTS_SMTP_PORT: String(smtpPort), TEMPORAL_TASK_QUEUE: `e2e-${database}`, ...codat, ...options.apiEnv });
  if (authorizer) start('services/authorizer/src/main.ts', { DATABASE_URL: apiRole, AUTHORIZER_PORT: String(authorizerPort), AUTHORIZER_SECRET });
  // Gentle card traffic through that authorizer, as npm start runs it.
  if (authorizer && options.simulator) start('services/simulator/src/main.ts', { DATABASE_URL: apiRole, AUTHORIZER_URL: authorizer, AUTHORIZER_SECRET, SIMULATOR_RATE: '2', HEALTH_PORT: String(simulatorHealth) });
  // The Temporal worker (approval workflows) on a task queue of this stack's own, against the shared development server.
  let bankFeedPort: string | undefined;
  if (options.worker) {
    // Bank links: the simulator's bank feed as the worker's provider.
    bankFeedPort = String(await freePort());
    start('services/simulator/src/bank-feed-main.ts', { BANK_FEED_PORT: bankFeedPort });
    start('services/simulator/src/accounting-main.ts', { ACCOUNTING_PORT: String(accountingPort) });
    // ACH payments' transfers are read every 500 ms (a minute in production): a settlement shows up while the page is open.
    start('workflows/src/worker.ts', { DATABASE_URL: apiRole, TEMPORAL_TASK_QUEUE: `e2e-${database}`, BANK_PROVIDER_URL: `http://127.0.0.1:${bankFeedPort}`, ACH_TRANSFER_POLL_MS: '500', HEALTH_PORT: String(workerHealth), ...codat });
  }
  // Without apps, the caller runs its own API replicas and no web app.
  if (webDist) start('web/src/server/main.ts', { WEB_DIST_DIR: webDist, WEB_PORT: String(webPort) });
  // Killed at once: a test stack keeps nothing (its database is dropped next), and a graceful stop
  // only waited out the API's drain of idle keep-alive connections (5 s per browser test file).
  const stop = async (): Promise<void> => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGKILL');
          }),
      ),
    );
    await new Promise((resolve) => spawn('psql', [`${PG}/postgres`, '-qc', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`], { stdio: 'ignore' }).once('exit', resolve));
  };
  try {
    await Promise.all([
      waitFor(`${identity}/.well-known/openid-configuration`, exited),
      ...(options.apps === false ? [] : [waitFor(`${api}/graphql`, exited), waitFor(web, exited)]),
      ...(authorizer ? [waitFor(`${authorizer}/health`, exited)] : []),
      ...(codat.CODAT_BASE_URL ? [waitFor(`${codat.CODAT_BASE_URL}/_control/noop`, exited)] : []),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    web,
    api,
    identity,
    projectorUrl: projector,
    outbox: env.IDENTITY_OUTBOX_DIR,
    authorizer,
    accounting: codat.CODAT_BASE_URL,
    bankFeed: bankFeedPort && `http://127.0.0.1:${bankFeedPort}`,
    taskQueue: `e2e-${database}`,
    receiptsSmtpPort: smtpPort,
    health: {
      api, identity, projections: `http://127.0.0.1:${projectionsHealth}`,
      ...(webDist ? { web } : {}),
      ...(authorizer ? { authorizer } : {}),
      ...(authorizer && options.simulator ? { simulator: `http://127.0.0.1:${simulatorHealth}` } : {}),
      ...(options.worker ? { worker: `http://127.0.0.1:${workerHealth}` } : {}),
    },
    webDist,
    stop: async () => {
      await stop();
      rmSync(logs, { recursive: true, force: true });
    },
  };
};
