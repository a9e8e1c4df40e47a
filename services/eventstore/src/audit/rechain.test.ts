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
  it('breaks no chain for good: the sealed events are re-chained, and the company history records the old and new heads', async () => {
    const userId = randomUUID();
    await appendPlainMember(userId);
    await store.append(`budget-${randomUUID()}`, [{ id: randomUUID(), type: 'Happened', data: {}, metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } }]);
    const before = await verifyChain(owner, companyId);
    expect(before).toMatchObject({ checked: 2, broken: null });

    expect(await sealExisting(owner, loadPiiConfig({}))).toMatchObject({ sealed: 1 });
    // The rewrite alone is what the chain exists to catch.
    expect((await verifyChain(owner, companyId)).broken).toMatchObject({ streamName: streams.user(userId), revision: 0n });

    const rechained = await rechainAll(owner);
    const ours = rechained.find((r) => r.companyId === companyId)!;
    expect(ours).toMatchObject({ oldAnchor: before.last, rewritten: 2 });
    expect(ours.newAnchor.position).toBe(before.last!.position);
    expect(ours.newAnchor.hash).not.toBe(before.last!.hash);
    const after = await verifyChain(owner, companyId);
    expect(after).toMatchObject({ checked: 2, broken: null, last: ours.newAnchor });
    // Nothing left to re-chain.
    expect((await rechainAll(owner)).find((r) => r.companyId === companyId)).toBeUndefined();

    await recordRechains(store, rechained, clock);
    await recordRechains(store, rechained, clock);
    const recorded = await store.readStream(historyChainStream(companyId));
    expect(recorded.map((e) => [e.type, e.data])).toEqual([['HistoryRechained', {
      companyId, reason: 'pii:seal-existing', rewritten: 2, at,
      oldAnchor: { position: before.last!.position.toString(), hash: before.last!.hash }, newAnchor: { position: ours.newAnchor.position.toString(), hash: ours.newAnchor.hash },
    }]]);
    // The record is chained on from the new head.
    expect(await verifyChain(owner, companyId, { from: ours.newAnchor })).toMatchObject({ checked: 1, broken: null });
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
