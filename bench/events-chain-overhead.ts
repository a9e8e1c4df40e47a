import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '@spend/eventstore';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import { report, throughput } from './report';
import { createUnchainedDatabase } from './unchained-database';

const CLIENTS = 16;
const ROUNDS = 8;

/** What the appends write to: the companies round-robin, and the stream of the i-th append. */
interface Workload {
  companies: readonly string[];
  stream: (i: number) => string;
}

/** Appends/s of single-event appends from 16 clients. */
const appendAll = (store: PostgresEventStore, { companies, stream }: Workload, count: number): Promise<number> =>
  throughput(CLIENTS, count, async (i) => {
    const metadata = { companyId: companies[i % companies.length]!, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
    await store.append(stream(i), [{ id: randomUUID(), type: 'Bench', data: { i, amount: { amount: '12.34', currency: 'USD' } }, metadata }], { expectedRevision: 'any' });
  });

/** Appends/s into a database with the chain and into one without, in alternating rounds (a shared machine's load weighs on both alike). */
const compare = async (chained: PostgresEventStore, unchained: PostgresEventStore, workload: Workload, total: number) => {
  const seconds = { chained: 0, unchained: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of round % 2 === 0 ? (['unchained', 'chained'] as const) : (['chained', 'unchained'] as const)) {
      seconds[which] += total / ROUNDS / (await appendAll(which === 'chained' ? chained : unchained, workload, total / ROUNDS));
    }
  }
  return { value: total / seconds.chained, baseline: total / seconds.unchained };
};

/**
 * events.chain.overhead: single-event appends/s from 16 clients with the hash chains (migration 012:
 * each stream's chain, its head moved by the row update the append makes anyway) against the same
 * appends into the event store as it is without them. The appends spread over 100 companies
 * (BENCH_CHAIN_COMPANIES), as a platform's do, each to a new stream. events.chain.overhead.hot:
 * eventstore.append's appends — every one to one company, over 1,000 streams that already exist
 * (`any` revision) — where a chain per company serialised every append.
 */
export const run = async (): Promise<void> => {
  const TOTAL = Number(process.env.BENCH_APPENDS ?? 32_000);
  const dbs: TestDatabase[] = [await createTestDatabase('bench_chain'), await createUnchainedDatabase('bench_unchained')];
  const [chained, unchained] = dbs.map((db) => new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: CLIENTS })) as [PostgresEventStore, PostgresEventStore];
  try {
    const companies = Array.from({ length: Number(process.env.BENCH_CHAIN_COMPANIES ?? 100) }, () => randomUUID());
    // Warm-up of both: connections, plans, the first rows.
    const spreadOut = { companies, stream: () => `bench-${randomUUID()}` };
    await compare(chained, unchained, spreadOut, TOTAL / 4);
    const spread = await compare(chained, unchained, spreadOut, TOTAL);
    report('events.chain.overhead', spread.value, 'appends/s', spread.baseline);
    const streams = Array.from({ length: 1000 }, () => `hot-${randomUUID()}`);
    const hot = await compare(chained, unchained, { companies: companies.slice(0, 1), stream: (i) => streams[i % streams.length]! }, TOTAL);
    report('events.chain.overhead.hot', hot.value, 'appends/s', hot.baseline);
  } finally {
    await Promise.all([chained.close(), unchained.close()]);
    await Promise.all(dbs.map((db) => db.drop()));
  }
};
