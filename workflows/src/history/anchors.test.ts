import { randomBytes, randomUUID } from 'node:crypto';
import { DeleteBucketCommand, DeleteObjectCommand, GetObjectCommand, GetObjectRetentionCommand, ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { historyChainStream } from '@spend/domain';
import { PostgresEventStore, settledPosition, verifyChain } from '@spend/eventstore';
import { createHistoryActivities } from './activities';
import { createAnchorStore, type AnchorStore } from './anchor-store';
import { createTestEventStore } from '../testing/store';

let env: Awaited<ReturnType<typeof createTestEventStore>>;
let anchors: AnchorStore;
// A store's retention date must lie ahead of its own clock: the anchors' time is this run's, to the second.
const NOW = new Date(Math.ceil(Date.now() / 1000) * 1000);
const clock = { now: () => NOW };
const RETAIN_UNTIL = new Date(NOW.getTime() + 86_400_000).toISOString();
beforeAll(async () => {
  env = await createTestEventStore('history_anchors');
  // A bucket of this file's own, in GOVERNANCE mode so that the test can remove what it wrote.
  anchors = createAnchorStore({
    endpoint: process.env.MINIO_ENDPOINT ?? 'http://127.0.0.1:9000', region: 'us-east-1', bucket: `anchors-test-${randomBytes(4).toString('hex')}`,
    accessKeyId: process.env.MINIO_ROOT_USER ?? 'spend-dev', secretAccessKey: process.env.MINIO_ROOT_PASSWORD ?? 'spend-dev-secret', mode: 'GOVERNANCE', retentionDays: 1,
  });
});
afterAll(async () => {
  const { Versions = [] } = await anchors.client.send(new ListObjectVersionsCommand({ Bucket: anchors.bucket })).catch(() => ({ Versions: [] }));
  for (const v of Versions) await anchors.client.send(new DeleteObjectCommand({ Bucket: anchors.bucket, Key: v.Key, VersionId: v.VersionId, BypassGovernanceRetention: true }));
  await anchors.client.send(new DeleteBucketCommand({ Bucket: anchors.bucket })).catch(() => undefined);
  anchors.close();
  await env.close();
});

const happen = (companyId: string, count: number) =>
  env.store.append(`thing-${randomUUID()}`, Array.from({ length: count }, (_, i) => ({ id: randomUUID(), type: 'Happened', data: { i }, metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } })));

describe('history anchors', () => {
  it("writes each moved company's anchor (the digest of its stream heads) to the locked store and records it in the company history, once", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await happen(a, 3);
    await happen(a, 2);
    await happen(b, 1);
    const [headA, headB] = [(await verifyChain(env.store.pool, a)).last!, (await verifyChain(env.store.pool, b)).last!];
    expect(headA.streams).toBe(2);
    const activities = createHistoryActivities({ store: env.store, anchors, clock });
    expect(await activities.anchorHistories()).toBe(2);

    const key = `anchors/${a}/${headA.position}.json`;
    const object = await anchors.client.send(new GetObjectCommand({ Bucket: anchors.bucket, Key: key }));
    expect(JSON.parse(await object.Body!.transformToString())).toEqual({ companyId: a, position: headA.position.toString(), digest: headA.digest, streams: 2, anchoredAt: NOW.toISOString() });
    const retention = await anchors.client.send(new GetObjectRetentionCommand({ Bucket: anchors.bucket, Key: key }));
    expect(retention.Retention?.Mode).toBe('GOVERNANCE');
    expect(retention.Retention?.RetainUntilDate?.toISOString()).toBe(RETAIN_UNTIL);
    // Locked: removing the anchor's version without the bypass is refused.
    await expect(anchors.client.send(new DeleteObjectCommand({ Bucket: anchors.bucket, Key: key, VersionId: object.VersionId }))).rejects.toThrow();

    const recorded = await env.store.readStream(historyChainStream(a));
    expect(recorded.map((e) => [e.type, e.data])).toEqual([['HistoryAnchored', {
      companyId: a, anchor: { position: headA.position.toString(), digest: headA.digest, streams: 2 }, objectKey: key, retainUntil: RETAIN_UNTIL, at: NOW.toISOString(),
    }]]);
    expect((await env.store.readStream(historyChainStream(b)))[0]?.data).toMatchObject({ anchor: { position: headB.position.toString(), digest: headB.digest, streams: 1 } });

    // Nothing new but the anchors' own records: nothing to anchor.
    expect(await activities.anchorHistories()).toBe(0);
    await happen(a, 1);
    expect(await activities.anchorHistories()).toBe(1);
    // The history verifies against the anchor the store keeps, and from it: its record, the new event and its anchor.
    expect(await verifyChain(env.store.pool, a, { anchor: headA })).toMatchObject({ broken: null, checked: 8 });
    expect(await verifyChain(env.store.pool, a, { anchor: headA, fromAnchor: true })).toMatchObject({ broken: null, checked: 3, streams: 4 });
  });

  it('waits for the appends that took a position below the last committed one before it anchors', async () => {
    const c = randomUUID();
    await happen(c, 1);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let appended!: () => void;
    const inFlight = new Promise<void>((resolve) => (appended = resolve));
    // An append that has taken its position and not committed, while a later one commits.
    const holding = new PostgresEventStore({ connectionString: env.workerUrl, poolSize: 1, beforeCommit: () => { appended(); return held; } });
    onTestFinished(() => holding.close());
    const slow = holding.append(`slow-${randomUUID()}`, [{ id: randomUUID(), type: 'Happened', data: {}, metadata: { companyId: c, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } }]);
    await inFlight;
    await happen(c, 1);
    // While it is in flight no position is settled: the wait ends at its bound, naming the writer.
    await expect(settledPosition(env.store.pool, { timeoutMs: 200 })).rejects.toThrow(/are still running/);
    release();
    await slow;
    const activities = createHistoryActivities({ store: env.store, anchors, clock });
    await activities.anchorHistories();
    const [record] = await env.store.readStream(historyChainStream(c));
    const anchor = (record!.data as { anchor: { position: string; digest: string; streams: number } }).anchor;
    // The slow append's stream is in the anchor: it verifies.
    expect(anchor.streams).toBe(3);
    expect(await verifyChain(env.store.pool, c, { anchor: { ...anchor, position: BigInt(anchor.position) } })).toMatchObject({ broken: null });
  });
});
