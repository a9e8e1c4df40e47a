import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PostgresEventStore, verifyChain, type Position } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { report } from './report';

const PER_APPEND = 1000;

/**
 * audit.verify: events/s of `verifyChain` over one company's 200,000 events (recomputing every
 * link), against reading the same events with `readPage` (the paged readAll) from the start.
 */
export const run = async (): Promise<void> => {
  const TOTAL = Number(process.env.BENCH_EVENTS ?? 200_000);
  const db = await createTestDatabase('bench_verify');
  const store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 4 });
  const pool = new pg.Pool({ connectionString: db.urlAs('spend_projector'), max: 1 });
  try {
    const companyId = randomUUID();
    const metadata = { companyId, userId: randomUUID(), correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
    for (let at = 0; at < TOTAL; at += PER_APPEND) {
      const events = Array.from({ length: PER_APPEND }, (_, i) => ({
        id: randomUUID(), type: 'TransactionCleared',
        data: { transactionId: randomUUID(), cardId: randomUUID(), amount: { amount: `${at + i}.25`, currency: 'USD' }, merchant: 'Blue Bottle Coffee', at: new Date(0).toISOString() },
        metadata,
      }));
      await store.append(`bench-${at / PER_APPEND}`, events);
    }
    await pool.query('VACUUM ANALYZE events');
    const readAll = async (): Promise<number> => {
      let [read, from] = [0, undefined as Position | undefined];
      // Until all are read: a page may end early while a transaction older than the events (an
      // autovacuum's analyze) still runs, as $all reads only below the oldest running one.
      while (read < TOTAL) {
        const page = await store.readPage({ fromPosition: from, maxCount: 5000 });
        read += page.events.length;
        from = page.to;
      }
      return read;
    };
    const timed = async (work: () => Promise<number>): Promise<number> => {
      const started = performance.now();
      const count = await work();
      if (count !== TOTAL) throw new Error(`read ${count} events, not ${TOTAL}`);
      return count / ((performance.now() - started) / 1000);
    };
    const verify = async (): Promise<number> => {
      const result = await verifyChain(pool, companyId);
      if (result.broken) throw new Error('the chain is broken');
      return result.checked;
    };
    // Warm-up, then alternating rounds.
    await timed(readAll);
    await timed(verify);
    const seconds = { verify: 0, read: 0 };
    for (let round = 0; round < 2; round++) {
      seconds.read += TOTAL / (await timed(readAll));
      seconds.verify += TOTAL / (await timed(verify));
    }
    report('audit.verify', (2 * TOTAL) / seconds.verify, 'events/s', (2 * TOTAL) / seconds.read);
  } finally {
    await store.close();
    await pool.end();
    await db.drop();
  }
};
