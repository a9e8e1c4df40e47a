import { z } from 'zod';
import {
  achPaymentInitiated, achPaymentReturned, bankTransactionsSynced, paymentReceived, paymentTitle, returnedPaymentNote, type BankTransaction,
} from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import { blankBooks, type Row } from './rows';

/**
 * The company's own money movements in the transactions list (issue #29): the bank feed's synced
 * transactions (source PLAID) and the payments toward the card account (source PAYMENT), folded
 * from the events the bank item and the account decided. They belong to the company alone (no
 * budget, card or spender), are not spend (spent 0, so no budget, card or dashboard figure moves),
 * and have nothing to book: exempt and complete, never READY_TO_SYNC, outside the counts.
 */
export const companyEvent = z.discriminatedUnion('type', [bankTransactionsSynced, paymentReceived, achPaymentInitiated, achPaymentReturned]);
export type CompanyEvent = z.infer<typeof companyEvent>;
export const COMPANY_EVENT_TYPES = companyEvent.options.map((o) => o.shape.type.value);

/** A bank transaction's row id: the provider's ids are text and unique per item, the list's are uuids. */
export const bankRowId = (itemId: string, transactionId: string): string => deterministicUuid('bank-transaction', itemId, transactionId);

/** The rows an event touches, to be read before it is applied. */
export const companyRowIds = (event: CompanyEvent): string[] => {
  if (event.type !== 'BankTransactionsSynced') return [event.data.paymentId];
  const { itemId, added, modified, removed } = event.data;
  return [...added.map((t) => t.transactionId), ...modified.map((t) => t.transactionId), ...removed].map((id) => bankRowId(itemId, id));
};

/** Every column a company row has, at what such a row always holds. */
const companyRow = (id: string, companyId: string, at: string): Row => ({
  ...blankBooks(), id, company_id: companyId, budget_id: null, spender_id: null, card_id: null, currency: 'USD', is_exempt: true, is_complete: true,
  sync_state: null, spent_cents: 0, hold_cents: null, updated_at: at, merchant_name: '', amount_cents: 0, status: 'Posted', initial_transaction_date: at,
});

/** A bank-feed transaction as the provider last reported it (Plaid's sign: positive is money out), listed again if it had been removed. */
const bankRow = (itemId: string, companyId: string, t: BankTransaction, at: string): Row => {
  const day = `${t.date}T00:00:00.000Z`;
  return {
    ...companyRow(bankRowId(itemId, t.transactionId), companyId, at), source: 'PLAID',
    // A bank account's movement: ACH is the spec's payment type nearest to it.
    payment_type: 'ACH', merchant_name: t.merchantName.trim() || 'Bank transaction', amount_cents: t.amountCents, authorized_cents: t.amountCents,
    initial_transaction_date: day, posted_on: day,
  };
};

/** The rows after one event; returns the ids it changed. `rows` holds each row as read (undefined: none yet). */
export const evolveCompanyRows = (rows: Map<string, Row | null | undefined>, event: CompanyEvent): string[] => {
  const set = (row: Row) => {
    rows.set(row.id, row);
    return [row.id];
  };
  switch (event.type) {
    case 'BankTransactionsSynced': {
      const { itemId, companyId, at } = event.data;
      const written = [...event.data.added, ...event.data.modified].flatMap((t) => set(bankRow(itemId, companyId, t, at)));
      // Removed by the bank: soft-deleted, out of every list, as a deleted manual entry is.
      const gone = event.data.removed.flatMap((id) => {
        const row = rows.get(bankRowId(itemId, id));
        return row ? set({ ...row, deleted_at: at, updated_at: at }) : [];
      });
      return [...written, ...gone];
    }
    case 'AchPaymentInitiated': {
      const p = event.data;
      if (rows.get(p.paymentId)) return [];
      // Pending until the bank settles or returns it; the memo names the account it is drawn from.
      return set({
        ...companyRow(p.paymentId, p.companyId, p.at), source: 'PAYMENT', payment_type: 'ACH', merchant_name: paymentTitle('ACH'), amount_cents: p.amountCents,
        authorized_cents: p.amountCents, status: 'Pending', posted_on: null, description: p.bankAccountLabel, created_by_user_id: p.userId,
      });
    }
    case 'PaymentReceived': {
      const p = event.data;
      const pending = rows.get(p.paymentId);
      // An ACH debit settling keeps the day it was made; its detail is the bank's transfer id.
      if (pending) return set({ ...pending, status: 'Posted', posted_on: p.at, payment_method_detail: p.detail ?? pending.payment_method_detail ?? null, updated_at: p.at });
      return set({
        ...companyRow(p.paymentId, p.companyId, p.at), source: 'PAYMENT', payment_type: p.paymentType, merchant_name: paymentTitle(p.paymentType), amount_cents: p.amountCents,
        authorized_cents: p.amountCents, posted_on: p.at, payment_method_detail: p.detail, created_by_user_id: p.userId,
      });
    }
    case 'AchPaymentReturned': {
      const p = event.data;
      const row = rows.get(p.paymentId);
      if (!row) return [];
      // Returned: reversed (it pays nothing), and the memo says why, in the bank's words.
      const note = returnedPaymentNote(p.returnCode, p.returnReason);
      return set({ ...row, is_reversed: true, description: row.description ? `${row.description} · ${note}` : note, updated_at: p.at });
    }
  }
};
