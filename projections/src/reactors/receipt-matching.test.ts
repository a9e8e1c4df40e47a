import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookkeepingDecider, receiptDecider, streams, type DomainEvent, type ReceiptFields } from '@spend/domain';
import { PostgresEventStore, comparePositions, loadState, type Position } from '@spend/eventstore';
import { receiptsInboxProjection } from '../read-models';
import { quietPool, setUpReadModels, type ReadModelTestDatabase } from '../read-models/testing';
import { readCheckpoints } from '../runner/checkpoints';
import { ProjectionRunner } from '../runner/runner';
import { receiptMatchingReactor } from './receipt-matching';

let rm: ReadModelTestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  rm = await setUpReadModels('reactor_receipt_matching');
  store = new PostgresEventStore({ connectionString: rm.db.urlAs('spend_projector') });
  runner = new ProjectionRunner({ store, pool: quietPool(rm.db.urlAs('spend_projector'), 6), projections: [receiptMatchingReactor(store), receiptsInboxProjection] });
  runner.start();
});
afterAll(async () => {
  await runner.stop();
  await store.close();
  await rm.close();
});

const record = async (companyId: string, stream: string, event: DomainEvent): Promise<Position> =>
  (await store.append(stream, [{ id: randomUUID(), ...event, metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } }], { expectedRevision: 'any' })).position;

const handled = async (position: Position): Promise<void> => {
  await expect.poll(async () => {
    const p = (await readCheckpoints(rm.projector, ['receipt-matching'])).get('receipt-matching');
    return !!p && comparePositions(p, position) >= 0;
  }).toBe(true);
};

/** A member with a card (its last 4 recorded as the card event says). */
const member = async () => {
  const companyId = randomUUID();
  const userId = randomUUID();
  const cardId = randomUUID();
  await record(companyId, streams.card(cardId), { type: 'CardReissued', data: { cardId, companyId, last4: '4242', activated: true, at: '2026-03-01T00:00:00.000Z' } });
  return { companyId, userId, cardId };
};
type Member = Awaited<ReturnType<typeof member>>;

const purchase = async (m: Member, merchantName: string, amountCents: number, at: string) => {
  const transactionId = randomUUID();
  const position = await record(m.companyId, streams.ledger(m.cardId), {
    type: 'AuthorizationApproved',
    data: { ledgerId: m.cardId, authorizationId: randomUUID(), transactionId, companyId: m.companyId, at, cardId: m.cardId, budgetId: null, spenderId: m.userId, amountCents, currency: 'USD', merchantName, merchantId: null, mcc: '5812', country: 'US' },
  });
  return { transactionId, position };
};

/** A mailed receipt, and what the reader got from it. */
const mailed = async (m: Member, fields: ReceiptFields, sha256 = randomUUID().replace(/-/g, '').repeat(2)) => {
  const receiptId = randomUUID();
  const ids = { receiptId, companyId: m.companyId, userId: m.userId };
  await record(m.companyId, streams.receipt(receiptId), {
    type: 'ReceiptReceived', data: { ...ids, source: 'EMAIL', fileId: receiptId, fileName: 'r.pdf', contentType: 'application/pdf', sizeBytes: 100, sha256, at: '2026-03-15T00:00:00.000Z' },
  });
  const position = await record(m.companyId, streams.receipt(receiptId), {
    type: 'ReceiptRead', data: { ...ids, method: 'PDF_TEXT', confidence: 1, failure: null, ...fields, at: '2026-03-15T00:00:01.000Z' },
  });
  return { receiptId, position };
};

const receipt = (receiptId: string) => loadState(store, streams.receipt(receiptId), receiptDecider);
const fields: ReceiptFields = { merchant: 'Nopa Restaurant', date: '2026-03-14', totalCents: 8_450, currency: 'USD', cardLast4: '4242' };

describe('receipt-matching reactor', () => {
  it('keeps a receipt with no transaction waiting, and attaches it when its transaction arrives, saying why', async () => {
    const m = await member();
    await purchase(m, 'Nopa', 1_999, '2026-03-14T20:00:00.000Z');
    const r = await mailed(m, fields);
    await handled(r.position);
    expect((await receipt(r.receiptId)).transactionId).toBeNull();

    // The tip came with the clearing: 84.50 on the receipt, 96.00 charged.
    const tx = await purchase(m, 'NOPA', 9_600, '2026-03-15T03:10:00.000Z');
    await handled(tx.position);
    await expect.poll(async () => (await receipt(r.receiptId)).transactionId).toBe(tx.transactionId);
    expect((await loadState(store, streams.bookkeeping(tx.transactionId), bookkeepingDecider)).receiptIds).toEqual([r.receiptId]);
    await expect.poll(() => rm.projector.selectFrom('receipt_inbox').select(['transaction_id', 'matched']).where('id', '=', r.receiptId).executeTakeFirst()).toEqual({
      transaction_id: tx.transactionId,
      matched: { receiptTotalCents: 8_450, transactionAmountCents: 9_600, amount: 'TIP', dayDifference: 1, merchantSimilarity: 1, cardLast4: 'MATCH' },
    });
  });

  it('offers two alike charges to the member, flagged, and attaches neither', async () => {
    const m = await member();
    const a = await purchase(m, 'Nopa', 8_450, '2026-03-14T20:00:00.000Z');
    const b = await purchase(m, 'Nopa', 8_450, '2026-03-14T20:05:00.000Z');
    const r = await mailed(m, fields);
    await handled(r.position);
    await expect.poll(async () => (await receipt(r.receiptId)).suggested?.sameTransactions).toBe(true);
    expect((await receipt(r.receiptId)).suggested?.candidates.map((c) => c.transactionId).sort()).toEqual([a.transactionId, b.transactionId].sort());
    expect((await receipt(r.receiptId)).transactionId).toBeNull();
    await expect.poll(async () => (await rm.projector.selectFrom('receipt_inbox').select('suggestions').where('id', '=', r.receiptId).executeTakeFirstOrThrow()).suggestions.length).toBe(2);
  });

  it('flags the same file sent twice as a copy and does not match the copy', async () => {
    const m = await member();
    const sha = 'c'.repeat(64);
    const first = await mailed(m, fields, sha);
    const copy = await mailed(m, fields, sha);
    const tx = await purchase(m, 'Nopa', 8_450, '2026-03-14T20:00:00.000Z');
    await handled(tx.position);
    await expect.poll(async () => (await receipt(copy.receiptId)).duplicateOf).toBe(first.receiptId);
    await expect.poll(async () => (await receipt(first.receiptId)).transactionId).toBe(tx.transactionId);
    expect((await receipt(copy.receiptId)).transactionId).toBeNull();
  });
});
