import DataLoader from 'dataloader';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import { budgetFunds, can, forbidden, isUuid, notFound, type BudgetFunds } from '@spend/domain';
import type { BudgetsTable, UsersTable } from '@spend/projections/api';
import { cardSpends, loadCards, type CardModel } from '../cards/load';
import type { ApiContext } from '../shared/context';
import { withTenant, type ReadTransaction } from '../shared/tenant';

export interface DateRange {
  start?: Date | string | null;
  end?: Date | string | null;
}
/** `range`: the date range of the page a budget was listed on; its spend figures default to it. */
export type BudgetModel = Selectable<BudgetsTable> & { spender_ids: string[]; range?: DateRange | null };
export type UserRow = Selectable<UsersTable>;

/**
 * Reads of the caller's company. The caller's budget scope is settled first, so a read never holds
 * one pooled connection while waiting for another.
 */
export const tenant = async <T>(ctx: ApiContext, read: (trx: ReadTransaction) => Promise<T>): Promise<T> => {
  await budgetScope(ctx);
  return withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, read);
};

/** Admin-type readers see every budget of the company (spec 6 "admin budget read"). */
export const readsAllBudgets = (ctx: ApiContext): boolean => can(ctx.caller.roles, 'budget.admin.read');

/**
 * The budgets the caller may see, or null for all: those they own and everything under them, and
 * those they spend from. Budget owners see nothing of other budgets (spec 6).
 */
export const budgetScope = (ctx: ApiContext): Promise<{ owned: ReadonlySet<string>; visible: readonly string[] } | null> =>
  loadersFor(ctx).scope();

const computeScope = async (ctx: ApiContext) => {
  if (readsAllBudgets(ctx)) return null;
  const me = ctx.caller.userId;
  const { rows } = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    sql<{ id: string; owned: boolean }>`
      WITH RECURSIVE owned AS (
        SELECT id FROM budgets WHERE owner_user_id = ${me}
        UNION SELECT c.id FROM budgets c JOIN owned o ON c.parent_budget_id = o.id
      )
      SELECT id, true AS owned FROM owned
      UNION SELECT budget_id, false FROM budget_spenders WHERE user_id = ${me}`.execute(trx),
  );
  const owned = new Set(rows.filter((r) => r.owned).map((r) => r.id));
  return { owned, visible: [...new Set(rows.map((r) => r.id))] };
};

/** Spenders of a budget are shown to admin-type readers and to the owners of it or of a budget above it. */
export const canSeeSpenders = async (ctx: ApiContext, budgetId: string): Promise<boolean> => {
  const scope = await budgetScope(ctx);
  return scope === null || scope.owned.has(budgetId);
};

export const requireSpendersVisible = async (ctx: ApiContext, budgetId: string): Promise<void> => {
  await loadBudget(ctx, budgetId);
  if (!(await canSeeSpenders(ctx, budgetId))) throw forbidden();
};

/** Budgets of the company with their spender ids. */
const budgetsWithSpenders = (trx: ReadTransaction) =>
  trx
    .selectFrom('budgets')
    .selectAll('budgets')
    .select(sql<string[]>`coalesce((SELECT array_agg(s.user_id ORDER BY s.user_id) FROM budget_spenders s WHERE s.budget_id = budgets.id), '{}')`.as('spender_ids'));

/** Budgets with their spender ids, limited to what the caller may see. */
export const visibleBudgets = async (trx: ReadTransaction, ctx: ApiContext) => {
  const scope = await budgetScope(ctx);
  const query = budgetsWithSpenders(trx);
  return scope ? query.where(sql<boolean>`budgets.id = ANY(${scope.visible}::uuid[])`) : query;
};

/** Ids that are not uuids name no budget. */
export const loadBudgets = (ctx: ApiContext, candidates: readonly string[]): Promise<BudgetModel[]> => {
  const ids = [...new Set(candidates.filter(isUuid))];
  return ids.length === 0 ? Promise.resolve([]) : tenant(ctx, async (trx) => (await visibleBudgets(trx, ctx)).where('id', 'in', ids).execute());
};

export const loadBudget = async (ctx: ApiContext, id: string): Promise<BudgetModel> => {
  const budget = isUuid(id) ? await loadersFor(ctx).budget.load(id) : null;
  if (!budget) throw notFound('Budget');
  return budget;
};

/** Spend per budget: all-time from budget_spend, or the `spent_cents` (the ledger's figure) of card transactions within the date range. */
const spendSource = (range: DateRange | null | undefined): RawBuilder<unknown> => {
  if (!range?.start && !range?.end) return sql`SELECT budget_id, pending_cents + posted_cents AS cents FROM budget_spend`;
  return sql`
    SELECT budget_id, sum(spent_cents) AS cents FROM transactions
    WHERE budget_id IS NOT NULL AND status IN ('Pending', 'Posted') AND NOT is_reversed
      ${range.start ? sql`AND initial_transaction_date >= ${new Date(range.start)}` : sql``}
      ${range.end ? sql`AND initial_transaction_date <= ${new Date(range.end)}` : sql``}
    GROUP BY budget_id`;
};

export type FundsModel = BudgetFunds & { funding: number };

/**
 * Funds figures (spec 3) of the given budgets in one statement: what each budget's pool reserves for
 * its sub-budgets (the pools read model, the ledger's own fold: each sub-budget's ceiling as the
 * pool decided it), and the spend of each budget and of everything under it (one walk down from all
 * of them at once).
 */
export const loadFunds = async (trx: ReadTransaction, ids: readonly string[], range?: DateRange | null): Promise<Map<string, FundsModel>> => {
  const { rows } = await sql<{ id: string; funding: string; budgeted: string | null; direct: string | null; total: string | null }>`
    WITH RECURSIVE sub AS (
      SELECT id AS root, id FROM budgets WHERE id = ANY(${ids}::uuid[])
      UNION ALL SELECT sub.root, c.id FROM sub JOIN budgets c ON c.parent_budget_id = sub.id
    ),
    spend AS (SELECT sub.root, sub.id, s.cents FROM sub JOIN (${spendSource(range)}) s ON s.budget_id = sub.id),
    totals AS (SELECT root, sum(cents) AS total, sum(cents) FILTER (WHERE id = root) AS direct FROM spend GROUP BY root)
    SELECT r.id, r.funding, p.allocated AS budgeted, t.direct, t.total
    FROM budgets r LEFT JOIN budget_pools p ON p.ledger_id = r.id LEFT JOIN totals t ON t.root = r.id
    WHERE r.id = ANY(${ids}::uuid[])`.execute(trx);
  const n = (value: string | null) => Number(value ?? 0);
  return new Map(rows.map((r) => [r.id, { funding: n(r.funding), ...budgetFunds(n(r.funding), n(r.budgeted), n(r.direct), n(r.total)) }]));
};

export interface ParentModel {
  id: string;
  name: string;
  parentId: string | null;
}

/** Each budget's parents, top level first. */
export const loadParents = async (trx: ReadTransaction, ids: readonly string[]): Promise<Map<string, ParentModel[]>> => {
  const { rows } = await sql<{ root: string; id: string; name: string; parent_budget_id: string | null }>`
    WITH RECURSIVE up AS (
      SELECT b.id AS root, p.id, p.name, p.parent_budget_id, 1 AS depth FROM budgets b JOIN budgets p ON p.id = b.parent_budget_id WHERE b.id = ANY(${ids}::uuid[])
      UNION ALL SELECT up.root, p.id, p.name, p.parent_budget_id, up.depth + 1 FROM up JOIN budgets p ON p.id = up.parent_budget_id
    )
    SELECT root, id, name, parent_budget_id FROM up ORDER BY root, depth DESC`.execute(trx);
  const byRoot = new Map<string, ParentModel[]>(ids.map((id) => [id, []]));
  for (const r of rows) byRoot.get(r.root)!.push({ id: r.id, name: r.name, parentId: r.parent_budget_id });
  return byRoot;
};

/** Per-request batched loaders, so a page of budgets, cards or transactions costs one query per field, not one per row. */
const createLoaders = (ctx: ApiContext) => {
  let scope: ReturnType<typeof computeScope> | null = null;
  const funds = new Map<string, DataLoader<string, FundsModel | undefined>>();
  return {
    scope: () => (scope ??= computeScope(ctx)),
    budget: new DataLoader<string, BudgetModel | null>(async (ids) => {
      const rows = new Map((await loadBudgets(ctx, ids)).map((b) => [b.id, b]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
    /** The budget of a card the caller sees, whether or not the budget is in their list. */
    cardBudget: new DataLoader<string, BudgetModel | null>(async (ids) => {
      const rows = await tenant(ctx, (trx) => budgetsWithSpenders(trx).where('id', 'in', [...ids]).execute());
      return ids.map((id) => rows.find((b) => b.id === id) ?? null);
    }),
    card: new DataLoader<string, CardModel | null>(async (ids) => {
      const rows = await loadCards(ctx, ids);
      return ids.map((id) => rows.find((c) => c.id === id) ?? null);
    }),
    monthSpend: new DataLoader<string, number>(async (ids) => {
      const totals = await cardSpends(ctx, ids, 'month');
      return ids.map((id) => totals.get(id) ?? 0);
    }),
    issuedSpend: new DataLoader<string, number>(async (ids) => {
      const totals = await cardSpends(ctx, ids, 'issued');
      return ids.map((id) => totals.get(id) ?? 0);
    }),
    children: new DataLoader<string, BudgetModel[]>(async (ids) => {
      const rows = await tenant(ctx, async (trx) => (await visibleBudgets(trx, ctx)).where('parent_budget_id', 'in', [...ids]).orderBy('name').orderBy('id').execute());
      return ids.map((id) => rows.filter((r) => r.parent_budget_id === id));
    }),
    user: new DataLoader<string, UserRow | null>(async (ids) => {
      const rows = await tenant(ctx, (trx) => trx.selectFrom('users').selectAll().where('id', 'in', [...ids]).execute());
      return ids.map((id) => rows.find((u) => u.id === id) ?? null);
    }),
    parents: new DataLoader<string, ParentModel[]>(async (ids) => {
      const rows = await tenant(ctx, (trx) => loadParents(trx, ids));
      return ids.map((id) => rows.get(id) ?? []);
    }),
    funds: (range?: DateRange | null) => {
      const key = JSON.stringify([range?.start ?? null, range?.end ?? null]);
      let loader = funds.get(key);
      if (!loader) {
        loader = new DataLoader(async (ids) => {
          const rows = await tenant(ctx, (trx) => loadFunds(trx, ids, range));
          return ids.map((id) => rows.get(id));
        });
        funds.set(key, loader);
      }
      return loader;
    },
  };
};

const LOADERS = new WeakMap<ApiContext, ReturnType<typeof createLoaders>>();

export const loadersFor = (ctx: ApiContext): ReturnType<typeof createLoaders> => {
  let loaders = LOADERS.get(ctx);
  if (!loaders) LOADERS.set(ctx, (loaders = createLoaders(ctx)));
  return loaders;
};

/** Users ordered as the lists show them: by last, then first name. */
export const sortUsers = (users: readonly (UserRow | null)[]): UserRow[] =>
  users.filter((u): u is UserRow => u !== null).sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name));

/** After a change (or before each subscription push) cached reads are stale. */
export const resetLoaders = (ctx: ApiContext): void => {
  LOADERS.delete(ctx);
};
