import { z } from 'zod';

const at = z.iso.datetime();
const cents = z.number().int().positive();

/** Per category, the most one purchase and one day's purchases (of one member) may come to; null: no cap. */
export const categoryLimit = z.object({ category: z.string().min(1), perTransactionCents: cents.nullable(), perDayCents: cents.nullable() });
export type CategoryLimit = z.infer<typeof categoryLimit>;

/**
 * A company's expense policy (issue #27 item 5), stream `expense-policy-<companyId>`, always whole.
 * `workingHours`: purchases outside [start, end) local hours need review; null: any hour.
 * `splitWindowMinutes`: purchases at one merchant this close together are judged together against
 * the category's per-purchase cap; null: off. `flagMissingReceipts`: a purchase above the books
 * policy's receipt threshold without a receipt needs review (the threshold is the books policy's).
 */
export const expensePolicyFields = {
  companyId: z.uuid(),
  categoryLimits: z.array(categoryLimit),
  mealLimitPerAttendeeCents: cents.nullable(),
  blockedCategories: z.array(z.string().min(1)),
  flagWeekends: z.boolean(),
  workingHours: z.object({ start: z.number().int().min(0).max(23), end: z.number().int().min(1).max(24) }).nullable(),
  timeZone: z.string().min(1),
  splitWindowMinutes: z.number().int().positive().nullable(),
  flagMissingReceipts: z.boolean(),
};
export const expensePolicySet = z.object({ type: z.literal('ExpensePolicySet'), data: z.object({ ...expensePolicyFields, at }) });
export const expensePolicyEvent = z.discriminatedUnion('type', [expensePolicySet]);
export type ExpensePolicyEvent = z.infer<typeof expensePolicyEvent>;

export const POLICY_OUTCOMES = ['IN_POLICY', 'NEEDS_REVIEW', 'OUT_OF_POLICY'] as const;
export type PolicyOutcome = (typeof POLICY_OUTCOMES)[number];
export const POLICY_RULES = ['BLOCKED_CATEGORY', 'TRANSACTION_CAP', 'DAILY_CAP', 'MEAL_PER_ATTENDEE', 'SPLIT_PURCHASE', 'WEEKEND', 'OUT_OF_HOURS', 'MISSING_RECEIPT'] as const;
export type PolicyRule = (typeof POLICY_RULES)[number];

/** One rule a transaction breaks: how bad, and why in words with the figures. */
export const policyFinding = z.object({ rule: z.enum(POLICY_RULES), outcome: z.enum(['NEEDS_REVIEW', 'OUT_OF_POLICY']), message: z.string().min(1) });
export type PolicyFinding = z.infer<typeof policyFinding>;

/**
 * A transaction's outcome under the policy changed (stream `policy-outcome-<transactionId>`): the
 * worst of its findings, IN_POLICY with none. `budgetId` is whose owner hears of an OUT_OF_POLICY
 * one; merchant and amount are what the alert names. `spenderId`: whose to-do now asks for an
 * answer (their reminders start on it), present only on a NEEDS_REVIEW or OUT_OF_POLICY outcome of
 * a transaction with a spender (and absent on outcomes recorded before it was kept).
 */
export const policyOutcomeRecorded = z.object({
  type: z.literal('PolicyOutcomeRecorded'),
  data: z.object({
    transactionId: z.uuid(), companyId: z.uuid(), budgetId: z.uuid().nullable(), spenderId: z.uuid().optional(), merchant: z.string(), amountCents: z.number().int().nonnegative(),
    outcome: z.enum(POLICY_OUTCOMES), findings: z.array(policyFinding), at,
  }),
});
/**
 * The transaction's spender (or an admin who may edit it) explained why it breaks the policy (issue
 * #27 item 6), on the same stream as the outcomes, so it answers exactly the `findings` recorded
 * before it. A later outcome with other findings leaves the text standing, as an answer to these.
 */
export const policyExplanationGiven = z.object({
  type: z.literal('PolicyExplanationGiven'),
  data: z.object({ transactionId: z.uuid(), companyId: z.uuid(), text: z.string().min(1), byUserId: z.uuid(), findings: z.array(policyFinding), at }),
});
export const policyOutcomeEvent = z.discriminatedUnion('type', [policyOutcomeRecorded, policyExplanationGiven]);
export type PolicyOutcomeEvent = z.infer<typeof policyOutcomeEvent>;
