import type { ReceiptReadingsTable, SuggestionRow } from '@spend/projections/api';
import type { Selectable } from 'kysely';
import type { ApiContext } from '../shared/context';
import { withTenant } from '../shared/tenant';

/** A receipt_readings row as the GraphQL ReceiptReading. */
export const readingOut = (r: Selectable<ReceiptReadingsTable>) => ({
  method: r.method, confidence: r.confidence, failure: r.failure, merchant: r.merchant, date: r.date,
  total: r.total_cents === null ? null : Number(r.total_cents), currency: r.currency, cardLast4: r.card_last4,
});

/** The matcher's offer as GraphQL ReceiptMatch rows (the figures it compared, as recorded). */
export const suggestionsOut = (rows: SuggestionRow[]) => rows.map(({ transactionId, why }) => ({
  transactionId, receiptTotal: why.receiptTotalCents, transactionAmount: why.transactionAmountCents, amount: why.amount,
  dayDifference: why.dayDifference, merchantSimilarity: why.merchantSimilarity, cardLast4: why.cardLast4,
}));

/** What was read from one of the company's receipt files; null until it has been read. */
export const readingOf = async (ctx: ApiContext, fileId: string) => {
  const row = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx.selectFrom('receipt_readings').selectAll().where('file_id', '=', fileId).executeTakeFirst());
  return row ? readingOut(row) : null;
};
