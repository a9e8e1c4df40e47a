import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { inNamespace, namespacePids, NATS_NODES, patroniMembers, servicesNotReady, STATE, waitFor } from '../check/cluster';
import { whole as patroniWhole } from '../check/postgres-failover';
import { historyPid } from '../check/temporal-failover';

const SUBNET = process.env.SPEND_CLUSTER_SUBNET ?? '10.228.0';
const ETCD = { etcd1: `${SUBNET}.11`, etcd2: `${SUBNET}.12`, etcd3: `${SUBNET}.13` } as const;
const HAPROXY_STATS = `http://${SUBNET}.30:7000/;csv`;
/** How long a NATS node stays cut off (issue #28: 60 s) and an etcd member (15 s, as the check). */
const NATS_CUT_SECONDS = Number(process.env.CLUSTER_NATS_CUT_SECONDS ?? 60);
const ETCD_CUT_SECONDS = Number(process.env.CLUSTER_ETCD_CUT_SECONDS ?? 15);

const ok = (url: string): Promise<boolean> => fetch(url, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The servers of an HAProxy proxy that are UP (its stats CSV: pxname, svname, … status in column 18). */
const haproxyUp = async (proxy: string): Promise<number> => {
  const csv = await (await fetch(HAPROXY_STATS, { signal: AbortSignal.timeout(1000) })).text();
  return csv.split('\n').map((l) => l.split(',')).filter((f) => f[0] === proxy && !['FRONTEND', 'BACKEND'].includes(f[1]!) && f[17] === 'UP').length;
};

/**
 * What is not whole right now (empty: every member of every engine is back in its role, every
 * service ready and in the load balancer): the list names the parts an operator would look at.
 */
export const notWhole = async (): Promise<string[]> => {
  const missing: string[] = [];
  if (!(await patroniWhole().catch(() => false))) missing.push('patroni (leader, sync standby and replica running)');
  for (const [name, ip] of Object.entries(ETCD)) if (!(await ok(`http://${ip}:2379/health`))) missing.push(name);
  for (const [name, ip] of Object.entries(NATS_NODES)) {
    const routes = await fetch(`http://${ip}:8222/routez`, { signal: AbortSignal.timeout(1000) }).then((r) => r.json() as Promise<{ num_routes: number }>, () => null);
    if (!routes || routes.num_routes < 2) missing.push(`${name} (routes to both peers)`);
  }
  if (existsSync(`${STATE}/temporal`) && !(await historyPid().then(() => true, () => false))) missing.push('temporal history');
  missing.push(...(await servicesNotReady()));
  for (const proxy of ['api', 'authorizer']) if ((await haproxyUp(proxy).catch(() => 0)) < 2) missing.push(`haproxy ${proxy} (both replicas up)`);
  return missing;
};

/** The service's own process in a node's namespace (its node or server binary, not the restart loop around it). */
const serviceProcess = async (node: string, binary: RegExp): Promise<number> => {
  for (const pid of await namespacePids(node)) {
    const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (binary.test(argv[0] ?? '')) return Number(pid);
  }
  throw new Error(`no process matching ${binary} in spc-${node}`);
};

/** The running leader, asked until a member answers (on a busy machine Patroni's REST API may take over a second). */
const leader = async (): Promise<string> => {
  let found: string | undefined;
  await waitFor('a Patroni member to name a running leader', 30, async () => {
    found = (await patroniMembers()).find((m) => m.role === 'leader' && m.state === 'running')?.name;
    return found !== undefined;
  });
  return found!;
};

const etcdLeader = async (): Promise<keyof typeof ETCD> => {
  for (const [name, ip] of Object.entries(ETCD) as [keyof typeof ETCD, string][]) {
    const status = await fetch(`http://${ip}:2379/v3/maintenance/status`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(1000) })
      .then((r) => r.json() as Promise<{ header: { member_id: string }; leader: string }>, () => null);
    if (status && status.header.member_id === status.leader) return name;
  }
  throw new Error('no etcd member says it leads');
};

/** Cuts a node's link for `seconds`, then brings it back (the partition heals). */
const cutOff = async (node: string, seconds: number, isIn: () => void): Promise<void> => {
  await inNamespace(node, 'ip', 'link', 'set', 'eth0', 'down');
  isIn();
  try {
    await sleep(seconds * 1000);
  } finally {
    await inNamespace(node, 'ip', 'link', 'set', 'eth0', 'up');
  }
};

const kill9 = (pid: number): void => {
  process.kill(pid, 'SIGKILL');
};

export interface Fault {
  name: string;
  /**
   * Injects the fault and, for a partition, holds it and heals it; answers what it did. `isIn` is
   * called once the fault is in place (the kill sent, the link down), before a partition is healed.
   */
  inject(isIn: () => void): Promise<string>;
}

/** The faults of issue #28 item 5, one at a time, in this order (CLUSTER_CHAOS_FAULTS picks some). */
export const FAULTS: Fault[] = [
  { name: 'postgres', inject: async (isIn) => {
    const node = await leader();
    const pid = Number((await readFile(`${STATE}/${node}/data/postmaster.pid`, 'utf8')).split('\n')[0]);
    kill9(pid);
    isIn();
    return `kill -9 of ${node}'s postmaster (the leader)`;
  } },
  { name: 'nats', inject: async (isIn) => {
    await cutOff('nats1', NATS_CUT_SECONDS, isIn);
    return `nats1 (the first of every service's seeds) cut off for ${NATS_CUT_SECONDS} s`;
  } },
  { name: 'temporal', inject: async (isIn) => {
    kill9(await historyPid());
    isIn();
    return "kill -9 of Temporal's (first) history process";
  } },
  ...(['api1', 'authz1', 'proj1', 'worker1'] as const).map((node): Fault => ({
    name: node.replace(/\d$/, ''),
    inject: async (isIn) => {
      kill9(await serviceProcess(node, /\/node$/));
      isIn();
      return `kill -9 of ${node}'s service`;
    },
  })),
  { name: 'etcd', inject: async (isIn) => {
    const node = await etcdLeader();
    await cutOff(node, ETCD_CUT_SECONDS, isIn);
    return `${node} (the etcd leader) cut off for ${ETCD_CUT_SECONDS} s`;
  } },
];
