import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardDecider, streams, type DomainEvent } from '@spend/domain';
import { PostgresEventStore, comparePositions, handleCommand, loadState, type Position } from '@spend/eventstore';
import { quietPool, setUpReadModels, type ReadModelTestDatabase } from '../read-models/testing';
import { readCheckpoints } from '../runner/checkpoints';
import { ProjectionRunner } from '../runner/runner';
import { checkReceiptLocks, receiptLocksReactor } from './receipt-locks';

const posted = '2026-03-01T10:00:00.000Z';
const daysAfter = (days: number): Date => new Date(Date.parse(posted) + days * 86_400_000);
let rm: ReadModelTestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  rm = await setUpReadModels('reactor_receipt_locks');
  store = new PostgresEventStore({ connectionString: rm.db.urlAs('spend_projector') });
  runner = new ProjectionRunner({ store, pool: quietPool(rm.db.urlAs('spend_projector'), 4), projections: [receiptLocksReactor(store)] });
  runner.start();
});
afterAll(async () => {
  await runner.stop();
  await store.close();
  await rm.close();
});

/** Records an event as its command would have (the reactor only reads events). */
const record = async (companyId: string, stream: string, event: DomainEvent): Promise<Position> =>
  (await store.append(stream, [{ id: randomUUID(), ...event, metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } }], { expectedRevision: 'any' })).position;

/** Waits until the reactor has handled everything up to `position`. */
const handled = async (position: Position): Promise<void> => {
  await expect.poll(async () => {
    const stored = (await readCheckpoints(rm.projector, ['receipt-locks'])).get('receipt-locks');
    return !!stored && comparePositions(stored, position) >= 0;
  }).toBe(true);
};

const policy = (companyId: string, receiptLockDays: number | null) => record(companyId, streams.booksPolicy(companyId), {
  type: 'BooksPolicySet',
  data: { companyId, receiptRequiredAboveCents: 7_500, subscriptionReceiptsExempt: true, isProjectsEnabled: false, isInvoiceNumberEnabled: false, receiptLockDays, at: posted },
});

const card = async (companyId: string, spenderUserId: string | null): Promise<string> => {
  const cardId = randomUUID();
  await record(companyId, streams.card(cardId), {
    type: 'CardCreated',
    data: {
      cardId, companyId, format: spenderUserId ? 'DIGITAL' : 'SUBSCRIPTION', isRechargeable: false, spenderUserId, creatorUserId: null, budgetId: null, shippingAddress: null,
      limitCents: 500_000, controls: { dateRange: null, frequency: null, mcc: null }, last4: '4242', activated: true, createdAt: posted,
    },
  });
  return cardId;
};

/** A purchase that posted at `posted`, without a receipt. */
const purchase = async (companyId: string, cardId: string, amountCents: number): Promise<{ transactionId: string; position: Position }> => {
  const transactionId = randomUUID();
  const ref = { ledgerId: cardId, authorizationId: randomUUID(), transactionId, companyId, at: posted };
  await record(companyId, streams.ledger(cardId), {
    type: 'AuthorizationApproved',
    data: { ...ref, cardId, budgetId: null, spenderId: null, amountCents, currency: 'USD', merchantName: 'Hilton', merchantId: null, mcc: '3504', country: 'US' },
  });
  const position = await record(companyId, streams.ledger(cardId), {
    type: 'AuthorizationCleared', data: { ...ref, messageId: randomUUID(), cardId, budgetId: null, authorizedCents: amountCents, amountCents },
  });
  return { transactionId, position };
};

const attachReceipt = (companyId: string, transactionId: string) => record(companyId, streams.bookkeeping(transactionId), {
  type: 'ReceiptAttached',
  data: { transactionId, companyId, fileId: randomUUID(), fileName: 'hilton.pdf', contentType: 'application/pdf', sizeBytes: 900, sha256: 'a'.repeat(64), at: posted },
});

const cardState = (cardId: string) => loadState(store, streams.card(cardId), cardDecider);
const locked = async (cardId: string): Promise<boolean> => (await cardState(cardId)).receiptLocked;

describe('receipt-locks reactor and daily check', () => {
  it('locks the spender\'s cards N days after posting without a receipt, unlocks them when it arrives, and keeps a manual block', async () => {
    const companyId = randomUUID();
    const spender = randomUUID();
    await policy(companyId, 3);
    const [used, other] = [await card(companyId, spender), await card(companyId, spender)];
    const { transactionId, position } = await purchase(companyId, used, 12_000);
    await handled(position);

    expect(await checkReceiptLocks(rm.projector, store, daysAfter(2))).toBe(0);
    expect([await locked(used), await locked(other)]).toEqual([false, false]);
    expect(await checkReceiptLocks(rm.projector, store, daysAfter(4))).toBe(2);
    expect([await locked(used), await locked(other)]).toEqual([true, true]);
    expect((await store.readStream(streams.card(used))).at(-1)!.data).toMatchObject({ locked: true, overdueTransactionIds: [transactionId] });

    // An admin blocks one of them by hand while it is locked.
    await handleCommand(store, streams.card(other), cardDecider, {
      type: 'ChangeCardStatus', cardId: other, companyId, status: 'SUSPENDED', actor: { userId: randomUUID(), isAdmin: true, ownsCardBudget: false }, now: posted,
    }, { companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });

    await attachReceipt(companyId, transactionId);
    await expect.poll(() => locked(used)).toBe(false);
    await expect.poll(() => locked(other)).toBe(false);
    expect((await cardState(other)).status).toBe('SUSPENDED');
    expect(await checkReceiptLocks(rm.projector, store, daysAfter(30))).toBe(0);
  });

  it('leaves exempt subscription cards and small purchases alone, and unlocks everything when the policy is turned off', async () => {
    const companyId = randomUUID();
    const spender = randomUUID();
    await policy(companyId, 3);
    const subscription = await card(companyId, null);
    const spenders = await card(companyId, spender);
    await purchase(companyId, subscription, 40_000);
    await purchase(companyId, spenders, 2_000); // under the $75 threshold
    const { position } = await purchase(companyId, spenders, 9_000);
    await handled(position);

    expect(await checkReceiptLocks(rm.projector, store, daysAfter(10))).toBe(1);
    expect([await locked(subscription), await locked(spenders)]).toEqual([false, true]);

    const off = await policy(companyId, null);
    await handled(off);
    expect(await locked(spenders)).toBe(false);
    expect(await checkReceiptLocks(rm.projector, store, daysAfter(40))).toBe(0);
    expect(await locked(spenders)).toBe(false);
  });

  it('waits, in the daily check, for a receipt being counted: it unlocks rather than lock again on the old count', async () => {
    const companyId = randomUUID();
    await policy(companyId, 3);
    const used = await card(companyId, randomUUID());
    const { transactionId, position } = await purchase(companyId, used, 12_000);
    await handled(position);
    expect(await checkReceiptLocks(rm.projector, store, daysAfter(50))).toBe(1);
    // The reactor's transaction counting a receipt, not yet committed (it sends its commands first).
    const reactor = new pg.Client({ connectionString: rm.db.urlAs('spend_projector') });
    await reactor.connect();
    try {
      await reactor.query('BEGIN');
      await reactor.query('UPDATE receipt_lock_purchases SET receipt_count = 1 WHERE transaction_id = $1', [transactionId]);
      const check = checkReceiptLocks(rm.projector, store, daysAfter(51));
      await expect.poll(async () => (await reactor.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n).toBe(1);
      await reactor.query('COMMIT');
      expect(await check).toBe(1);
      expect(await locked(used)).toBe(false);
    } finally {
      await reactor.end();
    }
  });
});
