import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../audit/verify-chain';
import { createTestDatabase, type TestDatabase } from '../testing';
import { WrongExpectedVersionError, type EventData, type StreamAppend } from '../types';
import { PostgresEventStore } from './postgres-event-store';

// Consecutive streams of one event each, all new (an authorizer batch's claims) or all at an exact
// revision (its ledgers), are appended by one statement per table (migration 013): these pin that it
// records exactly what one append per stream did.
let db: TestDatabase;
let owner: pg.Pool;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await createTestDatabase('append_runs');
  owner = new pg.Pool({ connectionString: db.url, max: 2 });
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 4 });
});
afterAll(async () => {
  await store.close();
  await owner.end();
  await db.drop();
});

const event = (companyId: string, type = 'Claimed'): EventData => ({
  id: randomUUID(), type, data: { text: 'Zoë — "quoted"\n\u0001 😀', n: Math.random() }, metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});
const created = (streamName: string, companyId: string): StreamAppend => ({ streamName, expectedRevision: 'no_stream', events: [event(companyId)] });

interface Row { stream_name: string; stream_revision: string; global_position: string; hash: Buffer; t: string; head: Buffer }
const rowsOf = async (companyId: string): Promise<Row[]> =>
  (await owner.query<Row>(
    `SELECT e.stream_name, e.stream_revision, e.global_position, e.hash, jsonb_build_array(e.stream_name, e.stream_revision, e.event_type, e.data, e.metadata)::text AS t, s.head_hash AS head
     FROM events e JOIN streams s USING (stream_name) WHERE e.company_id = $1 ORDER BY e.global_position`, [companyId],
  )).rows;

describe('appending runs of single-event streams', () => {
  it('records each as its own append did, in order, between the other streams of the append, and answers each', async () => {
    const companyId = randomUUID();
    const ledger = `ledger-${randomUUID()}`;
    await store.append(ledger, [event(companyId, 'Opened')]);
    const claims = Array.from({ length: 5 }, (_, i) => `claim-${i}-${randomUUID()}`);
    const appends: StreamAppend[] = [
      created(`account-${randomUUID()}`, companyId),
      ...claims.map((name) => created(name, companyId)),
      { streamName: ledger, expectedRevision: 0n, events: [event(companyId), event(companyId)] },
      created(`tail-${randomUUID()}`, companyId),
    ];
    const results = await store.appendToStreams(appends);
    const rows = (await rowsOf(companyId)).slice(1);
    // The order of the append: account, the five claims, the ledger's two events, the tail.
    expect(rows.map((r) => r.stream_name)).toEqual([appends[0]!.streamName, ...claims, ledger, ledger, appends[7]!.streamName]);
    expect(rows.map((r) => Number(r.stream_revision))).toEqual([0, 0, 0, 0, 0, 0, 1, 2, 0]);
    const sha = (text: string) => createHash('sha256').update(text).digest();
    for (const row of rows.filter((r) => r.stream_name !== ledger)) {
      expect(row.hash).toEqual(sha(row.t));
      expect(row.head).toEqual(row.hash);
    }
    expect(results.map((r) => r.nextExpectedRevision)).toEqual([0n, 0n, 0n, 0n, 0n, 0n, 2n, 0n]);
    const positionOf = (name: string) => rows.filter((r) => r.stream_name === name).at(-1)!.global_position;
    expect(results.map((r) => r.position.prepare.toString())).toEqual(appends.map((a) => positionOf(a.streamName)));
    expect(await verifyChain(owner, companyId)).toMatchObject({ checked: 10, streams: 8, broken: null });
  });

  it('refuses the whole append when a stream of the run exists, naming the first such stream with its revision, and records nothing', async () => {
    const companyId = randomUUID();
    const [taken, later] = [`taken-${randomUUID()}`, `later-${randomUUID()}`];
    await store.append(taken, [event(companyId), event(companyId)]);
    await store.append(later, [event(companyId)]);
    const first = `first-${randomUUID()}`;
    const refused = store.appendToStreams([created(first, companyId), created(taken, companyId), created(later, companyId)]);
    await expect(refused).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(refused).rejects.toMatchObject({ streamName: taken, actualRevision: 1n });
    expect((await rowsOf(companyId)).map((r) => r.stream_name)).toEqual([taken, taken, later]);
    expect((await owner.query('SELECT 1 FROM streams WHERE stream_name = $1', [first])).rows).toEqual([]);
  });

  it('refuses a run that names one new stream twice, as appending them one by one does', async () => {
    const companyId = randomUUID();
    const twice = `twice-${randomUUID()}`;
    const refused = store.appendToStreams([created(`once-${randomUUID()}`, companyId), created(twice, companyId), created(twice, companyId)]);
    await expect(refused).rejects.toMatchObject({ streamName: twice, actualRevision: 0n });
    expect(await rowsOf(companyId)).toEqual([]);
  });

  it('answers a retried run as its first append did, recording it once', async () => {
    const companyId = randomUUID();
    const appends = Array.from({ length: 3 }, () => created(`retried-${randomUUID()}`, companyId));
    const first = await store.appendToStreams(appends);
    expect(await store.appendToStreams(appends)).toEqual(first);
    expect(await rowsOf(companyId)).toHaveLength(3);
  });

  it('moves a run of existing streams on from their exact revisions, chained from their heads, and refuses one not at its revision, naming it', async () => {
    const companyId = randomUUID();
    const ledgers = Array.from({ length: 4 }, (_, i) => `ledger-${i}-${randomUUID()}`);
    for (const [i, ledger] of ledgers.entries()) await store.append(ledger, Array.from({ length: i + 1 }, () => event(companyId, 'Opened')));
    const next = (revisions: readonly bigint[]): StreamAppend[] => ledgers.map((streamName, i) => ({ streamName, expectedRevision: revisions[i]!, events: [event(companyId)] }));
    const results = await store.appendToStreams(next([0n, 1n, 2n, 3n]));
    expect(results.map((r) => r.nextExpectedRevision)).toEqual([1n, 2n, 3n, 4n]);
    const rows = await rowsOf(companyId);
    const appended = rows.slice(-4);
    expect(appended.map((r) => [r.stream_name, Number(r.stream_revision)])).toEqual(ledgers.map((l, i) => [l, i + 1]));
    for (const [i, row] of appended.entries()) {
      const previous = rows.find((r) => r.stream_name === ledgers[i] && Number(r.stream_revision) === i)!;
      expect(row.hash).toEqual(createHash('sha256').update(previous.hash).update(row.t).digest());
      expect(row.head).toEqual(row.hash);
    }
    expect(results.map((r) => r.position.prepare.toString())).toEqual(appended.map((r) => r.global_position));

    const stale = store.appendToStreams(next([1n, 2n, 2n, 4n]));
    await expect(stale).rejects.toMatchObject({ streamName: ledgers[2], actualRevision: 3n });
    expect(await rowsOf(companyId)).toHaveLength(rows.length);
    expect(await verifyChain(owner, companyId)).toMatchObject({ checked: rows.length, broken: null });
  });

  it('of concurrent runs over the same streams at the same revisions exactly one wins, and the chains stay whole', async () => {
    const companyId = randomUUID();
    const ledgers = Array.from({ length: 6 }, (_, i) => `race-${i}-${randomUUID()}`);
    for (const ledger of ledgers) await store.append(ledger, [event(companyId, 'Opened')]);
    const run = () => store.appendToStreams(ledgers.map((streamName) => ({ streamName, expectedRevision: 0n, events: [event(companyId)] })));
    const outcomes = await Promise.allSettled([run(), run(), run()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedVersionError);
    expect(await verifyChain(owner, companyId)).toMatchObject({ checked: 12, broken: null });
  });
});
