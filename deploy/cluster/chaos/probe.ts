import { percentile } from '@spend/bench/report';
import { seedCards, seedCompany } from '@spend/bench/authorizer-stack';
import { PostgresEventStore } from '@spend/eventstore';
import { HAPROXY } from '../check/cluster';
import { AuthorizationLoad } from './load';
import { clusterSecrets } from './setup';

const SECONDS = 10;

/**
 * `npm run cluster:probe`: authorizations at each rate of CLUSTER_PROBE_RATES (default 10,30,60,100)
 * for 10 s each, open loop, through HAProxy to both authorizer replicas and then to authz1 alone, on
 * a company of its own (10 budgets, 40 cards); a line per target and rate: p50, p90, p99 (ms) and
 * failed attempts. What the two replicas cost against one says whether they get in each other's way.
 */
export const probe = async (rates: number[]): Promise<void> => {
  const secrets = clusterSecrets();
  const store = new PostgresEventStore({ connectionString: `postgres://spend_api:${secrets.SPEND_API_DB_PASSWORD}@${HAPROXY}:5000/spend`, poolSize: 4 });
  try {
    const { cardIds } = await seedCards(store, await seedCompany(store, 60 * 20_000_000), { budgets: 10, cards: 40, fundingCents: 20_000_000 });
    const authz1 = `${process.env.SPEND_CLUSTER_SUBNET ?? '10.228.0'}.63:4300`;
    for (const [target, address] of [['both replicas (HAProxy)', `${HAPROXY}:4300`], ['authz1 alone', authz1]] as const) {
      for (const rate of rates) {
        const load = new AuthorizationLoad(`http://${address}`, secrets.AUTHORIZER_SECRET!, cardIds);
        const from = performance.now();
        load.start(rate);
        await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
        await load.stop();
        const ms = load.latencies(from);
        console.log(`${target}, ${rate}/s: ${ms.length} answered, p50 ${percentile(ms, 50).toFixed(0)} ms, p90 ${percentile(ms, 90).toFixed(0)} ms, ` +
          `p99 ${percentile(ms, 99).toFixed(0)} ms, ${load.failedAttempts} failed attempts`);
      }
    }
  } finally {
    await store.close();
  }
};
