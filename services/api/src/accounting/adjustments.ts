import type { Selectable } from 'kysely';
import type { AccountingReconciliationsTable, TransactionAdjustmentsTable } from '@spend/projections/api';
import { deterministicUuid } from '@spend/eventstore';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, nowOf, requirePermission, type ApiContext } from '../shared/context';
import { tenant } from '../requests/load';
import { checkCoding, onTransaction, requireTransaction } from '../transactions/mutations';

type Totals = { count: number; amountCents: number };
const totals = (t: Totals) => ({ count: t.count, amount: t.amountCents });
const difference = (ours: Totals, theirs: Totals) => ({ count: theirs.count - ours.count, amount: theirs.amountCents - ours.amountCents });

const adjustment = (r: Selectable<TransactionAdjustmentsTable>) => ({
  id: r.adjustment_id, reason: r.reason, amountDelta: Number(r.amount_delta_cents), syncState: r.sync_state, createdAt: r.created_at, syncedAt: r.synced_at,
  lines: r.lines.map((l) => ({ amount: l.amountCents, generalLedgerId: l.generalLedgerId, projectId: l.projectId })),
});

const reconciliation = (r: Selectable<AccountingReconciliationsTable>) => {
  const ours = { count: r.our_count, amountCents: Number(r.our_cents) };
  const theirs = { count: r.their_count, amountCents: Number(r.their_cents) };
  return {
    id: r.check_id, matched: r.matched, runId: r.run_id, checkedAt: r.checked_at, ours: totals(ours), theirs: totals(theirs), difference: difference(ours, theirs),
    periods: r.periods.map((p) => ({ period: p.period, ours: totals(p.ours), theirs: totals(p.theirs), difference: difference(p.ours, p.theirs) })),
  };
};

/** A synced transaction's adjustments, oldest first (the read model the sync loads them from). */
const adjustmentsOf = (ctx: ApiContext, transactionId: string) =>
  tenant(ctx, (trx) => trx.selectFrom('transaction_adjustments').selectAll().where('transaction_id', '=', transactionId).orderBy('created_at').orderBy('adjustment_id').execute());

export const adjustmentResolvers: Resolvers = {
  Transaction: {
    adjustments: async (t, _, ctx) => (await adjustmentsOf(ctx, t.id)).map(adjustment),
  },
  Query: {
    accountingReconciliation: async (_, __, ctx) => {
      requirePermission(ctx, 'runLogs.read');
      const row = await tenant(ctx, (trx) => trx.selectFrom('accounting_reconciliations').selectAll().orderBy('checked_at', 'desc').orderBy('check_id').limit(1).executeTakeFirst());
      return row ? reconciliation(row) : null;
    },
  },
  Mutation: {
    // Editing a transaction's coding is what this corrects, so it takes the same permission.
    createOneTransactionAdjustment: async (_, { where, data }, ctx) => {
      const changes = {
        ...(data.generalLedgerId !== undefined && { generalLedgerId: data.generalLedgerId }),
        ...(data.projectId !== undefined && { projectId: data.projectId }),
      };
      await onTransaction(ctx, where.id, 'transactions.edit', async (target) => {
        await checkCoding(ctx, changes);
        return { type: 'AdjustSyncedCoding', ...target, ...changes, adjustmentId: deterministicUuid(ctx.commandId, 'adjustment'), userId: ctx.caller.userId, now: nowOf(ctx) };
      });
      await awaitProjections(ctx, ['accounting-books']);
      return requireTransaction(ctx, where.id);
    },
  },
};
