import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { PostgresEventStore } from '@spend/eventstore';
import { startAccountingPlatform, type AccountingPlatformServer } from '@spend/simulator';
import { createTemporalTestKit, createTestEventStore, type TemporalTestKit } from '../testing';
import { createAccountingActivities } from './activities';
import { createCodatClient } from './codat-client';

export interface AccountingTestPlatform {
  temporal: TemporalTestKit;
  store: PostgresEventStore;
  sim: AccountingPlatformServer;
  codatCompanyId: string;
  /** The platform's Travel account. */
  travel: string;
}

/**
 * A test file's Temporal test kit, event store and simulated platform with one connected company;
 * faults cleared before each test. Read the fields inside tests (they are set in beforeAll).
 */
export const useAccountingPlatform = (database: string): AccountingTestPlatform & { activities: () => ReturnType<typeof createAccountingActivities> } => {
  const env = {} as AccountingTestPlatform & { activities: () => ReturnType<typeof createAccountingActivities> };
  let events: Awaited<ReturnType<typeof createTestEventStore>> | undefined;
  beforeAll(async () => {
    env.temporal = await createTemporalTestKit(new URL('../workflows.ts', import.meta.url).pathname);
    events = await createTestEventStore(database);
    env.store = events.store;
    env.sim = await startAccountingPlatform();
    const codat = createCodatClient({ baseUrl: env.sim.url, apiKey: env.sim.apiKey });
    env.codatCompanyId = (await codat.createCompany('Acme')).id;
    await codat.createConnection(env.codatCompanyId, 'gbol');
    env.travel = (await codat.mappingOptions(env.codatCompanyId)).accounts.find((a) => a.name === 'Travel')!.id;
  }, 120_000);
  beforeEach(() => env.sim.setFaults({}));
  afterAll(async () => {
    await env.sim?.close();
    await events?.close();
    await env.temporal?.close();
  });
  // One push attempt each: the workflow's retries are what the tests exercise.
  env.activities = () => createAccountingActivities({ store: env.store, provider: createCodatClient({ baseUrl: env.sim.url, apiKey: env.sim.apiKey, timeoutMs: 500, retries: 0 }) });
  return env;
};
