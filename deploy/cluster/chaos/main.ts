import { chaos, selectedFaults } from './chaos';
import { probe } from './probe';
import { soak } from './soak';

/**
 * `npm run cluster:chaos`, `npm run cluster:soak` and `npm run cluster:probe` (deploy/cluster/chaos.sh): the first argument
 * says which. CLUSTER_CHAOS_FAULTS (comma-separated: postgres, nats, temporal, api, authz, proj,
 * worker, etcd) picks faults; CLUSTER_SOAK_MINUTES sets the soak's measured minutes (default 10) and
 * CLUSTER_SOAK_WARMUP_MINUTES the warm-up before them (default 3).
 */
const [mode] = process.argv.slice(2);
if (mode === 'chaos') await chaos(selectedFaults(process.env.CLUSTER_CHAOS_FAULTS));
else if (mode === 'soak') await soak(Number(process.env.CLUSTER_SOAK_MINUTES ?? 10), Number(process.env.CLUSTER_SOAK_WARMUP_MINUTES ?? 3));
else if (mode === 'probe') await probe((process.env.CLUSTER_PROBE_RATES ?? '10,30,60,100').split(',').map(Number));
else {
  console.error('Usage: chaos.sh chaos|soak|probe');
  process.exit(2);
}
// The pg pools and the Temporal connection are closed; the graphql-ws clients may keep a timer.
process.exit(0);
