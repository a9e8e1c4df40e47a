import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '@spend/eventstore';
import { haproxyUrl, inNamespace, report, waitFor } from './cluster';
import { appendAcked, migrate, storedIds, whole } from './postgres-failover';

const SUBNET = process.env.SPEND_CLUSTER_SUBNET ?? '10.228.0';
const ETCD = { etcd1: `${SUBNET}.11`, etcd2: `${SUBNET}.12`, etcd3: `${SUBNET}.13` } as const;
const CUT_SECONDS = 15;

/** The etcd member that leads (each member's v3 status names the leader's id). */
const etcdLeader = async (): Promise<keyof typeof ETCD> => {
  for (const [name, ip] of Object.entries(ETCD) as [keyof typeof ETCD, string][]) {
    const response = await fetch(`http://${ip}:2379/v3/maintenance/status`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(1000) });
    const status = (await response.json()) as { header: { member_id: string }; leader: string };
    if (status.header.member_id === status.leader) return name;
  }
  throw new Error('no etcd member leads');
};

const etcdHealthy = async (): Promise<boolean> => {
  const answers = await Promise.all(Object.values(ETCD).map((ip) => fetch(`http://${ip}:2379/health`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false)));
  return answers.every(Boolean);
};

/**
 * Cuts the etcd leader off (its link down) for 15 s under appends through HAProxy: Patroni keeps its
 * leader key on the two members left. Prints cluster.failover.etcd, the longest wait for an
 * acknowledged append while it was cut off (baseline: the median append before), and fails unless
 * etcd and Patroni are whole again afterwards and every acknowledged append is stored.
 */
export const etcdPartition = async (): Promise<void> => {
  const url = haproxyUrl('spend');
  await migrate(url);
  const store = new PostgresEventStore({ connectionString: url, poolSize: 2 });
  const stream = `cluster-check-etcd-${randomUUID()}`;
  const acked: string[] = [];
  try {
    const latencies: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t = performance.now();
      acked.push(await appendAcked(store, stream, i, Date.now() + 10_000));
      latencies.push((performance.now() - t) / 1000);
    }
    const baseline = latencies.sort((a, b) => a - b)[latencies.length >> 1]!;
    const victim = await etcdLeader();
    await inNamespace(victim, 'ip', 'link', 'set', 'eth0', 'down');
    const cutAt = performance.now();
    console.error(`etcd: cut ${victim} (the leader) off for ${CUT_SECONDS} s`);
    let longest = 0;
    try {
      while (performance.now() - cutAt < CUT_SECONDS * 1000) {
        const t = performance.now();
        acked.push(await appendAcked(store, stream, acked.length, Date.now() + 60_000));
        longest = Math.max(longest, (performance.now() - t) / 1000);
      }
    } finally {
      await inNamespace(victim, 'ip', 'link', 'set', 'eth0', 'up');
    }
    console.error(`etcd: ${acked.length - 100} appends acknowledged while ${victim} was cut off; the longest took ${longest.toFixed(2)} s`);
    await waitFor('etcd and Patroni to be whole again', 60, async () => (await etcdHealthy()) && (await whole()));
    const stored = await storedIds(url, stream);
    const lost = acked.filter((id) => !stored.has(id));
    if (lost.length > 0) throw new Error(`lost ${lost.length} of ${acked.length} acknowledged appends`);
    console.error(`etcd: whole again; all ${acked.length} acknowledged appends stored`);
    report('cluster.failover.etcd', longest, 's', baseline);
  } finally {
    await store.close();
  }
};
