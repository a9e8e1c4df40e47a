import { sql, type Kysely, type Transaction } from 'kysely';
import { authorizationEvent, booksPolicyEvent, bookkeepingEvent, cardDecider, cardEvent, streams } from '@spend/domain';
import { deterministicUuid, handleCommand, type EventStore, type RecordedEvent } from '@spend/eventstore';
import type { ReadModels } from '../read-models';
import type { Projection } from '../types';

type Db = Kysely<ReadModels> | Transaction<ReadModels>;

/** Whose cards are locked together: a spender's, or a card without one (a subscription card) alone. */
interface Holder {
  companyId: string;
  spenderId: string | null;
  cardId: string;
}

/**
 * The holder's posted purchases whose receipts are overdue at `now` under the company's policy (none
 * when the policy is off). FOR SHARE: the daily check waits for a reactor transaction that is
 * counting a receipt on one of these rows; the reactor unlocks the cards before its transaction
 * commits, so a check reading the old count locked them again for good (seen in CI under load).
 */
const overdue = async (db: Db, holder: Holder, now: Date): Promise<string[]> => {
  const { rows } = await sql<{ transaction_id: string }>`
    SELECT p.transaction_id FROM receipt_lock_purchases p
    JOIN receipt_lock_cards c ON c.card_id = p.card_id
    JOIN receipt_lock_policies r ON r.company_id = c.company_id
    WHERE c.company_id = ${holder.companyId}
      AND ${holder.spenderId === null ? sql`c.card_id = ${holder.cardId}` : sql`c.spender_id = ${holder.spenderId}`}
      AND r.receipt_lock_days IS NOT NULL AND r.receipt_required_above_cents IS NOT NULL
      AND p.amount_cents > r.receipt_required_above_cents AND p.receipt_count = 0 AND NOT p.closed
      AND p.posted_at <= ${now.toISOString()}::timestamptz - make_interval(days => r.receipt_lock_days)
      AND NOT (c.is_subscription AND r.subscription_receipts_exempt)
    ORDER BY p.posted_at
    FOR SHARE OF p`.execute(db);
  return rows.map((r) => r.transaction_id);
};

/**
 * Locks the holder's cards while receipts are overdue and unlocks them once none are (SetCardReceiptLock
 * changes nothing when the card is already so). Answers how many cards changed.
 */
const enforce = async (db: Db, store: EventStore, holder: Holder, now: Date, commandKey: string): Promise<number> => {
  const late = await overdue(db, holder, now);
  const cards = await db.selectFrom('receipt_lock_cards').select('card_id').where('company_id', '=', holder.companyId)
    .$call((q) => (holder.spenderId === null ? q.where('card_id', '=', holder.cardId) : q.where('spender_id', '=', holder.spenderId))).execute();
  let changed = 0;
  for (const { card_id: cardId } of cards) {
    const result = await handleCommand(store, streams.card(cardId), cardDecider, {
      type: 'SetCardReceiptLock', cardId, companyId: holder.companyId, locked: late.length > 0, overdueTransactionIds: late, now: now.toISOString(),
    }, { companyId: holder.companyId, userId: null, correlationId: commandKey, commandId: deterministicUuid(commandKey, cardId) });
    if (result.appended) changed++;
  }
  return changed;
};

/** Every holder of a company (for a policy change), or of one card. */
const holdersOf = async (db: Db, companyId: string, cardId?: string): Promise<Holder[]> => {
  const rows = await db.selectFrom('receipt_lock_cards').select(['card_id', 'spender_id']).where('company_id', '=', companyId)
    .$call((q) => (cardId ? q.where('card_id', '=', cardId) : q)).execute();
  const bySpender = new Map(rows.map((r) => [r.spender_id ?? r.card_id, { companyId, spenderId: r.spender_id, cardId: r.card_id }]));
  return [...bySpender.values()];
};

/** Records what the event says; answers whose cards to look at again (receipts or the policy changed). */
const record = async (trx: Transaction<ReadModels>, event: RecordedEvent): Promise<Holder[]> => {
  const raw = { type: event.type, data: event.data };
  const card = cardEvent.safeParse(raw);
  if (card.success && card.data.type === 'CardCreated') {
    const d = card.data.data;
    await trx.insertInto('receipt_lock_cards').values({ card_id: d.cardId, company_id: d.companyId, spender_id: d.spenderUserId, is_subscription: d.format === 'SUBSCRIPTION' })
      .onConflict((oc) => oc.column('card_id').doNothing()).execute();
    return [];
  }
  const auth = authorizationEvent.safeParse(raw);
  if (auth.success) {
    const e = auth.data;
    if (e.type === 'AuthorizationApproved') {
      await trx.insertInto('receipt_lock_purchases').values({ transaction_id: e.data.transactionId, company_id: e.data.companyId, card_id: e.data.cardId, amount_cents: e.data.amountCents })
        .onConflict((oc) => oc.column('transaction_id').doNothing()).execute();
    } else if (e.type === 'AuthorizationCleared') {
      await trx.updateTable('receipt_lock_purchases').set({ posted_at: e.data.at, amount_cents: e.data.amountCents }).where('transaction_id', '=', e.data.transactionId).execute();
    } else if (e.type === 'AuthorizationReversed') {
      await trx.updateTable('receipt_lock_purchases').set({ closed: true }).where('transaction_id', '=', e.data.transactionId).execute();
      return holdersOfPurchase(trx, e.data.transactionId);
    }
    return [];
  }
  const books = bookkeepingEvent.safeParse(raw);
  if (books.success && (books.data.type === 'ReceiptAttached' || books.data.type === 'ReceiptRemoved')) {
    const delta = books.data.type === 'ReceiptAttached' ? 1 : -1;
    await trx.updateTable('receipt_lock_purchases').set((eb) => ({ receipt_count: sql`greatest(${eb.ref('receipt_count')} + ${delta}, 0)` }))
      .where('transaction_id', '=', books.data.data.transactionId).execute();
    return holdersOfPurchase(trx, books.data.data.transactionId);
  }
  const policy = booksPolicyEvent.safeParse(raw);
  if (policy.success) {
    const d = policy.data.data;
    const values = { receipt_required_above_cents: d.receiptRequiredAboveCents, subscription_receipts_exempt: d.subscriptionReceiptsExempt, receipt_lock_days: d.receiptLockDays };
    await trx.insertInto('receipt_lock_policies').values({ company_id: d.companyId, ...values }).onConflict((oc) => oc.column('company_id').doUpdateSet(values)).execute();
    return holdersOf(trx, d.companyId);
  }
  return [];
};

const holdersOfPurchase = async (trx: Transaction<ReadModels>, transactionId: string): Promise<Holder[]> => {
  const row = await trx.selectFrom('receipt_lock_purchases').select(['company_id', 'card_id']).where('transaction_id', '=', transactionId).executeTakeFirst();
  if (!row) return []; // a manual transaction: no card to lock
  const card = await trx.selectFrom('receipt_lock_cards').select('spender_id').where('card_id', '=', row.card_id).executeTakeFirst();
  return [{ companyId: row.company_id, spenderId: card?.spender_id ?? null, cardId: row.card_id }];
};

/**
 * Receipt auto-lock (books policy `receiptLockDays`; beyond the spec, as Ramp offers it). A policy
 * spanning aggregates, so a reactor (ARCHITECTURE 4): it keeps its own tables from card, ledger,
 * bookkeeping and policy events, and when receipts arrive (or go, or the policy changes) it sends
 * SetCardReceiptLock for the holder's cards at once, so a card unlocks the moment its last overdue
 * receipt is attached. The lock is its own flag on the card, never its status: unlocking cannot lift
 * a block an admin set by hand. Time passing is the other cause of a lock and no event says it:
 * `checkReceiptLocks` is the daily check.
 */
export const receiptLocksReactor = (store: EventStore): Projection => ({
  name: 'receipt-locks',
  tables: ['receipt_lock_policies', 'receipt_lock_cards', 'receipt_lock_purchases'],
  eventTypes: ['CardCreated', 'AuthorizationApproved', 'AuthorizationCleared', 'AuthorizationReversed', 'ReceiptAttached', 'ReceiptRemoved', 'BooksPolicySet'],
  sendsCommands: true,
  apply: async (trx, events) => {
    for (const event of events) {
      for (const holder of await record(trx, event)) await enforce(trx, store, holder, event.createdAt, deterministicUuid(event.id, 'receipt-lock'));
    }
    return [];
  },
});

/**
 * The daily check (ARCHITECTURE 4: time passing needs a timer): every holder in a company with a
 * lock policy is looked at with `now`, so purchases that just became overdue lock their cards. Why
 * not a Temporal schedule per company: the check derives everything from the reactor's tables at
 * `now` and changes nothing that is already right, so a missed or repeated run is harmless and the
 * next one catches up; it needs no workflow history, only a timer in the process that owns those
 * tables (the projection runner, whose role reads every company). Answers how many cards changed.
 */
export const checkReceiptLocks = async (db: Kysely<ReadModels>, store: EventStore, now: Date): Promise<number> => {
  const companies = await db.selectFrom('receipt_lock_policies').select('company_id').where('receipt_lock_days', 'is not', null).execute();
  let changed = 0;
  for (const { company_id: companyId } of companies) {
    for (const holder of await holdersOf(db, companyId)) changed += await enforce(db, store, holder, now, deterministicUuid('receipt-lock-check', now.toISOString()));
  }
  return changed;
};
