import type { Decider } from '../shared/decider';
import { isTimeZone } from '../shared/dates';
import { badInput } from '../shared/errors';
import { parseAmountToCents } from '../shared/money';
import { isPolicyCategory } from './categories';
import type { CategoryLimit, ExpensePolicyEvent } from './events';

/** The policy's own messages: the API's per-field errors and the web form's zod schema say the same. */
export const EXPENSE_POLICY_MESSAGES = {
  cap: 'Enter an amount above $0.00, e.g. 75.00.',
  category: 'Choose one of the policy categories.',
  duplicateCategory: 'This category already has its caps.',
  emptyLimit: 'Give this category a per-purchase or a per-day cap.',
  workingHours: 'Working hours start at 0 to 23 and end later, at 24 at the latest.',
  timeZone: 'Unknown time zone.',
  splitWindow: 'Enter 1 to 1440 minutes.',
} as const;
const M = EXPENSE_POLICY_MESSAGES;

export interface ExpensePolicy {
  categoryLimits: CategoryLimit[];
  mealLimitPerAttendeeCents: number | null;
  blockedCategories: string[];
  flagWeekends: boolean;
  workingHours: { start: number; end: number } | null;
  timeZone: string;
  splitWindowMinutes: number | null;
  flagMissingReceipts: boolean;
}

/** Until an admin sets one, nothing is out of policy. */
export const DEFAULT_EXPENSE_POLICY: ExpensePolicy = {
  categoryLimits: [], mealLimitPerAttendeeCents: null, blockedCategories: [], flagWeekends: false, workingHours: null, timeZone: 'UTC', splitWindowMinutes: null, flagMissingReceipts: false,
};

/** The policy as typed: amounts in dollars ("75.00"), null or empty for no cap. */
export interface SetExpensePolicy {
  type: 'SetExpensePolicy';
  companyId: string;
  categoryLimits: { category: string; perTransaction: string | null; perDay: string | null }[];
  mealLimitPerAttendee: string | null;
  blockedCategories: string[];
  flagWeekends: boolean;
  workingHours: { start: number; end: number } | null;
  timeZone: string;
  splitWindowMinutes: number | null;
  flagMissingReceipts: boolean;
  now: string;
}

/** A cap as typed: null for none; zero, negative or not an amount is refused on its field. */
const cap = (field: string, typed: string | null): number | null => {
  if (typed === null || typed.trim() === '') return null;
  const cents = parseAmountToCents(typed);
  if (cents === null || cents <= 0) throw badInput(field, M.cap);
  return cents;
};

const categoryLimits = (lines: SetExpensePolicy['categoryLimits']): CategoryLimit[] =>
  lines.map((line, i) => {
    const field = `categoryLimits.${i}`;
    if (!isPolicyCategory(line.category)) throw badInput(`${field}.category`, M.category);
    if (lines.findIndex((l) => l.category === line.category) !== i) throw badInput(`${field}.category`, M.duplicateCategory);
    const limit = { category: line.category, perTransactionCents: cap(`${field}.perTransaction`, line.perTransaction), perDayCents: cap(`${field}.perDay`, line.perDay) };
    if (limit.perTransactionCents === null && limit.perDayCents === null) throw badInput(`${field}.perTransaction`, M.emptyLimit);
    return limit;
  });

/** The policy the command sets, or the field it is refused on. */
export const parseExpensePolicy = (c: SetExpensePolicy): ExpensePolicy => {
  const policy: ExpensePolicy = {
    categoryLimits: categoryLimits(c.categoryLimits),
    mealLimitPerAttendeeCents: cap('mealLimitPerAttendee', c.mealLimitPerAttendee),
    blockedCategories: [...new Set(c.blockedCategories)],
    flagWeekends: c.flagWeekends,
    workingHours: c.workingHours,
    timeZone: c.timeZone,
    splitWindowMinutes: c.splitWindowMinutes,
    flagMissingReceipts: c.flagMissingReceipts,
  };
  if (policy.blockedCategories.some((key) => !isPolicyCategory(key))) throw badInput('blockedCategories', M.category);
  const hours = policy.workingHours;
  if (hours && !(Number.isInteger(hours.start) && Number.isInteger(hours.end) && hours.start >= 0 && hours.start < hours.end && hours.end <= 24)) throw badInput('workingHours', M.workingHours);
  if (!isTimeZone(policy.timeZone)) throw badInput('timeZone', M.timeZone);
  const window = policy.splitWindowMinutes;
  if (window !== null && !(Number.isInteger(window) && window >= 1 && window <= 1440)) throw badInput('splitWindowMinutes', M.splitWindow);
  return policy;
};

/** A company's expense policy; stream `expense-policy-<companyId>`. Setting the same policy again records nothing. */
export const expensePolicyDecider: Decider<ExpensePolicy, SetExpensePolicy, ExpensePolicyEvent> = {
  initialState: () => DEFAULT_EXPENSE_POLICY,
  evolve: (_, event) => {
    const { companyId: _c, at: _a, ...policy } = event.data;
    return policy;
  },
  decide: (command, state) => {
    const next = parseExpensePolicy(command);
    if (JSON.stringify(next) === JSON.stringify(state)) return [];
    return [{ type: 'ExpensePolicySet', data: { companyId: command.companyId, ...next, at: command.now } }];
  },
};
