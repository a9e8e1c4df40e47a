import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { accountDecider, cardDecider, streams, type CardState } from '@spend/domain';
import { PostgresEventStore, handleCommand, loadState } from '@spend/eventstore';
import { createTestDatabase, recordBudget } from '@spend/eventstore/testing';
import { CheckpointWaiter, ProjectionRunner, migrateDatabase, projections } from '@spend/projections';
import { writeHistory } from '@spend/simulator';
import { seeded, type Costs } from './simulate';

export interface MeasureOptions {
  companies: number;
  cardsPerCompany: number;
  days: number;
  purchasesPerDay: number;
  /** Companies written at once (the append path under concurrency, as live traffic is). */
  concurrency: number;
  log?: (line: string) => void;
}

const DAY = 86_400_000;

/**
 * Measures the model's cost figures on this machine in a scratch database it drops afterwards:
 * companies opened, budgeted and carded through the command handler, then a month of purchases
 * each through the same decision the authorizer runs (the simulator's history writer), then every
 * read model projected from those events by one real projection runner.
 */
export const measureCosts = async (options: MeasureOptions): Promise<Costs & { events: number; cores: number }> => {
  const log = options.log ?? (() => undefined);
  const db = await createTestDatabase('capacity');
  await migrateDatabase(db.url);
  const store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: options.concurrency * 2 });
  const projector = new PostgresEventStore({ connectionString: db.urlAs('spend_projector'), poolSize: 4 });
  const owner = new pg.Pool({ connectionString: db.url, max: 2 });
  const projectorPool = new pg.Pool({ connectionString: db.urlAs('spend_projector'), max: 4 });
  try {
    const until = new Date();
    const opened = new Date(until.getTime() - (options.days + 1) * DAY).toISOString();
    const setUp = async (companyId: string): Promise<CardState[]> => {
      const context = () => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
      const owner = { userId: randomUUID(), companyId, archived: false };
      const budgetId = randomUUID();
      await handleCommand(store, streams.account(companyId), accountDecider, {
        type: 'SetAccountTerms', companyId, name: 'Card account', creditLimitCents: 50_000_000, cycle: 'MONTHLY', rebateBasisPoints: 150, paymentDueDays: 25, lateFeeCents: 0, now: opened,
      }, context());
      await recordBudget(store, {
        type: 'CreateBudget', budgetId, companyId, parent: null, name: 'Operations', color: '#336699', randomColorIndex: 0, number: null, owner,
        funding: 40_000_000, softLimit: 'None', overageValue: null, spenderUserIds: [], now: opened,
      }, context());
      const cards: CardState[] = [];
      for (let i = 0; i < options.cardsPerCompany; i++) {
        const cardId = randomUUID();
        await handleCommand(store, streams.card(cardId), cardDecider, {
          type: 'CreateCard', cardId, companyId, creatorUserId: null, cardType: 'Digital', format: null, spender: owner, shippingAddress: null, limitCents: 5_000_000,
          shouldLinkBudget: true, budget: { budgetId, companyId, active: true }, controls: null, last4: '0001', now: opened,
        }, context());
        cards.push(await loadState(store, streams.card(cardId), cardDecider));
      }
      return cards;
    };
    const count = async () => Number((await owner.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);

    const companies = await Promise.all(Array.from({ length: options.companies }, () => randomUUID()).map(async (id) => ({ id, cards: await setUp(id) })));
    const before = await count();
    log(`set up ${options.companies} companies (${before} events); writing ${options.days} days of purchases each`);
    let next = 0;
    let purchases = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: options.concurrency }, async (_, worker) => {
      while (next < companies.length) {
        const company = companies[next++]!;
        const result = await writeHistory(store, company.cards, { days: options.days, purchasesPerDay: options.purchasesPerDay, until, seed: company.id, random: seeded(worker * 7919 + next) });
        purchases += result.approved + result.declined;
      }
    }));
    const appendSeconds = (performance.now() - started) / 1000;
    const events = await count();
    const historyEvents = events - before;
    const cores = availableParallelism();
    log(`appended ${historyEvents} events for ${purchases} purchases in ${appendSeconds.toFixed(1)} s`);

    await owner.query('VACUUM ANALYZE events, streams');
    const { rows } = await owner.query<{ bytes: string }>("SELECT pg_total_relation_size('events') + pg_total_relation_size('streams') AS bytes");

    // One runner with every read model, from position zero (nothing was projected while appending).
    const { rows: [last] } = await owner.query<{ commit: string; prepare: string }>(
      'SELECT transaction_id::text AS commit, global_position::text AS prepare FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
    );
    const runner = new ProjectionRunner({ store: projector, pool: projectorPool, projections });
    const waiter = new CheckpointWaiter(runner.db, db.urlAs('spend_projector'));
    const begun = performance.now();
    try {
      runner.start();
      const done = await waiter.waitFor(projections.map((p) => p.name), { commit: BigInt(last!.commit), prepare: BigInt(last!.prepare) }, 30 * 60_000);
      if (!done) throw new Error('The projection runner did not catch up in 30 minutes');
    } finally {
      await runner.stop();
      await waiter.close();
    }
    const projectSeconds = (performance.now() - begun) / 1000;
    log(`one runner projected ${events} events into ${projections.length} read models in ${projectSeconds.toFixed(1)} s`);
    return {
      eventsPerPurchase: historyEvents / purchases,
      bytesPerEvent: Number(rows[0]!.bytes) / events,
      // The database and the writers share this machine's cores, as one database host would.
      appendEventsPerSecondPerCore: historyEvents / appendSeconds / cores,
      projectionEventsPerSecondPerRunner: events / projectSeconds,
      events,
      cores,
    };
  } finally {
    await store.close();
    await projector.close();
    await owner.end();
    await projectorPool.end();
    await db.drop();
  }
};
