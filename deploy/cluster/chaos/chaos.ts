import { randomUUID } from 'node:crypto';
import { Connection, WorkflowClient } from '@temporalio/client';
import { percentile } from '@spend/bench/report';
import { report } from '../check/cluster';
import { appendAcked } from '../check/postgres-failover';
import { FRONTEND, startAcked } from '../check/temporal-failover';
import { FAULTS, notWhole, type Fault } from './faults';
import { Broken, checkApprovals, checkAuthorizations, checkCeilings, checkReadModels, checkSubscriptions } from './invariants';
import { prepare, type Run } from './setup';

const RATE = Number(process.env.CLUSTER_CHAOS_RATE ?? 300);
const SUBSCRIPTIONS = Number(process.env.CLUSTER_CHAOS_SUBSCRIPTIONS ?? 50);
/** The window before the first fault whose share answered within 2 s is the availability baseline. */
const BASELINE_SECONDS = Number(process.env.CLUSTER_CHAOS_BASELINE_SECONDS ?? 30);
/**
 * The load's first seconds, counted in neither share: a cluster just started answers them from cold
 * caches and code, and works off the setup's backlog (on two cores, 15% to 63% within 2 s over its
 * first 30 s, where its later minutes answered all but a few). The warm-up lasts at least
 * WARMUP_SECONDS and then until SETTLED_SECONDS of load in a row were all answered within 2 s (at
 * most WARMUP_MAX_SECONDS, after which the run goes on and says so), so the baseline is the settled
 * cluster's share, not its cold start's. Its share is printed on its own.
 */
const WARMUP_SECONDS = Number(process.env.CLUSTER_CHAOS_WARMUP_SECONDS ?? 30);
const WARMUP_MAX_SECONDS = Number(process.env.CLUSTER_CHAOS_WARMUP_MAX_SECONDS ?? 180);
if (!(WARMUP_SECONDS >= 0)) {
  throw new Error(`CLUSTER_CHAOS_WARMUP_SECONDS must be a number of seconds, not '${process.env.CLUSTER_CHAOS_WARMUP_SECONDS}'`);
}
if (!(WARMUP_MAX_SECONDS >= WARMUP_SECONDS)) {
  throw new Error(`CLUSTER_CHAOS_WARMUP_MAX_SECONDS must be a number of seconds no less than CLUSTER_CHAOS_WARMUP_SECONDS (${WARMUP_SECONDS}), not '${process.env.CLUSTER_CHAOS_WARMUP_MAX_SECONDS}'`);
}
const SETTLED_SECONDS = 10;
const WHOLE_SECONDS = 300;
const log = (line: string): void => console.error(`chaos: ${line}`);
const since = (at: number): number => (performance.now() - at) / 1000;

/** Waits until the cluster is whole; answers when (performance.now), or fails naming what is not back. */
const waitWhole = async (what: string): Promise<number> => {
  const deadline = performance.now() + WHOLE_SECONDS * 1000;
  let missing: string[] = [];
  for (;;) {
    missing = await notWhole();
    if (missing.length === 0) return performance.now();
    if (performance.now() > deadline) {
      throw new Broken(`${what}: not whole ${WHOLE_SECONDS} s later, still missing: ${missing.join(', ')}. ` +
        'An operator must look at those nodes (npm run cluster:status; logs under the state folder) and bring them back.');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** The invariants after a fault (and at the end): each throws Broken with what it found. */
const invariants = async (run: Run): Promise<void> => {
  log(`  ${await checkSubscriptions(run.work, run.subscriptions)}`);
  log(`  ${await checkAuthorizations(run.pool, run.load)}`);
  log(`  ${await checkApprovals(run.work)}`);
  log(`  ${await checkCeilings(run.store, run.budgetIds)}`);
};

/** A probe timed from a fault: seconds until `attempt` first succeeds (it retries inside until its deadline). */
type Probe = (deadlineMs: number) => Promise<unknown>;

/**
 * `npm run cluster:chaos`: the load of issue #28 item 5 (authorizations at 300/s with their
 * clearings, reversals and refunds; funding changes and approvals through the API; 50 live
 * subscriptions), one fault at a time, the invariants after each and at the end, the read models
 * against their rebuild last. JSON lines on stdout, progress on stderr; a broken invariant exits 1.
 */
export const chaos = async (faults: Fault[]): Promise<void> => {
  const run = await prepare(SUBSCRIPTIONS);
  const connection = await Connection.connect({ address: FRONTEND });
  const temporal = new WorkflowClient({ connection, namespace: 'default' });
  const probes: Record<string, { name: string; probe: Probe }> = {
    postgres: { name: 'cluster.failover.postgres', probe: (deadline) => appendAcked(run.store, `cluster-chaos-${randomUUID()}`, 0, deadline) },
    nats: { name: 'cluster.failover.nats', probe: async (deadline) => {
      // The live path through NATS: a change pushed to every subscription of one budget within 10 s
      // (2 s, the first figure, was shorter than the runners' lag on this machine before any fault).
      for (;;) {
        try {
          return await checkSubscriptions(run.work, run.subscriptions, 10, run.work.budgetIds.slice(0, 1));
        } catch (error) {
          if (Date.now() > deadline) throw error;
        }
      }
    } },
    temporal: { name: 'cluster.failover.temporal', probe: (deadline) => startAcked(connection, temporal, deadline) },
  };
  let progress: NodeJS.Timeout | undefined;
  try {
    log(`${await checkSubscriptions(run.work, run.subscriptions)}; load starts: ${RATE} authorizations/s`);
    const warming = performance.now();
    run.load.start(RATE);
    run.work.start();
    // Every 10 s, what the load did: a driver that falls behind shows here first.
    progress = setInterval(() => log(`  ${run.load.progress()}`), 10_000);
    const settled = await warmUp(run.load, warming);
    const warm = run.load.answeredWithin(2000, warming, performance.now());
    log(`warm-up: ${(warm.share * 100).toFixed(2)}% of ${warm.count} authorizations answered within 2 s in the first ${since(warming).toFixed(0)} s (counted in neither share); ` +
      (settled ? `settled: the last ${SETTLED_SECONDS} s all answered within 2 s` : `not settled after ${WARMUP_MAX_SECONDS} s: the baseline is of a cluster still behind`));
    const started = performance.now();
    // The baselines: each probe's median before any fault, and the share answered in 2 s.
    const baselines: Record<string, number> = {};
    for (const [key, { probe }] of Object.entries(probes)) {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        await probe(Date.now() + 30_000);
        times.push(since(t));
      }
      baselines[key] = percentile(times.sort((a, b) => a - b), 50);
    }
    await waitFor(BASELINE_SECONDS * 1000 - (performance.now() - started));
    const baselineShare = run.load.answeredWithin(2000, started, performance.now());
    log(`baseline: ${(baselineShare.share * 100).toFixed(2)}% of ${baselineShare.count} authorizations answered within 2 s`);
    const figures: string[] = [];
    for (const fault of faults) {
      const at = performance.now();
      const timed = probes[fault.name];
      // Probed once the fault is in: a probe started before the kill landed succeeded on the old
      // leader and timed nothing (0.017 s for a PostgreSQL failover, once).
      let probing: Promise<number> | undefined;
      const what = await fault.inject(() => (probing = timed?.probe(Date.now() + WHOLE_SECONDS * 1000).then(() => since(at))));
      log(`${fault.name}: ${what}`);
      const wholeAt = await waitWhole(fault.name);
      const seconds = (wholeAt - at) / 1000;
      const window = run.load.answeredWithin(2000, at, wholeAt);
      const line = `${fault.name}: whole again after ${seconds.toFixed(1)} s; ${(window.share * 100).toFixed(2)}% of ${window.count} authorizations meanwhile answered within 2 s`;
      log(line);
      figures.push(line);
      if (timed && probing) report(timed.name, await probing, 's', baselines[fault.name]!);
      await invariants(run);
    }
    await run.work.stop();
    await run.load.stop();
    const total = run.load.answeredWithin(2000, started, performance.now());
    log(`load stopped: ${run.load.authorizations.length} authorizations, ${run.load.followUps.length} follow-ups, ${run.load.failedAttempts} failed attempts retried; ` +
      `p99 ${percentile(run.load.latencies(started), 99).toFixed(0)} ms; ${run.work.approvals.length} requests; ${run.work.refused.length} steps refused`);
    await invariants(run);
    log(`  ${await checkReadModels(run.store, run.urls.projector, run.urls.owner, Number(process.env.PROJECTION_PARTITIONS ?? 4))}`);
    for (const line of figures) log(`summary: ${line}`);
    report('cluster.availability', total.share, 'share', baselineShare.share);
  } finally {
    clearInterval(progress);
    await connection.close();
    await run.close();
  }
};

/**
 * Polls until the load's last SETTLED_SECONDS (those old enough to have had their 2 s) were all
 * answered within 2 s, from WARMUP_SECONDS after `from` on: true; false after WARMUP_MAX_SECONDS.
 */
const warmUp = async (load: Run['load'], from: number): Promise<boolean> => {
  for (;;) {
    await waitFor(1000);
    const end = performance.now() - 2000;
    if (end - from >= WARMUP_SECONDS * 1000) {
      const window = load.answeredWithin(2000, end - SETTLED_SECONDS * 1000, end);
      if (window.count > 0 && window.share === 1) return true;
    }
    if (since(from) >= WARMUP_MAX_SECONDS) return false;
  }
};

/** Lets the load run for `ms` (a measured window, not a wait for a condition). */
const waitFor = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export const selectedFaults = (names: string | undefined): Fault[] => {
  if (!names) return FAULTS;
  const wanted = names.split(',');
  const unknown = wanted.filter((n) => !FAULTS.some((f) => f.name === n));
  if (unknown.length > 0) throw new Error(`unknown fault(s) ${unknown.join(', ')}; known: ${FAULTS.map((f) => f.name).join(', ')}`);
  return FAULTS.filter((f) => wanted.includes(f.name));
};
