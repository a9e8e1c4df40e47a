import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams, type DomainEvent } from '@spend/domain';
import { PostgresEventStore, comparePositions, type Position } from '@spend/eventstore';
import { accountingBooksProjection } from '../read-models/accounting/books-projection';
import { quietPool, setUpReadModels, type ReadModelTestDatabase } from '../read-models/testing';
import { readCheckpoints } from '../runner/checkpoints';
import { ProjectionRunner } from '../runner/runner';
import { syncAdjustmentsReactor } from './sync-adjustments';

const at = '2026-11-02T10:00:00.000Z';
const companyId = randomUUID();
const travel = randomUUID();
let rm: ReadModelTestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  rm = await setUpReadModels('reactor_sync_adjustments');
  store = new PostgresEventStore({ connectionString: rm.db.urlAs('spend_projector') });
  runner = new ProjectionRunner({ store, pool: quietPool(rm.db.urlAs('spend_projector'), 6), projections: [syncAdjustmentsReactor(store), accountingBooksProjection] });
  runner.start();
});
afterAll(async () => {
  await runner.stop();
  await store.close();
  await rm.close();
});

const record = async (stream: string, event: DomainEvent): Promise<Position> =>
  (await store.append(stream, [{ id: randomUUID(), ...event, metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } }], { expectedRevision: 'any' })).position;

const handled = async (position: Position): Promise<void> => {
  await expect.poll(async () => {
    const stored = (await readCheckpoints(rm.projector, ['sync-adjustments', 'accounting-books']));
    return ['sync-adjustments', 'accounting-books'].every((name) => { const p = stored.get(name); return !!p && comparePositions(p, position) >= 0; });
  }, { timeout: 120_000 }).toBe(true);
};

/** A card purchase of `cents`, cleared at `clearedCents`; its ledger events' shared fields. */
const purchase = async (cents: number, clearedCents = cents) => {
  const cardId = randomUUID();
  const transactionId = randomUUID();
  const ref = { ledgerId: cardId, authorizationId: randomUUID(), transactionId, companyId, at };
  await record(streams.ledger(cardId), { type: 'AuthorizationApproved', data: { ...ref, cardId, budgetId: null, spenderId: null, amountCents: cents, currency: 'USD', merchantName: 'Hilton', merchantId: null, mcc: '3504', country: 'US' } });
  const followUp = { ...ref, cardId, budgetId: null };
  return {
    transactionId,
    clear: () => record(streams.ledger(cardId), { type: 'AuthorizationCleared', data: { ...followUp, messageId: randomUUID(), authorizedCents: cents, amountCents: clearedCents } }),
    refund: (amountCents: number) => record(streams.ledger(cardId), { type: 'AuthorizationRefunded', data: { ...followUp, messageId: randomUUID(), amountCents } }),
    sync: (bookedCents: number) => record(streams.bookkeeping(transactionId), { type: 'TransactionSynced', data: { transactionId, companyId, runId: randomUUID(), lines: [{ amountCents: bookedCents, generalLedgerId: travel, projectId: null }], at } }),
  };
};
const adjustments = async (transactionId: string) => (await store.readStream(streams.bookkeeping(transactionId))).filter((e) => e.type === 'TransactionAdjusted').map((e) => e.data as { reason: string; amountDeltaCents: number });
const rows = (transactionId: string) => rm.projector.selectFrom('transaction_adjustments').select(['amount_delta_cents', 'sync_state']).where('transaction_id', '=', transactionId).execute();

describe('sync-adjustments reactor', () => {
  it('turns a refund after sync into one amount adjustment, ready to sync; money before the sync adds none', async () => {
    const p = await purchase(10_000);
    await p.clear();
    await p.refund(1_000);
    await handled(await p.sync(9_000));
    expect(await adjustments(p.transactionId)).toEqual([]);
    await handled(await p.refund(2_500));
    expect(await adjustments(p.transactionId)).toMatchObject([{ reason: 'AMOUNT', amountDeltaCents: -2_500 }]);
    // The adjustment's row follows the reactor's command.
    await expect.poll(() => rows(p.transactionId), { timeout: 120_000 }).toEqual([{ amount_delta_cents: '-2500', sync_state: 'READY_TO_SYNC' }]);
  });

  it('books a clearing above the authorized amount that posts after a pending purchase synced', async () => {
    const p = await purchase(4_000, 4_800);
    await handled(await p.sync(4_000));
    await handled(await p.clear());
    expect(await adjustments(p.transactionId)).toMatchObject([{ amountDeltaCents: 800 }]);
  });

  it('corrects a sync that pushed the amount before a refund it had not seen', async () => {
    const p = await purchase(5_000);
    await p.clear();
    await p.refund(500);
    await handled(await p.sync(5_000));
    expect(await adjustments(p.transactionId)).toMatchObject([{ amountDeltaCents: -500 }]);
  });
});
