import { sql, type Selectable } from 'kysely';
import { can, rolesWith } from '@spend/domain';
import type { ApprovalRequestsTable } from '@spend/projections/api';
import type { ApiContext } from '../shared/context';
import { actingForCaller } from './delegations';
import { withTenant, type ReadTransaction } from '../shared/tenant';

export type ApprovalRequestModel = Selectable<ApprovalRequestsTable>;

export const tenant = <T>(ctx: ApiContext, read: (trx: ReadTransaction) => Promise<T>): Promise<T> =>
  withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, read);

/** Admin-type readers (spec 6 "reimbursement read others") see every request. */
export const readsAllRequests = (ctx: ApiContext): boolean => can(ctx.caller.roles, 'reimbursement.readOthers');

/** Pending requests waiting for `userIds` (the reviewers a delegate acts for today). */
export const waitingFor = (userIds: readonly string[]) => sql<boolean>`(status = 'PENDING' AND approver_user_ids && ${[...userIds]}::uuid[])`;

/**
 * Requests the caller asked for or approves at any level, and those on budgets they own (a budget
 * owner sees what is charged to their budgets even where the levels leave them to the admins), and
 * those waiting for a reviewer the caller approves for today (`actingFor`); everything for admin readers.
 */
export const visibleRequests = (trx: ReadTransaction, ctx: ApiContext, actingFor: readonly string[] = []) => {
  const query = trx.selectFrom('approval_requests').selectAll();
  if (readsAllRequests(ctx)) return query;
  return query.where((eb) => eb.or([
    sql<boolean>`${ctx.caller.userId}::uuid = ANY(participant_user_ids)`,
    eb('budget_id', 'in', eb.selectFrom('budgets').select('id').where('owner_user_id', '=', ctx.caller.userId)),
    ...(actingFor.length > 0 ? [waitingFor(actingFor)] : []),
  ]));
};

export const loadRequest = async (ctx: ApiContext, id: string): Promise<ApprovalRequestModel | undefined> => {
  const acting = await actingForCaller(ctx);
  return tenant(ctx, (trx) => visibleRequests(trx, ctx, acting).where('id', '=', id).executeTakeFirst());
};

/** The company's active admins: who approves an ADMIN level (and reimbursements). */
export const adminUserIds = async (ctx: ApiContext): Promise<string[]> =>
  (await tenant(ctx, (trx) =>
    trx.selectFrom('users').select('id').where('archived', '=', false).where(sql<boolean>`roles && ${[...rolesWith('reimbursement.update')]}::text[]`).orderBy('id').execute(),
  )).map((u) => u.id);

/** The current level's approver, or their delegate on the days of a delegation; never the requester (issue #26). */
export const canReview = async (ctx: ApiContext, row: ApprovalRequestModel): Promise<boolean> => {
  if (row.status !== 'PENDING' || row.requestor_user_id === ctx.caller.userId) return false;
  if (row.approver_user_ids.includes(ctx.caller.userId)) return true;
  const acting = await actingForCaller(ctx);
  return row.approver_user_ids.some((id) => id !== row.requestor_user_id && acting.includes(id));
};

/**
 * The caller's transactions that may be reimbursed: out of pocket, i.e. entered with source
 * REIMBURSEMENT (a company-card purchase was paid by the company already and would be paid twice; a
 * MANUAL one records a company payment), not deleted, declined or reversed, in no live reimbursement.
 */
export const reimbursable = (trx: ReadTransaction, userId: string) =>
  trx.selectFrom('transactions as t')
    .where('t.spender_id', '=', userId)
    .where('t.source', '=', 'REIMBURSEMENT')
    .where('t.deleted_at', 'is', null)
    .where('t.status', '!=', 'Declined')
    .where('t.is_reversed', '=', false)
    .where(({ not, exists, selectFrom }) => not(exists(
      selectFrom('reimbursement_transactions as r').select(sql`1`.as('one')).whereRef('r.transaction_id', '=', 't.id').where('r.status', 'in', ['PENDING', 'APPROVED', 'COMPLETED']),
    )));
