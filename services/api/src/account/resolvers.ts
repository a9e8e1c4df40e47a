import type { Selectable } from 'kysely';
import { accountDecider, achSourceOf, badInput, bankItemDecider, isUuid, streams, type BillingCycle, type PaymentType } from '@spend/domain';
import { deterministicUuid, loadState } from '@spend/eventstore';
import type { AccountsTable, PaymentsTable } from '@spend/projections/api';
import type { PaymentWhereInput, Resolvers } from '../generated/resolvers-types';
import { loadersFor } from '../budgets/load';
import { tenant } from '../requests/load';
import { awaitProjections, nowOf, requirePermission, runCommand, type ApiContext } from '../shared/context';
import type { ReadTransaction } from '../shared/tenant';
import { liveChanges } from '../shared/live';

const MAX_TAKE = 100;

const loadAccount = (ctx: ApiContext) => tenant(ctx, (trx) => trx.selectFrom('accounts').selectAll().where('opened', '=', true).executeTakeFirst());

const accountOf = (a: Selectable<AccountsTable>) => ({
  name: a.name, approvedCreditLineAmount: Number(a.credit_limit), billingCycle: a.cycle as BillingCycle, rebateBasisPoints: a.rebate_basis_points,
  paymentDueDays: a.payment_due_days, lateFee: Number(a.late_fee), interestBasisPoints: a.interest_basis_points, balance: Number(a.balance), pending: Number(a.pending), available: Number(a.available),
  status: a.status as 'ACTIVE' | 'SUSPENDED', balanceState: a.balance_state as 'OPEN' | 'BLOCKED',
});

/** Payment due (the last statement's amount still owed) beside the balance owed (everything posted): the account read model's figures. */
const paymentDueOf = (a: Selectable<AccountsTable>) => ({
  amount: Number(a.amount_due), dueDate: a.due_date, status: a.status as 'ACTIVE' | 'SUSPENDED', statementAmount: Number(a.statement_amount),
  paid: Number(a.statement_paid), statementPeriodStart: a.due_period_start, balanceOwed: Number(a.balance), interestAccrued: Number(a.interest_accrued),
  pendingPayments: Number(a.ach_pending),
});

const paymentOf = (p: Selectable<PaymentsTable>) => ({
  id: p.id, amount: Number(p.amount), paymentType: p.payment_type as PaymentType, detail: p.detail, userId: p.user_id, createdAt: p.paid_at,
  status: p.status as 'PENDING' | 'SETTLED' | 'RETURNED', returnCode: p.return_code, returnReason: p.return_reason, bankAccount: p.bank_account,
});

const paymentRow = async (ctx: ApiContext, paymentId: string) => paymentOf(await tenant(ctx, (trx) => trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow()));

/** The payments list's filters (shared with the CSV export). */
export const filteredPayments = (trx: ReadTransaction, where: PaymentWhereInput | null | undefined) => {
  let query = trx.selectFrom('payments');
  if (where?.paymentType?.length) query = query.where('payment_type', 'in', where.paymentType);
  if (where?.status?.length) query = query.where('status', 'in', where.status);
  if (where?.from) query = query.where('paid_at', '>=', new Date(where.from));
  if (where?.to) query = query.where('paid_at', '<', new Date(where.to));
  return query;
};

const rebatesState = async (ctx: ApiContext) => {
  const [account, history] = await tenant(ctx, (trx) => Promise.all([
    trx.selectFrom('accounts').selectAll().executeTakeFirst(),
    trx.selectFrom('rebates').selectAll().where('closed', '=', true).orderBy('period_start').execute(),
  ]));
  return {
    accrued: Number(account?.rebate_accrued ?? 0), credited: Number(account?.rebate_credited ?? 0), rebateBasisPoints: account?.rebate_basis_points ?? 0,
    history: history.map((r) => ({ periodStart: r.period_start, periodEnd: r.period_end, purchases: Number(r.debits) - Number(r.credits), rebate: Number(r.rebate), rebateBasisPoints: r.rebate_basis_points })),
  };
};

export const accountResolvers: Resolvers = {
  Payment: {
    user: (p, _, ctx) => (p.userId ? loadersFor(ctx).user.load(p.userId) : null),
  },
  Query: {
    account: async (_, __, ctx) => {
      requirePermission(ctx, 'paymentWidget.read');
      const row = await loadAccount(ctx);
      return row ? accountOf(row) : null;
    },
    accountPaymentDue: async (_, __, ctx) => {
      requirePermission(ctx, 'paymentWidget.read');
      const row = await loadAccount(ctx);
      return row ? paymentDueOf(row) : null;
    },
    payments: async (_, { take, skip, where }, ctx) => {
      requirePermission(ctx, 'payments.read');
      if ((take ?? 25) < 0 || (take ?? 25) > MAX_TAKE) throw badInput('take', `take must be between 0 and ${MAX_TAKE}.`);
      const [items, count] = await tenant(ctx, (trx) => Promise.all([
        filteredPayments(trx, where).selectAll().orderBy('paid_at', 'desc').orderBy('id').limit(take ?? 25).offset(Math.max(0, skip ?? 0)).execute(),
        filteredPayments(trx, where).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]));
      return { items: items.map(paymentOf), count: Number(count.n) };
    },
    availableRebate: async (_, __, ctx) => {
      requirePermission(ctx, 'statements.read');
      return (await rebatesState(ctx)).accrued;
    },
    currentRebatesState: (_, __, ctx) => {
      requirePermission(ctx, 'statements.read');
      return rebatesState(ctx);
    },
  },
  Subscription: {
    accountChanged: {
      // Only the caller's own company's subjects. Core NATS is at-most-once: a client that reconnects refetches.
      subscribe: (_, __, ctx) => {
        requirePermission(ctx, 'paymentWidget.read');
        return liveChanges(ctx, { topics: ['account', 'payments'], payloads: () => [{ accountChanged: ctx.caller.companyId }] });
      },
    },
  },
  Mutation: {
    setAccountTerms: async (_, { data }, ctx) => {
      requirePermission(ctx, 'account.terms.edit');
      const companyId = ctx.caller.companyId;
      await runCommand(ctx, streams.account(companyId), accountDecider, {
        type: 'SetAccountTerms', companyId, name: data.name, creditLimitCents: data.approvedCreditLineAmount, cycle: data.billingCycle, rebateBasisPoints: data.rebateBasisPoints,
        paymentDueDays: data.paymentDueDays, lateFeeCents: data.lateFee, interestBasisPoints: data.interestBasisPoints ?? undefined, now: nowOf(ctx),
      });
      await awaitProjections(ctx, ['account']);
      return accountOf((await loadAccount(ctx))!);
    },
    createPayment: async (_, { data }, ctx) => {
      requirePermission(ctx, 'payments.manual.record');
      const companyId = ctx.caller.companyId;
      // From the Idempotency-Key (ctx.commandId): a retry carries the same payment id and the decider applies it once.
      const paymentId = deterministicUuid(ctx.commandId, 'payment');
      await runCommand(ctx, streams.account(companyId), accountDecider, {
        type: 'RecordPayment', companyId, paymentId, amountCents: data.amount, paymentType: data.paymentType, detail: data.detail ?? null, userId: ctx.caller.userId, now: nowOf(ctx),
      });
      await awaitProjections(ctx, ['account']);
      return paymentRow(ctx, paymentId);
    },
    payFromBankAccount: async (_, { data }, ctx) => {
      requirePermission(ctx, 'payments.ach.create');
      const companyId = ctx.caller.companyId;
      const paymentId = deterministicUuid(ctx.commandId, 'payment');
      // The connection's own stream says whose account it is and whether it is archived; the decider judges.
      const item = isUuid(data.bankItemId) ? await loadState(ctx.services.store, streams.bankItem(data.bankItemId), bankItemDecider) : bankItemDecider.initialState();
      await runCommand(ctx, streams.account(companyId), accountDecider, {
        type: 'InitiateAchPayment', companyId, paymentId, bankItemId: data.bankItemId, bankAccountId: data.bankAccountId, source: achSourceOf(item, data.bankAccountId),
        amountCents: data.amount, userId: ctx.caller.userId, now: nowOf(ctx),
      });
      // The worker's process manager sends the debit and follows it (achPaymentWorkflow).
      await awaitProjections(ctx, ['account']);
      return paymentRow(ctx, paymentId);
    },
  },
};
