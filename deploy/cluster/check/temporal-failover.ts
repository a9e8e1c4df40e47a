import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Connection, WorkflowClient, WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { namespacePids, report } from './cluster';

/** The frontend(s), through HAProxy (temporal.sh). */
export const FRONTEND = `${process.env.SPEND_CLUSTER_SUBNET ?? '10.228.0'}.30:7233`;

/** The (first) history service's own process in its namespace (not the restart loop around it). */
export const historyPid = async (): Promise<number> => {
  for (const pid of await namespacePids('thistory')) {
    const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (argv[0]?.endsWith('/server') && argv.includes('history')) return Number(pid);
  }
  throw new Error('no Temporal history process in spc-thistory');
};

/**
 * Starts one workflow (no worker runs it: the start is what is measured), retrying the same
 * workflow id until the start is acknowledged ("already started" means an earlier attempt was).
 */
export const startAcked = async (connection: Connection, client: WorkflowClient, deadlineMs: number): Promise<string> => {
  const workflowId = `cluster-check-${randomUUID()}`;
  for (;;) {
    try {
      await connection.withDeadline(Date.now() + 3000, () => client.start('ClusterCheck', { taskQueue: 'cluster-check', workflowId }));
      return workflowId;
    } catch (error) {
      if (error instanceof WorkflowExecutionAlreadyStartedError) return workflowId;
      if (Date.now() > deadlineMs) throw new Error('no workflow start acknowledged before the deadline', { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

/**
 * kill -9 of Temporal's history service (the cluster starts it again, as Kubernetes would): prints
 * cluster.failover.temporal, the seconds from the kill to the first acknowledged workflow start
 * (baseline: the median start before), and fails unless every acknowledged start is there afterwards.
 */
export const temporalFailover = async (): Promise<void> => {
  const connection = await Connection.connect({ address: FRONTEND });
  const client = new WorkflowClient({ connection, namespace: 'default' });
  const started: string[] = [];
  const start = async (deadlineMs: number): Promise<void> => {
    started.push(await startAcked(connection, client, deadlineMs));
  };
  try {
    const latencies: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await start(Date.now() + 10_000);
      latencies.push((performance.now() - t) / 1000);
    }
    const baseline = latencies.sort((a, b) => a - b)[latencies.length >> 1]!;
    const pid = await historyPid();
    const killedAt = performance.now();
    process.kill(pid, 'SIGKILL');
    console.error(`temporal: killed the history service (pid ${pid})`);
    await start(Date.now() + 120_000);
    const seconds = (performance.now() - killedAt) / 1000;
    console.error(`temporal: first workflow start acknowledged ${seconds.toFixed(2)} s after the kill`);
    for (const workflowId of started) {
      await client.getHandle(workflowId).terminate('cluster check');
    }
    console.error(`temporal: all ${started.length} acknowledged workflows found (and terminated)`);
    report('cluster.failover.temporal', seconds, 's', baseline);
  } finally {
    await connection.close();
  }
};
