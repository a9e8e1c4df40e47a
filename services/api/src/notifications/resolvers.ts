import type { Selectable } from 'kysely';
import { badInput, inboxDecider, isUuid, streams } from '@spend/domain';
import type { NotificationsTable } from '@spend/projections/api';
import type { Resolvers } from '../generated/resolvers-types';
import { loadersFor, resetLoaders } from '../budgets/load';
import { countIncompleteTransactions } from '../transactions/queries';
import { countTodo } from '../todo/todo';
import { awaitProjections, runCommand, type ApiContext, nowOf } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { liveChanges } from '../shared/live';

export type NotificationModel = Selectable<NotificationsTable>;

const MAX_TAKE = 100;

const badgeCounts = async (ctx: ApiContext) => {
  const { unread, todo } = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => ({
    unread: await trx.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', ctx.caller.userId).where('type', '=', 'alert').where('read', '=', false).executeTakeFirstOrThrow(),
    todo: await countTodo(trx, ctx.caller.companyId, ctx.caller.userId),
  }));
  // The transactions list's INCOMPLETE tab, which the badge leads to: the same rows the caller sees there.
  return { unreadAlerts: Number(unread.n), incompleteTransactions: await countIncompleteTransactions(ctx), todo };
};

export const notificationResolvers: Resolvers = {
  Notification: {
    budgetId: (n) => n.budget_id,
    createdAt: (n) => n.created_at,
    status: (n) => n.status,
    userId: (n) => n.user_id,
    userRole: (n) => n.user_role,
    // Rows made before the data was recorded have no action: no data until a rebuild fills it.
    notificationData: (n) => (n.defined_action ? n : null),
  },
  NotificationData: {
    amount: (n) => (n.amount === null ? null : Number(n.amount)),
    date: (n) => n.data_date,
    definedAction: (n) => n.defined_action!,
    // Scoped to the caller's company by the loader; a member since gone reads as none.
    notifier: (n, _, ctx) => (n.notifier_user_id ? loadersFor(ctx).user.load(n.notifier_user_id) : null),
    cardId: (n) => n.card_id,
    budgetId: (n) => n.budget_id,
    budgetIncreaseId: (n) => n.budget_increase_id,
    transactionId: (n) => n.transaction_id,
    reimbursementId: (n) => n.reimbursement_id,
  },
  Query: {
    notifications: async (_, { take, skip, where }, ctx) => {
      const limit = take ?? 25;
      if (limit < 0 || limit > MAX_TAKE) throw badInput('take', `take must be between 0 and ${MAX_TAKE}.`);
      return withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
        let query = trx.selectFrom('notifications').where('user_id', '=', ctx.caller.userId);
        if (where?.read !== undefined && where.read !== null) query = query.where('read', '=', where.read);
        if (where?.type) query = query.where('type', '=', where.type as 'alert' | 'info');
        const counted = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
        const items = await query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(Math.max(0, skip ?? 0)).execute();
        return { items, count: Number(counted.n) };
      });
    },
    badgeCounts: (_, __, ctx) => badgeCounts(ctx),
  },
  Mutation: {
    updateManyNotification: async (_, { where, data }, ctx) => {
      if (!data.read) throw badInput('read', 'A notification cannot be marked unread.');
      const ids = [...new Set(where.ids)];
      if (!ids.every(isUuid)) throw badInput('ids', 'Unknown notification.');
      // Only the caller's own notifications can be marked.
      const mine = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
        ids.length ? trx.selectFrom('notifications').select('id').where('user_id', '=', ctx.caller.userId).where('id', 'in', ids).execute() : Promise.resolve([]),
      );
      if (mine.length !== ids.length) throw badInput('ids', 'Unknown notification.');
      if (ids.length > 0) {
        await runCommand(ctx, streams.inbox(ctx.caller.userId), inboxDecider, { type: 'MarkNotificationsRead', userId: ctx.caller.userId, companyId: ctx.caller.companyId, notificationIds: ids, now: nowOf(ctx) });
        await awaitProjections(ctx, ['notifications']);
      }
      return { count: ids.length };
    },
  },
  Subscription: {
    badgeCountsChanged: {
      subscribe: (_, __, ctx) => {
        // A subscription lives long: the budgets a caller owns are read afresh for each count, as a new list read would.
        const counts = async () => {
          resetLoaders(ctx);
          return [{ badgeCountsChanged: await badgeCounts(ctx) }];
        };
        // Alerts come from notifications, the Transactions badge from transactions, the to-do from both
        // transactions and receipts (the matcher's offers); the current counts first.
        return liveChanges(ctx, { topics: ['notifications', 'transactions', 'receipts'], initial: counts, payloads: counts });
      },
    },
  },
};
