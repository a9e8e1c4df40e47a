import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@spend/domain';
import { PostgresApiClientRegistry, startIdentityServer, type StartedIdentityServer } from '@spend/identity';
import { ApiHarness, type SeededCompany } from '../testing/harness';

const FLAG = { 'x-dev-flags': 'apiClientTokens' };
const CREATE = `mutation ($name: String!, $access: ApiClientAccess!) {
  createOneApiClient(name: $name, access: $access) { clientSecret tokenEndpoint client { id name access scopes status } }
}`;
const REVOKE = `mutation ($id: ID!) { revokeOneApiClient(id: $id) { id status revokedAt } }`;
const LIST = `{ apiClients { id name status } }`;
const CREATE_PROJECT = `mutation ($name: String!) { createOneProject(name: $name) { id name } }`;

type Created = { clientSecret: string | null; tokenEndpoint: string; client: { id: string; name: string; access: string; scopes: string[]; status: string } };

let api: ApiHarness;
let identity: StartedIdentityServer;
let registry: PostgresApiClientRegistry;
let acme: SeededCompany;
let globex: SeededCompany;
let auditor: SeededCompany;

beforeAll(async () => {
  api = await ApiHarness.start('api_clients');
  // The real identity provider, signing as the issuer this API trusts, with the registry it runs with in main.ts.
  registry = new PostgresApiClientRegistry(api.db.urlAs('spend_identity'));
  identity = await startIdentityServer({ port: 0, issuer: api.issuer, jwks: (await api.signingJwks()) as never, apiClients: registry });
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  auditor = await api.seedCompany('Audited', ['Analyst']);
});
afterAll(async () => {
  await identity?.close();
  await registry?.close();
  await api?.close();
});

const createClient = async (company: SeededCompany, access: 'READ_ONLY' | 'READ_WRITE', name = 'Books sync') => {
  const result = await api.gql<{ createOneApiClient: Created }>(CREATE, { name, access }, { token: company.token, headers: FLAG });
  expect(result.errors).toBeUndefined();
  return result.data!.createOneApiClient;
};

/** client_credentials over HTTP, as a company's tool would ask (HTTP Basic with the client's id and secret). */
const clientToken = async (clientId: string, secret: string, scope: string) => {
  const response = await fetch(`http://127.0.0.1:${identity.port}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  return { status: response.status, body: (await response.json()) as { access_token?: string; error?: string } };
};

const machineToken = async (created: Created, scope: string) => {
  const { status, body } = await clientToken(created.client.id, created.clientSecret!, scope);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.access_token!;
};

describe('API clients', () => {
  it('a read-write client gets a token by client credentials and acts in its own company only', async () => {
    const globexProject = (await api.gql<{ createOneProject: { id: string } }>(CREATE_PROJECT, { name: 'Globex launch' }, { token: globex.token })).data!.createOneProject;
    const created = await createClient(acme, 'READ_WRITE');
    expect(created.client).toMatchObject({ name: 'Books sync', access: 'READ_WRITE', scopes: ['api:read', 'api:write'], status: 'ACTIVE' });
    expect(created.clientSecret).toMatch(/^spend_[\w-]{43}$/);
    expect(created.tokenEndpoint).toBe(`${api.issuer}/token`);

    const token = await machineToken(created, 'api:read api:write');
    const company = await api.gql<{ company: { id: string; dba_name: string } }>(`{ company { id dba_name } }`, {}, { token });
    expect(company.data?.company).toEqual({ id: acme.companyId, dba_name: 'Acme' });
    const made = await api.gql<{ createOneProject: { id: string } }>(CREATE_PROJECT, { name: 'Made by a tool' }, { token, headers: { 'idempotency-key': randomUUID() } });
    expect(made.errors).toBeUndefined();
    const projects = await api.gql<{ projects: { items: { name: string }[] } }>(`{ projects { items { name } } }`, {}, { token });
    expect(projects.data!.projects.items.map((p) => p.name)).toEqual(['Made by a tool']);

    // Company B's data is not there for company A's token: its project is not found, its users are not selectable.
    const archive = await api.gql(`mutation ($id: ID!) { archiveOneProject(id: $id) { id } }`, { id: globexProject.id }, { token });
    expect(archive.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const asGlobexUser = await api.gql(`{ company { id } }`, {}, { token, headers: { 'x-nbx-user': globex.adminUserId } });
    expect(asGlobexUser.errors![0]).toMatchObject({ message: 'The selected user is not yours.', extensions: { code: 'FORBIDDEN' } });
  });

  it('a read-only client reads but every mutation is refused, recording nothing', async () => {
    const created = await createClient(acme, 'READ_ONLY', 'Reporting');
    expect((await clientToken(created.client.id, created.clientSecret!, 'api:read api:write')).body.error).toBe('invalid_scope');
    const token = await machineToken(created, 'api:read');
    expect((await api.gql<{ company: { id: string } }>(`{ company { id } }`, {}, { token })).data!.company.id).toBe(acme.companyId);
    const before = await api.eventCount();
    const refused = await api.gql(CREATE_PROJECT, { name: 'Not allowed' }, { token });
    expect(refused.errors![0]).toMatchObject({ message: 'This API client is read-only: changes need a read-write client.', extensions: { code: 'FORBIDDEN' } });
    expect(await api.eventCount()).toBe(before);
    // A token asked for without a scope reads nothing either.
    const unscoped = await machineToken(created, '');
    expect((await api.gql(`{ company { id } }`, {}, { token: unscoped })).errors![0]).toMatchObject({ message: 'This token lacks the api:read scope.', extensions: { code: 'FORBIDDEN' } });
  });

  it("a read-write client acts as an admin on members, but cannot demote or archive the company's admin (issue #26 item 5)", async () => {
    const token = await machineToken(await createClient(acme, 'READ_WRITE', 'HR sync'), 'api:read api:write');
    const update = (id: string, data: unknown) => api.gql<{ updateOneUser: { department: string | null } }>(
      `mutation ($id: ID!, $data: UserUpdateInput!) { updateOneUser(where: { id: $id }, data: $data) { department } }`, { id, data }, { token });
    expect((await update(acme.adminUserId, { department: 'Board' })).data!.updateOneUser.department).toBe('Board');
    const before = await api.eventCount();
    expect((await update(acme.adminUserId, { roles: { set: [{ name: 'Analyst' }] } })).errors![0]).toMatchObject({ message: ADMIN_MESSAGES.adminByClient, extensions: { code: 'CONFLICT' } });
    const archive = await api.gql(`mutation ($id: ID!) { archiveOneUser(where: { id: $id }) { id } }`, { id: acme.adminUserId }, { token });
    expect(archive.errors![0]).toMatchObject({ message: ADMIN_MESSAGES.adminByClient, extensions: { code: 'CONFLICT' } });
    expect(await api.eventCount()).toBe(before);
  });

  it('a revoked client is refused at once, with tokens it already holds, and gets no new one', async () => {
    const created = await createClient(acme, 'READ_WRITE', 'Old integration');
    const lastUsed = async () => (await api.gql<{ apiClients: { id: string; lastUsedAt: string | null }[] }>(`{ apiClients { id lastUsedAt } }`, {}, { token: acme.token, headers: FLAG }))
      .data!.apiClients.find((c) => c.id === created.client.id)!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    const token = await machineToken(created, 'api:read');
    expect((await api.gql(`{ company { id } }`, {}, { token })).errors).toBeUndefined();
    // Its call is remembered (to the minute) for the admins' list.
    expect(await lastUsed()).toEqual(expect.any(String));

    // Company B's admin cannot revoke company A's client: to them it does not exist.
    const foreign = await api.gql(REVOKE, { id: created.client.id }, { token: globex.token, headers: FLAG });
    expect(foreign.errors![0]!.extensions!.code).toBe('NOT_FOUND');

    const revoked = await api.gql<{ revokeOneApiClient: { status: string; revokedAt: string } }>(REVOKE, { id: created.client.id }, { token: acme.token, headers: FLAG });
    expect(revoked.data!.revokeOneApiClient.status).toBe('REVOKED');
    const refused = await api.gql(`{ company { id } }`, {}, { token });
    expect(refused.status).toBe(401);
    expect(refused.errors![0]).toMatchObject({ message: 'This API client has been revoked.', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await clientToken(created.client.id, created.clientSecret!, 'api:read')).body.error).toBe('invalid_client');
    const list = await api.gql<{ apiClients: { id: string; status: string }[] }>(LIST, {}, { token: acme.token, headers: FLAG });
    expect(list.data!.apiClients.find((c) => c.id === created.client.id)?.status).toBe('REVOKED');
    // Company B lists none of company A's clients.
    expect((await api.gql<{ apiClients: unknown[] }>(LIST, {}, { token: globex.token, headers: FLAG })).data!.apiClients).toEqual([]);
  });

  it('only admins with the apiClientTokens flag manage clients; a machine never does', async () => {
    const byAuditor = await api.gql(CREATE, { name: 'Mine', access: 'READ_ONLY' }, { token: auditor.token, headers: FLAG });
    expect(byAuditor.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const withoutFlag = await api.gql(LIST, {}, { token: acme.token });
    expect(withoutFlag.errors![0]).toMatchObject({ message: 'API client tokens are not enabled (apiClientTokens).', extensions: { code: 'FORBIDDEN' } });
    const machine = await machineToken(await createClient(acme, 'READ_WRITE', 'Greedy'), 'api:read api:write');
    const byMachine = await api.gql(CREATE, { name: 'Another', access: 'READ_WRITE' }, { token: machine, headers: FLAG });
    expect(byMachine.errors![0]).toMatchObject({ message: 'An API client cannot manage API clients.', extensions: { code: 'FORBIDDEN' } });
  });

  it('refuses an empty name with the field message and records nothing', async () => {
    const before = await api.eventCount();
    const result = await api.gql(CREATE, { name: '   ', access: 'READ_ONLY' }, { token: acme.token, headers: FLAG });
    expect(result.errors![0]).toMatchObject({ message: 'This field is required.', extensions: { code: 'BAD_USER_INPUT', fields: { name: 'This field is required.' } } });
    expect(await api.eventCount()).toBe(before);
  });

  it('keeps the secret nowhere: the event has its hash, a replayed answer has none', async () => {
    const key = { ...FLAG, 'idempotency-key': randomUUID() };
    const first = await api.gql<{ createOneApiClient: Created }>(CREATE, { name: 'Once', access: 'READ_ONLY' }, { token: acme.token, headers: key });
    const secret = first.data!.createOneApiClient.clientSecret!;
    const replay = await api.gql<{ createOneApiClient: Created }>(CREATE, { name: 'Once', access: 'READ_ONLY' }, { token: acme.token, headers: key });
    expect(replay.data!.createOneApiClient).toMatchObject({ clientSecret: null, client: { id: first.data!.createOneApiClient.client.id } });
    const owner = new pg.Client({ connectionString: api.db.url });
    await owner.connect();
    try {
      const { rows } = await owner.query<{ n: string }>(
        `SELECT (SELECT count(*) FROM events WHERE data::text LIKE '%' || $1 || '%') + (SELECT count(*) FROM idempotency_keys WHERE response::text LIKE '%' || $1 || '%')
          + (SELECT count(*) FROM api_clients WHERE secret_sha256 = $1 OR name = $1) AS n`,
        [secret],
      );
      expect(Number(rows[0]!.n)).toBe(0);
      const hashed = await owner.query(`SELECT 1 FROM events WHERE event_type = 'ApiClientCreated' AND data->>'clientId' = $1 AND data->>'secretSha256' ~ '^[0-9a-f]{64}$'`, [first.data!.createOneApiClient.client.id]);
      expect(hashed.rowCount).toBe(1);
    } finally {
      await owner.end();
    }
  });
});

describe("an API client's token use (issue #26 item 4)", () => {
  const HISTORY = `{ eventHistory(filter: { type: "ApiClientTokenUsed" }, first: 50) { items { actorName description data } } }`;
  type Used = { actorName: string; description: string; data: string };
  const uses = async (company: SeededCompany) => (await api.gql<{ eventHistory: { items: Used[] } }>(HISTORY, {}, { token: company.token })).data!.eventHistory.items;

  it('records each token once, at its first use: the client, when, which token and what for; never the token or the secret; in its company only', async () => {
    const created = await createClient(acme, 'READ_ONLY', 'Usage probe');
    const mine = async () => (await uses(acme)).filter((u) => (JSON.parse(u.data) as { clientId: string }).clientId === created.client.id);
    const first = await machineToken(created, 'api:read');
    for (let i = 0; i < 3; i++) expect((await api.gql(`query Probe { company { id } }`, {}, { token: first })).errors).toBeUndefined();
    await vi.waitFor(async () => expect(await mine()).toHaveLength(1), { timeout: 120_000, interval: 100 });
    // A second token is a second use of the client's access.
    const second = await machineToken(created, 'api:read');
    expect((await api.gql(`{ projects { items { name } } }`, {}, { token: second })).errors).toBeUndefined();
    expect((await api.gql(`{ company { id } }`, {}, { token: second })).errors).toBeUndefined();
    await vi.waitFor(async () => expect(await mine()).toHaveLength(2), { timeout: 120_000, interval: 100 });

    const recorded = (await mine()).map((u) => ({ ...u, data: JSON.parse(u.data) as Record<string, string> }));
    const firstJti = (JSON.parse(Buffer.from(first.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
    expect(recorded.map((u) => u.data.operation).sort()).toEqual(['query Probe', 'query projects']);
    expect(recorded.find((u) => u.data.operation === 'query Probe')!.data).toMatchObject({ clientName: 'Usage probe', companyId: acme.companyId, tokenId: firstJti });
    expect(recorded[0]!.actorName).toBe('API client Usage probe');
    expect(recorded[0]!.description).toMatch(/^The API client Usage probe first used a token issued at .+, for query (Probe|projects)\.?$/);
    for (const u of recorded) {
      expect(JSON.stringify(u)).not.toContain(created.clientSecret!);
      expect(JSON.stringify(u)).not.toContain(first.split('.')[2]!);
      expect(JSON.stringify(u)).not.toContain(second.split('.')[2]!);
    }
    expect((await uses(globex)).filter((u) => u.data.includes(created.client.id))).toEqual([]);
  });
});
