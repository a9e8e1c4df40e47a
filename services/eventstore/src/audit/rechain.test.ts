import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyChainStream, streams } from '@spend/domain';
import { loadPiiConfig } from '../pii/config';
import { sealExisting } from '../pii/seal-existing';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../testing';
import { rechainAll, recordRechains } from './rechain';
import { verifyChain } from './verify-chain';

let db: TestDatabase;
let store: PostgresEventStore;
let owner: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase('rechain');
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
  owner = new pg.Pool({ connectionString: db.url, max: 2 });
});
afterAll(async () => {
  await owner.end();
  await store.close();
  await db.drop();
});

const companyId = randomUUID();
const at = '2026-03-01T10:00:00.000Z';
const clock = { now: () => new Date(at) };

/** A member created before sealing existed: straight through the append function, the personal fields in plain text. */
const appendPlainMember = async (userId: string) => {
  const data = { userId, companyId, personId: randomUUID(), authId: `${userId}@legacy.test`, email: `${userId}@legacy.test`, firstName: 'Olwen', lastName: 'Brightwater', title: 'Clerk', embossName: null, roles: ['Spender'], createdAt: at };
  await owner.query(`SELECT * FROM append_to_streams($1, '{any}', '{1}', $2::uuid[], '{UserCreated}', $3::jsonb[], $4::jsonb[], '{}', '{}', '{}')`, [
    [streams.user(userId)], [randomUUID()], [JSON.stringify(data)], [JSON.stringify({ companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 })],
  ]);
};

describe('pii:seal-existing re-chains', () => {
  it('breaks no chain for good: the sealed events are re-chained, and the company history records the anchors before and after', async () => {
    const userId = randomUUID();
    await appendPlainMember(userId);
    const budget = `budget-${randomUUID()}`;
    await store.append(budget, [{ id: randomUUID(), type: 'Happened', data: {}, metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } }]);
    const before = await verifyChain(owner, companyId);
    expect(before).toMatchObject({ checked: 2, streams: 2, broken: null });
    const budgetHead = (await owner.query<{ head_hash: Buffer }>('SELECT head_hash FROM streams WHERE stream_name = $1', [budget])).rows[0]!.head_hash;

    expect(await sealExisting(owner, loadPiiConfig({}))).toMatchObject({ sealed: 1 });
    // The rewrite alone is what the chain exists to catch.
    expect((await verifyChain(owner, companyId)).broken).toMatchObject({ kind: 'link', streamName: streams.user(userId), revision: 0n });

    const rechained = await rechainAll(owner);
    const ours = rechained.find((r) => r.companyId === companyId)!;
    expect(ours).toMatchObject({ oldAnchor: before.last, rewritten: 1 });
    expect(ours.newAnchor.position).toBe(before.last!.position);
    expect(ours.newAnchor.digest).not.toBe(before.last!.digest);
    const after = await verifyChain(owner, companyId, { anchor: ours.newAnchor });
    expect(after).toMatchObject({ checked: 2, broken: null, last: ours.newAnchor });
    // Only the stream the rewrite changed was re-chained.
    expect((await owner.query<{ head_hash: Buffer }>('SELECT head_hash FROM streams WHERE stream_name = $1', [budget])).rows[0]!.head_hash).toEqual(budgetHead);
    // Nothing left to re-chain.
    expect((await rechainAll(owner)).find((r) => r.companyId === companyId)).toBeUndefined();

    await recordRechains(store, rechained, clock);
    await recordRechains(store, rechained, clock);
    const recorded = await store.readStream(historyChainStream(companyId));
    const data = (a: typeof ours.oldAnchor) => ({ position: a.position.toString(), digest: a.digest, streams: a.streams });
    expect(recorded.map((e) => [e.type, e.data])).toEqual([['HistoryRechained', {
      companyId, reason: 'pii:seal-existing', rewritten: 1, at, oldAnchor: data(before.last!), newAnchor: data(ours.newAnchor),
    }]]);
    // The record is chained on after the new anchor.
    expect(await verifyChain(owner, companyId, { anchor: ours.newAnchor, fromAnchor: true })).toMatchObject({ checked: 1, broken: null, streams: 3 });
  });

  it('refuses a re-chain outside a rewrite, and any change but the hash inside one', async () => {
    await expect(owner.query("UPDATE events SET hash = '\\x00' WHERE company_id = $1", [companyId])).rejects.toThrow('events are append-only');
    const client = await owner.connect();
    try {
      await client.query("BEGIN; SET LOCAL spend.rewrite = 'rechain'");
      await expect(client.query(`UPDATE events SET data = '{}' WHERE company_id = $1`, [companyId])).rejects.toThrow('events are append-only');
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
