import { Repeater } from 'graphql-yoga';
import { sql, type Selectable } from 'kysely';
import { MCC_DESCRIPTIONS, badInput, isUuid } from '@spend/domain';
import type { TransactionsTable } from '@spend/projections';
import { budgetScope, loadBudgets } from '../budgets/load';
import { loadCards } from '../cards/load';
import type { Resolvers, TransactionSortField } from '../generated/resolvers-types';
import type { ApiContext } from '../shared/context';
import { containsPattern } from '../shared/search';
import { withTenant, type ReadTransaction } from '../shared/tenant';

export type TransactionModel = Selectable<TransactionsTable>;

const MAX_TAKE = 100;
const SORT_COLUMNS: Record<TransactionSortField, 'initial_transaction_date' | 'amount_cents' | 'merchant_name' | 'status'> = {
  initial_transaction_date: 'initial_transaction_date', amount: 'amount_cents', description: 'merchant_name', status: 'status',
};

/**
 * Transactions the caller may see: the company's for admin-type readers and auditors; otherwise their
 * own purchases and those on budgets they own (or under them), as with budgets (spec 6).
 */
export const visibleTransactions = async (trx: ReadTransaction, ctx: ApiContext) => {
  const scope = await budgetScope(ctx);
  const query = trx.selectFrom('transactions').selectAll('transactions');
  if (!scope) return query;
  return query.where((eb) => eb.or([eb('spender_id', '=', ctx.caller.userId), eb(sql<boolean>`budget_id = ANY(${[...scope.owned]}::uuid[])`, '=', true)]));
};

const read = async <T>(ctx: ApiContext, run: (trx: ReadTransaction) => Promise<T>): Promise<T> => {
  await budgetScope(ctx); // settled first: a read never holds one pooled connection while waiting for another
  return withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, run);
};

export const transactionResolvers: Resolvers = {
  Transaction: {
    amount: (t) => Number(t.amount_cents),
    authorizedAmount: (t) => Number(t.authorized_cents),
    refundedAmount: (t) => Number(t.refunded_cents),
    description: (t) => t.merchant_name,
    paymentType: () => 'CARD',
    paymentMethodDetail: async (t, _, ctx) => (t.card_id ? ((await loadCards(ctx, [t.card_id]))[0]?.last4 ?? null) : null),
    status: (t) => t.status as 'Pending',
    completeness: (t) => (t.is_complete ? 'COMPLETE' : 'INCOMPLETE'),
    declinedReason: (t) => t.declined_reason,
    mccDescription: (t) => (t.mcc ? (MCC_DESCRIPTIONS.get(t.mcc) ?? null) : null),
    merchantCountry: (t) => t.country,
    isPosted: (t) => t.status === 'Posted',
    isReversed: (t) => t.is_reversed,
    isDeclined: (t) => t.status === 'Declined',
    cardId: (t) => t.card_id,
    budgetId: (t) => t.budget_id,
    card: async (t, _, ctx) => (t.card_id ? ((await loadCards(ctx, [t.card_id]))[0] ?? null) : null),
    budget: async (t, _, ctx) => (t.budget_id ? ((await loadBudgets(ctx, [t.budget_id]))[0] ?? null) : null),
    spender: (t, _, ctx) =>
      t.spender_id ? withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => (await trx.selectFrom('users').selectAll().where('id', '=', t.spender_id!).executeTakeFirst()) ?? null) : null,
  },
  Query: {
    transactions: async (_, { take, skip, orderBy, where }, ctx) => {
      // Spec 9: limit 100, page 1, newest first.
      const limit = take ?? 100;
      const offset = skip ?? 0;
      if (limit < 0 || limit > MAX_TAKE) throw badInput('take', `take must be between 0 and ${MAX_TAKE}.`);
      if (offset < 0) throw badInput('skip', 'skip must not be negative.');
      for (const id of [where?.cardId, where?.budgetId, where?.spenderId]) if (id && !isUuid(id)) return { items: [], count: 0 };
      return read(ctx, async (trx) => {
        let query = await visibleTransactions(trx, ctx);
        if (where?.status) query = query.where('status', '=', where.status);
        if (where?.isReversed !== undefined && where.isReversed !== null) query = query.where('is_reversed', '=', where.isReversed);
        if (where?.completeness && where.completeness !== 'ALL') query = query.where('is_complete', '=', where.completeness === 'COMPLETE');
        if (where?.cardId) query = query.where('card_id', '=', where.cardId);
        if (where?.budgetId) query = query.where('budget_id', '=', where.budgetId);
        if (where?.spenderId) query = query.where('spender_id', '=', where.spenderId);
        if (where?.q?.trim()) query = query.where('merchant_name', 'ilike', containsPattern(where.q));
        const counted = await query.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
        for (const sort of orderBy ?? [{ field: 'initial_transaction_date', order: 'desc' }]) query = query.orderBy(SORT_COLUMNS[sort.field], sort.order);
        const items = await query.orderBy('id').limit(limit).offset(offset).execute();
        return { items, count: Number(counted.n) };
      });
    },
    transaction: async (_, { where }, ctx) => {
      if (!isUuid(where.id)) return null;
      return read(ctx, async (trx) => (await (await visibleTransactions(trx, ctx)).where('id', '=', where.id).executeTakeFirst()) ?? null);
    },
  },
  Subscription: {
    transactionChanged: {
      // Only the caller's company's subject, and only rows the caller may see. At-most-once: a client that reconnects refetches.
      subscribe: (_, __, ctx) =>
        new Repeater<{ transactionChanged: TransactionModel }>(async (push, stop) => {
          const subscription = ctx.services.nats.subscribe(`company.${ctx.caller.companyId}.changed.transactions`);
          void stop.then(() => subscription.unsubscribe());
          for await (const message of subscription) {
            const ids = message.json<{ ids: string[] }>().ids.filter(isUuid);
            if (ids.length === 0) continue;
            for (const row of await read(ctx, async (trx) => (await visibleTransactions(trx, ctx)).where('id', 'in', ids).execute())) await push({ transactionChanged: row });
          }
          stop();
        }),
    },
  },
};
