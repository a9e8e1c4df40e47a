import { receiptEvent, RECEIPT_EVENT_TYPES, type ReceiptEvent } from '@spend/domain';
import type { Transaction } from 'kysely';
import type { ReadModels } from '../tables';
import type { Projection, ReadModelChange } from '../../types';
import { upsertRows } from '../upsert';

/** Writes one event's fields to its rows; each event writes the same rows again on a rebuild. */
const write = async (trx: Transaction<ReadModels>, event: ReceiptEvent): Promise<void> => {
  switch (event.type) {
    case 'ReceiptReceived': {
      const r = event.data;
      await upsertRows(trx, 'receipt_inbox', ['id'], [{
        id: r.receiptId, company_id: r.companyId, user_id: r.userId, source: r.source, file_id: r.fileId, file_name: r.fileName, content_type: r.contentType,
        size_bytes: r.sizeBytes, sha256: r.sha256, received_at: r.at, transaction_id: null, attached_at: null,
      }]);
      return;
    }
    case 'InboxReceiptAttached':
      await trx.updateTable('receipt_inbox').set({ transaction_id: event.data.transactionId, attached_at: event.data.at, matched: event.data.match ? JSON.stringify(event.data.match) : null })
        .where('id', '=', event.data.receiptId).execute();
      return;
    case 'ReceiptRead': {
      const r = event.data;
      await upsertRows(trx, 'receipt_readings', ['file_id'], [{
        file_id: r.receiptId, company_id: r.companyId, user_id: r.userId, method: r.method, confidence: r.confidence, failure: r.failure,
        merchant: r.merchant, date: r.date, total_cents: r.totalCents, currency: r.currency, card_last4: r.cardLast4, read_at: r.at,
      }]);
      return;
    }
    case 'ReceiptMatchSuggested':
      await trx.updateTable('receipt_inbox').set({ suggestions: JSON.stringify(event.data.candidates), same_transactions: event.data.sameTransactions })
        .where('id', '=', event.data.receiptId).execute();
      return;
    case 'ReceiptDuplicateFlagged':
      await trx.updateTable('receipt_inbox').set({ duplicate_of: event.data.duplicateOfReceiptId }).where('id', '=', event.data.receiptId).execute();
  }
};

/** Each member's mailed receipts and where they went, what was read from every receipt file, and the matcher's offers and flags. */
export const receiptsInboxProjection: Projection = {
  name: 'receipts-inbox',
  tables: ['receipt_inbox', 'receipt_readings'],
  eventTypes: [...RECEIPT_EVENT_TYPES],
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const raw of events) {
      const event = receiptEvent.parse({ type: raw.type, data: raw.data });
      await write(trx, event);
      changes.push({ companyId: event.data.companyId, what: 'receipts', ids: [event.data.receiptId] });
    }
    return changes;
  },
};
