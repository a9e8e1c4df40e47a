import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { accountDecider, streams, type AccountEvent, type AccountState } from '@spend/domain';
import { handleCommand, handleCommands, PostgresEventStore, systemClock } from '@spend/eventstore';
import { createStatementCloser } from '@spend/workflows/statements';
import { createTestDatabase } from '@spend/eventstore/testing';
import { report, throughput } from './report';

const PERIOD = '2026-01-01T00:00:00.000Z';
/** Purchases posted per command: the authorizer appends one account event per batch, a few purchases each. */
const PER_BATCH = 7;

const purchase = (companyId: string, i: number) => {
  const at = new Date(Date.parse('2026-01-02T00:00:00.000Z') + i * 3_600_000).toISOString();
  return { type: 'CardActivityPosted' as const, data: { companyId, entries: [{ transactionId: randomUUID(), kind: 'DEBIT' as const, cents: 1_000 + i, at }], at } };
};

/**
 * A company's account as the system writes it, through the command handler: its terms, then 100
 * purchases posted in January in batches (so the account keeps its snapshots as it does live).
 */
const openAccount = async (store: PostgresEventStore, companyId: string): Promise<void> => {
  const context = () => ({ companyId, userId: null, correlationId: companyId, commandId: randomUUID() });
  await handleCommand(store, streams.account(companyId), accountDecider, {
    type: 'SetAccountTerms', companyId, name: 'Bench', creditLimitCents: 100_000_000, cycle: 'MONTHLY', rebateBasisPoints: 100, paymentDueDays: 25, lateFeeCents: 0, now: PERIOD,
  }, context());
  for (let first = 0; first < 100; first += PER_BATCH) {
    const batch = Array.from({ length: Math.min(PER_BATCH, 100 - first) }, (_, j) => purchase(companyId, first + j));
    await handleCommands<{ account: AccountState }, AccountEvent>(store, { account: { name: streams.account(companyId), fold: accountDecider } }, () => ({ account: batch }), context());
  }
};

/**
 * statements.close: statements closed per second for N companies (BENCH_STATEMENT_COMPANIES,
 * default 10,000) with 100 posted purchases each, each close a CloseStatement through the command
 * handler (load from the account's snapshot, fold the events after it, decide, append), run as the
 * worker runs the close activities: 100 at once, those running together batched by the closer; baseline: one SQL aggregate
 * computing the same per-company totals (debits, count) over the same events.
 */
export const run = async (): Promise<void> => {
  const CLIENTS = 16;
  // Temporal's default maxConcurrentActivityTaskExecutions, which the worker keeps.
  const ACTIVITY_SLOTS = 100;
  const N = Number(process.env.BENCH_STATEMENT_COMPANIES ?? 10_000);
  const db = await createTestDatabase('bench_statements');
  const owner = new pg.Pool({ connectionString: db.url, max: 2 });
  const store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: CLIENTS });
  try {
    const companies = Array.from({ length: N }, () => randomUUID());
    await throughput(CLIENTS, N, (i) => openAccount(store, companies[i]!));
    await owner.query('ANALYZE events');

    const started = performance.now();
    const { rows } = await owner.query<{ n: string }>(
      `SELECT count(*) AS n FROM (
         SELECT stream_name, sum((e->>'cents')::bigint) AS debits, count(DISTINCT e->>'transactionId') AS transactions
         FROM events, jsonb_array_elements(data->'entries') AS e
         WHERE event_type = 'CardActivityPosted' AND e->>'kind' = 'DEBIT' AND e->>'at' >= $1 AND e->>'at' < '2026-02-01'
         GROUP BY stream_name) AS totals`,
      [PERIOD],
    );
    const baseline = N / ((performance.now() - started) / 1000);
    if (Number(rows[0]!.n) !== N) throw new Error(`the baseline aggregated ${rows[0]!.n} companies, not ${N}`);

    // The worker's way: each close an activity (up to the worker's 100 at once), batched as they come.
    const close = createStatementCloser(store, systemClock);
    let closed = 0;
    const value = await throughput(ACTIVITY_SLOTS, N, async (i) => {
      const statements = await close({ companyId: companies[i]!, periodStart: PERIOD });
      closed += statements;
    });
    if (closed !== N) throw new Error(`closed ${closed} statements, not ${N}`);
    console.error(`statements.close: N = ${N} companies x 100 transactions`);
    report('statements.close', value, 'statements/s', baseline);
  } finally {
    await store.close();
    await owner.end();
    await db.drop();
  }
};
