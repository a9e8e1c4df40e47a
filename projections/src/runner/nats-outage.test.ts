import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore, type EventData } from '@spend/eventstore';
import { connectNats, createHealth, createMetricsRegistry, natsCheck, startHealthServer, type ManagedNats, type RuntimeLogger } from '@spend/runtime';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import { type PrivateNatsServer, startPrivateNatsServer } from '@spend/runtime/testing';
import { ProjectionRunner } from './runner';
import { TALLY_TABLE_SQL, tallyProjection } from './testing/tally';
import { READ_MODEL_MIGRATIONS } from '../read-models/schema';

/** How long NATS stays down: a minute, as the operator's test in issue #15 (shorter by env for a quick run). */
const OUTAGE_MS = Number(process.env.NATS_OUTAGE_MS ?? 60_000);
const companyId = randomUUID();
const tallied = (n: number): EventData[] =>
  Array.from({ length: n }, () => ({
    id: randomUUID(),
    type: 'Tallied',
    data: {},
    metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
  }));

/** Keeps what was logged, so the test can read the drop and the return. */
const memoryLogger = (): RuntimeLogger & { lines: string[] } => {
  const lines: string[] = [];
  const log = (_details: object, message: string): void => void lines.push(message);
  return { lines, info: log, warn: log, error: log };
};

let db: TestDatabase;
let nats: PrivateNatsServer;
let store: PostgresEventStore;
let owner: pg.Pool;
let projectorPool: pg.Pool;

beforeAll(async () => {
  [db, nats] = await Promise.all([createTestDatabase('nats_outage', [READ_MODEL_MIGRATIONS]), startPrivateNatsServer()]);
  owner = new pg.Pool({ connectionString: db.url, max: 2 });
  await owner.query(TALLY_TABLE_SQL);
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_projector') });
  projectorPool = new pg.Pool({ connectionString: db.urlAs('spend_projector'), max: 6 });
});

afterAll(async () => {
  await store.close();
  await projectorPool.end();
  await owner.end();
  await nats.stop();
  await db.drop();
});

describe('NATS down for a minute under load', () => {
  it('the runner keeps applying, /readyz says so, and pushes resume by themselves when NATS is back', async () => {
    const runnerLog = memoryLogger();
    const publisher: ManagedNats = await connectNats({ servers: nats.url, name: 'projections', logger: runnerLog, maxBackoffMs: 1_000 });
    // The API's side: a subscription made once, before the outage, as an open GraphQL subscription holds.
    const listener = await connectNats({ servers: nats.url, name: 'api', logger: memoryLogger(), maxBackoffMs: 1_000 });
    const pushed = new Set<string>();
    const subscription = listener.connection.subscribe(`company.${companyId}.changed.tally`, {
      callback: (_error, message) => {
        for (const id of (message.json() as { ids: string[] }).ids) pushed.add(id);
      },
    });
    const runner = new ProjectionRunner({ store, pool: projectorPool, projections: [tallyProjection()], nats: publisher.connection, logger: runnerLog as never });
    const health = createHealth({ registry: createMetricsRegistry('projections'), checks: { nats: natsCheck(publisher) } });
    const server = (await startHealthServer(health, 0, '127.0.0.1', memoryLogger())) as Server;
    const readyz = async (): Promise<{ status: number; nats: string }> => {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`);
      return { status: response.status, nats: ((await response.json()) as { checks: { nats: string } }).checks.nats };
    };
    const applied = async (): Promise<number> => Number((await owner.query<{ n: string }>('SELECT count(DISTINCT event_id) AS n FROM tally_applied')).rows[0]!.n);

    // Load: a small append every 50 ms for the whole test.
    const appended: string[] = [];
    let loading = true;
    const load = (async () => {
      while (loading) {
        const events = tallied(5);
        await store.append(`tally-${randomUUID()}`, events);
        appended.push(...events.map((e) => e.id));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    try {
      runner.start();
      await expect.poll(() => pushed.size, { timeout: 90_000 }).toBeGreaterThan(20);
      expect(await readyz()).toEqual({ status: 200, nats: 'ok' });

      await nats.stop();
      const downAt = Date.now();
      await expect.poll(readyz, { timeout: 120_000 }).toEqual({ status: 503, nats: 'NATS reconnecting' });
      const appliedAtDrop = await applied();
      // The outage lasts OUTAGE_MS; meanwhile the runner keeps applying (its change notices wait in the client).
      await expect.poll(async () => Date.now() - downAt >= OUTAGE_MS && (await applied()) > appliedAtDrop + 100, { timeout: OUTAGE_MS + 30_000, interval: 500 }).toBe(true);
      expect((await readyz()).status).toBe(503);

      await nats.start();
      await expect.poll(readyz, { timeout: 90_000 }).toEqual({ status: 200, nats: 'ok' });
      await expect.poll(() => listener.state(), { timeout: 90_000 }).toBe('connected');
      // Events appended once both are back reach the subscription made before NATS went down
      // (notices sent while a side was still reconnecting may be lost: core NATS is at most once).
      const afterReturn = appended.length;
      await expect.poll(() => appended.slice(afterReturn, afterReturn + 20).length === 20 && appended.slice(afterReturn, afterReturn + 20).every((id) => pushed.has(id)), { timeout: 90_000 }).toBe(true);
      expect(runnerLog.lines).toContain('projections: NATS connection lost; reconnecting');
      expect(runnerLog.lines).toContain('projections: NATS connection back');
      // Nothing was redone: the runner never restarted a projection from its checkpoint.
      expect(runnerLog.lines).not.toContain('projection restarting from its checkpoint');
    } finally {
      loading = false;
      await load;
      await runner.stop();
      subscription.unsubscribe();
      server.close();
      await Promise.all([publisher.close(), listener.close()]);
    }
    const { rows } = await owner.query<{ total: string; distinct: string }>('SELECT count(*) AS total, count(DISTINCT event_id) AS distinct FROM tally_applied');
    expect(Number(rows[0]!.distinct)).toBe(Number(rows[0]!.total));
  }, OUTAGE_MS + 150_000);
});
