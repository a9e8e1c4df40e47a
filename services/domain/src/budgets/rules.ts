import { DomainError, badInput } from '../shared/errors';
import { MAX_CENTS, isCents } from '../shared/money';

export type SoftLimit = 'None' | 'Amount' | 'Percentage';

/** Palette for budgets whose colour is not a 3- or 6-digit hex. */
export const BUDGET_PALETTE = ['#6C5CE7', '#00B894', '#0984E3', '#E17055', '#FDCB6E', '#E84393', '#00CEC9', '#2D3436', '#A29BFE', '#55EFC4', '#FF7675'] as const;

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A 3- or 6-digit hex colour is kept; anything else becomes the palette colour the caller drew. */
export const budgetColor = (color: string | null | undefined, randomColorIndex: number): string =>
  color && HEX.test(color) ? color : BUDGET_PALETTE[Math.abs(Math.trunc(randomColorIndex)) % BUDGET_PALETTE.length]!;

/** The exact texts of spec section 5, Budget. */
export const BUDGET_MESSAGES = {
  nameRequired: 'Budget name is required',
  numberRequired: 'Budget number is required',
  numberDigits: 'Budget number can only contain numbers.',
  numberLength: 'Budget number can only contain up to six (6) digits.',
  ownerRequired: 'Please select a Budget Owner.',
  overageRequired: 'This field is required when Soft limit is selected. Value must be a number',
  spenderBothWays: 'A member cannot be added to and removed from a budget at once.',
} as const;

export const FUNDING_MESSAGES = {
  invalid: 'Invalid value.',
  decimals: 'Amount should have no more than 2 decimal places.',
  positive: 'Value should be greater than 0.',
} as const;

/**
 * Funding as the user typed it (dollars, e.g. "1250.5") to integer cents, with the spec's messages.
 * Decimal text is parsed without floating point.
 */
export const parseFunding = (input: string | number, field = 'funding'): number => {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw badInput(field, FUNDING_MESSAGES.invalid);
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  if (fraction.length > 2) throw badInput(field, FUNDING_MESSAGES.decimals);
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (text.startsWith('-') || cents === 0n) throw badInput(field, FUNDING_MESSAGES.positive);
  if (cents > BigInt(MAX_CENTS)) throw badInput(field, FUNDING_MESSAGES.invalid);
  return Number(cents);
};

/** Per-field messages collected by the validators below; `refuseIfAny` throws them as one error. */
export type FieldErrors = Record<string, string>;

export const validateName = (name: string, fields: FieldErrors): void => {
  if (!name.trim()) fields.name = BUDGET_MESSAGES.nameRequired;
};

export const validateNumber = (number: string, fields: FieldErrors): void => {
  if (!number) fields.number = BUDGET_MESSAGES.numberRequired;
  else if (!/^\d*$/.test(number)) fields.number = BUDGET_MESSAGES.numberDigits;
  else if (number.length > 6) fields.number = BUDGET_MESSAGES.numberLength;
};

export const validateFunding = (funding: number, fields: FieldErrors): void => {
  if (!isCents(funding)) fields.funding = FUNDING_MESSAGES.invalid;
  else if (funding <= 0) fields.funding = FUNDING_MESSAGES.positive;
};

/** With a soft limit the overage (cents for Amount, whole percent for Percentage) must be above 0. */
export const validateOverage = (softLimit: SoftLimit, overageValue: number | null, fields: FieldErrors): void => {
  if (softLimit !== 'None' && (overageValue === null || !isCents(overageValue) || overageValue <= 0)) fields.overage_value = BUDGET_MESSAGES.overageRequired;
};

export const refuseIfAny = (fields: FieldErrors): void => {
  const first = Object.values(fields)[0];
  if (first) throw new DomainError('BAD_USER_INPUT', first, fields);
};
