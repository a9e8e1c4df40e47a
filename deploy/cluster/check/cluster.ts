import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';

/** The cluster's addresses and secrets as deploy/cluster/lib.sh and up.sh make them. */
const SUBNET = process.env.SPEND_CLUSTER_SUBNET ?? '10.228.0';
export const STATE = process.env.SPEND_CLUSTER_STATE ?? '/var/lib/spend-cluster';
export const PG_NODES = { pg1: `${SUBNET}.21`, pg2: `${SUBNET}.22`, pg3: `${SUBNET}.23` } as const;
export const NATS_NODES = { nats1: `${SUBNET}.41`, nats2: `${SUBNET}.42`, nats3: `${SUBNET}.43` } as const;
export const HAPROXY = `${SUBNET}.30`;
export type PgNode = keyof typeof PG_NODES;
export type NatsNode = keyof typeof NATS_NODES;

const secrets = (): Record<string, string> =>
  Object.fromEntries(
    readFileSync(`${STATE}/secrets.env`, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

/** The superuser's URL of a database through HAProxy's write port (5000) or read port (5001). */
export const haproxyUrl = (database: string, port = 5000): string =>
  `postgres://postgres:${secrets().PG_SUPERUSER_PASSWORD}@${HAPROXY}:${port}/${database}`;

/** The superuser's URL of a database on one member directly (not through HAProxy). */
export const memberUrl = (node: PgNode, database: string): string =>
  `postgres://postgres:${secrets().PG_SUPERUSER_PASSWORD}@${PG_NODES[node]}:5432/${database}`;

const run = promisify(execFile);
/** Runs a command inside a node's network namespace (spc-<node>). */
export const inNamespace = async (node: string, command: string, ...args: string[]): Promise<string> =>
  (await run('ip', ['netns', 'exec', `spc-${node}`, command, ...args])).stdout;

/** The processes in a node's namespace. */
export const namespacePids = async (node: string): Promise<string[]> =>
  (await run('ip', ['netns', 'pids', `spc-${node}`])).stdout.split(/\s+/).filter(Boolean);

interface PatroniMember {
  name: PgNode;
  role: string;
  state: string;
  timeline?: number;
}

/** The cluster as the first member that answers sees it (Patroni's GET /cluster). */
export const patroniMembers = async (): Promise<PatroniMember[]> => {
  for (const ip of Object.values(PG_NODES)) {
    try {
      const response = await fetch(`http://${ip}:8008/cluster`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return ((await response.json()) as { members: PatroniMember[] }).members;
    } catch {
      // That member is down or cut off: ask the next.
    }
  }
  throw new Error('no Patroni member answers on :8008');
};

/** The project's services that up.sh starts (apps.sh), by their readiness address. */
const SERVICES: Record<string, string> = {
  identity: `${SUBNET}.70:4100/jwks`,
  api1: `${SUBNET}.61:4000/readyz`,
  api2: `${SUBNET}.62:4000/readyz`,
  authz1: `${SUBNET}.63:4300/readyz`,
  authz2: `${SUBNET}.64:4300/readyz`,
  proj1: `${SUBNET}.65:9464/readyz`,
  proj2: `${SUBNET}.66:9464/readyz`,
  worker1: `${SUBNET}.67:9464/readyz`,
  worker2: `${SUBNET}.68:9464/readyz`,
};

/** The services that are not ready (none when they were not started: SPEND_CLUSTER_TEMPORAL=0). */
export const servicesNotReady = async (): Promise<string[]> => {
  if (!existsSync(`${STATE}/apps`)) return [];
  const ready = async (url: string): Promise<boolean> =>
    fetch(`http://${url}`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
  const answers = await Promise.all(Object.entries(SERVICES).map(async ([name, url]) => [name, await ready(url)] as const));
  return answers.filter(([, ok]) => !ok).map(([name]) => name);
};

/** Polls `condition` every 100 ms until it holds; fails with `what` after `seconds`. */
export const waitFor = async (what: string, seconds: number, condition: () => Promise<boolean>): Promise<void> => {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (await condition().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${seconds}s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** One figure as `npm run bench` prints it (bench/report.ts's format). */
export const report = (bench: string, value: number, unit: string, baseline: number): void => {
  const round = (n: number): number => Math.round(n * 10_000) / 10_000;
  console.log(JSON.stringify({ bench, value: round(value), unit, baseline: round(baseline), ratio: round(value / baseline) }));
};
