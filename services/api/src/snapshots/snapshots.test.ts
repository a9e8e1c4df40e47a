import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenantSnapshotDecider, streams } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { ApiHarness, type SeededCompany } from '../testing/harness';

const CREATE = `mutation ($name: String!, $startsAt: DateTime!, $endsAt: DateTime!, $companyIds: [ID!]) {
  createTenantSnapshot(name: $name, startsAt: $startsAt, endsAt: $endsAt, companyIds: $companyIds) { id name fileName status downloadUrl }
}`;
const ONE = `query ($id: ID!) { tenantSnapshot(id: $id) { id status eventCount downloadUrl } }`;
const FLAG = { 'x-dev-flags': 'enableExportingSnapshots' };
const range = { name: 'Q1 audit', startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-03-31T23:59:59Z' };

type Snapshot = { id: string; name: string; fileName: string; status: string; downloadUrl: string | null; eventCount?: number | null };

let api: ApiHarness;
let platform: SeededCompany;
let otherPlatform: SeededCompany;
let acme: SeededCompany;
let dir: string;

const create = (company: SeededCompany, variables: Record<string, unknown> = range, headers: Record<string, string> = FLAG) =>
  api.gql<{ createTenantSnapshot: Snapshot }>(CREATE, variables, { token: company.token, headers });
const download = (url: string, company: SeededCompany | null, headers: Record<string, string> = FLAG) =>
  fetch(api.url.replace('/graphql', '') + url, { headers: { ...(company && { authorization: `Bearer ${company.token}` }), ...headers } });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-snapshots-'));
  api = await ApiHarness.start('api_snapshots', { SNAPSHOT_DIR: dir });
  platform = await api.seedCompany('Platform', ['SpendSuperAdmin'], { isReseller: true });
  otherPlatform = await api.seedCompany('Elsewhere', ['SpendSuperAdmin'], { isReseller: true });
  acme = await api.seedCompany('Acme');
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('tenant snapshots through the API', () => {
  it('records the request and returns its file name; a retry with the same key returns the same snapshot', async () => {
    const headers = { ...FLAG, 'idempotency-key': 'snapshot-q1' };
    const first = await create(platform, range, headers);
    expect(first.errors).toBeUndefined();
    const snapshot = first.data!.createTenantSnapshot;
    expect(snapshot).toMatchObject({ name: 'Q1 audit', status: 'RUNNING', downloadUrl: null, fileName: `tenant-snapshot-${snapshot.id}.ndjson.gz` });
    const before = await api.eventCount();
    const again = await create(platform, range, headers);
    expect(again.data!.createTenantSnapshot.id).toBe(snapshot.id);
    expect(await api.eventCount()).toBe(before);
  });

  it('serves the ready file to its company super admin only, and alerts them', async () => {
    const snapshot = (await create(platform)).data!.createTenantSnapshot;
    // What the worker's activities do once the file is written (workflows/src/snapshots).
    const content = `${JSON.stringify({ kind: 'snapshot', companyId: platform.companyId })}\n`;
    writeFileSync(join(dir, snapshot.fileName), gzipSync(content));
    await handleCommand(api.store, streams.tenantSnapshot(snapshot.id), tenantSnapshotDecider, { type: 'CompleteTenantSnapshot', snapshotId: snapshot.id, eventCount: 1, bytes: 42, now: new Date().toISOString() }, {
      companyId: platform.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID(),
    });
    const ready = (await api.gql<{ tenantSnapshot: Snapshot }>(ONE, { id: snapshot.id }, { token: platform.token, headers: FLAG })).data!.tenantSnapshot;
    expect(ready).toMatchObject({ status: 'READY', eventCount: 1, downloadUrl: `/graphql/snapshots/${snapshot.id}` });

    const file = await download(ready.downloadUrl!, platform);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(snapshot.fileName);
    expect(gunzipSync(Buffer.from(await file.arrayBuffer())).toString('utf8')).toBe(content);
    expect((await download(ready.downloadUrl!, null)).status).toBe(401);
    expect((await download(ready.downloadUrl!, platform, {})).status).toBe(403);
    expect((await download(ready.downloadUrl!, acme)).status).toBe(403);
    // Another company's super admin finds nothing there.
    expect((await download(ready.downloadUrl!, otherPlatform)).status).toBe(404);
    expect((await api.gql<{ tenantSnapshot: Snapshot | null }>(ONE, { id: snapshot.id }, { token: otherPlatform.token, headers: FLAG })).data!.tenantSnapshot).toBeNull();

    await vi.waitFor(async () => {
      const alerts = await api.gql<{ notifications: { items: { title: string; message: string }[] } }>('{ notifications(take: 20) { items { title message } } }', {}, { token: platform.token });
      expect(alerts.data!.notifications.items).toContainEqual({ title: 'Snapshot ready', message: `The snapshot Q1 audit is ready to download: ${snapshot.fileName} (1 event).` });
    }, { timeout: 120_000, interval: 100 });
  });

  it('refuses a reversed range, another company, no flag and other roles, changing nothing', async () => {
    const before = await api.eventCount();
    const reversed = await create(platform, { ...range, startsAt: '2026-04-01T00:00:00Z' });
    expect(reversed.errors![0]).toMatchObject({ message: 'The snapshot range ends before it starts.', extensions: { code: 'BAD_USER_INPUT' } });
    const spanning = await create(platform, { ...range, companyIds: [platform.companyId, acme.companyId] });
    expect(spanning.errors![0]).toMatchObject({ message: 'A snapshot covers only the company you are working in.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await create(platform, { ...range, startsAt: 'last year' })).errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect((await create(platform, range, {})).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await create(acme)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(await api.eventCount()).toBe(before);
  });
});
