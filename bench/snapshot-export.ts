import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateEventStore, PostgresEventStore, type Position } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { writeSnapshotFile } from '@spend/workflows/snapshots';
import { median, report } from './report';
import { streams } from '@spend/domain';

/**
 * snapshot.export: events/s a tenant snapshot writes (read, filtered, folded into state, gzip NDJSON
 * on disk) over a company's BENCH_SNAPSHOT_EVENTS events (500,000), against a plain readAll of the
 * same events in pages of the same size; the medians of 5 alternating runs of each.
 */
export const run = async (): Promise<void> => {
  const TOTAL = Number(process.env.BENCH_SNAPSHOT_EVENTS ?? 500_000);
  const PER_BUDGET = 1000;
  const ROUNDS = 5;
  const db = await createTestDatabase('bench_snapshot');
  const owner = new pg.Pool({ connectionString: db.url, max: 1 });
  await migrateEventStore(owner);
  await owner.end();
  const store = new PostgresEventStore({ connectionString: db.url });
  const dir = mkdtempSync(join(tmpdir(), 'bench-snapshot-'));
  try {
    // Budgets of one company, each created and then renamed: the shape of a real history.
    const companyId = randomUUID();
    const metadata = { companyId, userId: randomUUID(), correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
    const now = new Date().toISOString();
    for (let written = 0; written < TOTAL; written += PER_BUDGET) {
      const budgetId = randomUUID();
      const events = Array.from({ length: Math.min(PER_BUDGET, TOTAL - written) }, (_, i) => ({
        id: randomUUID(),
        type: i === 0 ? 'BudgetCreated' : 'BudgetUpdated',
        data: i === 0
          ? { budgetId, companyId, parentBudgetId: null, name: 'Travel', color: '#abc', number: null, ownerUserId: metadata.userId, funding: 100_000, softLimit: 'None', overageValue: 0, currency: 'USD', startAt: now, endAt: now, spenderUserIds: [], createdAt: now }
          : { budgetId, companyId, changes: { name: `Travel ${i}` }, updatedAt: now },
        metadata,
      }));
      await store.append(streams.budget(budgetId), events, { expectedRevision: 'no_stream' });
    }
    const range = { companyId, name: 'bench', startsAt: '2000-01-01T00:00:00.000Z', endsAt: '2999-01-01T00:00:00.000Z' };

    const readAll = async () => {
      const started = performance.now();
      let count = 0;
      let fromPosition: Position | undefined;
      for (;;) {
        const page = await store.readAll({ fromPosition, maxCount: 5000 });
        count += page.length;
        if (page.length < 5000) break;
        fromPosition = page[page.length - 1]!.position;
      }
      return count / ((performance.now() - started) / 1000);
    };
    const snapshot = async () => {
      const started = performance.now();
      const { eventCount } = await writeSnapshotFile(store, dir, `bench-${randomUUID()}.ndjson.gz`, range);
      if (eventCount !== TOTAL) throw new Error(`the snapshot wrote ${eventCount} of ${TOTAL} events`);
      return eventCount / ((performance.now() - started) / 1000);
    };
    // Warm the cache once, then alternate the two and take each one's median: a shared machine's load
    // moves within a run, and alternating lets it weigh on both alike.
    await readAll();
    const runs = { baseline: [] as number[], value: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.baseline.push(await readAll());
      runs.value.push(await snapshot());
    }
    report('snapshot.export', median(runs.value), 'events/s', median(runs.baseline));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await store.close();
    await db.drop();
  }
};
