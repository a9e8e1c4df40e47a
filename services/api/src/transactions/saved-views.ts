import type { Selectable } from 'kysely';
import { notFound, savedViewDecider, streams, type SavedViewFields } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import type { SavedViewsTable } from '@spend/projections/api';
import { loadBudgetRef, loadCardState, loadUserRef } from '../cards/load';
import { requireUuid, tenant } from '../coding/load';
import type { Resolvers, TransactionViewParamInput } from '../generated/resolvers-types';
import { awaitProjections, nowOf, runCommand, type ApiContext } from '../shared/context';

/** What a view says of a filter whose subject is gone; the rest of the view still applies. */
export const VIEW_MISSING_MESSAGES = {
  budget: 'The budget this view filtered on was archived or deleted, so the view shows every budget.',
  card: 'The card this view filtered on was deleted, so the view shows every card.',
  spender: 'The member this view filtered on was removed, so the view shows every spender.',
} as const;

type Row = Selectable<SavedViewsTable>;

/** Each id filter (the list's `budget`, `card`, `spender` parameters) checked against the company's own. */
const REFERENCES: Record<keyof typeof VIEW_MISSING_MESSAGES, (ctx: ApiContext, id: string) => Promise<boolean>> = {
  budget: async (ctx, id) => {
    const ref = await loadBudgetRef(ctx, id);
    return ref?.companyId === ctx.caller.companyId && ref.active;
  },
  card: (ctx, id) => loadCardState(ctx, id).then(() => true, () => false),
  spender: async (ctx, id) => {
    const ref = await loadUserRef(ctx, id);
    return !!ref && !ref.archived;
  },
};

const missingOf = async (ctx: ApiContext, params: Record<string, string>) => {
  const missing = [];
  for (const [param, exists] of Object.entries(REFERENCES)) {
    const id = params[param];
    if (id && !(await exists(ctx, id))) missing.push({ param, message: VIEW_MISSING_MESSAGES[param as keyof typeof VIEW_MISSING_MESSAGES] });
  }
  return missing;
};

const viewOf = async (ctx: ApiContext, r: Row) => ({
  id: r.id, name: r.name, shared: r.shared, isMine: r.owner_user_id === ctx.caller.userId, hiddenColumns: r.hidden_columns,
  params: Object.entries(r.params).map(([name, value]) => ({ name, value })), missing: await missingOf(ctx, r.params),
});

/** A view the caller may see: their own or a shared one of their company. */
const readView = async (ctx: ApiContext, id: string) => {
  await awaitProjections(ctx, ['saved-views']);
  const row = await tenant(ctx, (trx) => trx.selectFrom('saved_views').selectAll().where('id', '=', id).where('deleted', '=', false).executeTakeFirst());
  if (!row || (row.owner_user_id !== ctx.caller.userId && !row.shared)) throw notFound('View');
  return viewOf(ctx, row);
};

const paramsOf = (list: readonly TransactionViewParamInput[]) => Object.fromEntries(list.map((p) => [p.name, p.value]));

const run = (ctx: ApiContext, viewId: string, command: { type: 'CreateSavedView'; fields: SavedViewFields } | { type: 'UpdateSavedView'; fields: Partial<SavedViewFields> } | { type: 'DeleteSavedView' }) =>
  runCommand(ctx, streams.savedView(viewId), savedViewDecider, { ...command, viewId, companyId: ctx.caller.companyId, userId: ctx.caller.userId, now: nowOf(ctx) });

export const savedViewResolvers: Resolvers = {
  Query: {
    transactionViews: async (_, __, ctx) => {
      const rows = await tenant(ctx, (trx) => trx.selectFrom('saved_views').selectAll().where('deleted', '=', false)
        .where((eb) => eb.or([eb('owner_user_id', '=', ctx.caller.userId), eb('shared', '=', true)])).orderBy('name').orderBy('id').execute());
      return Promise.all(rows.map((r) => viewOf(ctx, r)));
    },
  },
  Mutation: {
    createOneTransactionView: async (_, { data }, ctx) => {
      const viewId = deterministicUuid(ctx.commandId, 'saved-view');
      await run(ctx, viewId, { type: 'CreateSavedView', fields: { name: data.name, shared: data.shared ?? false, settings: { params: paramsOf(data.params), hiddenColumns: [...(data.hiddenColumns ?? [])] } } });
      return readView(ctx, viewId);
    },
    updateOneTransactionView: async (_, { where, data }, ctx) => {
      const viewId = requireUuid(where.id, 'View');
      const fields: Partial<SavedViewFields> = {};
      if (data.name != null) fields.name = data.name;
      if (data.shared != null) fields.shared = data.shared;
      if (data.params || data.hiddenColumns) {
        // Settings are whole: what is not given is kept from the view as it is.
        const current = await readView(ctx, viewId);
        fields.settings = { params: data.params ? paramsOf(data.params) : paramsOf(current.params), hiddenColumns: [...(data.hiddenColumns ?? current.hiddenColumns)] };
      }
      await run(ctx, viewId, { type: 'UpdateSavedView', fields });
      return readView(ctx, viewId);
    },
    deleteOneTransactionView: async (_, { where }, ctx) => {
      const viewId = requireUuid(where.id, 'View');
      await run(ctx, viewId, { type: 'DeleteSavedView' });
      await awaitProjections(ctx, ['saved-views']);
      return { id: viewId };
    },
  },
};
