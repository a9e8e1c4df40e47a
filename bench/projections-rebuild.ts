import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PostgresEventStore, START, type EventData } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { migrateDatabase, projections, rebuildProjection } from '@spend/projections';
import { report } from './report';
import { streams } from '@spend/domain';

/**
 * projections.rebuild: events/s rebuilding the budgets read model from 200,000 events, against
 * reading the same events with no projection work.
 *
 * The events are appended directly (20 per budget, in one append per budget): generating 200,000
 * through the command handler would measure the fixture, not the rebuild.
 */
export const run = async (): Promise<void> => {
  const TOTAL = Number(process.env.BENCH_EVENTS ?? 200_000);
  const PER_BUDGET = 20;
  const db = await createTestDatabase('bench_rebuild');
  await migrateDatabase(db.url);
  const store = new PostgresEventStore({ connectionString: db.urlAs('spend_projector'), poolSize: 8 });
  const pool = new pg.Pool({ connectionString: db.urlAs('spend_projector'), max: 8 });
  try {
    const companyId = randomUUID();
    const now = new Date('2026-01-01T00:00:00Z');
    const metadata = { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
    const budgets = Array.from({ length: TOTAL / PER_BUDGET }, () => randomUUID());
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < budgets.length) {
          const budgetId = budgets[next++]!;
          const events: EventData[] = [
            {
              id: randomUUID(),
              type: 'BudgetCreated',
              metadata,
              data: {
                budgetId, companyId, parentBudgetId: null, name: `Budget ${budgetId.slice(0, 8)}`, color: '#336699', number: null,
                ownerUserId: null, funding: 100_000, softLimit: 'None', overageValue: 0, currency: 'USD',
                startAt: now.toISOString(), endAt: new Date('2027-01-01T00:00:00Z').toISOString(), spenderUserIds: [], createdAt: now.toISOString(),
              },
            },
            ...Array.from({ length: PER_BUDGET - 1 }, (_, i): EventData => ({
              id: randomUUID(),
              type: 'BudgetUpdated',
              metadata,
              data: { budgetId, companyId, changes: { funding: 100_000 + i * 100, name: `Budget ${budgetId.slice(0, 8)} v${i}` }, updatedAt: now.toISOString() },
            })),
          ];
          await store.append(streams.budget(budgetId), events, { expectedRevision: 'no_stream' });
        }
      }),
    );

    // Baseline: the same events read in batches of the runner's size, nothing applied.
    let started = performance.now();
    let read = 0;
    for (let from = START; ; ) {
      const page = await store.readAll({ fromPosition: from, maxCount: 1000 });
      if (page.length === 0) break;
      read += page.length;
      from = page[page.length - 1]!.position;
    }
    const baseline = read / ((performance.now() - started) / 1000);

    const budgetsProjection = projections.find((p) => p.name === 'budgets')!;
    started = performance.now();
    await rebuildProjection({ store, pool, connectionString: db.urlAs('spend_projector'), projection: budgetsProjection });
    const value = read / ((performance.now() - started) / 1000);
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM budgets');
    if (Number(rows[0]!.n) !== budgets.length) throw new Error(`rebuild produced ${rows[0]!.n} budgets, expected ${budgets.length}`);
    report('projections.rebuild', value, 'events/s', baseline);
  } finally {
    await store.close();
    await pool.end();
    await db.drop();
  }
};
