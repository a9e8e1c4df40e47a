import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { PostgresEventStore } from '@spend/eventstore';
import { haproxyUrl, memberUrl, patroniMembers, PG_NODES, report, servicesNotReady, STATE, waitFor, type PgNode } from './cluster';

const metadata = { companyId: randomUUID(), userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
const ATTEMPT_MS = 5000;

/** The project's own migration entry point (the migrate Job's), against the cluster through HAProxy. */
export const migrate = async (url: string): Promise<void> => {
  await promisify(execFile)('node_modules/.bin/tsx', ['projections/src/cli/migrate.ts'], {
    env: { ...process.env, MIGRATION_DATABASE_URL: url },
  });
};

/**
 * Appends one event, retrying the same event id (a re-append is a no-op) until it is acknowledged:
 * an attempt cut by the failover may or may not have committed, the retry settles which.
 */
export const appendAcked = async (store: PostgresEventStore, stream: string, n: number, deadlineMs: number): Promise<string> => {
  const event = { id: randomUUID(), type: 'ClusterChecked', data: { n }, metadata };
  for (;;) {
    try {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`append not answered in ${ATTEMPT_MS} ms`)), ATTEMPT_MS);
      });
      await Promise.race([store.append(stream, [event]), timeout]).finally(() => clearTimeout(timer));
      return event.id;
    } catch (error) {
      if (Date.now() > deadlineMs) throw new Error(`append ${n} not acknowledged before the deadline`, { cause: error });
      // Back off a little: during the failover HAProxy refuses at once and a tight loop burns a core.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};

const leaderOf = async (): Promise<PgNode> => {
  const leader = (await patroniMembers()).find((m) => m.role === 'leader' && m.state === 'running');
  if (!leader) throw new Error('the cluster has no running leader');
  return leader.name;
};

/** The cluster is whole again: a running leader, a synchronous standby and a third member running. */
export const whole = async (): Promise<boolean> => {
  const members = await patroniMembers();
  const running = members.filter((m) => m.state === 'running' || m.state === 'streaming');
  return running.length === 3 && members.some((m) => m.role === 'leader') && members.some((m) => m.role === 'sync_standby');
};

export const storedIds = async (url: string, stream: string): Promise<Set<string>> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ event_id: string }>('SELECT event_id FROM events WHERE stream_name = $1', [stream]);
    return new Set(rows.map((r) => r.event_id));
  } finally {
    await client.end();
  }
};

/**
 * kill -9 of the Patroni leader's postmaster under appends through HAProxy: prints
 * cluster.failover.postgres (seconds from the kill to the first acknowledged append; baseline the
 * median append latency before the fault) and fails if an acknowledged event is missing afterwards.
 */
export const postgresFailover = async (): Promise<void> => {
  const url = haproxyUrl('spend');
  await migrate(url);
  const store = new PostgresEventStore({ connectionString: url, poolSize: 2 });
  const stream = `cluster-check-${randomUUID()}`;
  const acked: string[] = [];
  const append = async (deadlineMs: number): Promise<void> => {
    acked.push(await appendAcked(store, stream, acked.length, deadlineMs));
  };
  try {
    const latencies: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      await append(Date.now() + 10_000);
      latencies.push((performance.now() - started) / 1000);
    }
    const baseline = latencies.sort((a, b) => a - b)[latencies.length >> 1]!;
    const leader = await leaderOf();
    const pid = Number((await readFile(`${STATE}/${leader}/data/postmaster.pid`, 'utf8')).split('\n')[0]);
    const killedAt = performance.now();
    process.kill(pid, 'SIGKILL');
    console.error(`postgres: killed ${leader}'s postmaster (pid ${pid}) under appends`);
    await append(Date.now() + 60_000);
    const seconds = (performance.now() - killedAt) / 1000;
    const promoted = await leaderOf();
    console.error(`postgres: first append acknowledged ${seconds.toFixed(2)} s after the kill; leader now ${promoted}`);
    for (let i = 0; i < 100; i++) await append(Date.now() + 30_000);
    await waitFor('the old leader to rejoin as a replica', 120, whole);
    console.error(`postgres: whole again ${((performance.now() - killedAt) / 1000).toFixed(2)} s after the kill`);
    // The services reconnect through HAProxy, or exit and are restarted (apps.sh): all ready again.
    let waiting: string[] = [];
    await waitFor('every service to be ready again', 120, async () => (waiting = await servicesNotReady()).length === 0).catch((error: unknown) => {
      throw new Error(`not ready again after the failover: ${waiting.join(', ')}`, { cause: error });
    });
    console.error(`postgres: every service ready again ${((performance.now() - killedAt) / 1000).toFixed(2)} s after the kill`);
    await verifyNothingLost(url, stream, acked);
    report('cluster.failover.postgres', seconds, 's', baseline);
  } finally {
    await store.close();
  }
};

/** Every acknowledged append is on the leader and, once replayed, on each member. */
const verifyNothingLost = async (url: string, stream: string, acknowledged: readonly string[]): Promise<void> => {
  const onLeader = await storedIds(url, stream);
  const lost = acknowledged.filter((id) => !onLeader.has(id));
  if (lost.length > 0) throw new Error(`lost ${lost.length} of ${acknowledged.length} acknowledged appends, e.g. ${lost[0]}`);
  for (const node of Object.keys(PG_NODES) as PgNode[]) {
    await waitFor(`${node} to hold every event`, 30, async () => (await storedIds(memberUrl(node, 'spend'), stream)).size === onLeader.size);
  }
  console.error(`postgres: all ${acknowledged.length} acknowledged appends stored (${onLeader.size} rows), on each member`);
};
