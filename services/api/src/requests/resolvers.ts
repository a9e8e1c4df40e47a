import { approvalLevelsFor, DEFAULT_APPROVAL_LEVELS, badInput, isUuid, type RequestStatus } from '@spend/domain';
import type { Resolvers } from '../generated/resolvers-types';
import { loadersFor } from '../budgets/load';
import type { ApiContext } from '../shared/context';
import { actingForCaller, onBehalfOfFor } from './delegations';
import { adminUserIds, canReview, loadRequest, readsAllRequests, reimbursable, tenant, visibleRequests, waitingFor, type ApprovalRequestModel } from './load';
import { controlsQueries } from './controls';
import { requestMutations } from './mutations';
import { reimbursementCategories } from './reimbursement-details';
import { liveChanges } from '../shared/live';

const user = (ctx: ApiContext, id: string | null) => (id ? loadersFor(ctx).user.load(id) : null);
const MAX_TAKE = 100;
const checkTake = (take: number) => {
  if (take < 0 || take > MAX_TAKE) throw badInput('take', `take must be between 0 and ${MAX_TAKE}.`);
};

/** Fields both kinds share. */
const common = {
  amount: (r: ApprovalRequestModel) => Number(r.amount),
  status: (r: ApprovalRequestModel) => r.status as RequestStatus,
  requestor: (r: ApprovalRequestModel, _: unknown, ctx: ApiContext) => user(ctx, r.requestor_user_id),
  reviewer: (r: ApprovalRequestModel, _: unknown, ctx: ApiContext) => user(ctx, r.reviewer_user_id),
  review: (r: ApprovalRequestModel) => r.review_note,
  canReview: (r: ApprovalRequestModel, _: unknown, ctx: ApiContext) => canReview(ctx, r),
  onBehalfOf: async (r: ApprovalRequestModel, _: unknown, ctx: ApiContext) => {
    const id = r.status === 'PENDING' ? await onBehalfOfFor(ctx, r.approver_user_ids, r.requestor_user_id) : null;
    return user(ctx, id);
  },
  createdAt: (r: ApprovalRequestModel) => r.requested_at,
  respondedOn: (r: ApprovalRequestModel) => r.responded_on,
  expenseDate: (r: ApprovalRequestModel) => (r.expense_date ? isoDay(r.expense_date) : null),
  merchant: (r: ApprovalRequestModel) => r.merchant,
  category: async (r: ApprovalRequestModel, _: unknown, ctx: ApiContext) =>
    (r.general_ledger_id ? (await reimbursementCategories(ctx, [r.general_ledger_id], true))[0] ?? null : null),
};

/** pg reads a `date` as local midnight: its local calendar day is the stored one. */
const isoDay = (d: Date): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Someone can approve reimbursements (an admin), and someone other than the user approves theirs. */
const reimbursementsInfo = async (ctx: ApiContext, userId: string, archived: boolean) => {
  const admins = await adminUserIds(ctx);
  const levels = await tenant(ctx, (trx) => trx.selectFrom('approval_levels').select('levels').executeTakeFirst());
  const approvers = approvalLevelsFor(1, levels?.levels ?? DEFAULT_APPROVAL_LEVELS, { budgetOwnerUserId: null, adminUserIds: admins, requestorUserId: userId });
  return { isCompanyReady: admins.length > 0, isUserReady: !archived && approvers.length > 0 };
};

export const requestResolvers: Resolvers = {
  ApprovalRequest: {
    ...common,
    title: async (r, _, ctx) => r.title ?? (r.budget_id ? (await loadersFor(ctx).budget.load(r.budget_id))?.name : null) ?? 'Budget increase',
    budget: (r, _, ctx) => (r.budget_id ? loadersFor(ctx).budget.load(r.budget_id) : null),
    levelCount: (r) => r.level_count,
    approvers: async (r, _, ctx) => (await Promise.all(r.approver_user_ids.map((id) => user(ctx, id)))).filter((u) => u !== null),
  },
  Reimbursement: {
    ...common,
    title: (r) => r.title ?? '',
    note: (r) => r.reason,
    paidOn: (r) => r.paid_on,
    budget: (r, _, ctx) => (r.budget_id ? loadersFor(ctx).budget.load(r.budget_id) : null),
    receipts: (r) => r.receipts.map(({ fileId, fileName, contentType, sizeBytes }) => ({ fileId, fileName, contentType, sizeBytes })),
    transactions: (r, _, ctx) =>
      r.transaction_ids.length === 0 ? [] : tenant(ctx, (trx) => trx.selectFrom('transactions').selectAll().where('id', 'in', r.transaction_ids).orderBy('initial_transaction_date', 'desc').execute()),
  },
  Transaction: {
    reimbursementStatus: async (t, _, ctx) => {
      const row = await tenant(ctx, (trx) => trx.selectFrom('reimbursement_transactions').select('status').where('transaction_id', '=', t.id).executeTakeFirst());
      return (row?.status as RequestStatus | undefined) ?? null;
    },
  },
  User: {
    reimbursementsInfo: (u, _, ctx) => reimbursementsInfo(ctx, u.id, u.archived),
  },
  Notification: {
    requestId: (n) => n.request_id,
  },
  CurrentUser: {
    reimbursementsInfo: (u, _, ctx) => reimbursementsInfo(ctx, u.id, false),
  },
  Query: {
    ...controlsQueries,
    approvalLevels: async (_, __, ctx) => {
      const row = await tenant(ctx, (trx) => trx.selectFrom('approval_levels').select('levels').executeTakeFirst());
      return (row?.levels ?? DEFAULT_APPROVAL_LEVELS).map((l) => ({ approver: l.approver, above: l.aboveCents }));
    },
    approvalRequests: async (_, { where, take, skip }, ctx) => {
      checkTake(take ?? 50);
      const acting = await actingForCaller(ctx);
      return tenant(ctx, (trx) => {
        let query = visibleRequests(trx, ctx, acting);
        if (where?.status) query = query.where('status', '=', where.status);
        if (where?.kind) query = query.where('kind', '=', where.kind);
        // Those waiting for the caller, or for a reviewer the caller approves for today.
        if (where?.toReview) query = query.where(waitingFor([ctx.caller.userId, ...acting])).where('requestor_user_id', '!=', ctx.caller.userId);
        return query.orderBy('requested_at', 'desc').orderBy('id').limit(take ?? 50).offset(Math.max(0, skip ?? 0)).execute();
      });
    },
    reimbursement: async (_, { where }, ctx) => {
      const row = isUuid(where.id) ? await loadRequest(ctx, where.id) : undefined;
      return row?.kind === 'REIMBURSEMENT' ? row : null;
    },
    reimbursements: (_, { take, skip }, ctx) => {
      checkTake(take ?? 25);
      return tenant(ctx, async (trx) => {
        let query = trx.selectFrom('approval_requests').where('kind', '=', 'REIMBURSEMENT');
        if (!readsAllRequests(ctx)) {
          query = query.where((eb) => eb.or([
            eb('requestor_user_id', '=', ctx.caller.userId),
            eb('budget_id', 'in', eb.selectFrom('budgets').select('id').where('owner_user_id', '=', ctx.caller.userId)),
          ]));
        }
        const counted = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
        const items = await query.selectAll().orderBy('requested_at', 'desc').orderBy('id').limit(take ?? 25).offset(Math.max(0, skip ?? 0)).execute();
        return { items, count: Number(counted.n) };
      });
    },
    reimbursableTransactions: (_, { take }, ctx) => {
      checkTake(take ?? 50);
      return tenant(ctx, (trx) => reimbursable(trx, ctx.caller.userId).selectAll('t').orderBy('t.initial_transaction_date', 'desc').limit(take ?? 50).execute());
    },
    reimbursementCategories: (_, __, ctx) => reimbursementCategories(ctx),
  },
  Mutation: requestMutations,
  Subscription: {
    approvalRequestChanged: {
      // Only the caller's own company's subject, and only requests the caller may see. Core NATS is
      // at-most-once: a client that reconnects refetches.
      subscribe: (_, __, ctx) =>
        liveChanges<{ approvalRequestChanged: ApprovalRequestModel }>(ctx, {
          topics: ['requests'],
          payloads: async ({ ids }) => {
            if (ids.length === 0) return [];
            const acting = await actingForCaller(ctx);
            const rows = await tenant(ctx, (trx) => visibleRequests(trx, ctx, acting).where('id', 'in', ids).execute());
            return rows.map((row) => ({ approvalRequestChanged: row }));
          },
        }),
    },
  },
};
