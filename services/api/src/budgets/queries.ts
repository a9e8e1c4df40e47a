import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { sql, type RawBuilder } from 'kysely';
import { badInput, can, forbidden, isUuid, notFound } from '@spend/domain';
import type { BudgetOrderByInput, BudgetWhereInput, QueryResolvers } from '../generated/resolvers-types';
import type { ApiContext } from '../shared/context';
import { containsPattern } from '../shared/search';
import type { ReadTransaction } from '../shared/tenant';
import { budgetScope, loadBudget, tenant, loadersFor, loadFunds, loadParents, readsAllBudgets, requireSpendersVisible, visibleBudgets, type DateRange, type UserRow } from './load';

const MAX_TAKE = 100;

const pageBounds = (take: number | null | undefined, skip: number | null | undefined) => {
  const limit = take ?? 25;
  const offset = skip ?? 0;
  if (limit < 0 || limit > MAX_TAKE) throw badInput('take', `take must be between 0 and ${MAX_TAKE}.`);
  if (offset < 0) throw badInput('skip', 'skip must not be negative.');
  return { limit, offset };
};

/** Every budget of the company with its parents' names, top level first (one recursive walk). */
const TREE = sql`
  WITH RECURSIVE tree AS (
    SELECT id, name, parent_budget_id, active, ARRAY[]::text[] AS names FROM budgets WHERE parent_budget_id IS NULL
    UNION ALL
    SELECT c.id, c.name, c.parent_budget_id, c.active, t.names || t.name FROM budgets c JOIN tree t ON c.parent_budget_id = t.id
  )`;

/** Spec 5: a case-insensitive substring of the name or of the path text. */
const matchesNameOrPath = (search: string): RawBuilder<boolean> => {
  const pattern = containsPattern(search);
  return sql<boolean>`(tree.name ILIKE ${pattern} OR array_to_string(tree.names, ' / ') ILIKE ${pattern})`;
};

const filtered = async (trx: ReadTransaction, ctx: ApiContext, where: BudgetWhereInput | null | undefined) => {
  let query = await visibleBudgets(trx, ctx);
  if (where?.active !== undefined && where.active !== null) query = query.where('active', '=', where.active);
  if (where?.name) query = query.where('name', 'ilike', containsPattern(where.name));
  if (where?.parentBudgetId) query = query.where('parent_budget_id', '=', where.parentBudgetId);
  if (where?.topLevel) query = query.where('parent_budget_id', 'is', null);
  if (where?.ownerUserId) query = query.where('owner_user_id', '=', where.ownerUserId);
  if (where?.ids) query = query.where(sql<boolean>`budgets.id = ANY(${where.ids.filter(isUuid)}::uuid[])`);
  if (where?.search?.trim()) query = query.where(sql<boolean>`budgets.id IN (${TREE} SELECT tree.id FROM tree WHERE ${matchesNameOrPath(where.search)})`);
  return query;
};

/** An id filter that is not a uuid names no budget (and must not reach PostgreSQL as one). */
const impossible = (where: BudgetWhereInput | null | undefined): boolean =>
  (!!where?.parentBudgetId && !isUuid(where.parentBudgetId)) || (!!where?.ownerUserId && !isUuid(where.ownerUserId));

const COLUMNS = { name: 'name', funding: 'funding', createdAt: 'created_at' } as const;

/** Whether the query selects one of these fields anywhere below the current one. */
const selects = (info: GraphQLResolveInfo | undefined, names: readonly string[]): boolean => {
  const walk = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((s) => (s.kind === 'Field' && names.includes(s.name.value)) || ('selectionSet' in s && walk(s.selectionSet)));
  return !!info?.fieldNodes.some((node) => walk(node.selectionSet));
};

/**
 * Paginated budgets (spec 7), spec 9 defaults: 25 per page, by name ascending. The items' figures
 * (within the page's date range) and parents are read in the same transaction when selected.
 */
const budgetPage = async (
  ctx: ApiContext,
  args: { take?: number | null; skip?: number | null; orderBy?: readonly BudgetOrderByInput[] | null; where?: BudgetWhereInput | null; dateRange?: DateRange | null },
  info?: GraphQLResolveInfo,
) => {
  const { limit, offset } = pageBounds(args.take, args.skip);
  if (impossible(args.where)) return { items: [], count: 0 };
  return tenant(ctx, async (trx) => {
    // First the page's ids and the total (cheap columns only), then the page's rows with their spenders.
    let query = (await filtered(trx, ctx, args.where)).clearSelect().select(['budgets.id', sql<string>`count(*) OVER ()`.as('total')]);
    for (const sort of args.orderBy ?? [{ field: 'name', order: 'asc' }]) query = query.orderBy(COLUMNS[sort.field], sort.order);
    const page = await query.orderBy('id').limit(limit).offset(offset).execute();
    const ids = page.map((r) => r.id);
    const total = page.length > 0 ? Number(page[0]!.total) : Number((await (await filtered(trx, ctx, args.where)).clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = ids.length === 0 ? [] : await (await visibleBudgets(trx, ctx)).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, { ...r, range: args.dateRange ?? null }]));
    const items = ids.map((id) => byId.get(id)!);
    const loaders = loadersFor(ctx);
    if (ids.length > 0 && selects(info, ['funds', 'spent', 'budgeted', 'percentage'])) {
      for (const [id, funds] of await loadFunds(trx, ids, args.dateRange)) loaders.funds(args.dateRange).prime(id, funds);
    }
    if (ids.length > 0 && selects(info, ['parents'])) for (const [id, parents] of await loadParents(trx, ids)) loaders.parents.prime(id, parents);
    const owners = [...new Set(items.flatMap((b) => (b.owner_user_id ? [b.owner_user_id] : [])))];
    if (owners.length > 0 && selects(info, ['owner'])) for (const user of await trx.selectFrom('users').selectAll().where('id', 'in', owners).execute()) loaders.user.prime(user.id, user);
    return { items, count: total };
  });
};

interface OptionRow {
  id: string;
  name: string;
  parent_budget_id: string | null;
  active: boolean;
  names: string[];
}
const toOption = (r: OptionRow) => ({
  id: r.id, name: r.name, parentBudgetId: r.parent_budget_id, active: r.active, depth: r.names.length, parentNames: r.names,
  path: r.names.length > 0 ? r.names.join(' / ') : null,
});

/** The selector's tree, depth first (each parent before its children), limited to what the caller may see. */
const budgetOptions = async (ctx: ApiContext, search: string | null | undefined, activeOnly: boolean) => {
  const scope = await budgetScope(ctx);
  return tenant(ctx, async (trx) => {
    const { rows } = await sql<OptionRow>`
      ${TREE}
      SELECT id, name, parent_budget_id, active, names FROM tree
      WHERE true
        ${activeOnly ? sql`AND tree.active` : sql``}
        ${search?.trim() ? sql`AND ${matchesNameOrPath(search)}` : sql``}
        ${scope ? sql`AND tree.id = ANY(${scope.visible}::uuid[])` : sql``}
      ORDER BY names || name, id`.execute(trx);
    return rows.map(toOption);
  });
};

/** Spend on a budget and its sub-budgets per spender (each transaction's `spent_cents`, the ledger's figure), largest first; or one spender's (their detail page). */
export const topSpenders = async (ctx: ApiContext, budgetId: string, take: number, range: DateRange | null | undefined, spenderId?: string | null) => {
  if (spenderId != null && !isUuid(spenderId)) return [];
  const { limit } = pageBounds(take, 0);
  const rows = await tenant(ctx, async (trx) =>
    (await sql<{ spender_id: string; amount: string }>`
      WITH RECURSIVE sub AS (SELECT id FROM budgets WHERE id = ${budgetId} UNION ALL SELECT c.id FROM budgets c JOIN sub ON c.parent_budget_id = sub.id)
      SELECT spender_id, sum(spent_cents) AS amount FROM transactions
      WHERE budget_id IN (SELECT id FROM sub) AND spender_id IS NOT NULL AND status IN ('Pending', 'Posted') AND NOT is_reversed
        ${range?.start ? sql`AND initial_transaction_date >= ${new Date(range.start)}` : sql``}
        ${range?.end ? sql`AND initial_transaction_date <= ${new Date(range.end)}` : sql``}
        ${spenderId ? sql`AND spender_id = ${spenderId}` : sql``}
      GROUP BY spender_id ORDER BY amount DESC, spender_id LIMIT ${limit}`.execute(trx)).rows,
  );
  const users = await loadersFor(ctx).user.loadMany(rows.map((r) => r.spender_id));
  return rows.flatMap((r, i) => (users[i] && !(users[i] instanceof Error) ? [{ user: users[i] as UserRow, amount: Number(r.amount) }] : []));
};

/** Members spending from any of the given budgets, by name, with an optional name or email search. */
const spenderPage = (ctx: ApiContext, budgetIds: readonly string[], take: number | null | undefined, skip: number | null | undefined, q: string | null | undefined) => {
  const { limit, offset } = pageBounds(take, skip);
  if (budgetIds.length === 0) return Promise.resolve({ items: [], count: 0 });
  return tenant(ctx, async (trx) => {
    let query = trx.selectFrom('users').selectAll().where((eb) => eb.exists(eb.selectFrom('budget_spenders').select('user_id').whereRef('budget_spenders.user_id', '=', 'users.id').where('budget_id', 'in', [...budgetIds])));
    if (q?.trim()) {
      const pattern = containsPattern(q);
      query = query.where((eb) => eb.or([eb('first_name', 'ilike', pattern), eb('last_name', 'ilike', pattern), eb('email', 'ilike', pattern), eb(sql`first_name || ' ' || last_name`, 'ilike', pattern)]));
    }
    const counted = await query.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const items = await query.orderBy('last_name').orderBy('first_name').orderBy('id').limit(limit).offset(offset).execute();
    return { items, count: Number(counted.n) };
  });
};

const visibleOne = async (ctx: ApiContext, id: string) => (isUuid(id) ? loadersFor(ctx).budget.load(id) : null);

export const budgetQueries: QueryResolvers = {
  budgets: (_, args, ctx, info) => budgetPage(ctx, args, info),
  budgetTiles: (_, args, ctx, info) => budgetPage(ctx, args, info),
  budget: (_, { where }, ctx) => visibleOne(ctx, where.id),
  budgetTile: (_, { where }, ctx) => visibleOne(ctx, where.id),
  budgetInfo: (_, { where }, ctx) => visibleOne(ctx, where.id),
  budgetSettings: async (_, { where }, ctx) => {
    const budget = await visibleOne(ctx, where.id);
    if (budget && !readsAllBudgets(ctx) && !(await budgetScope(ctx))?.owned.has(budget.id)) throw forbidden();
    return budget;
  },
  budgetFunds: async (_, { where, dateRange }, ctx) => {
    await loadBudget(ctx, where.id);
    const funds = await loadersFor(ctx).funds(dateRange).load(where.id);
    if (!funds) throw notFound('Budget');
    return funds;
  },
  budgetsCount: async (_, { where }, ctx) => (await budgetPage(ctx, { take: 0, where })).count,
  budgetsDistinct: async (_, { where }, ctx) => {
    if (impossible(where)) return [];
    return tenant(ctx, async (trx) => {
      const rows = await (await filtered(trx, ctx, { active: true, ...where })).orderBy('name').orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, name: r.name, parentBudgetId: r.parent_budget_id, active: r.active, depth: 0, parentNames: [], path: null }));
    });
  },
  budgetOptions: (_, { search, activeOnly }, ctx) => budgetOptions(ctx, search, activeOnly ?? true),
  budgetParents: async (_, { where }, ctx) => {
    await loadBudget(ctx, where.id);
    return loadersFor(ctx).parents.load(where.id);
  },
  budgetSpenders: async (_, { where, take, skip, q }, ctx) => {
    await requireSpendersVisible(ctx, where.id);
    return spenderPage(ctx, [where.id], take, skip, q);
  },
  budgetSpendersCount: async (_, { where }, ctx) => {
    await requireSpendersVisible(ctx, where.id);
    return (await spenderPage(ctx, [where.id], 0, 0, null)).count;
  },
  budgetTopSpenders: async (_, { where, take, dateRange }, ctx) => {
    await requireSpendersVisible(ctx, where.id);
    return topSpenders(ctx, where.id, take ?? 5, dateRange);
  },
  ownedBudgetSpenders: async (_, { take, skip, q }, ctx) => {
    if (!can(ctx.caller.roles, 'budget.edit')) throw forbidden();
    const owned = await tenant(ctx, (trx) =>
      sql<{ id: string }>`
        WITH RECURSIVE owned AS (SELECT id FROM budgets WHERE owner_user_id = ${ctx.caller.userId} UNION SELECT c.id FROM budgets c JOIN owned o ON c.parent_budget_id = o.id)
        SELECT id FROM owned`.execute(trx),
    );
    return spenderPage(ctx, owned.rows.map((r) => r.id), take, skip, q);
  },
  userSpenderBudgets: async (_, { where }, ctx) => {
    if (where.id !== ctx.caller.userId && !readsAllBudgets(ctx)) throw forbidden();
    if (!isUuid(where.id)) return [];
    return tenant(ctx, async (trx) =>
      (await visibleBudgets(trx, ctx))
        .where((eb) => eb.exists(eb.selectFrom('budget_spenders').select('user_id').whereRef('budget_spenders.budget_id', '=', 'budgets.id').where('user_id', '=', where.id)))
        .orderBy('name')
        .orderBy('id')
        .execute(),
    );
  },
};
