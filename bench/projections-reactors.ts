import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { PostgresEventStore } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import {
  autoCodingReactor, budgetOwnersReactor, CheckpointWaiter, expensePolicyReactor, migrateDatabase, ProjectionRunner, receiptLocksReactor, receiptMatchingReactor,
  syncAdjustmentsReactor, type ReadModels,
} from '@spend/projections';
import { appendMonth, monthHistory } from '@spend/projections/month-proof';
import { report } from './report';

const ROUNDS = 2;

/** Seconds for the six reactors to follow a month of a company (appended before they start), given `reactorBatch` events per transaction. */
const follow = async (round: number, reactorBatch: number | undefined): Promise<{ seconds: number; events: number }> => {
  const db = await createTestDatabase(`bench_reactors_${round}_${reactorBatch ?? 'runs'}`);
  await migrateDatabase(db.url);
  const store = new PostgresEventStore({ connectionString: db.urlAs('spend_projector'), poolSize: 8 });
  const pool = new pg.Pool({ connectionString: db.urlAs('spend_projector'), max: 8 });
  const readDb = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: db.urlAs('spend_projector'), max: 2 }) }) });
  const waiter = new CheckpointWaiter(readDb, db.urlAs('spend_projector'));
  const reactors = [budgetOwnersReactor, receiptLocksReactor, syncAdjustmentsReactor, autoCodingReactor, receiptMatchingReactor, expensePolicyReactor].map((make) => make(store));
  const runner = new ProjectionRunner({ store, pool, projections: reactors, reactorBatch });
  try {
    const { companyId, events, streamNames } = monthHistory({ budgets: 6, purchasesPerDay: 30, seed: 2026 });
    const last = await appendMonth(store, companyId, events, streamNames);
    const started = performance.now();
    runner.start();
    if (!(await waiter.waitFor(reactors.map((r) => r.name), last, 600_000))) throw new Error('the reactors did not follow the month in 10 minutes');
    return { seconds: (performance.now() - started) / 1000, events: events.length };
  } finally {
    await runner.stop();
    await waiter.close();
    await Promise.all([store.close(), pool.end(), readDb.destroy()]);
    await db.drop();
  }
};

/**
 * projections.reactors: events/s the six reactors (budget owners, receipt locks, sync adjustments,
 * auto-coding, receipt matching, expense policy) follow a month of a company (6 budgets, 30
 * purchases a day, decided by the real deciders: projections/src/month-proof/scenario.ts) with their
 * events in runs of REACTOR_BATCH per transaction, against the same month with one event per
 * transaction (each committed with a flush), alternating, best of 2 each, each on a new database.
 */
export const run = async (): Promise<void> => {
  const rates: [number[], number[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, batch] of [1, undefined].entries()) {
      const { seconds, events } = await follow(round, batch);
      rates[i]!.push(events / seconds);
    }
  }
  report('projections.reactors', Math.max(...rates[1]), 'events/s', Math.max(...rates[0]));
};
