import { createClient } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ApiHarness, type SeededCompany } from '../testing/harness';

let api: ApiHarness;
let acme: SeededCompany;
const CREATE = `mutation { createOneBudget(data: { name: "X", funding: "1" }) { id } }`;

beforeAll(async () => {
  api = await ApiHarness.start('api_auth');
  acme = await api.seedCompany('Acme');
});
afterAll(async () => {
  await api.close();
});

describe('authentication', () => {
  it('answers who is calling, with the role label of spec 6', async () => {
    const me = await api.gql<{ me: { id: string; companyId: string; mainRoleName: string } }>(`{ me { id companyId mainRoleName } }`, {}, { token: acme.token });
    expect(me.data!.me).toEqual({ id: acme.adminUserId, companyId: acme.companyId, mainRoleName: 'Admin' });
  });

  it.each([
    ['no token', async () => undefined, 'Authentication required.'],
    ['an expired token', async () => api.token(acme.adminEmail, { expiresIn: Math.floor(Date.now() / 1000) - 60 }), 'Your session has expired. Please log in again.'],
    ['a token signed by another key', async () => api.token(acme.adminEmail, { key: api.otherKey }), 'Invalid token.'],
    ['a token of another issuer', async () => api.token(acme.adminEmail, { issuer: 'http://evil.test' }), 'Invalid token.'],
    ['a token for another audience', async () => api.token(acme.adminEmail, { audience: 'urn:other:api' }), 'Invalid token.'],
    ['a token for an unknown user', async () => api.token('nobody@nowhere.test'), 'Unknown user: this account has no access to Spend.'],
  ])('refuses %s as UNAUTHENTICATED (401) and records nothing', async (_, token, message) => {
    const before = await api.eventCount();
    const result = await api.gql(CREATE, {}, { token: await token() });
    expect(result.status).toBe(401);
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED' } });
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses a garbage Authorization header', async () => {
    const result = await api.gql(`{ me { id } }`, {}, { headers: { authorization: 'Basic abc' } });
    expect(result.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an x-nbx-user that is not one of the caller’s users', async () => {
    const other = await api.seedCompany('Other');
    const result = await api.gql(`{ me { id } }`, {}, { token: acme.token, headers: { 'x-nbx-user': other.adminUserId } });
    expect(result.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const own = await api.gql<{ me: { id: string } }>(`{ me { id } }`, {}, { token: acme.token, headers: { 'x-nbx-user': acme.adminUserId } });
    expect(own.data!.me.id).toBe(acme.adminUserId);
  });

  it('checks the caller again on each subscribe: a member removed after connection_init is refused', async () => {
    const temp = await api.seedCompany('Temp');
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0, lazy: false, connectionParams: { authorization: `Bearer ${temp.token}` } });
    try {
      await new Promise<void>((resolve, reject) => {
        client.on('connected', () => resolve());
        client.on('closed', (event) => reject(new Error(`closed ${(event as { code?: number }).code}`)));
      });
      // The member disappears from the read model (as when removed) while the socket stays open.
      const projector = new pg.Client({ connectionString: api.db.urlAs('spend_projector') });
      await projector.connect();
      await projector.query('DELETE FROM users WHERE id = $1', [temp.adminUserId]);
      await projector.end();
      const outcome = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: 'subscription { budgetChanged { id } }' }, { next: () => resolve('data'), error: resolve, complete: () => resolve('complete') });
      });
      expect(outcome).toEqual([expect.objectContaining({ message: 'Unknown user: this account has no access to Spend.', extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
    } finally {
      await client.dispose();
    }
  });

  it('closes an open subscription’s socket when its token expires (4403, which clients retry with a fresh token)', async () => {
    const shortLived = await api.token(acme.adminEmail, { expiresIn: Math.floor(Date.now() / 1000) + 2 });
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { authorization: `Bearer ${shortLived}` } });
    const started = Date.now();
    const outcome = await new Promise<unknown>((resolve) => {
      client.subscribe({ query: 'subscription { budgetChanged { id } }' }, { next: () => resolve('data'), error: resolve, complete: () => resolve('complete') });
    });
    expect(outcome).toMatchObject({ code: 4403, reason: 'Token expired' });
    expect(Date.now() - started).toBeGreaterThan(900);
    await client.dispose();
  });

  it('refuses a WebSocket whose x-nbx-user is not one of the caller’s users', async () => {
    const other = await api.seedCompany('Elsewhere');
    const client = createClient({
      url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${acme.token}`, 'x-nbx-user': other.adminUserId },
    });
    const outcome = await new Promise<unknown>((resolve) => {
      client.subscribe({ query: 'subscription { budgetChanged { id } }' }, { next: () => resolve('data'), error: resolve, complete: () => resolve('complete') });
    });
    expect((outcome as { code?: number }).code).toBe(4403);
    await client.dispose();
  });

  it('closes a WebSocket whose connection_init has no valid token', async () => {
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { authorization: 'Bearer nonsense' } });
    const outcome = await new Promise<unknown>((resolve) => {
      client.subscribe({ query: 'subscription { budgetChanged { id } }' }, { next: () => resolve('data'), error: resolve, complete: () => resolve('complete') });
    });
    expect((outcome as { code?: number }).code).toBe(4403);
    await client.dispose();
  });
});
