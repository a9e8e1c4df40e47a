import { BUDGETS_PAGE, graphql, requireNginx, startCluster } from '@spend/deploy/replicas';
import { report, throughput } from './report';

/**
 * api.replicas: requests/s of an authenticated GraphQL query (the budgets page) through nginx to 2
 * API replicas. Baseline: the same query at the same client concurrency straight to 1 replica.
 * api.replicas.errors: requests through nginx that failed (must be 0; baseline: those sent direct).
 * The two alternate over rounds, so a busy moment of the shared machine hits both alike.
 */
export const run = async (): Promise<void> => {
  const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
  const PER_ROUND = Number(process.env.BENCH_REQUESTS ?? 500);
  const ROUNDS = 3;
  requireNginx();
  const cluster = await startCluster({ apis: 2, authorizers: 1 });
  try {
    const direct = cluster.apis[0]!.url;
    const measure = async (base: string): Promise<{ rps: number; errors: number }> => {
      let errors = 0;
      const rps = await throughput(CLIENTS, PER_ROUND, async () => {
        const answer = await graphql(base, cluster.token, BUDGETS_PAGE).catch(() => null);
        if (answer?.status !== 200 || answer.errors || !answer.data) errors++;
      });
      return { rps, errors };
    };
    // Warm both paths (and the read models' first answers) before timing.
    await measure(direct);
    await measure(cluster.lb.api);
    const totals = { direct: { rps: 0, errors: 0 }, balanced: { rps: 0, errors: 0 } };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [key, base] of [['direct', direct], ['balanced', cluster.lb.api]] as const) {
        const { rps, errors } = await measure(base);
        totals[key].rps += rps / ROUNDS;
        totals[key].errors += errors;
      }
    }
    report('api.replicas', totals.balanced.rps, 'req/s', totals.direct.rps);
    report('api.replicas.errors', totals.balanced.errors, 'errors', totals.direct.errors);
  } finally {
    await cluster.stop();
  }
};
