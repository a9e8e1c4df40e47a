import { createHash, randomUUID } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClientRecord } from './api-clients';
import { API_RESOURCE } from './constants';
import { startIdentityServer, type StartedIdentityServer } from './provider';

/** An in-memory registry: the API's read model stands behind the same interface in main.ts. */
const clients = new Map<string, ApiClientRecord>();
const secretOf = (clientId: string) => `secret-of-${clientId}`;
const register = (companyId: string, scopes: string[]): ApiClientRecord => {
  const clientId = randomUUID();
  const record = { clientId, name: 'Books sync', companyId, scopes, secretSha256: createHash('sha256').update(secretOf(clientId)).digest('hex') };
  clients.set(clientId, record);
  return record;
};

let identity: StartedIdentityServer;
beforeAll(async () => {
  identity = await startIdentityServer({ port: 0, apiClients: { find: async (id) => clients.get(id) } });
});
afterAll(() => identity.close());

const requestToken = async (clientId: string, secret: string, scope: string) => {
  const response = await fetch(`${identity.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

describe('API clients (client credentials)', () => {
  it('issues a JWT access token for the API naming the client, its company and its scopes', async () => {
    const companyId = randomUUID();
    const client = register(companyId, ['api:read', 'api:write']);
    const { status, body } = await requestToken(client.clientId, secretOf(client.clientId), 'api:read api:write');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'api:read api:write' });
    const { payload } = await jwtVerify(body.access_token!, createRemoteJWKSet(new URL(`${identity.issuer}/jwks`)), { issuer: identity.issuer, audience: API_RESOURCE });
    expect(payload).toMatchObject({ sub: client.clientId, client_id: client.clientId, company_id: companyId, scope: 'api:read api:write' });
  });

  it('checks the secret against its hash, and refuses a scope the client does not hold', async () => {
    const client = register(randomUUID(), ['api:read']);
    expect((await requestToken(client.clientId, 'not-the-secret', 'api:read')).body.error).toBe('invalid_client');
    expect((await requestToken(client.clientId, secretOf(client.clientId), 'api:read api:write')).body.error).toBe('invalid_scope');
    expect((await requestToken(client.clientId, secretOf(client.clientId), 'api:read')).status).toBe(200);
  });

  it('gives a client the registry no longer answers for (revoked) no token', async () => {
    const client = register(randomUUID(), ['api:read']);
    expect((await requestToken(client.clientId, secretOf(client.clientId), 'api:read')).status).toBe(200);
    clients.delete(client.clientId);
    expect((await requestToken(client.clientId, secretOf(client.clientId), 'api:read')).body.error).toBe('invalid_client');
  });
});
