import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { accountDecider, streams } from '@spend/domain';
import { deterministicUuid, handleCommand, PostgresEventStore, type EventData } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { report, throughput } from './report';

const PERIOD = '2026-01-01T00:00:00.000Z';

/** A company's account stream: its terms, then 100 purchases posted in January (one CardActivityPosted each, as the authorizer appends them). */
const accountHistory = (companyId: string): EventData[] => {
  const metadata = { companyId, userId: null, correlationId: companyId, causationId: null, schemaVersion: 1 };
  const terms = { type: 'AccountTermsSet', data: { companyId, name: 'Bench', creditLimitCents: 100_000_000, cycle: 'MONTHLY', rebateBasisPoints: 100, paymentDueDays: 25, lateFeeCents: 0, at: '2026-01-01T00:00:00.000Z' } };
  const purchases = Array.from({ length: 100 }, (_, i) => {
    const at = new Date(Date.parse('2026-01-02T00:00:00.000Z') + i * 3_600_000).toISOString();
    return { type: 'CardActivityPosted', data: { companyId, entries: [{ transactionId: randomUUID(), kind: 'DEBIT', cents: 1_000 + i, at }], at } };
  });
  return [terms, ...purchases].map((e) => ({ id: randomUUID(), ...e, metadata }));
};

/**
 * statements.close: statements closed per second for N companies (BENCH_STATEMENT_COMPANIES,
 * default 10,000) with 100 posted purchases each, each close a CloseStatement through the command
 * handler (load, fold, decide, append) from 16 concurrent clients; baseline: one SQL aggregate
 * computing the same per-company totals (debits, count) over the same events.
 */
export const run = async (): Promise<void> => {
  const CLIENTS = 16;
  const N = Number(process.env.BENCH_STATEMENT_COMPANIES ?? 10_000);
  const db = await createTestDatabase('bench_statements');
  const owner = new pg.Pool({ connectionString: db.url, max: 2 });
  const store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: CLIENTS });
  try {
    const companies = Array.from({ length: N }, () => randomUUID());
    await throughput(CLIENTS, N, async (i) => void (await store.append(streams.account(companies[i]!), accountHistory(companies[i]!), { expectedRevision: 'no_stream' })));
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

    let closed = 0;
    const value = await throughput(CLIENTS, N, async (i) => {
      const companyId = companies[i]!;
      const { events } = await handleCommand(store, streams.account(companyId), accountDecider, { type: 'CloseStatement', periodStart: PERIOD, now: new Date().toISOString() }, {
        companyId, userId: null, correlationId: companyId, commandId: deterministicUuid('statement-close', companyId, PERIOD),
      });
      closed += events.length;
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
