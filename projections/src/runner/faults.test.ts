import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore, type EventData, type Position } from '@spend/eventstore';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import type { ReadModels } from '../read-models/tables';
import { PLATFORM_COMPANY_ID, rebuildProjection } from './rebuild';
import { ProjectionRunner } from './runner';
import { tallyProjection, tallyTableSql } from './testing/tally';
import { CheckpointWaiter } from './wait';
import { READ_MODEL_MIGRATIONS } from '../read-models/schema';

// Runner faults: a lost connection mid-batch, two runners applying one partition, a count change.
const companies = Array.from({ length: 12 }, () => randomUUID());
let db: TestDatabase;
let store: PostgresEventStore;
let owner: pg.Pool;
let readDb: Kysely<ReadModels>;
const pools: pg.Pool[] = [];

const spend = (n: number): EventData[] => Array.from({ length: n }, () => companies.map((companyId) => ({
  id: randomUUID(), type: 'Tallied', data: {}, metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
}))).flat();
const append = async (n: number): Promise<Position> => (await store.append(`tally-${randomUUID()}`, spend(n))).position;

/** A runner's own pool, named so that a test can find (and kill) its sessions; its log lines collected. */
const runnerOf = (name: string, application: string, { delayMs = 15, ...options }: { partitions: number; standbyRetryMs?: number; delayMs?: number }) => {
  const pool = new pg.Pool({ connectionString: db.urlAs('spend_projector'), max: 6, application_name: application });
  pool.on('error', () => undefined);
  pools.push(pool);
  const logs: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) });
  const runner = new ProjectionRunner({ store, pool, projections: [tallyProjection(delayMs, name)], batchSize: 10, logger, standbyRetryMs: 100, ...options });
  return { runner, logs, said: (text: string) => logs.some((line) => line.includes(text)) };
};

const applied = async (name: string) => (await owner.query<{ event_id: string; company_id: string }>(`SELECT event_id, company_id FROM ${name}_applied ORDER BY seq`)).rows;
const reached = async (names: string[], position: Position) => {
  const waiter = new CheckpointWaiter(readDb, db.urlAs('spend_projector'));
  try {
    return await waiter.waitFor(names, position, 90_000);
  } finally {
    await waiter.close();
  }
};

/** Each company's events as `name` applied them equal a single runner's (one partition), each once. */
const expectSameAsSingleRunner = async (name: string, last: Position) => {
  await owner.query(tallyTableSql(`${name}_single`));
  const single = new ProjectionRunner({ store, pool: owner, projections: [tallyProjection(0, `${name}_single`)], batchSize: 1000 });
  single.start();
  expect(await reached([`${name}_single`], last)).toBe(true);
  await single.stop();
  const [rows, one] = [await applied(name), await applied(`${name}_single`)];
  expect(new Set(rows.map((r) => r.event_id)).size).toBe(rows.length);
  expect(rows).toHaveLength(one.length);
  for (const company of companies) expect(rows.filter((r) => r.company_id === company).map((r) => r.event_id)).toEqual(one.filter((r) => r.company_id === company).map((r) => r.event_id));
};

/**
 * Terminates the sessions of `application`, or only the one holding partition locks. Inside a batch
 * the name carries the read-model mark ahead of it (event store migration 015).
 */
const terminate = async (application: string, onlyLocks = false) => (await owner.query<{ n: number }>(
  `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database()
   AND (application_name = $1 OR application_name LIKE 'spend read model % ' || $1)
   ${onlyLocks ? "AND pid IN (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = 7302)" : ''}`, [application])).rows[0]!.n;

beforeAll(async () => {
  db = await createTestDatabase('runner_faults', [READ_MODEL_MIGRATIONS]);
  owner = new pg.Pool({ connectionString: db.url, max: 4 });
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_projector') });
  readDb = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: owner }) });
});
afterAll(async () => {
  await store.close();
  await Promise.all(pools.map((p) => p.end()));
  await readDb.destroy();
  await db.drop();
});

describe('projection runner faults', () => {
  it('a runner whose database sessions are killed mid-batch resumes from its checkpoints: nothing lost or doubled', async () => {
    await owner.query(tallyTableSql('conn'));
    const { runner, said } = runnerOf('conn', 'runner-conn', { partitions: 4, delayMs: 80 });
    await append(40);
    runner.start();
    await expect.poll(async () => (await applied('conn')).length, { timeout: 120_000, interval: 10 }).toBeGreaterThan(40);
    // Killed until a kill lands inside a batch's transaction (most of a batch's time, with its delay).
    await expect.poll(async () => {
      expect(await terminate('runner-conn')).toBeGreaterThan(0);
      return said('projection restarting from its checkpoint');
    }, { timeout: 120_000, interval: 300 }).toBe(true);
    const last = await append(5);
    expect(await reached(['conn'], last)).toBe(true);
    await runner.stop();
    expect(said('projection partitions lost with their lock session')).toBe(true);
    expect(said('projection restarting from its checkpoint')).toBe(true);
    await expectSameAsSingleRunner('conn', last);
  });

  it('two runners applying the same partition never both apply a batch: compare-and-set refuses one, with a log line', async () => {
    await owner.query(tallyTableSql('race'));
    // A balances once a minute: it does not notice for a while that its locks are gone, and keeps applying.
    const a = runnerOf('race', 'runner-a', { partitions: 2, standbyRetryMs: 60_000, delayMs: 40 });
    await append(30);
    a.runner.start();
    await expect.poll(async () => (await applied('race')).length, { timeout: 120_000, interval: 10 }).toBeGreaterThan(20);
    expect(await terminate('runner-a', true)).toBe(1);
    const b = runnerOf('race', 'runner-b', { partitions: 2 });
    b.runner.start();
    // A keeps applying what B now owns: with spend arriving, one of them is refused.
    const moved = 'Checkpoint of projection race was moved by someone else';
    await expect.poll(async () => {
      await append(1);
      return a.said(moved) || b.said(moved);
    }, { timeout: 120_000, interval: 200 }).toBe(true);
    const last = await append(5);
    expect(await reached(['race'], last)).toBe(true);
    await Promise.all([a.runner.stop(), b.runner.stop()]);
    await expectSameAsSingleRunner('race', last);
  });

  it('a partition count changed by a rebuild while runners run: they notice and re-balance, and the read model equals a single runner', async () => {
    await owner.query(tallyTableSql('count'));
    const runners = [runnerOf('count', 'runner-c1', { partitions: 2 }), runnerOf('count', 'runner-c2', { partitions: 2 })];
    await append(20);
    for (const r of runners) r.runner.start();
    await expect.poll(async () => (await applied('count')).length, { timeout: 120_000, interval: 100 }).toBeGreaterThan(30);
    const spendDuring = append(10);
    await rebuildProjection({ store, pool: owner, connectionString: db.urlAs('spend_projector'), projection: tallyProjection(0, 'count'), partitions: 6 });
    await spendDuring;
    const last = await append(5);
    expect(await reached(['count'], last)).toBe(true);
    const { rows } = await owner.query<{ partitions: number }>("SELECT DISTINCT partitions FROM projection_checkpoints WHERE name = 'count'");
    expect(rows).toEqual([{ partitions: 6 }]);
    // Each runner says it follows the count the rebuild recorded, or that its partition's count changed under it.
    expect(runners.some((r) => r.said('projection keeps the partition count it was built with') || r.said('projection partition count changed'))).toBe(true);
    await Promise.all(runners.map((r) => r.runner.stop()));
    await expectSameAsSingleRunner('count', last);
  }, 600_000);

  it("events of no company and the platform's reach every partition but are applied once, by partition 0", async () => {
    await owner.query(tallyTableSql('shared'));
    const shared = [null, PLATFORM_COMPANY_ID].flatMap((companyId) => Array.from({ length: 3 }, (): EventData => ({
      id: randomUUID(), type: 'Tallied', data: {}, metadata: { companyId: companyId as string, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
    })));
    await store.append(`tally-${randomUUID()}`, shared);
    const last = await append(2);
    const { runner } = runnerOf('shared', 'runner-shared', { partitions: 4 });
    runner.start();
    expect(await reached(['shared'], last)).toBe(true);
    await runner.stop();
    const rows = await applied('shared');
    expect(rows.filter((r) => shared.some((e) => e.id === r.event_id)).map((r) => r.event_id)).toEqual(shared.map((e) => e.id));
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(rows.length);
  });

  it('a rebuild held back by a write transaction left open in its database names it in a log line, and finishes once it ends', async () => {
    await owner.query(tallyTableSql('held'));
    await append(3);
    // In this database: one open in another no longer holds its readers (events_visible_horizon, follow.test.ts).
    const open = new pg.Client({ connectionString: db.url });
    await open.connect();
    const logs: string[] = [];
    try {
      await open.query('BEGIN');
      const { xid, pid } = (await open.query<{ xid: string; pid: number }>('SELECT pg_current_xact_id()::text AS xid, pg_backend_pid() AS pid')).rows[0]!;
      const rebuilt = rebuildProjection({
        store, pool: owner, connectionString: db.urlAs('spend_projector'), projection: tallyProjection(0, 'held'), partitions: 2, stallCheckMs: 100,
        logger: pino({ level: 'warn' }, { write: (line: string) => void logs.push(line) }),
      });
      await expect.poll(() => logs.some((line) => line.includes('rebuild waits for an older transaction to end') && line.includes(`"xid":"${xid}"`) && line.includes(`"pid":${pid}`)), { timeout: 120_000, interval: 50 }).toBe(true);
      await open.query('COMMIT');
      await rebuilt;
    } finally {
      await open.end();
    }
    // Every event of the tally's type, each once (the marker's transaction came after the open one).
    const { n } = (await owner.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE event_type = 'Tallied'")).rows[0]!;
    const rows = await applied('held');
    expect(rows).toHaveLength(n);
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(n);
  });
});
