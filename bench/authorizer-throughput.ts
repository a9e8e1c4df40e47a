import pg from 'pg';
import { createTestDatabase } from '@spend/eventstore/testing';
import { authorize, seedCards, seedCompany, startAuthorizer } from './authorizer-stack';
import { percentile, report, throughput } from './report';
import { streams } from '@spend/domain';

const CLIENTS = 200;

/** Runs `total` operations on `clients` concurrent loops; ops/s and each operation's latency (ms, sorted). */
const measure = async (total: number, operation: (i: number) => Promise<void>, clients = CLIENTS): Promise<{ perSecond: number; latencies: number[] }> => {
  const latencies: number[] = [];
  const perSecond = await throughput(clients, total, async (i) => {
    const started = performance.now();
    await operation(i);
    latencies.push(performance.now() - started);
  });
  return { perSecond, latencies: latencies.sort((a, b) => a - b) };
};

/**
 * authorizer.throughput: signed authorizations/s, 200 concurrent requests over 200 cards on 50
 * budgets; baseline: the same HTTP server answering a no-op (GET /health). authorizer.latency.p99:
 * the p99 in ms of 1,000 authorizations sent one at a time (the decision's own latency, without
 * the queueing of 200 waiting clients), baseline the no-op's p99 measured the same way; the p99
 * under the 200-client load is printed beside it. authorizer.hotbudget: the same load with
 * every card on ONE budget whose funds allow exactly half the purchases; baseline: the varied
 * throughput. It fails loudly if the hot budget approves more (or fewer) than its funds allow.
 */
export const run = async (): Promise<void> => {
  const TOTAL = Number(process.env.BENCH_AUTHORIZATIONS ?? 4000);
  const db = await createTestDatabase('bench_authorizer');
  const authorizer = await startAuthorizer(db.urlAs('spend_api'));
  try {
    const companyId = await seedCompany(authorizer.store, 60 * 1_000_000_000);
    const varied = await seedCards(authorizer.store, companyId, { budgets: 50, cards: 200, fundingCents: 1_000_000_000 });
    const hot = await seedCards(authorizer.store, companyId, { budgets: 1, cards: 200, fundingCents: (TOTAL / 2) * 100 });

    // Warm up connections and caches on both sides before measuring.
    await measure(CLIENTS * 2, async () => void (await fetch(`${authorizer.url}/health`)).arrayBuffer());
    await measure(CLIENTS, (i) => authorize(authorizer.url, varied.cardIds[i % 200]!, 100).then(() => undefined));

    const noop = await measure(TOTAL, async () => void (await fetch(`${authorizer.url}/health`)).arrayBuffer());
    const noopAlone = await measure(1000, async () => void (await fetch(`${authorizer.url}/health`)).arrayBuffer(), 1);
    const alone = await measure(1000, (i) => authorize(authorizer.url, varied.cardIds[i % 200]!, 100).then(() => undefined), 1);
    const spread = await measure(TOTAL, (i) => authorize(authorizer.url, varied.cardIds[i % 200]!, 100 + (i % 5000)).then(() => undefined));
    let approved = 0;
    const hotRun = await measure(TOTAL, async (i) => {
      // A grocery MCC: held exactly its amount, so the funds allow exactly half.
      if ((await authorize(authorizer.url, hot.cardIds[i % 200]!, 100, '5411')).approved) approved++;
    });
    if (approved !== TOTAL / 2) throw new Error(`hot budget approved ${approved}, its funds allow exactly ${TOTAL / 2}`);
    const owner = new pg.Client({ connectionString: db.url });
    await owner.connect();
    const { rows } = await owner.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE stream_name = $1`, [streams.ledger(hot.budgetIds[0]!)]);
    await owner.end();

    report('authorizer.throughput', spread.perSecond, 'authorizations/s', noop.perSecond);
    report('authorizer.latency.p99', percentile(alone.latencies, 99), 'ms', percentile(noopAlone.latencies, 99));
    report('authorizer.latency.p99.loaded', percentile(spread.latencies, 99), 'ms', percentile(noop.latencies, 99));
    report('authorizer.hotbudget', hotRun.perSecond, 'authorizations/s', spread.perSecond);
    console.error(`authorizer.hotbudget: ${approved} of ${TOTAL} approved (funds for exactly ${TOTAL / 2}); ${rows[0]!.n} ledger events`);
  } finally {
    await authorizer.close();
    await db.drop();
  }
};
