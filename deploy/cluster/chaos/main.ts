import { chaos, selectedFaults } from './chaos';
import { soak } from './soak';

/**
 * `npm run cluster:chaos` and `npm run cluster:soak` (deploy/cluster/chaos.sh): the first argument
 * says which. CLUSTER_CHAOS_FAULTS (comma-separated: postgres, nats, temporal, api, authz, proj,
 * worker, etcd) picks faults; CLUSTER_SOAK_MINUTES shortens the soak (default 10).
 */
const [mode] = process.argv.slice(2);
if (mode === 'chaos') await chaos(selectedFaults(process.env.CLUSTER_CHAOS_FAULTS));
else if (mode === 'soak') await soak(Number(process.env.CLUSTER_SOAK_MINUTES ?? 10));
else {
  console.error('Usage: chaos.sh chaos|soak');
  process.exit(2);
}
// The pg pools and the Temporal connection are closed; the graphql-ws clients may keep a timer.
process.exit(0);
