import { createClient } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN_DATABASE_URL } from '@spend/runtime/testing';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { LIVE_INTERRUPTED } from './live';

let api: ApiHarness;
let acme: SeededCompany;
const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });

beforeAll(async () => {
  api = await ApiHarness.start('api_live_database');
  acme = await api.seedCompany('Acme');
  await admin.connect();
});
afterAll(async () => {
  await admin.query(`ALTER DATABASE "${api.db.name}" ALLOW_CONNECTIONS true`);
  await admin.end();
  await api.close();
});

type Errors = readonly { message: string; extensions?: Record<string, unknown> }[];

// Found by the cluster's chaos run: subscriptions asked while PostgreSQL failed over ended with
// "Unexpected error.", and the client (ours, or any graphql-ws client) took that as final.
describe('a subscription asked while the database is away', () => {
  it('ends with the retryable error, so the client subscribes again once it is back', async () => {
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${acme.token}` } });
    const subscribe = () => new Promise<Errors | 'pushed'>((resolve) => {
      client.subscribe<{ badgeCountsChanged: { unreadAlerts: number } }>(
        { query: 'subscription { badgeCountsChanged { unreadAlerts } }' },
        { next: () => resolve('pushed'), error: (errors) => resolve(errors as Errors), complete: () => undefined },
      );
    });
    try {
      // Connected (and authenticated) while the database answers.
      expect(await subscribe()).toBe('pushed');
      // Then it goes away, as a failing-over leader does: sessions cut, none accepted.
      await admin.query(`ALTER DATABASE "${api.db.name}" ALLOW_CONNECTIONS false`);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [api.db.name]);
      expect(await subscribe()).toEqual([expect.objectContaining({ message: LIVE_INTERRUPTED, extensions: { code: 'UNAVAILABLE', retryable: true } })]);
      await admin.query(`ALTER DATABASE "${api.db.name}" ALLOW_CONNECTIONS true`);
      expect(await subscribe()).toBe('pushed');
    } finally {
      await client.dispose();
    }
  });
});
