import { MAX_EXPENSE_AGE_DAYS, REIMBURSEMENT_MESSAGES, validateExpenseDate } from '../reimbursements/rules';
import type { FieldErrors } from '../budgets/rules';
import type { Cents } from '../shared/money';
import { checkText } from '../shared/text';

/** Highest rate accepted, in cents per mile: a typo guard far above any real rate. */
export const MAX_MILEAGE_VALUE = 1_000;
/** Longest single trip accepted. */
export const MAX_TRIP_MILES = 10_000;

export const MILEAGE_MESSAGES = {
  mileageValue: `Enter the rate as a whole number of cents per mile, from 0 to ${MAX_MILEAGE_VALUE}.`,
  mileagePolicyUrl: 'Enter the policy link as a web address starting with https:// or http://.',
  generalLedger: 'Choose an active GL code of your company.',
  notSetUp: 'Mileage is not set up for your company yet. An admin can set the rate at Settings, Mileage.',
  miles: 'Enter the miles driven: a number greater than 0 with at most one decimal, such as 12.5.',
  milesMax: `A trip can be at most ${MAX_TRIP_MILES.toLocaleString('en-US')} miles.`,
  date: 'Enter the trip date as YYYY-MM-DD.',
  dateFuture: 'The trip date cannot be in the future.',
  dateOld: `The trip date must be within the last ${MAX_EXPENSE_AGE_DAYS} days.`,
  from: 'Enter where the trip started.',
  to: 'Enter where the trip ended.',
  purpose: 'Enter the purpose of the trip.',
  budget: REIMBURSEMENT_MESSAGES.budget,
} as const;

/** Miles in tenths (12.5 -> 125), or null unless positive with at most one decimal. */
export const milesInTenths = (miles: number): number | null => {
  const tenths = Math.round(miles * 10);
  if (!Number.isFinite(miles) || tenths <= 0 || Math.abs(miles * 10 - tenths) > 1e-6) return null;
  return tenths;
};

/** miles x rate in whole cents, half a cent rounded up; integers only, so no float drift. */
export const mileageAmountCents = (tenths: number, rateCents: Cents): Cents => Math.floor((tenths * rateCents + 5) / 10);

/** The trip day, by the same rules as an expense date, with the trip's own words. */
export const validateTripDate = (date: string, now: string, fields: FieldErrors): void => {
  const found: FieldErrors = {};
  validateExpenseDate(date, now, found);
  const words: Record<string, string> = { [REIMBURSEMENT_MESSAGES.expenseDate]: MILEAGE_MESSAGES.date, [REIMBURSEMENT_MESSAGES.expenseDateFuture]: MILEAGE_MESSAGES.dateFuture, [REIMBURSEMENT_MESSAGES.expenseDateOld]: MILEAGE_MESSAGES.dateOld };
  if (found.expenseDate) fields.date = words[found.expenseDate] ?? MILEAGE_MESSAGES.date;
};

const RULES = { from: { label: 'From', max: 200 }, to: { label: 'To', max: 200 }, purpose: { label: 'Purpose', max: 200 } } as const;

/** A required free-text field of a trip, trimmed; its message when empty or not plain text. */
export const tripText = (field: keyof typeof RULES, value: string, fields: FieldErrors): string => {
  const checked = checkText(value, RULES[field]);
  if (!checked.ok) fields[field] = checked.message;
  else if (!checked.value) fields[field] = MILEAGE_MESSAGES[field];
  return checked.ok ? checked.value : value;
};

/** A policy link: empty for none, else an absolute http(s) address. */
export const policyUrl = (value: string | null, fields: FieldErrors): string | null => {
  const text = value?.trim() ?? '';
  if (!text) return null;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || !['https:', 'http:'].includes(url.protocol) || text.length > 2000) fields.mileagePolicyUrl = MILEAGE_MESSAGES.mileagePolicyUrl;
  return text;
};
