import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { seedCards, seedCompany } from '@spend/bench/authorizer-stack';
import { PostgresEventStore } from '@spend/eventstore';
import { HAPROXY, STATE, waitFor } from '../check/cluster';
import { BudgetWork } from './business';
import { SignedIn, Subscriptions } from './graphql';
import { AuthorizationLoad } from './load';

/** The cluster's generated secrets (secrets.env), also put into this process's environment: the event store's PII keys are the services'. */
export const clusterSecrets = (): Record<string, string> => {
  const secrets = Object.fromEntries(readFileSync(`${STATE}/secrets.env`, 'utf8').split('\n').filter((l) => l.includes('='))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
  Object.assign(process.env, secrets);
  return secrets;
};

export interface Run {
  secrets: Record<string, string>;
  urls: { owner: string; api: string; projector: string };
  store: PostgresEventStore;
  pool: pg.Pool;
  load: AuthorizationLoad;
  work: BudgetWork;
  subscriptions: Subscriptions;
  /** The demo admin, signed in once: a second sign-in within the same 30 s would reuse its one-time code, which is refused. */
  admin: SignedIn;
  /** Every budget whose ceiling the run checks: the authorizations' and the approvals'. */
  budgetIds: string[];
  close(): Promise<void>;
}

/**
 * What a chaos or soak run works on: the demo data (the services' own seed, through HAProxy), a
 * company with 50 budgets and 200 cards for the authorizations (the benchmarks' seeding, through the
 * command handler), 5 budgets made through the API for the funding changes and approvals, and
 * `subscriptions` live subscriptions to them. Nothing starts moving until the caller starts it.
 */
export const prepare = async (subscriptionCount: number): Promise<Run> => {
  const secrets = clusterSecrets();
  const db = `${HAPROXY}:5000/spend`;
  const urls = {
    owner: `postgres://postgres:${secrets.PG_SUPERUSER_PASSWORD}@${db}`,
    api: `postgres://spend_api:${secrets.SPEND_API_DB_PASSWORD}@${db}`,
    projector: `postgres://spend_projector:${secrets.SPEND_PROJECTOR_DB_PASSWORD}@${db}`,
  };
  // The demo seed is idempotent (fixed ids and command ids): a second run records nothing.
  await promisify(execFile)('node_modules/.bin/tsx', ['services/api/src/demo/seed.ts'], { env: { ...process.env, DATABASE_URL: urls.api }, maxBuffer: 64 << 20 });
  const store = new PostgresEventStore({ connectionString: urls.api, poolSize: 4 });
  const pool = new pg.Pool({ connectionString: urls.owner, max: 2 });
  // Budgets sized so that the busiest reach their ceiling within a run: declines for funds are decisions too.
  const companyId = await seedCompany(store, 60 * 20_000_000);
  const { budgetIds, cardIds } = await seedCards(store, companyId, { budgets: 50, cards: 200, fundingCents: 20_000_000 });
  const admin = new SignedIn('admin@demo.spend.test');
  const spender = new SignedIn('spender@demo.spend.test');
  // The identity provider finds the demo members in the read models: once the runners have projected the seed.
  await waitFor('the demo admin and spender to sign in', 120, async () => Boolean((await admin.token()) && (await spender.token())));
  const work = await BudgetWork.create(admin, spender, 5);
  const subscriptions = new Subscriptions(admin, work.budgetIds, subscriptionCount);
  const load = new AuthorizationLoad(`http://${HAPROXY}:4300`, secrets.AUTHORIZER_SECRET!, cardIds);
  return {
    secrets, urls, store, pool, load, work, subscriptions, admin, budgetIds: [...budgetIds, ...work.budgetIds],
    close: async () => {
      await subscriptions.close();
      await store.close();
      await pool.end();
    },
  };
};
