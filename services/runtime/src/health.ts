import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { ManagedNats, RuntimeLogger } from './nats';

/** Resolves when the dependency is usable; throws (or rejects) with what is wrong. */
export type ReadinessCheck = () => Promise<void> | void;

export interface Health {
  registry: Registry;
  handles(req: IncomingMessage): boolean;
  serve(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export interface HealthOptions {
  checks: Record<string, ReadinessCheck>;
  registry: Registry;
  /** A check that takes longer counts as failed: a hung dependency must not hang the probe. */
  timeoutMs?: number;
}

const PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** A registry with Node's process metrics, every series labelled with the service's name. */
export const createMetricsRegistry = (service: string): Registry => {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
};

const within = async (check: ReadinessCheck, timeoutMs: number): Promise<string> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs)));
  try {
    return await Promise.race([Promise.resolve().then(check).then(() => 'ok', (error: unknown) => (error as Error)?.message ?? String(error)), timeout]);
  } finally {
    clearTimeout(timer);
  }
};

const json = (res: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

/**
 * GET /healthz: the process answers (liveness; never looks at dependencies, so an outage elsewhere
 * does not get every replica restarted). GET /readyz: every dependency check passes (200) or not
 * (503, with each check's outcome). GET /metrics: Prometheus text format.
 */
export const createHealth = ({ checks, registry, timeoutMs = 2_000 }: HealthOptions): Health => ({
  registry,
  handles: (req) => req.method === 'GET' && PATHS.has((req.url ?? '').split('?')[0]!),
  serve: async (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/healthz') return json(res, 200, { status: 'alive' });
    if (path === '/metrics') {
      const text = await registry.metrics();
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
      res.end(text);
      return;
    }
    const names = Object.keys(checks);
    const outcomes = await Promise.all(names.map((name) => within(checks[name]!, timeoutMs)));
    const ready = outcomes.every((outcome) => outcome === 'ok');
    json(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(names.map((name, i) => [name, outcomes[i]])) });
  },
});

/**
 * For a service without an HTTP server of its own (projections, worker, simulator). A port that
 * cannot be bound is logged, not fatal: the service's work matters more than its probes.
 */
export const startHealthServer = (health: Health, port: number, host: string, logger: RuntimeLogger): Promise<Server | undefined> =>
  new Promise((resolve) => {
    const server = createServer((req, res) => {
      if (!health.handles(req)) return json(res, 404, { error: 'Not found.' });
      health.serve(req, res).catch(() => json(res, 500, { error: 'Health check failed.' }));
    });
    server.once('error', (error) => {
      logger.error({ err: error }, `health endpoints not served on ${host}:${port}`);
      resolve(undefined);
    });
    server.listen(port, host, () => {
      const address = server.address();
      logger.info({ port: typeof address === 'object' ? address?.port : port }, `health endpoints on http://${host}:${typeof address === 'object' ? address?.port : port}/readyz`);
      resolve(server);
    });
  });

export const databaseCheck = (pool: { query(sql: string): Promise<unknown> }): ReadinessCheck => async () => {
  await pool.query('SELECT 1');
};

export const natsCheck = (nats: Pick<ManagedNats, 'state'>): ReadinessCheck => () => {
  const state = nats.state();
  if (state !== 'connected') throw new Error(`NATS ${state}`);
};

/** The Temporal frontend's gRPC health service (SERVING is 1). */
export const temporalCheck = (connection: { healthService: { check(request: object): Promise<{ status?: number | null }> } }): ReadinessCheck => async () => {
  const { status } = await connection.healthService.check({});
  if (status !== 1) throw new Error(`Temporal not serving (status ${status ?? 'unknown'})`);
};
