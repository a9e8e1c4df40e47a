import {
  DEFAULT_EXPENSE_POLICY, POLICY_CATEGORIES, expensePolicyDecider, isSyncedState, policyOutcomeDecider, streams, type ExpensePolicy, type PolicyOutcome,
} from '@spend/domain';
import { loadersFor } from '../budgets/load';
import type { ExpensePolicy as ExpensePolicyGql, MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers-types';
import { awaitProjections, nowOf, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { loadBooksPolicy } from './books-policy';
import { requireTransaction } from './mutations';
import type { TransactionModel } from './queries';

/** Who sets the policy; admins and auditors read it (they see the company's settings). */
const MANAGE = 'expensePolicy.manage';
const READ = 'orgSettings.read';

const toGql = (p: ExpensePolicy, receiptRequiredAbove: number | null): ExpensePolicyGql => ({
  categoryLimits: p.categoryLimits.map((l) => ({ category: l.category, perTransaction: l.perTransactionCents, perDay: l.perDayCents })),
  mealLimitPerAttendee: p.mealLimitPerAttendeeCents, blockedCategories: p.blockedCategories, flagWeekends: p.flagWeekends, workingHours: p.workingHours,
  timeZone: p.timeZone, splitWindowMinutes: p.splitWindowMinutes, flagMissingReceipts: p.flagMissingReceipts, receiptRequiredAbove,
});

/** The company's expense policy as the expense-policy reactor folded it (the default until set), with the books policy's threshold. */
const loadExpensePolicy = async (ctx: ApiContext): Promise<ExpensePolicyGql> => {
  const row = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx.selectFrom('expense_policies').select('policy').where('company_id', '=', ctx.caller.companyId).executeTakeFirst());
  return toGql(row?.policy ?? DEFAULT_EXPENSE_POLICY, (await loadBooksPolicy(ctx)).receiptRequiredAboveCents);
};

export const expensePolicyQueries: QueryResolvers = {
  expensePolicy: (_, __, ctx) => {
    requirePermission(ctx, READ);
    return loadExpensePolicy(ctx);
  },
  policyCategories: () => POLICY_CATEGORIES,
};

export const expensePolicyMutations: MutationResolvers = {
  updateExpensePolicy: async (_, { data }, ctx) => {
    requirePermission(ctx, MANAGE);
    await runCommand(ctx, streams.expensePolicy(ctx.caller.companyId), expensePolicyDecider, {
      type: 'SetExpensePolicy', companyId: ctx.caller.companyId, now: nowOf(ctx),
      categoryLimits: data.categoryLimits.map((l) => ({ category: l.category, perTransaction: l.perTransaction ?? null, perDay: l.perDay ?? null })),
      mealLimitPerAttendee: data.mealLimitPerAttendee ?? null, blockedCategories: data.blockedCategories, flagWeekends: data.flagWeekends,
      workingHours: data.workingHours ?? null, timeZone: data.timeZone ?? 'UTC', splitWindowMinutes: data.splitWindowMinutes ?? null, flagMissingReceipts: data.flagMissingReceipts,
    });
    // The reactor has judged the company's transactions again once it has the new policy.
    await awaitProjections(ctx, ['expense-policy']);
    return loadExpensePolicy(ctx);
  },
  // Who may edit the transaction may explain it (the permission table, then its visibility: another member's is NOT_FOUND).
  explainPolicyFinding: async (_, { where, explanation }, ctx) => {
    requirePermission(ctx, 'transactions.edit');
    const row = await requireTransaction(ctx, where.id);
    await runCommand(ctx, streams.policyOutcome(row.id), policyOutcomeDecider, {
      type: 'ExplainPolicyFinding', transactionId: row.id, companyId: ctx.caller.companyId, byUserId: ctx.caller.userId, text: explanation,
      transaction: { companyId: row.company_id, locked: row.is_locked, synced: isSyncedState(row.sync_state) }, now: nowOf(ctx),
    });
    await awaitProjections(ctx, ['transactions']);
    return requireTransaction(ctx, row.id);
  },
};

export const transactionPolicyFields: NonNullable<Resolvers['Transaction']> = {
  policyOutcome: (t: TransactionModel) => t.policy_outcome as PolicyOutcome,
  policyFindings: (t: TransactionModel) => t.policy_findings,
  policyExplanation: async (t: TransactionModel, _, ctx) => {
    const e = t.policy_explanation;
    return e && { text: e.text, at: e.at, findings: e.findings, isCurrent: t.policy_explained, by: await loadersFor(ctx).user.load(e.byUserId) };
  },
};
