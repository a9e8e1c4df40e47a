import { sql, type Selectable } from 'kysely';
import { COMPANY_SOURCES, SYNCED_STATES, badInput, hiddenSources, isTimeZone, isUuid, parseAmountToCents, presetRange, type BillingCycle, type Role } from '@spend/domain';
import type { TransactionsTable } from '@spend/projections/api';
import { budgetScope } from '../budgets/load';
import type { TransactionOrderByInput, TransactionSortField, TransactionWhereInput } from '../generated/resolvers-types';
import type { ApiContext } from '../shared/context';
import { containsPattern } from '../shared/search';
import { withTenant, type ReadTransaction } from '../shared/tenant';

export type TransactionModel = Selectable<TransactionsTable>;

export const MAX_TAKE = 100;
const SORT_COLUMNS: Record<TransactionSortField, 'initial_transaction_date' | 'amount_cents' | 'merchant_name' | 'status'> = {
  initial_transaction_date: 'initial_transaction_date', amount: 'amount_cents', description: 'merchant_name', status: 'status',
};

/**
 * Whose transactions a caller sees, as plain data (a report's workflow carries it): null owned budgets
 * for admin-type readers and auditors (the company's); otherwise their own and those on budgets they
 * own (or under them), as with budgets (spec 6). The company's bank feed and payments only by the
 * roles that read bank connections and payments (the permission table, `hiddenSources`).
 */
export interface TransactionVisibility {
  userId: string;
  roles: Role[];
  ownedBudgetIds: string[] | null;
}

export const transactionVisibility = async (ctx: ApiContext): Promise<TransactionVisibility> => {
  const scope = await budgetScope(ctx);
  return { userId: ctx.caller.userId, roles: [...ctx.caller.roles], ownedBudgetIds: scope ? [...scope.owned] : null };
};

/** Live (not deleted) transactions visible as `visibility` says. */
export const visibleTransactionRows = (trx: ReadTransaction, visibility: TransactionVisibility) => {
  const hidden = hiddenSources(visibility.roles);
  const query = trx.selectFrom('transactions').selectAll('transactions').where('deleted_at', 'is', null).$if(hidden.length > 0, (q) => q.where('source', 'not in', hidden));
  const owned = visibility.ownedBudgetIds;
  if (!owned) return query;
  return query.where((eb) => eb.or([eb('spender_id', '=', visibility.userId), eb(sql<boolean>`budget_id = ANY(${owned}::uuid[])`, '=', true)]));
};

/** Live (not deleted) transactions the caller may see. */
export const visibleTransactions = async (trx: ReadTransaction, ctx: ApiContext) => visibleTransactionRows(trx, await transactionVisibility(ctx));

export const readTransactions = async <T>(ctx: ApiContext, run: (trx: ReadTransaction) => Promise<T>): Promise<T> => {
  await budgetScope(ctx); // settled first: a read never holds one pooled connection while waiting for another
  return withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, run);
};

const cents = (field: string, value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = parseAmountToCents(value);
  if (parsed === null) throw badInput(field, 'Invalid value.');
  return parsed;
};

/** The instants a list's date filter covers: a preset in the caller's time zone, or from/to. */
const dateBounds = (now: Date, range: TransactionWhereInput['dateRange'], cycle?: BillingCycle | null): { from: Date | null; to: Date | null } => {
  if (!range) return { from: null, to: null };
  const timeZone = range.timeZone ?? 'UTC';
  if (!isTimeZone(timeZone)) throw badInput('timeZone', 'Unknown time zone.');
  if (range.preset && range.preset !== 'CUSTOM_DATE' && range.preset !== 'ALL_TIME') return presetRange(range.preset, now, timeZone, cycle ?? undefined);
  if (range.preset === 'ALL_TIME') return { from: null, to: null };
  return { from: range.from ? new Date(range.from) : null, to: range.to ? new Date(range.to) : null };
};

/**
 * Checks the filters before any read (bad input is refused, not answered with nothing), then
 * returns the function that narrows a query; `null` when an id that is no uuid can match nothing.
 */
export const transactionFilter = async (ctx: ApiContext, where: TransactionWhereInput | null | undefined) =>
  transactionFilterAt(ctx.services.clock.now(), where, await billingCycleOf(ctx, where));

/**
 * The company's statement cycle when the filter asks for a billing period (the statements read
 * model keeps it once the account has terms); undefined otherwise: the calendar month applies.
 */
export const billingCycleOf = async (ctx: ApiContext, where: TransactionWhereInput | null | undefined): Promise<BillingCycle | undefined> => {
  const preset = where?.dateRange?.preset;
  if (preset !== 'CURRENT_BILLING_PERIOD' && preset !== 'PREVIOUS_BILLING_PERIOD') return undefined;
  const row = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx.selectFrom('statement_accounts').select('cycle').where('open_from', 'is not', null).executeTakeFirst());
  return row?.cycle as BillingCycle | undefined;
};

/** The same filter as of `now` (a preset date range is relative to it): a report's workflow applies it as of the request. */
export const transactionFilterAt = (now: Date, where: TransactionWhereInput | null | undefined, cycle?: BillingCycle | null) => {
  const w = where ?? {};
  for (const id of [w.cardId, w.budgetId, w.spenderId, w.generalLedgerId, w.projectId]) if (id && !isUuid(id)) return null;
  const min = cents('amountMin', w.amountMin);
  const max = cents('amountMax', w.amountMax);
  const { from, to } = dateBounds(now, w.dateRange, cycle);
  return <Q extends ReturnType<typeof visibleTransactionRows>>(query: Q): Q => {
    let q = query;
    if (w.status === 'Disputed') q = q.where('dispute_status', '=', 'OPEN') as Q;
    else if (w.status) q = q.where('status', '=', w.status).where((eb) => eb.or([eb('dispute_status', 'is', null), eb('dispute_status', '!=', 'OPEN')])) as Q;
    // Declines are not spend: only the Declined status filter lists them (and so exports them).
    else q = q.where('status', '!=', 'Declined') as Q;
    if (w.isReversed !== undefined && w.isReversed !== null) q = q.where('is_reversed', '=', w.isReversed) as Q;
    if (w.completeness === 'COMPLETE' || w.completeness === 'INCOMPLETE') q = q.where('is_complete', '=', w.completeness === 'COMPLETE') as Q;
    // A decline has nothing to book: never among the COMPLETE ones (it reads NOT_APPLICABLE).
    if (w.completeness === 'COMPLETE') q = q.where('status', '!=', 'Declined') as Q;
    // Nor the bank feed's or a payment (nothing to book either).
    if (w.completeness === 'COMPLETE' || w.completeness === 'INCOMPLETE') q = q.where('source', 'not in', COMPANY_SOURCES) as Q;
    if (w.completeness === 'SYNCED') q = q.where('sync_state', 'in', SYNCED_STATES) as Q;
    if (w.completeness === 'NOT_SYNCED') q = q.where((eb) => eb.or([eb('sync_state', 'is', null), eb('sync_state', 'not in', SYNCED_STATES)])) as Q;
    if (w.cardId) q = q.where('card_id', '=', w.cardId) as Q;
    if (w.budgetId) q = q.where('budget_id', '=', w.budgetId) as Q;
    if (w.spenderId) q = q.where('spender_id', '=', w.spenderId) as Q;
    if (w.generalLedgerId) q = q.where('general_ledger_id', '=', w.generalLedgerId) as Q;
    if (w.projectId) q = q.where('project_id', '=', w.projectId) as Q;
    // The company's bank feed and payments are not spend: only their source filter lists them (and so exports them).
    if (w.source) q = q.where('source', '=', w.source) as Q;
    else q = q.where('source', 'not in', COMPANY_SOURCES) as Q;
    if (w.policyOutcome) q = q.where('policy_outcome', '=', w.policyOutcome) as Q;
    // One merchant as `vendors` names it: the books' vendor when set, else the network's name.
    if (w.vendor) q = q.where(sql<string>`coalesce(vendor, merchant_name)`, '=', w.vendor) as Q;
    if (min !== null) q = q.where('amount_cents', '>=', String(min)) as Q;
    if (max !== null) q = q.where('amount_cents', '<=', String(max)) as Q;
    if (from) q = q.where('initial_transaction_date', '>=', from) as Q;
    if (to) q = q.where('initial_transaction_date', '<', to) as Q;
    if (w.q?.trim()) {
      const pattern = containsPattern(w.q);
      q = q.where((eb) => eb.or([eb('merchant_name', 'ilike', pattern), eb('vendor', 'ilike', pattern), eb('notes', 'ilike', pattern)])) as Q;
    }
    return q;
  };
};

/**
 * The count of the company's whole list, or of its completeness tab, from the counts the projection
 * keeps (`transaction_counts`), so a large company's default page counts nothing. Only for callers
 * who see the whole company, and only without other filters; otherwise null (the rows are counted).
 */
const keptCount = (where: TransactionWhereInput | null | undefined) => {
  const { completeness, ...rest } = where ?? {};
  if (Object.values(rest).some((v) => v !== null && v !== undefined && v !== '')) return null;
  if (completeness && !['ALL', 'COMPLETE', 'INCOMPLETE'].includes(completeness)) return null;
  return async (trx: ReadTransaction): Promise<number | null> => {
    const row = await trx.selectFrom('transaction_counts').select(['live', 'incomplete']).executeTakeFirst();
    if (!row) return null;
    const [live, incomplete] = [Number(row.live), Number(row.incomplete)];
    return completeness === 'INCOMPLETE' ? incomplete : completeness === 'COMPLETE' ? live - incomplete : live;
  };
};

export interface PageArgs {
  take?: number | null;
  skip?: number | null;
  orderBy?: readonly TransactionOrderByInput[] | null;
  where?: TransactionWhereInput | null;
}

/** The list (spec 9 defaults: 100 per page, newest first); the count only when asked for. */
export const listTransactions = async (ctx: ApiContext, args: PageArgs, withCount: boolean): Promise<{ items: TransactionModel[]; count: number }> => {
  const limit = args.take ?? 100;
  const offset = args.skip ?? 0;
  if (limit < 0 || limit > MAX_TAKE) throw badInput('take', `take must be between 0 and ${MAX_TAKE}.`);
  if (offset < 0) throw badInput('skip', 'skip must not be negative.');
  const filter = await transactionFilter(ctx, args.where);
  if (!filter) return { items: [], count: 0 };
  const kept = withCount && (await budgetScope(ctx)) === null ? keptCount(args.where) : null;
  return readTransactions(ctx, async (trx) => {
    const query = filter(await visibleTransactions(trx, ctx));
    const count = !withCount ? 0 : ((kept && (await kept(trx))) ?? Number((await query.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n));
    const items = await orderTransactions(query, args.orderBy).limit(limit).offset(offset).execute();
    return { items, count };
  });
};

/**
 * The Transactions badge's drill-down: the list's INCOMPLETE tab. The badge counts it through the
 * list's own query (visibility, filter, kept counts), so its number is always the tab's row count.
 */
export const INCOMPLETE_TRANSACTIONS: TransactionWhereInput = { completeness: 'INCOMPLETE' };

export const countIncompleteTransactions = async (ctx: ApiContext): Promise<number> =>
  (await listTransactions(ctx, { where: INCOMPLETE_TRANSACTIONS, take: 0 }, true)).count;

/** The list's order (spec 9 default: newest first), the id last so pages and reports are stable. */
export const orderTransactions = <Q extends ReturnType<typeof visibleTransactionRows>>(query: Q, orderBy: readonly TransactionOrderByInput[] | null | undefined): Q => {
  let ordered = query;
  for (const sort of orderBy ?? [{ field: 'initial_transaction_date', order: 'desc' } as const]) ordered = ordered.orderBy(SORT_COLUMNS[sort.field], sort.order) as Q;
  return ordered.orderBy('id') as Q;
};

/** One visible transaction, or null. */
export const findTransaction = async (ctx: ApiContext, id: string): Promise<TransactionModel | null> => {
  if (!isUuid(id)) return null;
  return readTransactions(ctx, async (trx) => (await (await visibleTransactions(trx, ctx)).where('id', '=', id).executeTakeFirst()) ?? null);
};

/** The distinct spenders, budgets, cards and vendors of the caller's visible transactions. */
export const searchOptions = (ctx: ApiContext) =>
  readTransactions(ctx, async (trx) => {
    // The list's default rows: the bank feed's merchants are not vendors of the company's spend.
    const visible = (await visibleTransactions(trx, ctx)).where('source', 'not in', COMPANY_SOURCES);
    const distinct = async (column: 'spender_id' | 'budget_id' | 'card_id') =>
      (await visible.clearSelect().select(column).distinct().where(column, 'is not', null).execute()).map((r) => r[column] as string);
    const vendors = await visible.clearSelect().select(sql<string>`coalesce(vendor, merchant_name)`.as('name')).distinct().orderBy('name').limit(500).execute();
    return { spenderIds: await distinct('spender_id'), budgetIds: await distinct('budget_id'), cardIds: await distinct('card_id'), vendors: vendors.map((v) => v.name) };
  });
