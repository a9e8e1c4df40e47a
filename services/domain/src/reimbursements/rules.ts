import { checkText, TEXT_RULES } from '../shared/text';
import type { FieldErrors } from '../budgets/rules';

/** How far back an expense may be claimed: older ones belong to closed books. */
export const MAX_EXPENSE_AGE_DAYS = 365;
export const MAX_RECEIPTS = 10;
/**
 * The furthest a time zone runs ahead of UTC (UTC+14): an expense dated "today" where the spender is
 * may already be tomorrow in UTC's eyes, and is not in the future.
 */
const AHEAD_OF_UTC_MS = 14 * 3_600_000;
const DAY_MS = 86_400_000;

export const REIMBURSEMENT_MESSAGES = {
  expenseDate: 'Enter the expense date as YYYY-MM-DD.',
  expenseDateFuture: 'The expense date cannot be in the future.',
  expenseDateOld: `The expense date must be within the last ${MAX_EXPENSE_AGE_DAYS} days.`,
  merchant: 'Enter the merchant.',
  budget: 'Choose a budget you spend from.',
  generalLedger: 'Choose an active category of your company.',
  receipts: `Attach at most ${MAX_RECEIPTS} receipts.`,
  transactions: 'Choose your own transactions that are not already being reimbursed.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day `now` is on somewhere on Earth at the latest, as YYYY-MM-DD. */
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Checks the day the money was spent (YYYY-MM-DD): a real date, not in the future, at most a year back. */
export const validateExpenseDate = (expenseDate: string, now: string, fields: FieldErrors): void => {
  const parsed = Date.parse(`${expenseDate}T00:00:00.000Z`);
  // Date.parse rolls 2026-02-30 over to March: a real date prints back as itself.
  if (!ISO_DATE.test(expenseDate) || Number.isNaN(parsed) || day(parsed) !== expenseDate) {
    fields.expenseDate = REIMBURSEMENT_MESSAGES.expenseDate;
    return;
  }
  const at = Date.parse(now);
  if (expenseDate > day(at + AHEAD_OF_UTC_MS)) fields.expenseDate = REIMBURSEMENT_MESSAGES.expenseDateFuture;
  else if (expenseDate < day(at - MAX_EXPENSE_AGE_DAYS * DAY_MS)) fields.expenseDate = REIMBURSEMENT_MESSAGES.expenseDateOld;
};

/** The merchant, trimmed, by the text rules every input meets; empty is refused. */
export const validateMerchant = (merchant: string, fields: FieldErrors): string => {
  const checked = checkText(merchant, TEXT_RULES.merchant!);
  if (!checked.ok) fields.merchant = checked.message;
  else if (!checked.value) fields.merchant = REIMBURSEMENT_MESSAGES.merchant;
  return checked.ok ? checked.value : merchant;
};
