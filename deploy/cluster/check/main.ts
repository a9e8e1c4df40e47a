import { natsPartition } from './nats-partition';
import { postgresFailover } from './postgres-failover';

/**
 * `npm run cluster:check` (deploy/cluster/check.sh): one fault at a time on the running cluster, each
 * printing its figure as a JSON line on stdout; progress goes to stderr. A failed check exits non-zero.
 */
const only = process.argv[2];
if (!only || only === 'postgres') await postgresFailover();
if (!only || only === 'nats') await natsPartition();
