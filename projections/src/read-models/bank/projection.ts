import { sql } from 'kysely';
import { bankEvent } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';
import { upsertRows } from '../upsert';

/**
 * Bank connections and their imported transactions (the /cards/external list): each event in order,
 * keyed by item and transaction id, so replays and rebuilds write the same rows.
 */
export const bankProjection: Projection = {
  name: 'bank',
  tables: ['bank_items', 'bank_transactions'],
  eventTypes: bankEvent.options.map((o) => o.shape.type.value),
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const raw of events) {
      const event = bankEvent.parse({ type: raw.type, data: raw.data });
      const { itemId, companyId } = event.data;
      switch (event.type) {
        case 'BankItemLinked':
          await upsertRows(trx, 'bank_items', ['item_id'], [{
            item_id: itemId, company_id: companyId, institution_name: event.data.institutionName, accounts: JSON.stringify(event.data.accounts), archived: false, linked_at: event.data.at, last_synced_at: null,
          }]);
          break;
        case 'BankItemArchived':
        case 'BankItemRestored':
          await trx.updateTable('bank_items').set({ archived: event.type === 'BankItemArchived' }).where('item_id', '=', itemId).execute();
          break;
        case 'BankTransactionsSynced': {
          const rows = [...event.data.added, ...event.data.modified].map((t) => ({
            item_id: itemId, transaction_id: t.transactionId, company_id: companyId, account_id: t.accountId, amount_cents: t.amountCents, merchant_name: t.merchantName, date: t.date, removed: false,
          }));
          await upsertRows(trx, 'bank_transactions', ['item_id', 'transaction_id'], rows);
          if (event.data.removed.length) await trx.updateTable('bank_transactions').set({ removed: true }).where('item_id', '=', itemId).where('transaction_id', 'in', event.data.removed).execute();
          await trx.updateTable('bank_items').set({ last_synced_at: sql`greatest(last_synced_at, ${event.data.at}::timestamptz)` }).where('item_id', '=', itemId).execute();
          break;
        }
      }
      changes.push({ companyId, what: 'bank', ids: [itemId] });
    }
    return changes;
  },
};
