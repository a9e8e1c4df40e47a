import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PostgresEventStore, comparePositions, type EventData, type Position } from '@spend/eventstore';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import { migrateDatabase, PROJECTION_NODE_OPTIONS, projections, readPartitionCheckpoints, rebuildProjection, type ReadModels } from '@spend/projections';
import { streams } from '@spend/domain';
import { median, report } from './report';

const PARTITIONS = 4;
const BALANCE_MS = 1000;
const ROUNDS = 5;


/** `count` companies' budgets, 20 events each, appended by 8 writers; the last position. */
const seed = async (store: PostgresEventStore, companies: number, budgetsPerCompany: number): Promise<Position> => {
  const now = new Date('2026-01-01T00:00:00Z').toISOString();
  const work = Array.from({ length: companies * budgetsPerCompany }, (_, i) => ({ companyId: `c-${i % companies}`, budgetId: randomUUID() }));
  const ids = new Map<string, string>();
  let next = 0;
  let last: Position = { commit: 0n, prepare: 0n };
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < work.length) {
      const { companyId: key, budgetId } = work[next++]!;
      const companyId = ids.get(key) ?? randomUUID();
      ids.set(key, companyId);
      const metadata = { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
      const events: EventData[] = [
        { id: randomUUID(), type: 'BudgetCreated', metadata, data: { budgetId, companyId, parentBudgetId: null, name: 'Travel', color: '#336699', number: null, ownerUserId: null, funding: 100_000, softLimit: 'None', overageValue: 0, currency: 'USD', startAt: now, endAt: now, spenderUserIds: [], createdAt: now } },
        ...Array.from({ length: 19 }, (_, i): EventData => ({ id: randomUUID(), type: 'BudgetUpdated', metadata, data: { budgetId, companyId, changes: { funding: 100_000 + i * 100 }, updatedAt: now } })),
      ];
      const { position } = await store.append(streams.budget(budgetId), events, { expectedRevision: 'no_stream' });
      if (comparePositions(position, last) > 0) last = position;
    }
  }));
  return last;
};

const startRunner = async (db: TestDatabase): Promise<ChildProcess> => {
  // Started as the deployments start a runner (their Node options, the default batch size).
  const child = spawn(process.execPath, [...PROJECTION_NODE_OPTIONS, '--import', 'tsx', fileURLToPath(new URL('./projection-runner-child.ts', import.meta.url))], {
    env: { ...process.env, DATABASE_URL: db.urlAs('spend_projector'), PROJECTION_PARTITIONS: String(PARTITIONS), BALANCE_MS: String(BALANCE_MS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`runner exited with ${code}`)));
  });
  return child;
};
const kill = (child: ChildProcess): Promise<void> => new Promise((resolve) => {
  // A runner killed before has no exit code, only its signal: waiting for its exit again would never
  // settle (the run once stopped here with exit code 13).
  if (child.exitCode !== null || child.signalCode !== null) return resolve();
  child.once('exit', () => resolve());
  child.kill('SIGKILL');
});
const poll = async (check: () => Promise<boolean>, ms = 10): Promise<void> => {
  while (!(await check())) await new Promise((r) => setTimeout(r, ms));
};

/**
 * projections.partitioned: events/s the budgets read model is built at by 2 runner processes sharing
 * 4 partitions; baseline 1 runner process on the same events (medians of ROUNDS alternating rebuilds by runners holding their shares).
 * projections.failover: seconds from a kill -9 of one of 2 runners to each of its partitions moving
 * again, under a steady stream of spend; baseline the balance interval (how often a runner looks for
 * partitions without an owner).
 */
export const run = async (): Promise<void> => {
  const db = await createTestDatabase('bench_partitioned');
  await migrateDatabase(db.url);
  const store = new PostgresEventStore({ connectionString: db.urlAs('spend_projector'), poolSize: 8 });
  const pool = new pg.Pool({ connectionString: db.urlAs('spend_projector'), max: 4 });
  const rm = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
  const budgets = projections.find((p) => p.name === 'budgets')!;
  const children: ChildProcess[] = [];
  try {
    await seed(store, 200, Number(process.env.BENCH_BUDGETS_PER_COMPANY ?? 25));
    const total = 200 * Number(process.env.BENCH_BUDGETS_PER_COMPANY ?? 25) * 20;
    // The runners holding partitions, and how many partitions they hold.
    const owners = async () => (await pool.query<{ units: number; runners: number }>(
      `SELECT count(*)::int AS units, count(DISTINCT pid)::int AS runners FROM pg_locks
       WHERE locktype = 'advisory' AND classid = 7302 AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)).rows[0]!;
    const build = async (runners: number): Promise<number> => {
      const mine = await Promise.all(Array.from({ length: runners }, () => startRunner(db)));
      children.push(...mine);
      // Timed once every runner holds its share (Node's start-up and the first balance are not the
      // projection's work; projections.failover measures the balance): the runners then rebuild the
      // read model from zero, as `projections:rebuild` has them do.
      await poll(async () => { const o = await owners(); return o.units === PARTITIONS && o.runners === runners; }, 20);
      const started = performance.now();
      await rebuildProjection({ store, pool, connectionString: db.urlAs('spend_projector'), projection: budgets, partitions: PARTITIONS });
      const rate = total / ((performance.now() - started) / 1000);
      await Promise.all(mine.map(kill));
      return rate;
    };
    await build(1); // warm the caches once
    // Rounds of 1 runner then 2, medians of each: on a shared machine the load moves within seconds
    // (a build takes about two), and alternating puts both under the same load.
    const rates: { one: number[]; two: number[] } = { one: [], two: [] };
    for (let round = 0; round < ROUNDS; round++) {
      rates.one.push(await build(1));
      rates.two.push(await build(2));
    }
    report('projections.partitioned', median(rates.two), 'events/s', median(rates.one));

    // Failover: two runners, spend arriving, one killed.
    const runners = [await startRunner(db), await startRunner(db)];
    children.push(...runners);
    let spending = true;
    const spend = (async () => {
      while (spending) await seed(store, 20, 1);
    })();
    // Both runners own their share before one is killed.
    await poll(async () => { const o = await owners(); return o.units === PARTITIONS && o.runners === 2; }, 50);
    const before = await readPartitionCheckpoints(rm, ['budgets']);
    const killedAt = performance.now();
    await kill(runners[0]!);
    // Every partition moves again (the survivor's at once, the dead runner's once taken over).
    await poll(async () => (await readPartitionCheckpoints(rm, ['budgets'])).every((c, i) => c.commit_position !== before[i]!.commit_position || c.prepare_position !== before[i]!.prepare_position), 20);
    const failover = (performance.now() - killedAt) / 1000;
    spending = false;
    await spend;
    report('projections.failover', failover, 's', BALANCE_MS / 1000);
  } finally {
    await Promise.all(children.map(kill));
    await rm.destroy();
    await store.close();
    await db.drop();
  }
};
