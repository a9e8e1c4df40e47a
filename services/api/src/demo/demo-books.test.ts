import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams, type BookkeepingEvent, type LedgerEvent } from '@spend/domain';
import { PostgresEventStore, deterministicUuid } from '@spend/eventstore';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import { READ_MODEL_MIGRATIONS } from '@spend/projections';
import type { ReadModels } from '@spend/projections/api';
import pg from 'pg';
import { LocalStorage } from '../files/local-storage';
import { withTenant } from '../shared/tenant';
import { codeHistory, historyPurchases, planCoding, type HistoryPurchase } from './demo-books';
import { receiptPdf } from './receipt-pdf';

const now = new Date('2026-06-30T12:00:00.000Z');
const ago = (days: number): string => new Date(now.getTime() - days * 86_400_000).toISOString();
const refs = { id: (...parts: string[]) => deterministicUuid('demo', 'test', ...parts) };

let database: TestDatabase;
let store: PostgresEventStore;
let db: Kysely<ReadModels>;
let dir: string;
let storage: LocalStorage;

beforeAll(async () => {
  database = await createTestDatabase('demo_books', [READ_MODEL_MIGRATIONS]);
  store = new PostgresEventStore({ connectionString: database.urlAs('spend_api') });
  db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.urlAs('spend_api'), max: 2 }) }) });
  dir = await mkdtemp(join(tmpdir(), 'demo-books-'));
  storage = new LocalStorage({ dir, signingKey: randomBytes(32).toString('hex') });
});
afterAll(async () => {
  await store.close();
  await db.destroy();
  await database.drop();
  await rm(dir, { recursive: true, force: true });
});

const purchase = (overrides: Partial<HistoryPurchase> = {}): HistoryPurchase => ({
  transactionId: randomUUID(), companyId: randomUUID(), batch: 'hist_x_1', spenderId: randomUUID(), isSubscription: false,
  merchantName: 'Uber', mcc: '4121', amountCents: 4_200, postedAt: ago(100), ...overrides,
});

describe('demo receipts', () => {
  it('are one-page PDFs whose cross-reference table points at each object', () => {
    const pdf = receiptPdf({ merchant: 'Marriott (Denver)', at: '2026-05-04T18:30:00.000Z', amountCents: 123_456 }).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(MARRIOTT \\(DENVER\\)) Tj');
    expect(pdf).toContain('$1,234.56');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.map((o) => pdf.slice(o, o + 7))).toEqual(offsets.map((_, i) => `${i + 1} 0 obj`));
    expect(pdf.slice(Number(/startxref\n(\d+)/.exec(pdf)![1]), Number(/startxref\n(\d+)/.exec(pdf)![1]) + 4)).toBe('xref');
  });
});

describe('demo coding plan', () => {
  it('books each merchant category on its GL code and leaves about one in eight incomplete, more of them recent', () => {
    expect(planCoding(purchase(), 100, refs).coding).toMatchObject({ projectId: expect.any(String) });
    const uber = Array.from({ length: 50 }, () => planCoding(purchase(), 100, refs)).filter((p) => p.coding.generalLedgerId);
    expect(new Set(uber.map((p) => p.coding.generalLedgerId))).toEqual(new Set([refs.id('gl', '6020')]));
    const aws = planCoding(purchase({ merchantName: 'Amazon Web Services', mcc: '7372' }), 100, refs);
    expect([null, refs.id('gl', '6110')]).toContain(aws.coding.generalLedgerId);

    const incomplete = (age: number) => {
      const plans = Array.from({ length: 2_000 }, () => planCoding(purchase({ amountCents: 20_000 }), age, refs));
      return plans.filter((p) => !p.receipt || !p.coding.generalLedgerId).length / plans.length;
    };
    expect(incomplete(200)).toBeGreaterThan(0.05);
    expect(incomplete(200)).toBeLessThan(0.14);
    expect(incomplete(7)).toBeGreaterThan(0.4);
    // Subscription cards are exempt: no receipt is made for them.
    expect(planCoding(purchase({ isSubscription: true, amountCents: 50_000 }), 100, refs).receipt).toBe(false);
  });
});

describe('demo history books', () => {
  it('codes the history from its ledger events, stores and attaches receipts, and adds nothing when run again', async () => {
    const companyId = randomUUID();
    const [ledgerId, cardId, spenderId] = [randomUUID(), randomUUID(), randomUUID()];
    const append = (events: LedgerEvent[]) => store.append(streams.ledger(ledgerId), events.map((e) => ({
      id: randomUUID(), ...e, metadata: { companyId, userId: null, correlationId: 'test', causationId: null, schemaVersion: 1 },
    })), { expectedRevision: 'any' });
    const bought = [['Marriott', '3509', 48_000], ['Blue Bottle Coffee', '5814', 600]] as const;
    // A hotel stay the plan gives a receipt (most of them), and a coffee under the threshold.
    let hotelId = randomUUID();
    while (!planCoding(purchase({ transactionId: hotelId, amountCents: 48_000 }), 30, refs).receipt) hotelId = randomUUID();
    const ids = [hotelId, randomUUID()];
    for (const [i, [merchantName, mcc, amountCents]] of bought.entries()) {
      const ref = { ledgerId, authorizationId: `hist_test_30_${i}`, transactionId: ids[i]!, companyId, at: ago(30) };
      await append([
        { type: 'AuthorizationApproved', data: { ...ref, cardId, budgetId: ledgerId, spenderId, amountCents, currency: 'USD', merchantName, merchantId: null, mcc, country: 'US' } },
        { type: 'AuthorizationCleared', data: { ...ref, messageId: `${i}:clear`, cardId, budgetId: ledgerId, authorizedCents: amountCents, amountCents } },
      ]);
    }
    const purchases = await historyPurchases(store, [ledgerId], new Set());
    expect(purchases.map((p) => [p.merchantName, p.amountCents, p.batch])).toEqual([['Marriott', 48_000, 'hist_test_30'], ['Blue Bottle Coffee', 600, 'hist_test_30']]);

    const deps = { store, storage, db, now, refs, fallbackUserId: () => spenderId };
    const planned = planCoding(purchases[0]!, 30, refs);
    expect(await codeHistory(deps, purchases)).toEqual({ coded: 2, receipts: 1 });
    const hotel = (await store.readStream(streams.bookkeeping(ids[0]!))).map((e) => ({ type: e.type, data: e.data }) as BookkeepingEvent);
    expect(hotel[0]).toMatchObject({ type: 'TransactionCoded', data: { projectId: planned.coding.projectId, generalLedgerId: planned.coding.generalLedgerId } });
    const attached = hotel.find((e) => e.type === 'ReceiptAttached')!;
    const file = await withTenant(db, { companyId }, (trx) => trx.selectFrom('uploads').selectAll().where('id', '=', (attached.data as { fileId: string }).fileId).executeTakeFirstOrThrow());
    expect([file.state, file.user_id, file.content_type]).toEqual(['verified', spenderId, 'application/pdf']);
    const bytes = await buffer((await storage.get(file.key))!.body);
    expect(bytes.toString('latin1')).toContain('(MARRIOTT) Tj');
    // The coffee needs no receipt; a few settled purchases of the last weeks are disputed (the plan's dice).
    const coffee = planCoding(purchases[1]!, 30, refs);
    expect((await store.readStream(streams.bookkeeping(ids[1]!))).map((e) => e.type)).toEqual(['TransactionCoded', ...(coffee.dispute ? ['TransactionDisputed'] : [])]);

    const before = (await store.readAll()).length;
    expect(await codeHistory(deps, purchases)).toEqual({ coded: 0, receipts: 0 });
    expect((await store.readAll()).length).toBe(before);
  });
});
