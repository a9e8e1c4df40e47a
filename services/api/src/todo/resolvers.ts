import type { Resolvers } from '../generated/resolvers-types';
import { inboxReceiptsOut } from '../receipts/resolvers';
import type { ApiContext } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { readTodo } from './todo';

/** The caller's to-do, its receipts as the inbox shows them. */
const todoOfCaller = (ctx: ApiContext) =>
  withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
    const { count, entries } = await readTodo(trx, ctx.caller.companyId, ctx.caller.userId);
    const receipts = new Map((await inboxReceiptsOut(trx, entries.flatMap((e) => (e.kind === 'MATCH' ? [e.receipt] : [])))).map((r) => [r.id, r]));
    const items = entries.map((e) => ({
      id: e.id, kind: e.kind, missing: e.missing,
      transaction: e.kind === 'MATCH' ? null : e.transaction, receipt: e.kind === 'MATCH' ? (receipts.get(e.receipt.id) ?? null) : null,
    }));
    return { count, items };
  });

/** The signed-in member's to-do (issue #27 item 6): scoped to them and their company. */
export const todoResolvers: Resolvers = {
  Query: { todo: (_, __, ctx) => todoOfCaller(ctx) },
};
