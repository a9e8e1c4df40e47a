import type { FieldErrors } from '../budgets/rules';
import { parseIsoTimestamp } from '../shared/dates';
import { DomainError } from '../shared/errors';
import { fundsRefusalMessage } from '../shared/funds-refusal';
import { MAX_CENTS, parseAmountToCents } from '../shared/money';
import { FREQUENCY_PERIODS, MCC_MODES, type FrequencyPeriod, type MccMode, type SpendControls } from './events';
import { MCC_CODES } from './mcc-codes';

/** The exact texts of spec section 5, Card and Spend controls (plus ours where it gives none). */
/** More card numbers than this revealed by one member within an hour alerts the company's admins (issue #26 item 4). */
export const REVEALS_ALERT_PER_HOUR = 10;

export const CARD_MESSAGES = {
  required: 'This field is required.',
  ownerRequired: 'Please select the user who this card is assigned to.',
  formatRequired: 'You should select one of the card format options.',
  shippingRequired: 'You should select one of the shipping address options.',
  amountTooLarge: 'Amount is too large.',
  invalidInput: 'Invalid input.',
  positive: 'Value should be greater than 0.',
  decimals: 'Amount should have no more than 2 decimal places.',
  budgetRequiredWhenLinking: 'This field is required when you selected to categorize card transactions with a budget.',
  newAvailablePositive: 'The new available amount must be greater than 0.',
  startRequired: 'You should select start date.',
  endRequired: 'You should select end date.',
  startRange: 'The start date must be between today and 365 days from today.',
  endRange: 'The end date must be between the start date and 365 days after it.',
  countRequired: 'You should select amount.',
  countRange: 'The amount must be a whole number from 1 to 100.',
  periodRequired: 'You should select period.',
  modeRequired: 'You should select one of the options.',
  codesRequired: 'You should select at least one MCC code.',
  unknownCode: 'Unknown MCC code.',
} as const;

export { refuseIfAny, type FieldErrors } from '../budgets/rules';

/**
 * A rechargeable card's top-down that would leave nothing available, in the words of every refusal for
 * funds: what the card has, the most that can be taken from it (or, when it has nothing to give, the
 * least that must be added), and what would allow it.
 */
export const cardFundsMessage = (available: number): string => {
  const rule = CARD_MESSAGES.newAvailablePositive;
  // At least one cent must stay available.
  if (available > 1) return fundsRefusalMessage({ rule, who: 'This card', has: available, bound: { phrase: 'the most you can take from it is', cents: available - 1 }, remedy: 'take less from it' });
  return fundsRefusalMessage({ rule, who: 'This card', has: available, bound: { phrase: 'the least you can add is', cents: 1 - available }, remedy: 'add at least that much' });
};

/** A card limit in cents (spec 9: sent in cents): required, a number, above 0, at most MAX_CENTS. */
export const validateLimit = (value: unknown, fields: FieldErrors, field = 'limit'): void => {
  if (value === null || value === undefined || value === '') fields[field] = CARD_MESSAGES.required;
  else if (typeof value !== 'number' || !Number.isFinite(value)) fields[field] = CARD_MESSAGES.invalidInput;
  else if (value <= 0) fields[field] = CARD_MESSAGES.positive;
  else if (value > MAX_CENTS) fields[field] = CARD_MESSAGES.amountTooLarge;
  else if (!Number.isInteger(value)) fields[field] = CARD_MESSAGES.invalidInput;
};

/** MCC reference data (ISO 18245) keyed by code. */
export const MCC_DESCRIPTIONS: ReadonlyMap<string, string> = new Map(MCC_CODES);

/** Spend controls as the form sends them: a group is on when present (spec 2.4 toggles). */
export interface SpendControlsInput {
  dateRange?: { startDate?: string | null; endDate?: string | null } | null;
  frequency?: { count?: number | null; period?: string | null } | null;
  mcc?: { mode?: string | null; codes?: readonly string[] | null } | null;
}

const DAY = 86_400_000;
const FIVE_MINUTES = 300_000;
const dayStart = (ms: number): number => Math.floor(ms / DAY) * DAY;

/**
 * Spec 5 and 9: start from today to 365 days ahead, end from the start to 365 days after it. Dates
 * count by UTC day; a start of today moves to 5 minutes from now, an end equal to the start to 5
 * minutes after the start.
 */
const decideDateRange = (input: NonNullable<SpendControlsInput['dateRange']>, now: string, fields: FieldErrors): SpendControls['dateRange'] => {
  const start = input.startDate ? parseIsoTimestamp(input.startDate) : null;
  const end = input.endDate ? parseIsoTimestamp(input.endDate) : null;
  if (!input.startDate) fields.startDate = CARD_MESSAGES.startRequired;
  else if (start === null) fields.startDate = CARD_MESSAGES.invalidInput;
  if (!input.endDate) fields.endDate = CARD_MESSAGES.endRequired;
  else if (end === null) fields.endDate = CARD_MESSAGES.invalidInput;
  if (start === null || end === null) return null;
  const today = dayStart(Date.parse(now));
  const startDay = dayStart(start);
  const endDay = dayStart(end);
  if (startDay < today || startDay > today + 365 * DAY) fields.startDate = CARD_MESSAGES.startRange;
  if (endDay < startDay || endDay > startDay + 365 * DAY) fields.endDate = CARD_MESSAGES.endRange;
  const startAt = startDay === today ? Date.parse(now) + FIVE_MINUTES : startDay;
  const endAt = endDay === startDay ? startAt + FIVE_MINUTES : endDay;
  return { startDate: new Date(startAt).toISOString(), endDate: new Date(endAt).toISOString() };
};

const decideFrequency = (input: NonNullable<SpendControlsInput['frequency']>, fields: FieldErrors): SpendControls['frequency'] => {
  const { count, period } = input;
  if (count === null || count === undefined) fields.frequencyCount = CARD_MESSAGES.countRequired;
  else if (!Number.isInteger(count) || count < 1 || count > 100) fields.frequencyCount = CARD_MESSAGES.countRange;
  if (!period) fields.frequencyPeriod = CARD_MESSAGES.periodRequired;
  else if (!FREQUENCY_PERIODS.includes(period as FrequencyPeriod)) fields.frequencyPeriod = CARD_MESSAGES.periodRequired;
  return fields.frequencyCount || fields.frequencyPeriod ? null : { count: count!, period: period as FrequencyPeriod };
};

const decideMcc = (input: NonNullable<SpendControlsInput['mcc']>, fields: FieldErrors): SpendControls['mcc'] => {
  const { mode } = input;
  const codes = [...new Set((input.codes ?? []).map((c) => c.trim()))];
  if (!mode || !MCC_MODES.includes(mode as MccMode)) fields.mccMode = CARD_MESSAGES.modeRequired;
  if (codes.length === 0) fields.mccCodes = CARD_MESSAGES.codesRequired;
  else if (codes.some((c) => !MCC_DESCRIPTIONS.has(c))) fields.mccCodes = CARD_MESSAGES.unknownCode;
  return fields.mccMode || fields.mccCodes ? null : { mode: mode as MccMode, codes: codes.sort() };
};

/** Validates the form's spend controls into what a card keeps; collects every field's message. */
export const decideSpendControls = (input: SpendControlsInput | null | undefined, now: string, fields: FieldErrors): SpendControls => ({
  dateRange: input?.dateRange ? decideDateRange(input.dateRange, now, fields) : null,
  frequency: input?.frequency ? decideFrequency(input.frequency, fields) : null,
  mcc: input?.mcc ? decideMcc(input.mcc, fields) : null,
});

export const NO_CONTROLS: SpendControls = { dateRange: null, frequency: null, mcc: null };

/** Luhn check digit of a number without it. */
export const luhnCheckDigit = (digits: string): string => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
};

export const isLuhnValid = (pan: string): boolean => /^\d{12,19}$/.test(pan) && luhnCheckDigit(pan.slice(0, -1)) === pan.slice(-1);

/**
 * A 16-digit Luhn-valid PAN inside the BIN range: the issuer identifier (6 or 8 digits), then the
 * caller's random account digits (the domain draws no random numbers), then the check digit.
 */
export const panFromBin = (bin: string, randomDigits: string): string => {
  if (!/^\d{6,8}$/.test(bin)) throw new Error('A BIN has 6 to 8 digits.');
  const body = (bin + randomDigits.replace(/\D/g, '')).slice(0, 15);
  if (body.length < 15) throw new Error('Not enough random digits for a PAN.');
  return body + luhnCheckDigit(body);
};

/**
 * A rechargeable top-up as typed: dollars, a leading minus to subtract (spec 5: required, valid,
 * at most 2 decimals), to signed cents without floating point.
 */
export const parseTopUp = (input: string | null | undefined, field = 'amount'): number => {
  const text = (input ?? '').trim();
  const fail = (message: string): never => {
    throw new DomainError('BAD_USER_INPUT', message, { [field]: message });
  };
  if (!text) fail(CARD_MESSAGES.required);
  if (!/^-?\d+(\.\d+)?$/.test(text)) fail(CARD_MESSAGES.invalidInput);
  if ((text.split('.')[1] ?? '').length > 2) fail(CARD_MESSAGES.decimals);
  const cents = parseAmountToCents(text.replace('-', ''));
  if (cents === null) return fail(CARD_MESSAGES.amountTooLarge);
  return text.startsWith('-') ? -cents : cents;
};
