import { existsSync } from 'node:fs';
import { STATE } from './cluster';
import { etcdPartition } from './etcd-partition';
import { natsPartition } from './nats-partition';
import { postgresFailover } from './postgres-failover';
import { temporalFailover } from './temporal-failover';

/**
 * `npm run cluster:check` (deploy/cluster/check.sh): one fault at a time on the running cluster, each
 * printing its figure as a JSON line on stdout; progress goes to stderr. A failed check exits non-zero.
 */
const only = process.argv[2];
if (!only || only === 'postgres') await postgresFailover();
if (!only || only === 'etcd') await etcdPartition();
if (!only || only === 'nats') await natsPartition();
// Only where the cluster runs Temporal (not with SPEND_CLUSTER_TEMPORAL=0).
if ((!only && existsSync(`${STATE}/temporal`)) || only === 'temporal') await temporalFailover();
