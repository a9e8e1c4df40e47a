import { readFile } from 'node:fs/promises';
import { BUDGETS_PAGE } from '../../src/replicas/cluster';
import { median, percentile } from '@spend/bench/report';
import { namespacePids, report } from '../check/cluster';
import { gql } from './graphql';
import { prepare } from './setup';

const RATE = Number(process.env.CLUSTER_CHAOS_RATE ?? 300);
/** The nodes whose main process's memory the soak follows: the project's services and the engines (the second Temporal set where it runs). */
const ALL_NODES = ['identity', 'api1', 'api2', 'authz1', 'authz2', 'proj1', 'proj2', 'worker1', 'worker2', 'nats1', 'nats2', 'nats3', 'tfrontend', 'thistory', 'tmatching', 'tworker', 'tfrontend2', 'thistory2', 'tmatching2', 'tworker2'];
const log = (line: string): void => console.error(`soak: ${line}`);

/** The resident memory (kB) of the largest process in a node's namespace: its service, not the restart loop. */
const rssOf = async (node: string): Promise<number> => {
  let largest = 0;
  for (const pid of await namespacePids(node)) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    largest = Math.max(largest, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
  }
  return largest;
};

/** The middle value of each node's samples: one level for a minute of a heap's saw-tooth, not wherever one sample caught it. */
const levels = (samples: readonly Record<string, number>[], nodes: readonly string[]): Record<string, number> =>
  Object.fromEntries(nodes.map((n) => [n, median(samples.map((s) => s[n]!))]));

/**
 * `npm run cluster:soak`: `warmUpMinutes` of warm-up, then `minutes` measured, at 300
 * authorizations/s with their follow-ups, the funding changes and approvals, and GraphQL reads (the
 * budgets page, 10/s), with no fault. Fails on any error; prints each measured minute's p99 and each
 * service's memory after warm-up and at the end, and `cluster.soak.rss`: the largest growth of any
 * service over the measured minutes, in percent (baseline: the same growth over the warm-up, how much
 * memory still moves while warming). A level is the median of a minute's samples (every 5 s): the
 * warm-up's last minute, the soak's last minute, the warm-up's first.
 */
export const soak = async (minutes: number, warmUpMinutes: number): Promise<void> => {
  if (!(Number.isInteger(minutes) && minutes >= 2 && Number.isInteger(warmUpMinutes) && warmUpMinutes >= 1)) {
    throw new Error(`CLUSTER_SOAK_MINUTES must be a whole number of at least 2 and CLUSTER_SOAK_WARMUP_MINUTES at least 1 (given ${minutes} and ${warmUpMinutes})`);
  }
  const run = await prepare(50);
  // The second Temporal set's namespaces are empty unless the cluster runs it.
  const NODES = (await Promise.all(ALL_NODES.map(async (n) => ((await rssOf(n)) > 0 ? [n] : [])))).flat();
  let reads = 0;
  let readErrors = 0;
  let stopped = false;
  const reading = (async () => {
    while (!stopped) {
      const next = Date.now() + 100;
      // A read fails for good after 10 s: in a soak without faults any failure is an error.
      await gql(run.admin, BUDGETS_PAGE, {}, Date.now()).then(() => reads++, () => readErrors++);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
  })();
  try {
    const started = performance.now();
    run.load.start(RATE);
    run.work.start();
    // Each minute's RSS samples, warm-up first.
    const rssByMinute: Record<string, number>[][] = [];
    const p99s: number[] = [];
    for (let minute = 1; minute <= warmUpMinutes + minutes; minute++) {
      const samples: Record<string, number>[] = [];
      // Samples every 5 s within the minute (a measured window, not a wait for a condition).
      while (performance.now() - started < minute * 60_000) {
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        samples.push(Object.fromEntries(await Promise.all(NODES.map(async (n) => [n, await rssOf(n)] as const))));
      }
      rssByMinute.push(samples);
      const p99 = percentile(run.load.latencies(started + (minute - 1) * 60_000, started + minute * 60_000), 99);
      p99s.push(p99);
      const phase = minute <= warmUpMinutes ? `warm-up minute ${minute}` : `minute ${minute - warmUpMinutes}`;
      log(`${phase}: p99 ${p99.toFixed(0)} ms; ${run.load.failedAttempts} failed attempts, ${readErrors} failed reads of ${reads}, ${run.work.refused.length} refused steps so far`);
    }
    stopped = true;
    await reading;
    await run.work.stop();
    await run.load.stop();
    const [first, warm, last] = [0, warmUpMinutes - 1, warmUpMinutes + minutes - 1].map((m) => levels(rssByMinute[m]!, NODES)) as [Record<string, number>, Record<string, number>, Record<string, number>];
    const growth = (from: Record<string, number>, to: Record<string, number>, node: string) => ((to[node]! - from[node]!) / from[node]!) * 100;
    for (const node of NODES) log(`${node}: ${(warm[node]! / 1024).toFixed(0)} MB after warm-up, ${(last[node]! / 1024).toFixed(0)} MB at the end (${growth(warm, last, node).toFixed(1)}%)`);
    const errors = run.load.failedAttempts + readErrors + run.work.refused.length;
    log(`${run.load.authorizations.length} authorizations, ${reads} reads, ${run.work.approvals.length} requests; ${errors} errors; p99 per minute after warm-up: ${p99s.slice(warmUpMinutes).map((p) => p.toFixed(0)).join(', ')} ms`);
    report('cluster.soak.rss', Math.max(...NODES.map((n) => growth(warm, last, n))), '%', Math.max(...NODES.map((n) => growth(first, warm, n))));
    if (errors > 0) throw new Error(`the soak had ${errors} errors (${run.load.failedAttempts} authorization attempts, ${readErrors} reads, ${run.work.refused.length} refused steps: ${run.work.refused.slice(0, 3).join('; ')})`);
  } finally {
    stopped = true;
    await run.close();
  }
};
