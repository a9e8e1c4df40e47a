import type { Transaction } from 'kysely';
import {
  DomainError, attachInboxReceipt, bookkeepingEvent, cardEvent, ledgerEvent, matchReceipt, MATCH_DAYS, receiptDecider, receiptEvent, streams,
  type MatchCandidate, type ReceiptFields,
} from '@spend/domain';
import { deterministicUuid, handleCommand, handleCommands, type EventStore, type RecordedEvent } from '@spend/eventstore';
import type { ReadModels } from '../read-models';
import type { Projection } from '../types';

type Trx = Transaction<ReadModels>;
const DAY_MS = 86_400_000;

/** The waiting, read receipts of a member (all of them, or one): what a change may let match. */
const waitingOf = async (trx: Trx, companyId: string, userId: string): Promise<string[]> =>
  (await trx.selectFrom('receipt_match_receipts').select('receipt_id').where('company_id', '=', companyId).where('user_id', '=', userId)
    .where('waiting', '=', true).where('fields', 'is not', null).orderBy('receipt_id').execute()).map((r) => r.receipt_id);

/** Re-matches the member's waiting receipts when their transaction `transactionId` arrived or changed. */
const waitingFor = async (trx: Trx, transactionId: string): Promise<string[]> => {
  const row = await trx.selectFrom('receipt_match_transactions').select(['company_id', 'user_id']).where('transaction_id', '=', transactionId).executeTakeFirst();
  return row ? waitingOf(trx, row.company_id, row.user_id) : [];
};

const moveTransaction = async (trx: Trx, transactionId: string, set: Partial<{ amount_cents: number; status: string; is_reversed: boolean }>): Promise<string[]> => {
  await trx.updateTable('receipt_match_transactions').set(set).where('transaction_id', '=', transactionId).execute();
  return waitingFor(trx, transactionId);
};

const countReceipts = async (trx: Trx, transactionId: string, by: number): Promise<void> => {
  await trx.updateTable('receipt_match_transactions').set((eb) => ({ receipts: eb('receipts', '+', by) })).where('transaction_id', '=', transactionId).execute();
};

/** Records a file's hash; answers the receipt it copies, if the company had it already. */
const copyOf = async (trx: Trx, companyId: string, sha256: string, receiptId: string): Promise<string | null> => {
  await trx.insertInto('receipt_match_files').values({ company_id: companyId, sha256, receipt_id: receiptId }).onConflict((oc) => oc.columns(['company_id', 'sha256']).doNothing()).execute();
  const first = await trx.selectFrom('receipt_match_files').select('receipt_id').where('company_id', '=', companyId).where('sha256', '=', sha256).executeTakeFirstOrThrow();
  return first.receipt_id === receiptId ? null : first.receipt_id;
};

/** The receipt events: keeps the receipt's row; answers receipts to match, and a copy to flag. */
const recordReceipt = async (trx: Trx, raw: { type: string; data: unknown }): Promise<{ match: string[]; copy?: { receiptId: string; of: string } }> => {
  const e = receiptEvent.parse(raw);
  const ids = { company_id: e.data.companyId, user_id: e.data.userId };
  switch (e.type) {
    case 'ReceiptReceived': {
      const of = await copyOf(trx, e.data.companyId, e.data.sha256, e.data.receiptId);
      // A copy is flagged, not matched: its original has (or will have) a transaction of its own.
      await trx.insertInto('receipt_match_receipts').values({ receipt_id: e.data.receiptId, ...ids, waiting: of === null }).onConflict((oc) => oc.column('receipt_id').doNothing()).execute();
      return { match: [], ...(of && { copy: { receiptId: e.data.receiptId, of } }) };
    }
    case 'ReceiptRead': {
      const fields: ReceiptFields = { merchant: e.data.merchant, date: e.data.date, totalCents: e.data.totalCents, currency: e.data.currency, cardLast4: e.data.cardLast4 };
      const updated = await trx.updateTable('receipt_match_receipts').set({ fields: JSON.stringify(fields) }).where('receipt_id', '=', e.data.receiptId).where('waiting', '=', true).executeTakeFirst();
      return { match: updated.numUpdatedRows > 0n ? [e.data.receiptId] : [] };
    }
    case 'InboxReceiptAttached':
      await trx.updateTable('receipt_match_receipts').set({ waiting: false }).where('receipt_id', '=', e.data.receiptId).execute();
      return { match: [] };
    default:
      return { match: [] };
  }
};

/** The member's transactions as the matcher sees them; answers the waiting receipts a change may match. */
const record = async (trx: Trx, event: RecordedEvent): Promise<{ match: string[]; copy?: { receiptId: string; of: string } }> => {
  const raw = { type: event.type, data: event.data };
  if (receiptEvent.safeParse(raw).success) return recordReceipt(trx, raw);
  const card = cardEvent.safeParse(raw);
  if (card.success) {
    const c = card.data;
    if (c.type === 'CardCreated' || c.type === 'CardReissued') {
      await trx.insertInto('receipt_match_cards').values({ card_id: c.data.cardId, company_id: c.data.companyId, last4: c.data.last4 })
        .onConflict((oc) => oc.column('card_id').doUpdateSet({ last4: c.data.last4 })).execute();
    }
    return { match: [] };
  }
  const ledger = ledgerEvent.safeParse(raw);
  if (ledger.success) {
    const l = ledger.data;
    if (l.type === 'AuthorizationApproved') {
      if (!l.data.spenderId) return { match: [] };
      const last4 = await trx.selectFrom('receipt_match_cards').select('last4').where('card_id', '=', l.data.cardId).executeTakeFirst();
      await trx.insertInto('receipt_match_transactions').values({
        transaction_id: l.data.transactionId, company_id: l.data.companyId, user_id: l.data.spenderId, card_last4: last4?.last4 ?? null, is_card: true,
        amount_cents: l.data.amountCents, status: 'Pending', made_at: l.data.at, merchant: l.data.merchantName, mcc: l.data.mcc,
      }).onConflict((oc) => oc.column('transaction_id').doNothing()).execute();
      return { match: await waitingFor(trx, l.data.transactionId) };
    }
    if (l.type === 'AuthorizationCleared') return { match: await moveTransaction(trx, l.data.transactionId, { amount_cents: l.data.amountCents, status: 'Cleared' }) };
    if (l.type === 'AuthorizationReversed') await moveTransaction(trx, l.data.transactionId, { is_reversed: true });
    return { match: [] };
  }
  const books = bookkeepingEvent.parse(raw);
  switch (books.type) {
    case 'ManualTransactionRecorded': {
      const d = books.data;
      if (d.source === 'MILEAGE') return { match: [] };
      await trx.insertInto('receipt_match_transactions').values({
        transaction_id: d.transactionId, company_id: d.companyId, user_id: d.spenderId, card_last4: null, is_card: false, amount_cents: d.amountCents, status: 'Cleared', made_at: d.date, merchant: d.vendor, mcc: null,
      }).onConflict((oc) => oc.column('transaction_id').doNothing()).execute();
      return { match: await waitingFor(trx, d.transactionId) };
    }
    case 'ReceiptAttached':
      await copyOf(trx, books.data.companyId, books.data.sha256, books.data.fileId);
      await countReceipts(trx, books.data.transactionId, 1);
      return { match: [] };
    case 'ReceiptRemoved':
      await countReceipts(trx, books.data.transactionId, -1);
      return { match: [] };
    case 'TransactionSoftDeleted':
    case 'TransactionDeleted':
      await trx.deleteFrom('receipt_match_transactions').where('transaction_id', '=', books.data.transactionId).execute();
      return { match: [] };
    default:
      return { match: [] };
  }
};

interface Receipt { receiptId: string; companyId: string; userId: string; fields: ReceiptFields }

/** The member's live transactions near the receipt's date (all their recent ones when it shows none). */
const candidatesFor = async (trx: Trx, r: Receipt) => {
  let query = trx.selectFrom('receipt_match_transactions').selectAll().where('company_id', '=', r.companyId).where('user_id', '=', r.userId).where('is_reversed', '=', false);
  if (r.fields.date) {
    const day = Date.parse(`${r.fields.date}T00:00:00Z`);
    // A day's margin on each side for time zones: the decision checks the days themselves.
    query = query.where('made_at', '>=', new Date(day - (MATCH_DAYS + 1) * DAY_MS)).where('made_at', '<', new Date(day + (MATCH_DAYS + 2) * DAY_MS));
  }
  return query.orderBy('made_at', 'desc').limit(500).execute();
};

/** Decides one receipt and sends what the decision says: attach (with why), or offer. */
const matchOne = async (store: EventStore, trx: Trx, receiptId: string, event: RecordedEvent): Promise<void> => {
  const row = await trx.selectFrom('receipt_match_receipts').selectAll().where('receipt_id', '=', receiptId).executeTakeFirst();
  if (!row?.fields || !row.waiting) return;
  const receipt: Receipt = { receiptId, companyId: row.company_id, userId: row.user_id, fields: row.fields };
  const rows = await candidatesFor(trx, receipt);
  const candidates = rows.map((t): MatchCandidate => ({
    transactionId: t.transaction_id, amountCents: Number(t.amount_cents), date: t.made_at.toISOString(), merchant: t.merchant, mcc: t.mcc, cardLast4: t.card_last4, hasReceipt: (t.receipts ?? 0) > 0,
  }));
  const decision = matchReceipt(receipt.fields, candidates);
  if (decision.kind === 'NONE') return;
  const now = event.createdAt.toISOString();
  const context = { companyId: receipt.companyId, userId: null, correlationId: event.metadata.correlationId, commandId: deterministicUuid(event.id, 'receipt-match', receiptId) };
  if (decision.kind === 'CONFIDENT') {
    const t = rows.find((r) => r.transaction_id === decision.transactionId)!;
    const card = t.is_card ? { companyId: t.company_id, amountCents: Number(t.amount_cents), status: t.status, isReversed: t.is_reversed ?? false } : null;
    const { streams: specs, decide } = attachInboxReceipt({ receiptId, userId: receipt.userId, target: { transactionId: t.transaction_id, companyId: t.company_id, card, now }, match: decision.why });
    try {
      await handleCommands(store, specs, decide, context);
      return;
    } catch (error) {
      // Locked, synced or deleted meanwhile: the member decides instead.
      if (!DomainError.is(error)) throw error;
    }
  }
  const candidatesOffered = decision.kind === 'AMBIGUOUS' ? decision.candidates : [{ transactionId: decision.transactionId, why: decision.why }];
  await handleCommand(store, streams.receipt(receiptId), receiptDecider, {
    type: 'SuggestReceiptMatch', receiptId, companyId: receipt.companyId, userId: receipt.userId, candidates: candidatesOffered,
    sameTransactions: decision.kind === 'AMBIGUOUS' && decision.sameTransactions, now,
  }, { ...context, commandId: deterministicUuid(event.id, 'receipt-suggest', receiptId) });
};

/**
 * Automatic receipt matching (issue #27 item 3), a reactor (ARCHITECTURE 4): when a receipt has
 * been read it is matched to its member's transactions by the domain's matchReceipt; a sure match
 * attaches it (InboxReceiptAttached with the figures compared), a doubtful one is offered to the
 * member, and one with no transaction yet waits in its own table until a transaction of the member
 * arrives or clears. A file the company already had (same SHA-256) is flagged, not matched. Its
 * tables move with its checkpoint; command ids come from the event's, so a crash repeats nothing done.
 */
export const receiptMatchingReactor = (store: EventStore): Projection => ({
  name: 'receipt-matching',
  tables: ['receipt_match_receipts', 'receipt_match_transactions', 'receipt_match_cards', 'receipt_match_files'],
  eventTypes: [
    'ReceiptReceived', 'ReceiptRead', 'InboxReceiptAttached', 'CardCreated', 'CardReissued', 'AuthorizationApproved', 'AuthorizationCleared', 'AuthorizationReversed',
    'ManualTransactionRecorded', 'ReceiptAttached', 'ReceiptRemoved', 'TransactionSoftDeleted', 'TransactionDeleted',
  ],
  sendsCommands: true,
  apply: async (trx, events) => {
    for (const event of events) {
      const { match, copy } = await record(trx, event);
      if (copy) {
        const d = event.data as { companyId: string; userId: string };
        await handleCommand(store, streams.receipt(copy.receiptId), receiptDecider, {
          type: 'FlagDuplicateReceipt', receiptId: copy.receiptId, companyId: d.companyId, userId: d.userId, duplicateOfReceiptId: copy.of, now: event.createdAt.toISOString(),
        }, { companyId: d.companyId, userId: null, correlationId: event.metadata.correlationId, commandId: deterministicUuid(event.id, 'receipt-copy') });
      }
      for (const receiptId of match) await matchOne(store, trx, receiptId, event);
    }
    return [];
  },
});
