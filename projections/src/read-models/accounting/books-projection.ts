import { accountingReconciled, transactionAdjusted, transactionAdjustmentSynced } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';

/**
 * Adjustments of synced transactions with their own sync state (READY_TO_SYNC until the platform
 * has them), and each reconciliation of our synced totals with the platform's.
 */
export const accountingBooksProjection: Projection = {
  name: 'accounting-books',
  tables: ['transaction_adjustments', 'accounting_reconciliations'],
  eventTypes: ['TransactionAdjusted', 'TransactionAdjustmentSynced', 'AccountingReconciled'],
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const raw of events) {
      const event = { type: raw.type, data: raw.data };
      if (raw.type === 'TransactionAdjusted') {
        const { data: d } = transactionAdjusted.parse(event);
        await trx.insertInto('transaction_adjustments').values({
          adjustment_id: d.adjustmentId, company_id: d.companyId, transaction_id: d.transactionId, reason: d.reason, amount_delta_cents: d.amountDeltaCents,
          lines: JSON.stringify(d.lines), sync_state: 'READY_TO_SYNC', created_by_user_id: d.userId, created_at: d.at,
        }).onConflict((oc) => oc.column('adjustment_id').doNothing()).execute();
        changes.push({ companyId: d.companyId, what: 'transactions', ids: [d.transactionId] });
      } else if (raw.type === 'TransactionAdjustmentSynced') {
        const { data: d } = transactionAdjustmentSynced.parse(event);
        await trx.updateTable('transaction_adjustments').set({ sync_state: 'SYNCED', run_id: d.runId, synced_at: d.at }).where('adjustment_id', '=', d.adjustmentId).execute();
        changes.push({ companyId: d.companyId, what: 'transactions', ids: [d.transactionId] });
      } else {
        const { data: d } = accountingReconciled.parse(event);
        const sum = (side: 'ours' | 'theirs', field: 'count' | 'amountCents') => d.periods.reduce((total, p) => total + p[side][field], 0);
        await trx.insertInto('accounting_reconciliations').values({
          check_id: d.checkId, company_id: d.companyId, run_id: d.runId, matched: d.matched, our_count: sum('ours', 'count'), our_cents: sum('ours', 'amountCents'),
          their_count: sum('theirs', 'count'), their_cents: sum('theirs', 'amountCents'), periods: JSON.stringify(d.periods), checked_at: d.at,
        }).onConflict((oc) => oc.column('check_id').doNothing()).execute();
        changes.push({ companyId: d.companyId, what: 'accounting', ids: [d.checkId] });
      }
    }
    return changes;
  },
};
