import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DATABASE_URL, startPrivateNatsServer, type PrivateNatsServer } from './testing';
import { Counter, closeAll, connectNats, createHealth, createMetricsRegistry, databaseCheck, natsCheck, startHealthServer, type ManagedNats, type RuntimeLogger } from './index';

const quiet: RuntimeLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
let nats: PrivateNatsServer;
let managed: ManagedNats;
let pool: pg.Pool;
let server: Server;
let base: string;
let counter: Counter;

beforeAll(async () => {
  nats = await startPrivateNatsServer();
  managed = await connectNats({ servers: nats.url, name: 'health-test', logger: quiet, maxBackoffMs: 500 });
  pool = new pg.Pool({ connectionString: ADMIN_DATABASE_URL, max: 1 });
  const registry = createMetricsRegistry('health-test');
  counter = new Counter({ name: 'health_test_things_total', help: 'Things', registers: [registry] });
  const health = createHealth({ registry, checks: { database: databaseCheck(pool), nats: natsCheck(managed), slow: () => new Promise<void>((resolve) => setTimeout(resolve, 10)) }, timeoutMs: 1_000 });
  server = (await startHealthServer(health, 0, '127.0.0.1', quiet))!;
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await closeAll(quiet, { nats: () => managed.close(), pool: () => pool.end(), server: () => nats.stop() });
});

const get = async (path: string): Promise<{ status: number; body: string }> => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.text() };
};

describe('health endpoints', () => {
  it('/healthz answers alive; /readyz is ready while every dependency answers', async () => {
    expect(await get('/healthz')).toEqual({ status: 200, body: JSON.stringify({ status: 'alive' }) });
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', checks: { database: 'ok', nats: 'ok', slow: 'ok' } });
  });

  it('/readyz is not ready while NATS is unreachable, and ready again when it is back; /healthz stays alive', async () => {
    await nats.stop();
    await expect.poll(async () => (await get('/readyz')).status).toBe(503);
    expect(JSON.parse((await get('/readyz')).body)).toEqual({ status: 'not ready', checks: { database: 'ok', nats: 'NATS reconnecting', slow: 'ok' } });
    expect((await get('/healthz')).status).toBe(200);
    await nats.start();
    await expect.poll(async () => (await get('/readyz')).status).toBe(200);
  });

  it('/metrics is Prometheus text with the service label and the registry\'s own series', async () => {
    counter.inc(3);
    const metrics = await get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toContain('health_test_things_total{service="health-test"} 3');
    expect(metrics.body).toContain('process_cpu_seconds_total{service="health-test"}');
  });

  it('closing a NATS connection that is down does not throw', async () => {
    const logger = quiet;
    const other = await connectNats({ servers: nats.url, name: 'closing', logger, maxBackoffMs: 500 });
    await nats.stop();
    await expect.poll(() => other.state()).toBe('reconnecting');
    await expect(other.close()).resolves.toBeUndefined();
    await expect(other.close()).resolves.toBeUndefined();
    await nats.start();
  });
});
