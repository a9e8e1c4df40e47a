import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../testing';
import type { EventData } from '../types';
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

const headOf = async (chain: string): Promise<string> =>
  (await owner.query<{ hash: Buffer }>('SELECT hash FROM chain_heads WHERE chain = $1', [chain])).rows[0]!.hash.toString('hex');

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

describe('the hash chain', () => {
  it('links each event of a company to the one before it, over its stream, revision, type, data and metadata as stored', async () => {
    const companyId = randomUUID();
    const stream = `chain-${randomUUID()}`;
    await store.append(stream, [event(companyId, { text: 'Zoë — "quoted"' }), event(companyId)]);
    await store.append(`other-${randomUUID()}`, [event(companyId)]);
    const { rows } = await owner.query<{ stream_name: string; stream_revision: string; event_type: string; data: unknown; metadata: unknown; hash: Buffer }>(
      'SELECT stream_name, stream_revision, event_type, data::text::jsonb AS data, metadata, hash FROM events WHERE company_id = $1 ORDER BY global_position', [companyId],
    );
    expect(rows).toHaveLength(3);
    // The first link, recomputed from the row by hand: sha256('' || the link text PostgreSQL renders).
    const { rows: [text] } = await owner.query<{ t: string }>(
      `SELECT jsonb_build_array(stream_name, stream_revision, event_type, data, metadata)::text AS t FROM events WHERE company_id = $1 ORDER BY global_position LIMIT 1`, [companyId],
    );
    expect(rows[0]!.hash.toString('hex')).toBe(createHash('sha256').update(text!.t).digest('hex'));
    const verified = await verifyChain(owner, companyId);
    expect(verified).toMatchObject({ companyId, checked: 3, broken: null });
    expect(verified.last?.hash).toBe(rows[2]!.hash.toString('hex'));
    expect(await headOf(companyId)).toBe(verified.last?.hash);
  });

  it('keeps one linear chain per company under concurrent appends, and chains events of no company in the platform chain', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const appends = Array.from({ length: 60 }, (_, i) => {
      const companyId = i % 3 === 2 ? b : a;
      // Some appends write to two companies at once, in either order.
      return i % 10 === 0
        ? store.appendToStreams([{ streamName: `s-${randomUUID()}`, events: [event(b)] }, { streamName: `s-${randomUUID()}`, events: [event(a), event(a)] }])
        : i % 10 === 5
          ? store.appendToStreams([{ streamName: `s-${randomUUID()}`, events: [event(a)] }, { streamName: `s-${randomUUID()}`, events: [event(b)] }])
          : store.append(`s-${randomUUID()}`, [event(companyId), event(companyId)]);
    });
    await Promise.all([...appends, store.append(`platform-${randomUUID()}`, [event(null)])]);
    const count = async (companyId: string) => Number((await owner.query('SELECT count(*) FROM events WHERE company_id = $1', [companyId])).rows[0].count);
    expect(await verifyChain(owner, a)).toMatchObject({ checked: await count(a), broken: null });
    expect(await verifyChain(owner, b)).toMatchObject({ checked: await count(b), broken: null });
    const platform = await verifyChain(owner, null);
    expect(platform.broken).toBeNull();
    expect(platform.checked).toBeGreaterThanOrEqual(1);
  });

  it('names the event a database owner altered, and the one after an altered event whose hash was recomputed', async () => {
    const companyId = randomUUID();
    const stream = `victim-${randomUUID()}`;
    await store.append(stream, [event(companyId, { amount: 100 }), event(companyId, { amount: 200 }), event(companyId, { amount: 300 })]);
    const before = await verifyChain(owner, companyId);
    expect(before.broken).toBeNull();
    const { rows: [target] } = await owner.query<{ global_position: string }>('SELECT global_position FROM events WHERE stream_name = $1 AND stream_revision = 1', [stream]);
    await tamper(`UPDATE events SET data = jsonb_set(data, '{amount}', '2') WHERE global_position = $1`, [target!.global_position]);
    const after = await verifyChain(owner, companyId);
    expect(after.broken).toMatchObject({ position: BigInt(target!.global_position), streamName: stream, revision: 1n, eventType: 'Happened' });
    expect(after.checked).toBe(1);
    // Re-hashing the altered event to hide it breaks the link of the next one instead.
    await tamper(
      `UPDATE events e SET hash = event_link(p.hash, e.stream_name, e.stream_revision, e.event_type, e.data, e.metadata)
       FROM events p WHERE e.global_position = $1 AND p.stream_name = e.stream_name AND p.stream_revision = 0`, [target!.global_position],
    );
    expect((await verifyChain(owner, companyId)).broken).toMatchObject({ streamName: stream, revision: 2n });
    const run = await cli(companyId);
    expect(run.code).toBe(1);
    expect(run.out).toContain(`BROKEN company ${companyId} from its first event: 2 events verified, then the first broken link is position `);
    expect(run.out).toContain(`stream ${stream}, revision 2, type Happened`);
  });

  it('audit:verify prints every chain without a company id, and refuses a malformed one', async () => {
    const companyId = randomUUID();
    await store.append(`cli-${randomUUID()}`, [event(companyId)]);
    const all = await cli();
    expect(all.out).toContain(`OK company ${companyId} from its first event: 1 events verified up to position`);
    expect(await cli('not-a-company')).toEqual({ code: 2, out: 'Not a company id: not-a-company\n' });
  });

  it('verifies from an anchor: only the events after it, and refuses an anchor the stored event does not carry', async () => {
    const companyId = randomUUID();
    await store.append(`a-${randomUUID()}`, [event(companyId), event(companyId)]);
    const anchor = (await verifyChain(owner, companyId)).last!;
    await store.append(`a-${randomUUID()}`, [event(companyId), event(companyId), event(companyId)]);
    const fromAnchor = await verifyChain(owner, companyId, { from: anchor, pageSize: 2 });
    expect(fromAnchor).toMatchObject({ checked: 3, broken: null, from: anchor });
    expect(fromAnchor.last?.hash).toBe(await headOf(companyId));
    const forged = { position: anchor.position, hash: '00'.repeat(32) };
    expect((await verifyChain(owner, companyId, { from: forged })).broken).toMatchObject({ position: anchor.position, expected: forged.hash, stored: anchor.hash });
  });
});
