import { receiptEvent, RECEIPT_EVENT_TYPES } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';
import { upsertRows } from '../upsert';

/** Each member's mailed receipts and where they went; each event writes its row's fields, so a rebuild writes the same rows. */
export const receiptsInboxProjection: Projection = {
  name: 'receipts-inbox',
  tables: ['receipt_inbox'],
  eventTypes: [...RECEIPT_EVENT_TYPES],
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const raw of events) {
      const event = receiptEvent.parse({ type: raw.type, data: raw.data });
      if (event.type === 'ReceiptReceived') {
        const r = event.data;
        await upsertRows(trx, 'receipt_inbox', ['id'], [{
          id: r.receiptId, company_id: r.companyId, user_id: r.userId, source: r.source, file_id: r.fileId, file_name: r.fileName, content_type: r.contentType,
          size_bytes: r.sizeBytes, sha256: r.sha256, received_at: r.at, transaction_id: null, attached_at: null,
        }]);
      } else {
        await trx.updateTable('receipt_inbox').set({ transaction_id: event.data.transactionId, attached_at: event.data.at }).where('id', '=', event.data.receiptId).execute();
      }
      changes.push({ companyId: event.data.companyId, what: 'receipts', ids: [event.data.receiptId] });
    }
    return changes;
  },
};
