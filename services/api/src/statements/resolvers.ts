import type { Selectable } from 'kysely';
import { badInput, billingPeriodOf, isUuid, type BillingCycle, type StatementFigures } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import type { AccountsTable, StatementsTable, StatementTransactionsTable } from '@spend/projections/api';
import type { Resolvers } from '../generated/resolvers-types';
import { loadCompany } from '../companies/resolvers';
import { tenant } from '../requests/load';
import { startReport } from '../reports/resolvers';
import { findTransaction } from '../transactions/queries';
import { requirePermission, type ApiContext } from '../shared/context';
import { liveChanges } from '../shared/live';

export type StatementModel = Selectable<StatementsTable>;
export type StatementTransactionModel = Selectable<StatementTransactionsTable>;

const MAX_LIMIT = 100;

export const STATEMENT_MESSAGES = {
  limit: `limit must be between 0 and ${MAX_LIMIT}.`,
  notClosed: 'This billing period has not closed yet: its statement and transactions show once it closes. See the upcoming statement.',
  unknown: 'No statement of this company has this id.',
} as const;

/** Same id as the projection's: company + period start. */
const statementIdOf = (companyId: string, periodStart: string): string => deterministicUuid('statement', companyId, new Date(periodStart).toISOString());

/** The account read model (the account decider's fold), read once per request: the balance owed and the upcoming statement. */
const accounts = new WeakMap<ApiContext, Promise<Selectable<AccountsTable> | undefined>>();
const accountOf = (ctx: ApiContext): Promise<Selectable<AccountsTable> | undefined> => {
  let account = accounts.get(ctx);
  if (!account) accounts.set(ctx, (account = tenant(ctx, (trx) => trx.selectFrom('accounts').selectAll().where('opened', '=', true).executeTakeFirst())));
  return account;
};

const findStatement = (ctx: ApiContext, id: string) =>
  isUuid(id) ? tenant(ctx, (trx) => trx.selectFrom('statements').selectAll().where('id', '=', id).executeTakeFirst()) : Promise.resolve(undefined);

/** A closed statement of the caller's company, or BAD_USER_INPUT saying why not (an open period's id says it is not closed yet). */
const closedStatement = async (ctx: ApiContext, id: string): Promise<StatementModel> => {
  const statement = await findStatement(ctx, id);
  if (statement) return statement;
  const account = await accountOf(ctx);
  const now = ctx.services.clock.now().toISOString();
  const open = account ? [account.open_from?.toISOString(), billingPeriodOf(now, account.cycle as BillingCycle).start] : [];
  const isOpen = open.some((start) => start && statementIdOf(ctx.caller.companyId, start) === id);
  throw badInput('statementId', isOpen ? STATEMENT_MESSAGES.notClosed : STATEMENT_MESSAGES.unknown);
};

const money = (value: string): number => Number(value);

export const statementResolvers: Resolvers = {
  Statement: {
    dateStart: (s) => s.date_start,
    dateEnd: (s) => s.date_end,
    startingBalance: (s) => money(s.starting_balance),
    endingBalance: (s) => money(s.ending_balance),
    currentBalance: async (_, __, ctx) => money((await accountOf(ctx))?.balance ?? '0'),
    payments: (s) => money(s.payments),
    credits: (s) => money(s.credits),
    debits: (s) => money(s.debits),
    interest: (s) => money(s.interest),
    fees: (s) => money(s.fees),
    rebate: (s) => money(s.rebate),
    transactionCount: (s) => s.transaction_count,
    amountDue: (s) => money(s.amount_due),
    paid: (s) => money(s.paid),
    stillDue: (s) => money(s.still_due),
    paymentStatus: (s) => s.payment_status,
    dueDate: (s) => s.due_date,
    closedAt: (s) => s.closed_at,
    company: (s, _, ctx) => loadCompany(ctx, s.company_id),
  },
  StatementTransaction: {
    transactionId: (t) => t.transaction_id,
    amount: (t) => money(t.cents),
    transaction: (t, _, ctx) => findTransaction(ctx, t.transaction_id),
  },
  Query: {
    statements: (_, { limit, skip, sortBy, order }, ctx) => {
      requirePermission(ctx, 'statements.read');
      const take = limit ?? MAX_LIMIT;
      if (take < 0 || take > MAX_LIMIT) throw badInput('limit', STATEMENT_MESSAGES.limit);
      return tenant(ctx, (trx) => trx.selectFrom('statements').selectAll().orderBy(sortBy ?? 'date_end', order ?? 'desc').orderBy('id').limit(take).offset(Math.max(0, skip ?? 0)).execute());
    },
    statement: async (_, { where }, ctx) => {
      requirePermission(ctx, 'statements.read');
      return (await findStatement(ctx, where.id)) ?? null;
    },
    upcomingStatement: async (_, __, ctx) => {
      requirePermission(ctx, 'statements.read');
      const account = await accountOf(ctx);
      const upcoming = account?.upcoming as StatementFigures | null | undefined;
      if (!account || !upcoming) return null;
      return { ...upcoming, dateStart: upcoming.periodStart, dateEnd: upcoming.periodEnd, currentBalance: money(account.balance) };
    },
    statementTransactions: async (_, { statementId }, ctx) => {
      requirePermission(ctx, 'statements.read');
      const statement = await closedStatement(ctx, statementId);
      return tenant(ctx, (trx) => trx.selectFrom('statement_transactions').selectAll().where('period_start', '=', statement.date_start).orderBy('at').orderBy('id').execute());
    },
    statementReport: async (_, { statementId, options, format }, ctx) => {
      requirePermission(ctx, 'statements.read');
      const statement = await closedStatement(ctx, statementId);
      const lastDay = new Date(statement.date_end.getTime() - 1).toISOString().slice(0, 10);
      const pdf = format === 'PDF';
      return startReport(ctx, pdf ? 'statementPdf' : 'statement', { where: { statementId: statement.id }, options, fileName: `statement-${lastDay}.${pdf ? 'pdf' : 'csv'}` });
    },
  },
  Subscription: {
    statementsChanged: {
      // Only the caller's company's subject; a permission check first, as for the queries.
      subscribe: (_, __, ctx) => {
        requirePermission(ctx, 'statements.read');
        return liveChanges(ctx, { topics: ['statements'], payloads: () => [{ statementsChanged: true }] });
      },
    },
  },
};
