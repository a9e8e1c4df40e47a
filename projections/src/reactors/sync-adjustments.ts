import { sql, type Transaction } from 'kysely';
import { authorizationEvent, bookkeepingDecider, streams } from '@spend/domain';
import { deterministicUuid, handleCommand, type EventStore, type RecordedEvent } from '@spend/eventstore';
import type { ReadModels } from '../read-models';
import type { Projection } from '../types';

/** Records what the event says of a purchase's money; answers the purchase to look at again, if any. */
const record = async (trx: Transaction<ReadModels>, event: RecordedEvent): Promise<string | null> => {
  if (event.type === 'TransactionSynced') {
    const { transactionId } = event.data as { transactionId: string };
    const updated = await trx.updateTable('adjustment_purchases').set({ synced: true }).where('transaction_id', '=', transactionId).executeTakeFirst();
    // A manual transaction has no card money to follow: its amount cannot change after sync.
    return updated.numUpdatedRows > 0n ? transactionId : null;
  }
  const e = authorizationEvent.parse({ type: event.type, data: event.data });
  const purchases = trx.updateTable('adjustment_purchases').where('transaction_id', '=', e.data.transactionId);
  switch (e.type) {
    case 'AuthorizationApproved':
      await trx.insertInto('adjustment_purchases').values({ transaction_id: e.data.transactionId, company_id: e.data.companyId, amount_cents: e.data.amountCents })
        .onConflict((oc) => oc.column('transaction_id').doNothing()).execute();
      return null;
    case 'AuthorizationDeclined':
      return null;
    case 'AuthorizationCleared':
      await purchases.set({ amount_cents: e.data.amountCents }).execute();
      break;
    case 'AuthorizationReversed':
      await purchases.set({ reversed: true }).execute();
      break;
    case 'AuthorizationRefunded':
      await purchases.set({ refunded_cents: sql`refunded_cents + ${e.data.amountCents}` }).execute();
      break;
  }
  return e.data.transactionId;
};

/**
 * Corrections after sync (ARCHITECTURE 12), a reactor: it follows each card purchase's money (its
 * own table, moved in the transaction of its checkpoint) and, once the purchase is synced, states its
 * net amount at every ledger event (and at the sync itself) with AdjustSyncedAmount. The bookkeeping
 * decider books the difference from what the platform holds as an adjustment, or nothing when there
 * is none; the adjustment id comes from the event, so a replayed batch adds nothing.
 */
export const syncAdjustmentsReactor = (store: EventStore): Projection => ({
  name: 'sync-adjustments',
  tables: ['adjustment_purchases'],
  eventTypes: ['AuthorizationApproved', 'AuthorizationDeclined', 'AuthorizationCleared', 'AuthorizationReversed', 'AuthorizationRefunded', 'TransactionSynced'],
  sendsCommands: true,
  apply: async (trx, events) => {
    for (const event of events) {
      const transactionId = await record(trx, event);
      if (!transactionId) continue;
      const row = await trx.selectFrom('adjustment_purchases').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();
      if (!row?.synced) continue;
      const netCents = row.reversed ? 0 : Number(row.amount_cents) - Number(row.refunded_cents);
      const adjustmentId = deterministicUuid(event.id, 'sync-adjustment');
      await handleCommand(store, streams.bookkeeping(transactionId), bookkeepingDecider, {
        type: 'AdjustSyncedAmount', transactionId, companyId: row.company_id, adjustmentId, netCents, now: event.createdAt.toISOString(),
      }, { companyId: row.company_id, userId: null, correlationId: event.metadata.correlationId ?? event.id, commandId: adjustmentId });
    }
    return [];
  },
});
