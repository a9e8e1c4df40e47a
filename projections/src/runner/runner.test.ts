import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore, type EventData, type Position } from '@spend/eventstore';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import type { ReadModels } from '../read-models/tables';
import type { Projection } from '../types';
import { CheckpointMovedError, moveCheckpoint, readCheckpoints } from './checkpoints';
import { ProjectionRunner } from './runner';
import { TALLY_TABLE_SQL, tallyProjection } from './testing/tally';
import { CheckpointWaiter } from './wait';
import { READ_MODEL_MIGRATIONS } from '../read-models/schema';

const companyId = randomUUID();
const tallied = (n: number): EventData[] =>
  Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    type: 'Tallied',
    data: { i },
    metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
  }));

let db: TestDatabase;
let store: PostgresEventStore;
let owner: pg.Pool;
let projectorPool: pg.Pool;
let readDb: Kysely<ReadModels>;

const count = async (): Promise<{ total: number; distinct: number }> => {
  const { rows } = await owner.query<{ total: string; distinct: string }>('SELECT count(*) AS total, count(DISTINCT event_id) AS distinct FROM tally_applied');
  return { total: Number(rows[0]!.total), distinct: Number(rows[0]!.distinct) };
};

const until = (check: () => Promise<boolean>): Promise<void> => expect.poll(check, { timeout: 90_000, interval: 20 }).toBe(true);

const startChild = async (env: Record<string, string>): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./testing/run-tally.ts', import.meta.url))], {
    env: { ...process.env, DATABASE_URL: db.urlAs('spend_projector'), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`runner exited with ${code}`)));
  });
  return child;
};

const kill = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

beforeAll(async () => {
  db = await createTestDatabase('runner', [READ_MODEL_MIGRATIONS]);
  owner = new pg.Pool({ connectionString: db.url, max: 2 });
  await owner.query(TALLY_TABLE_SQL);
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_projector') });
  projectorPool = new pg.Pool({ connectionString: db.urlAs('spend_projector'), max: 6 });
  readDb = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: projectorPool }) });
});

afterAll(async () => {
  await readDb.destroy();
  await store.close();
  await owner.end();
  await db.drop();
});

describe('projection runner', () => {
  it('killed mid-stream and restarted, applies every event exactly once; two copies run safely', async () => {
    const total = 3000;
    for (let i = 0; i < total; i += 100) await store.append(`tally-${randomUUID()}`, tallied(100));

    const first = await startChild({ TALLY_BATCH: '50', TALLY_DELAY_MS: '5' });
    await until(async () => (await count()).total >= 500);
    await kill(first);
    const afterKill = await count();
    expect(afterKill.total).toBeLessThan(total);
    expect(afterKill.distinct).toBe(afterKill.total);

    // Two copies: one owns the projection, the other stands by and takes over when it dies.
    const second = await startChild({ TALLY_BATCH: '50', TALLY_DELAY_MS: '5' });
    const standby = await startChild({ TALLY_BATCH: '50', TALLY_DELAY_MS: '5' });
    await until(async () => (await count()).total >= afterKill.total + 300);
    await kill(second);
    const more = await store.append(`tally-${randomUUID()}`, tallied(200));
    await until(async () => (await count()).total >= total + 200);
    const waiter = new CheckpointWaiter(readDb, db.urlAs('spend_projector'));
    expect(await waiter.waitFor(['tally'], more.position, 10_000)).toBe(true);
    // One more event, applied after anything the runner might wrongly have applied again.
    const last = await store.append(`tally-${randomUUID()}`, tallied(1));
    expect(await waiter.waitFor(['tally'], last.position, 10_000)).toBe(true);
    await waiter.close();
    await kill(standby);
    expect(await count()).toEqual({ total: total + 201, distinct: total + 201 });
  });

  it('publishes what changed on NATS after each batch, and lets a writer wait for its position', async () => {
    await owner.query('TRUNCATE tally_applied');
    await owner.query("UPDATE projection_checkpoints SET commit_position = '0', prepare_position = 0 WHERE name = 'tally'");
    const nats: NatsConnection = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    const subject = `company.${companyId}.changed.tally`;
    const messages = nats.subscribe(subject);
    const runner = new ProjectionRunner({ store, pool: projectorPool, projections: [tallyProjection()], nats });
    const waiter = new CheckpointWaiter(readDb, db.urlAs('spend_projector'));
    try {
      runner.start();
      const events = tallied(3);
      const appended = await store.append(`tally-${randomUUID()}`, events);
      expect(await waiter.waitFor(['tally'], appended.position, 10_000)).toBe(true);
      const seen = new Set<string>();
      for await (const message of messages) {
        for (const id of (message.json() as { ids: string[] }).ids) seen.add(id);
        if (events.every((e) => seen.has(e.id))) break;
      }
      expect(events.every((e) => seen.has(e.id))).toBe(true);
      // A position nobody has reached yet: the wait gives up after its bound.
      const beyond: Position = { commit: appended.position.commit + 1_000_000n, prepare: 0n };
      expect(await waiter.waitFor(['tally'], beyond, 100)).toBe(false);
    } finally {
      messages.unsubscribe();
      await runner.stop();
      await waiter.close();
      await nats.close();
    }
  });

  it("commits read models' and reactors' batches; a stopped runner leaves its pool's listeners as they were", async () => {
    const pool = new pg.Pool({ connectionString: db.urlAs('spend_projector'), max: 4 });
    const listeners = () => ['error', 'connect', 'remove'].map((event) => pool.listenerCount(event));
    const before = listeners();
    const seen = new Set<string>();
    const recording = (name: string, sendsCommands: boolean): Projection => ({
      name, tables: [], eventTypes: ['Tallied'], sendsCommands,
      apply: async () => {
        seen.add(name);
        return [];
      },
    });
    const [model, reactor] = [`model-${randomUUID()}`, `reactor-${randomUUID()}`];
    // Both start at the head of $all: the earlier tests' thousands of events are not this test's (on a
    // loaded machine, passing them took longer than the wait).
    const head = await store.append(`tally-${randomUUID()}`, tallied(1));
    for (const name of [model, reactor]) {
      await sql`INSERT INTO projection_checkpoints (name, commit_position, prepare_position) VALUES (${name}, ${head.position.commit.toString()}::xid8, ${head.position.prepare.toString()})`.execute(readDb);
    }
    const runner = new ProjectionRunner({ store, pool, projections: [recording(model, false), recording(reactor, true)] });
    const waiter = new CheckpointWaiter(readDb, db.urlAs('spend_projector'));
    try {
      runner.start();
      const appended = await store.append(`tally-${randomUUID()}`, tallied(1));
      expect(await waiter.waitFor([model, reactor], appended.position, 90_000)).toBe(true);
      expect([...seen].sort()).toEqual([model, reactor].sort());
    } finally {
      await runner.stop();
      await waiter.close();
    }
    expect(listeners()).toEqual(before);
    await pool.end();
  });

  it("gives a reactor its events in runs of reactorBatch, each committed with its checkpoint: a failed run is repeated alone", async () => {
    const name = `runs-${randomUUID()}`;
    const runs: number[][] = [];
    let failed = false;
    const reactor: Projection = {
      name, tables: [], eventTypes: ['Tallied'], sendsCommands: true,
      apply: async (_trx, events) => {
        runs.push(events.map((e) => (e.data as { i: number }).i));
        // The second run fails once, after the first committed.
        if (runs.length === 2 && !failed) {
          failed = true;
          throw new Error('the reactor lost its connection');
        }
        return [];
      },
    };
    const head = await store.append(`tally-${randomUUID()}`, tallied(1));
    await sql`INSERT INTO projection_checkpoints (name, commit_position, prepare_position) VALUES (${name}, ${head.position.commit.toString()}::xid8, ${head.position.prepare.toString()})`.execute(readDb);
    const runner = new ProjectionRunner({ store, pool: projectorPool, projections: [reactor], reactorBatch: 2 });
    const waiter = new CheckpointWaiter(readDb, db.urlAs('spend_projector'));
    try {
      runner.start();
      // Five events in one append: one page for the runner.
      const appended = await store.append(`tally-${randomUUID()}`, tallied(5));
      expect(await waiter.waitFor([name], appended.position, 90_000)).toBe(true);
      expect(runs).toEqual([[0, 1], [2, 3], [2, 3], [4]]);
    } finally {
      await runner.stop();
      await waiter.close();
    }
  });

  it('runs its batches as read-model transactions: one held open hides no later event from the other projections', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const marks: boolean[] = [];
    const held = `held-${randomUUID()}`;
    const free = `free-${randomUUID()}`;
    const holding: Projection = {
      name: held, tables: [], eventTypes: ['Tallied'],
      apply: async (trx) => {
        marks.push((await sql<{ marked: boolean }>`SELECT current_setting('application_name') LIKE 'spend read model ' || pg_current_xact_id() || ' %' AS marked`.execute(trx)).rows[0]!.marked);
        await gate;
        return [];
      },
    };
    const passing: Projection = { name: free, tables: [], eventTypes: ['Tallied'], apply: async () => [] };
    const head = await store.append(`tally-${randomUUID()}`, tallied(1));
    for (const name of [held, free]) {
      await sql`INSERT INTO projection_checkpoints (name, commit_position, prepare_position) VALUES (${name}, ${head.position.commit.toString()}::xid8, ${head.position.prepare.toString()})`.execute(readDb);
    }
    const runner = new ProjectionRunner({ store, pool: projectorPool, projections: [holding, passing] });
    const waiter = new CheckpointWaiter(readDb, db.urlAs('spend_projector'));
    try {
      runner.start();
      await store.append(`tally-${randomUUID()}`, tallied(1));
      await expect.poll(() => marks.length, { timeout: 90_000 }).toBe(1);
      // Appended after the held batch began: an unmarked batch would hide it from every reader until it ended.
      const later = await store.append(`tally-${randomUUID()}`, tallied(1));
      expect(await waiter.waitFor([free], later.position, 90_000)).toBe(true);
      expect(marks).toEqual([true]);
      release();
      expect(await waiter.waitFor([held], later.position, 90_000)).toBe(true);
    } finally {
      release();
      await runner.stop();
      await waiter.close();
    }
  });

  it('refuses to move a checkpoint that someone else moved', async () => {
    const name = `cas-${randomUUID()}`;
    await sql`INSERT INTO projection_checkpoints (name) VALUES (${name})`.execute(readDb);
    const start = (await readCheckpoints(readDb, [name])).get(name)!;
    const next: Position = { commit: 5n, prepare: 7n };
    await readDb.transaction().execute((trx) => moveCheckpoint(trx, { name, partition: 0, partitions: 1 }, start, next));
    await expect(readDb.transaction().execute((trx) => moveCheckpoint(trx, { name, partition: 0, partitions: 1 }, start, { commit: 6n, prepare: 9n }))).rejects.toBeInstanceOf(CheckpointMovedError);
    expect((await readCheckpoints(readDb, [name])).get(name)).toEqual(next);
  });

  it("moves a read model's checkpoint with no wait for the WAL flush at its commit, a reactor's with it, and the session keeps its setting", async () => {
    const name = `flush-${randomUUID()}`;
    const unit = { name, partition: 0, partitions: 1 };
    await sql`INSERT INTO projection_checkpoints (name) VALUES (${name})`.execute(readDb);
    const start = (await readCheckpoints(readDb, [name])).get(name)!;
    const show = async (db: typeof readDb | Transaction<ReadModels>) => (await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(db)).rows[0]!.synchronous_commit;
    const middle: Position = { commit: 5n, prepare: 7n };
    // One session for all: the setting must not outlive the transaction that moved the checkpoint.
    await readDb.connection().execute(async (session) => {
      expect(await session.transaction().execute(async (trx) => {
        await moveCheckpoint(trx, unit, start, middle, { flush: false });
        return show(trx);
      })).toBe('off');
      expect(await show(session)).toBe('on');
      expect(await session.transaction().execute(async (trx) => {
        await moveCheckpoint(trx, unit, middle, { commit: 6n, prepare: 9n });
        return show(trx);
      })).toBe('on');
    });
    expect((await readCheckpoints(readDb, [name])).get(name)).toEqual({ commit: 6n, prepare: 9n });
  });
});
