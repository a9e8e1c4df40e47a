import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { budgetDecider, snapshotWorkflowId, tenantSnapshotDecider, streams } from '@spend/domain';
import type { PostgresEventStore } from '@spend/eventstore';
import { handleCommand } from '@spend/eventstore';
import { createTemporalTestKit, createTestEventStore, unreachableTemporalClient, type TemporalTestKit } from '../testing';
import { createSnapshotActivities } from './activities';
import { runSnapshotProcessManager } from './process-manager';

let temporal: TemporalTestKit;
let events: Awaited<ReturnType<typeof createTestEventStore>>;
let store: PostgresEventStore;
let dir: string;

beforeAll(async () => {
  temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
  events = await createTestEventStore('wf_snapshots');
  store = events.store;
  dir = mkdtempSync(join(tmpdir(), 'snapshots-'));
});
afterAll(async () => {
  await events?.close();
  await temporal?.close();
  rmSync(dir, { recursive: true, force: true });
});

const context = (companyId: string) => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
/** Waits until the clock has moved past now, so the next timestamp differs from any taken so far. */
const tick = async (): Promise<void> => {
  const now = Date.now();
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(now), { interval: 1 });
};
const createBudget = (budgetId: string, companyId: string, funding: number) =>
  handleCommand(store, streams.budget(budgetId), budgetDecider, {
    type: 'CreateBudget', budgetId, companyId, parent: null, name: 'Travel', color: null, randomColorIndex: 0, number: null,
    owner: { userId: randomUUID(), companyId, archived: false }, funding, softLimit: 'None', overageValue: null, spenderUserIds: [], now: new Date().toISOString(),
  }, context(companyId));
const rename = (budgetId: string, companyId: string, name: string) =>
  handleCommand(store, streams.budget(budgetId), budgetDecider, { type: 'UpdateBudget', budgetId, companyId, name, now: new Date().toISOString() }, context(companyId));

describe('tenant snapshot workflow on the Temporal development server', () => {
  it("writes the company's events in the range and its state at the end, once, and marks the snapshot ready", async () => {
    const [acme, globex, budgetId, otherBudget, snapshotId, admin] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await createBudget(budgetId, acme, 10_000);
    await tick();
    const startsAt = new Date().toISOString();
    await tick();
    await rename(budgetId, acme, 'Trips');
    await createBudget(otherBudget, globex, 99_000);
    await tick();
    const endsAt = new Date().toISOString();
    await tick();
    // After the range: neither in the events nor in the state.
    await rename(budgetId, acme, 'Later');
    await handleCommand(store, streams.tenantSnapshot(snapshotId), tenantSnapshotDecider, {
      type: 'RequestTenantSnapshot', snapshotId, companyId: acme, requestedCompanyIds: [], name: 'Q1', startsAt, endsAt, requestedByUserId: admin, now: new Date().toISOString(),
    }, context(acme));

    const completed = async () => (await store.readStream(streams.tenantSnapshot(snapshotId))).filter((e) => e.type === 'TenantSnapshotCompleted');
    await temporal.withWorker(createSnapshotActivities(store, dir), async (taskQueue) => {
      const stop = new AbortController();
      const manager = runSnapshotProcessManager({ store, client: temporal.client, taskQueue, signal: stop.signal, retryMs: 100 });
      await vi.waitFor(async () => expect(await completed()).toHaveLength(1), { timeout: 90_000, interval: 200 });
      // A second manager catching up from the start finds the workflow already there: nothing runs twice.
      const again = new AbortController();
      const handled: [string, boolean][] = [];
      const second = runSnapshotProcessManager({ store, client: temporal.client, taskQueue, signal: again.signal, retryMs: 100, onHandled: (id, started) => handled.push([id, started]) });
      await vi.waitFor(() => expect(handled).toContainEqual([snapshotId, false]), { timeout: 120_000, interval: 50 });
      again.abort();
      stop.abort();
      await Promise.all([manager, second]);
      const result = await temporal.client.workflow.getHandle(snapshotWorkflowId(snapshotId)).result();
      expect(result.eventCount).toBe(1);
    });
    expect(await completed()).toHaveLength(1);
    const [done] = await completed();
    expect(done!.data).toMatchObject({ snapshotId, companyId: acme, fileName: `tenant-snapshot-${snapshotId}.ndjson.gz`, eventCount: 1, requestedByUserId: admin });

    const lines = gunzipSync(readFileSync(join(dir, `tenant-snapshot-${snapshotId}.ndjson.gz`))).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, never>);
    expect(lines[0]).toMatchObject({ kind: 'snapshot', companyId: acme, name: 'Q1', startsAt, endsAt });
    const events = lines.filter((l) => l.kind === 'event');
    expect(events.map((e) => [e.type, e.stream])).toEqual([['BudgetUpdated', streams.budget(budgetId)]]);
    const updated = (await store.readStream(streams.budget(budgetId))).find((e) => e.type === 'BudgetUpdated')!;
    expect(events[0]).toEqual({
      kind: 'event', id: updated.id, stream: streams.budget(budgetId), revision: Number(updated.revision), type: 'BudgetUpdated', data: updated.data,
      metadata: updated.metadata, createdAt: updated.createdAt.toISOString(), position: `${updated.position.commit}:${updated.position.prepare}`,
    });
    const states = lines.filter((l) => l.kind === 'state');
    // Folded from every event up to the range's end (the creation before it included), and only Acme's.
    expect(states).toEqual([{ kind: 'state', aggregate: streams.budget(budgetId), state: expect.objectContaining({ name: 'Trips', funding: 10_000, companyId: acme, exists: true }) }]);
    expect(JSON.stringify(lines)).not.toContain(globex);
  });

  it('a retried completion records the snapshot ready only once', async () => {
    const [acme, snapshotId] = [randomUUID(), randomUUID()];
    const now = new Date().toISOString();
    await handleCommand(store, streams.tenantSnapshot(snapshotId), tenantSnapshotDecider, {
      type: 'RequestTenantSnapshot', snapshotId, companyId: acme, requestedCompanyIds: [], name: 'Empty', startsAt: now, endsAt: now, requestedByUserId: randomUUID(), now,
    }, context(acme));
    const activities = createSnapshotActivities(store, dir);
    const input = { snapshotId, companyId: acme, name: 'Empty', startsAt: now, endsAt: now, fileName: `tenant-snapshot-${snapshotId}.ndjson.gz` };
    const written = await activities.writeTenantSnapshot(input);
    expect(written.eventCount).toBe(0);
    await activities.completeTenantSnapshot({ ...input, ...written });
    await activities.completeTenantSnapshot({ ...input, ...written });
    expect((await store.readStream(streams.tenantSnapshot(snapshotId))).map((e) => e.type)).toEqual(['TenantSnapshotRequested', 'TenantSnapshotCompleted']);
  });

  it('the process manager skips a snapshot already completed (its workflow gone past retention) and starts none for it', async () => {
    const [acme, snapshotId] = [randomUUID(), randomUUID()];
    const now = new Date().toISOString();
    // The manager starts after this event: earlier tests' snapshots are not this one's business.
    const from = (await createBudget(randomUUID(), acme, 1_000)).appended!.position;
    await handleCommand(store, streams.tenantSnapshot(snapshotId), tenantSnapshotDecider, {
      type: 'RequestTenantSnapshot', snapshotId, companyId: acme, requestedCompanyIds: [], name: 'Done long ago', startsAt: now, endsAt: now, requestedByUserId: randomUUID(), now,
    }, context(acme));
    // Completed without a workflow still on record.
    await handleCommand(store, streams.tenantSnapshot(snapshotId), tenantSnapshotDecider, { type: 'CompleteTenantSnapshot', snapshotId, eventCount: 0, bytes: 20, now }, context(acme));
    const stop = new AbortController();
    const handled: [string, boolean][] = [];
    const manager = runSnapshotProcessManager({ store, client: temporal.client, taskQueue: `test-${randomUUID()}`, signal: stop.signal, retryMs: 100, from, onHandled: (id, started) => handled.push([id, started]) });
    try {
      await vi.waitFor(() => expect(handled).toEqual([[snapshotId, false]]), { timeout: 120_000, interval: 50 });
    } finally {
      stop.abort();
      await manager;
    }
    await expect(temporal.client.workflow.getHandle(snapshotWorkflowId(snapshotId)).describe()).rejects.toThrow();
  });

  it('keeps a snapshot requested while Temporal is unreachable and writes it once the server is back', async () => {
    const [acme, snapshotId] = [randomUUID(), randomUUID()];
    const now = new Date().toISOString();
    // The manager reaches Temporal through a port that refuses connections until the "server is back".
    const temporalDown = await unreachableTemporalClient();
    const { client } = temporalDown;
    await handleCommand(store, streams.tenantSnapshot(snapshotId), tenantSnapshotDecider, {
      type: 'RequestTenantSnapshot', snapshotId, companyId: acme, requestedCompanyIds: [], name: 'Offline', startsAt: now, endsAt: now, requestedByUserId: randomUUID(), now,
    }, context(acme));
    const stop = new AbortController();
    try {
      await temporal.withWorker(createSnapshotActivities(store, dir), async (taskQueue) => {
        const manager = runSnapshotProcessManager({ store, client, taskQueue, signal: stop.signal, retryMs: 100 });
        await temporalDown.turnedAway();
        await expect(temporal.client.workflow.getHandle(snapshotWorkflowId(snapshotId)).describe()).rejects.toThrow();
        await temporalDown.bringBack();
        await vi.waitFor(async () => expect((await store.readStream(streams.tenantSnapshot(snapshotId))).map((e) => e.type)).toEqual(['TenantSnapshotRequested', 'TenantSnapshotCompleted']), { timeout: 90_000, interval: 200 });
        stop.abort();
        await manager;
      });
    } finally {
      stop.abort();
      await temporalDown.close();
    }
  });
});
