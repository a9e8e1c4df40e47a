import { spawn } from 'node:child_process';
import { openSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PostgresEventStore } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { SECRET, authorize, seedCards, seedCompany } from './authorizer-stack';
import { percentile, report } from './report';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Sends `rate` requests a second for `seconds` on a fixed schedule, whatever the answers' pace
 * (open loop, as wrk2 does): each latency counts from the request's scheduled time, so a server
 * that falls behind is charged for the queue it builds. Fails loudly on any failed request.
 */
const openLoop = async (rate: number, seconds: number, send: (i: number) => Promise<unknown>): Promise<number[]> => {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const sent: Promise<unknown>[] = [];
  const start = performance.now();
  await new Promise<void>((done) => {
    let i = 0;
    const tick = () => {
      while (i < total && start + i * interval <= performance.now()) {
        const scheduled = start + i * interval;
        sent.push(send(i).then(() => latencies.push(performance.now() - scheduled)));
        i++;
      }
      // The next send's time can pass while this tick runs: never a negative delay (Node warns, then uses 1 ms).
      if (i < total) setTimeout(tick, Math.max(0, start + i * interval - performance.now()));
      else done();
    };
    tick();
  });
  await Promise.all(sent);
  return latencies.sort((a, b) => a - b);
};

/** The authorizer as its own process (as deployed), so the load generator does not share its event loop. */
const startAuthorizerProcess = async (databaseUrl: string): Promise<{ url: string; stop: () => Promise<void> }> => {
  const port = 20_000 + Math.floor(Math.random() * 10_000);
  mkdirSync(`${root}.run`, { recursive: true });
  const log = openSync(`${root}.run/bench-authorizer-open.log`, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/authorizer/src/main.ts'], {
    cwd: root, stdio: ['ignore', log, log],
    env: { ...process.env, DATABASE_URL: databaseUrl, AUTHORIZER_PORT: String(port), AUTHORIZER_SECRET: SECRET, LOG_LEVEL: 'warn' },
  });
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited !== null) throw new Error(`the authorizer exited with ${exited} (see .run/bench-authorizer-open.log)`);
    if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      if (exited !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    },
  };
};

/**
 * authorizer.latency.p99.open: the p99 in ms of signed authorizations offered at a fixed 500/s
 * (open loop) over 200 cards on 50 budgets, with the simulator's merchants and amounts, against
 * the authorizer running as its own process. Baseline: the no-op GET /health offered the same way.
 */
export const run = async (): Promise<void> => {
  const RATE = Number(process.env.BENCH_OPEN_RATE ?? 500);
  const SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 20);
  const db = await createTestDatabase('bench_authorizer_open');
  const store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 4 });
  const authorizer = await startAuthorizerProcess(db.urlAs('spend_api'));
  try {
    const companyId = await seedCompany(store, 60 * 1_000_000_000);
    const { cardIds } = await seedCards(store, companyId, { budgets: 50, cards: 200, fundingCents: 1_000_000_000 });
    const health = async () => {
      const response = await fetch(`${authorizer.url}/health`);
      if (!response.ok) throw new Error(`GET /health answered ${response.status}`);
      await response.arrayBuffer();
    };
    const purchase = (i: number) => authorize(authorizer.url, cardIds[i % cardIds.length]!, 100 + ((i * 7_919) % 20_000));

    // Warm-up (connections, JIT, every card's and ledger's cached fold), not measured.
    await openLoop(RATE, 2, health);
    await openLoop(RATE, 2, purchase);
    const noop = await openLoop(RATE, SECONDS, health);
    const decided = await openLoop(RATE, SECONDS, purchase);
    report('authorizer.latency.p99.open', percentile(decided, 99), 'ms', percentile(noop, 99));
    console.error(`authorizer.latency.p99.open: ${decided.length} authorizations at ${RATE}/s; p50 ${percentile(decided, 50).toFixed(1)} ms, max ${decided.at(-1)!.toFixed(1)} ms`);
  } finally {
    await authorizer.stop();
    await store.close();
    await db.drop();
  }
};
