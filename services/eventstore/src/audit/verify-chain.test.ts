import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../testing';
import type { EventData } from '../types';
import { anchorAt, settledPosition } from './anchors';
import { verifyChain } from './verify-chain';

let db: TestDatabase;
let owner: pg.Pool;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await createTestDatabase('chain');
  owner = new pg.Pool({ connectionString: db.url, max: 4 });
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 8 });
});
afterAll(async () => {
  await store.close();
  await owner.end();
  await db.drop();
});

// A null company: an event of no company (a row written before metadata always named one).
const event = (companyId: string | null, data: Record<string, unknown> = {}): EventData => ({
  id: randomUUID(), type: 'Happened', data: { n: Math.random(), ...data }, metadata: { companyId: companyId as string, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});

/** `npm run audit:verify -- …` against this file's database: its exit code and output. */
const cli = (...args: string[]): Promise<{ code: number; out: string }> =>
  new Promise((resolve) => {
    const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
    execFile(tsx, [fileURLToPath(new URL('./cli.ts', import.meta.url)), ...args], { env: { ...process.env, DATABASE_URL: db.urlAs('spend_projector') } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, out: stdout + stderr }));
  });

const headOf = async (stream: string): Promise<string> =>
  (await owner.query<{ head_hash: Buffer }>('SELECT head_hash FROM streams WHERE stream_name = $1', [stream])).rows[0]!.head_hash.toString('hex');

const positionOf = async (stream: string, revision: number): Promise<string> =>
  (await owner.query<{ global_position: string }>('SELECT global_position FROM events WHERE stream_name = $1 AND stream_revision = $2', [stream, revision])).rows[0]!.global_position;

/** As the database owner, bypassing the append-only trigger: what an attacker with the owner's password could do. */
const tamper = async (sql: string, params: unknown[]): Promise<void> => {
  const client = await owner.connect();
  try {
    await client.query('BEGIN; SET LOCAL session_replication_role = replica');
    await client.query(sql, params);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
};

describe('the hash chains', () => {
  it("links each event to the one before it in its stream, over its stream, revision, type, data and metadata as stored, and keeps the stream's head on its row", async () => {
    const companyId = randomUUID();
    const stream = `chain-${randomUUID()}`;
    const other = `other-${randomUUID()}`;
    // Text the link splices as jsonb would print it: escapes, control characters, numbers, nesting.
    const awkward = { text: 'Zoë — "quoted"\n\t\u0001\\ \u2028 😀', amount: 1.5, big: 1e21, nested: [1, { a: null, b: [true, ''] }] };
    await store.append(stream, [event(companyId, awkward), event(companyId, awkward)]);
    await store.append(other, [{ ...event(companyId, awkward), type: 'Odd "type" ü' }]);
    await store.append(stream, [event(companyId, awkward)], { expectedRevision: 1n });
    const { rows } = await owner.query<{ stream_name: string; hash: Buffer; t: string }>(
      `SELECT stream_name, hash, jsonb_build_array(stream_name, stream_revision, event_type, data, metadata)::text AS t FROM events WHERE company_id = $1 ORDER BY global_position`, [companyId],
    );
    expect(rows.map((r) => r.stream_name)).toEqual([stream, stream, other, stream]);
    // Recomputed from the rows by hand: sha256(previous hash of the stream || the link text PostgreSQL renders).
    const sha = (previous: Buffer, text: string) => createHash('sha256').update(previous).update(text).digest();
    expect(rows[0]!.hash).toEqual(sha(Buffer.alloc(0), rows[0]!.t));
    expect(rows[1]!.hash).toEqual(sha(rows[0]!.hash, rows[1]!.t));
    expect(rows[2]!.hash).toEqual(sha(Buffer.alloc(0), rows[2]!.t));
    expect(rows[3]!.hash).toEqual(sha(rows[1]!.hash, rows[3]!.t));
    expect(await headOf(stream)).toBe(rows[3]!.hash.toString('hex'));
    expect(await headOf(other)).toBe(rows[2]!.hash.toString('hex'));

    const verified = await verifyChain(owner, companyId);
    expect(verified).toMatchObject({ companyId, checked: 4, streams: 2, broken: null });
    expect(verified.last).toEqual(await anchorAt(owner, companyId, BigInt(await positionOf(stream, 2))));
    expect(verified.last?.streams).toBe(2);
  });

  it('keeps each stream chain linear under concurrent appends, of several streams and companies at once, and chains events of no company too', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const shared = Array.from({ length: 4 }, () => `s-${randomUUID()}`);
    const appends = Array.from({ length: 60 }, (_, i) => {
      const companyId = i % 3 === 2 ? b : a;
      // Some appends write to two streams at once; most write to a few streams many appends share.
      return i % 10 === 0
        ? store.appendToStreams([{ streamName: `s-${randomUUID()}`, events: [event(b)] }, { streamName: shared[i % 4]!, events: [event(a), event(a)] }])
        : store.append(shared[i % 4]!, [event(companyId), event(companyId)]);
    });
    await Promise.all([...appends, store.append(`platform-${randomUUID()}`, [event(null)])]);
    const count = async (companyId: string) => Number((await owner.query('SELECT count(*) FROM events WHERE company_id = $1', [companyId])).rows[0].count);
    expect(await verifyChain(owner, a)).toMatchObject({ checked: await count(a), broken: null });
    expect(await verifyChain(owner, b)).toMatchObject({ checked: await count(b), broken: null });
    for (const stream of shared) {
      const { rows } = await owner.query<{ stream_revision: string }>('SELECT stream_revision FROM events WHERE stream_name = $1 ORDER BY global_position', [stream]);
      expect(rows.map((r) => Number(r.stream_revision))).toEqual(rows.map((_, i) => i));
    }
    const platform = await verifyChain(owner, null);
    expect(platform.broken).toBeNull();
    expect(platform.checked).toBeGreaterThanOrEqual(1);
  });

  it('names the event a database owner altered, the one after an altered event whose hash was recomputed, and the one after a removed event', async () => {
    const companyId = randomUUID();
    const stream = `victim-${randomUUID()}`;
    await store.append(`bystander-${randomUUID()}`, [event(companyId)]);
    await store.append(stream, [event(companyId, { amount: 100 }), event(companyId, { amount: 200 }), event(companyId, { amount: 300 })]);
    const before = await verifyChain(owner, companyId);
    expect(before.broken).toBeNull();
    const target = await positionOf(stream, 1);
    await tamper(`UPDATE events SET data = jsonb_set(data, '{amount}', '2') WHERE global_position = $1`, [target]);
    const after = await verifyChain(owner, companyId);
    expect(after.broken).toMatchObject({ kind: 'link', position: BigInt(target), streamName: stream, revision: 1n, eventType: 'Happened' });
    expect(after.checked).toBe(2);
    // Re-hashing the altered event to hide it breaks the link of the next one instead.
    await tamper(
      `UPDATE events e SET hash = event_link(p.hash, e.stream_name, e.stream_revision, e.event_type, e.data, e.metadata)
       FROM events p WHERE e.global_position = $1 AND p.stream_name = e.stream_name AND p.stream_revision = 0`, [target],
    );
    expect((await verifyChain(owner, companyId)).broken).toMatchObject({ kind: 'link', streamName: stream, revision: 2n });
    const run = await cli(companyId);
    expect(run.code).toBe(1);
    expect(run.out).toContain(`BROKEN company ${companyId} from its first event: 3 events verified, then the first broken link is position `);
    expect(run.out).toContain(`stream ${stream}, revision 2, type Happened (expected `);
    // Removing the altered event instead leaves its successor without a predecessor.
    await tamper('DELETE FROM events WHERE global_position = $1', [target]);
    expect((await verifyChain(owner, companyId)).broken).toMatchObject({ kind: 'gap', streamName: stream, revision: 2n, position: BigInt(await positionOf(stream, 2)) });
    expect((await cli(companyId)).out).toContain(`revision 2, type Happened, whose stream has no event at revision 1 (removed)`);
  });

  it("catches with the anchor the removal of a stream's last event, or of a whole stream, before it", async () => {
    const companyId = randomUUID();
    const [kept, cut, gone] = [`kept-${randomUUID()}`, `cut-${randomUUID()}`, `gone-${randomUUID()}`];
    await store.append(kept, [event(companyId)]);
    await store.append(cut, [event(companyId), event(companyId)]);
    await store.append(gone, [event(companyId)]);
    await store.append(kept, [event(companyId)], { expectedRevision: 0n });
    const anchor = await anchorAt(owner, companyId, (await settledPosition(owner))!);
    expect(anchor.streams).toBe(3);
    await store.append(kept, [event(companyId)], { expectedRevision: 1n });
    expect(await verifyChain(owner, companyId, { anchor })).toMatchObject({ broken: null, checked: 6 });
    expect(await verifyChain(owner, companyId, { anchor, fromAnchor: true })).toMatchObject({ broken: null, checked: 1, streams: 3 });
    const ok = await cli(companyId, '--anchor', `${anchor.position}:${anchor.digest}:${anchor.streams}`);
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.out).toContain(`OK company ${companyId} from its first event, the anchor at position ${anchor.position} matches (digest ${anchor.digest}, 3 streams): 6 events verified up to position`);

    // The stream's last event removed: every link left still holds, the anchor does not.
    await tamper('DELETE FROM events WHERE stream_name = $1 AND stream_revision = 1', [cut]);
    const tail = await verifyChain(owner, companyId, { anchor });
    expect(tail.broken).toMatchObject({ kind: 'anchor', position: anchor.position, expected: anchor.digest, streams: { anchored: 3, stored: 3 } });
    expect(tail.broken?.stored).not.toBe(anchor.digest);
    expect((await verifyChain(owner, companyId)).broken).toBeNull();
    expect((await verifyChain(owner, companyId, { anchor, fromAnchor: true })).broken).toMatchObject({ kind: 'anchor' });
    const run = await cli(companyId, '--anchor', `${anchor.position}:${anchor.digest}:${anchor.streams}`, '--from-anchor');
    expect(run.code).toBe(1);
    expect(run.out).toContain(`BROKEN company ${companyId} from the anchor at position ${anchor.position}: 0 events verified, then history changed before position ${anchor.position}: the anchor's digest does not match`);

    // A whole stream removed (and its row, so that nothing is left to notice it).
    await tamper('DELETE FROM events WHERE stream_name = $1', [gone]);
    await tamper('DELETE FROM streams WHERE stream_name = $1', [gone]);
    expect((await verifyChain(owner, companyId, { anchor })).broken).toMatchObject({ kind: 'anchor', streams: { anchored: 3, stored: 2 } });
  });

  it('audit:verify prints every company without a company id, and refuses a malformed one', async () => {
    const companyId = randomUUID();
    await store.append(`cli-${randomUUID()}`, [event(companyId)]);
    const all = await cli();
    expect(all.out).toContain(`OK company ${companyId} from its first event: 1 events verified up to position`);
    expect(await cli('not-a-company')).toEqual({ code: 2, out: 'Not a company id: not-a-company\n' });
    expect((await cli(companyId, '--anchor', '12:abc')).code).toBe(2);
  });
});
