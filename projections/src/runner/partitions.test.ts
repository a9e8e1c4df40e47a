import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore, type EventData, type Position } from '@spend/eventstore';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import type { ReadModels } from '../read-models/tables';
import { readPartitionCheckpoints } from './checkpoints';
import { ProjectionRunner } from './runner';
import { tallyProjection, tallyTableSql } from './testing/tally';
import { CheckpointWaiter } from './wait';
import { READ_MODEL_MIGRATIONS } from '../read-models/schema';

const PARTITIONS = 8;
const companies = Array.from({ length: 24 }, () => randomUUID());
let db: TestDatabase;
let store: PostgresEventStore;
let owner: pg.Pool;
let projectorPool: pg.Pool;
let readDb: Kysely<ReadModels>;
const children = new Set<ChildProcess>();

/** `n` events for each company, interleaved, each company's numbered in order. */
const spend = (from: number, n: number): EventData[] =>
  Array.from({ length: n }, (_, i) => companies.map((companyId) => ({
    id: randomUUID(), type: 'Tallied', data: { i: from + i },
    metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
  }))).flat();

const applied = async (table = 'tally_applied') =>
  (await owner.query<{ event_id: string; company_id: string; i: number }>(
    `SELECT a.event_id, a.company_id, (e.data->>'i')::int AS i FROM ${table} a JOIN events e ON e.event_id = a.event_id ORDER BY a.seq`)).rows;

const runner = async (): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./testing/run-tally.ts', import.meta.url))], {
    env: { ...process.env, DATABASE_URL: db.urlAs('spend_projector'), TALLY_BATCH: '40', TALLY_DELAY_MS: '10', TALLY_PARTITIONS: String(PARTITIONS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`runner exited with ${code}`)));
  });
  return child;
};
const kill = (child: ChildProcess): Promise<void> => new Promise((resolve) => {
  children.delete(child);
  child.once('exit', () => resolve());
  child.kill('SIGKILL');
});
const checkpoints = async () => readPartitionCheckpoints(readDb, ['tally']);

beforeAll(async () => {
  db = await createTestDatabase('partitions', [READ_MODEL_MIGRATIONS]);
  owner = new pg.Pool({ connectionString: db.url, max: 2 });
  await owner.query(tallyTableSql('tally') + tallyTableSql('single'));
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_projector') });
  projectorPool = new pg.Pool({ connectionString: db.urlAs('spend_projector'), max: 6 });
  readDb = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: projectorPool }) });
});

afterAll(async () => {
  await Promise.all([...children].map(kill));
  await readDb.destroy();
  await store.close();
  await owner.end();
  await db.drop();
});

describe('partitioned projections', () => {
  it('three runners share the partitions; one killed -9 mid-stream hands its partitions over; nothing lost, doubled or reordered within a company', async () => {
    for (let i = 0; i < 40; i += 10) await store.append(`tally-${randomUUID()}`, spend(i, 10));
    const runners = [await runner(), await runner(), await runner()];
    // Each runner takes its share: every partition is moving.
    await expect.poll(async () => (await checkpoints()).filter((c) => c.commit_position !== '0').length, { timeout: 90_000, interval: 50 }).toBe(PARTITIONS);
    const owners = async () => (await owner.query<{ n: number }>(`SELECT count(DISTINCT pid)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = 7302 AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)).rows[0]!.n;
    await expect.poll(owners, { timeout: 90_000, interval: 50 }).toBe(3);
    await expect.poll(async () => (await applied()).length, { timeout: 90_000, interval: 20 }).toBeGreaterThan(200);
    const before = await checkpoints();
    await kill(runners[1]!);
    // More spend while a runner is gone: the survivors take its partitions over and apply it.
    let last: Position | undefined;
    for (let i = 40; i < 80; i += 10) last = (await store.append(`tally-${randomUUID()}`, spend(i, 10))).position;
    await expect.poll(async () => (await checkpoints()).every((c, p) => c.commit_position !== before[p]!.commit_position || c.prepare_position !== before[p]!.prepare_position), { timeout: 120_000, interval: 50 }).toBe(true);
    runners[1] = await runner();
    const waiter = new CheckpointWaiter(readDb, db.urlAs('spend_projector'));
    expect(await waiter.waitFor(['tally'], last!, 60_000)).toBe(true);
    await waiter.close();

    const rows = await applied();
    expect(rows).toHaveLength(companies.length * 80);
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(rows.length);
    for (const company of companies) expect(rows.filter((r) => r.company_id === company).map((r) => r.i)).toEqual(Array.from({ length: 80 }, (_, i) => i));
    expect(new Set((await checkpoints()).map((c) => c.partitions))).toEqual(new Set([PARTITIONS]));

    // The same events through one runner and one partition give the same read model.
    const single = new ProjectionRunner({ store, pool: projectorPool, projections: [tallyProjection(0, 'single')] });
    single.start();
    const singleWaiter = new CheckpointWaiter(readDb, db.urlAs('spend_projector'));
    expect(await singleWaiter.waitFor(['single'], last!, 60_000)).toBe(true);
    await singleWaiter.close();
    await single.stop();
    const one = await applied('single_applied');
    const key = (r: { event_id: string; company_id: string }) => `${r.company_id}/${r.event_id}`;
    expect(rows.map(key).sort()).toEqual(one.map(key).sort());
    for (const company of companies) expect(rows.filter((r) => r.company_id === company).map((r) => r.event_id)).toEqual(one.filter((r) => r.company_id === company).map((r) => r.event_id));
    await Promise.all(runners.map(kill));
  });
});
