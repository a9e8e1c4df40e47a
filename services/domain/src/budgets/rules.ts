import { DomainError, badInput } from '../shared/errors';
import { fundsRefusalMessage } from '../shared/funds-refusal';
import { formatMoney, isCents, parseAmountToCents } from '../shared/money';

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
  ownerArchived: 'This member is archived and cannot own a budget.',
  aboveAvailable: 'The assigned funds cannot be greater than the available funds.',
  belowSpent: 'The assigned funds cannot be lower than the amount that has been spent.',
  cycle: 'A budget cannot be placed under itself or one of its sub-budgets.',
} as const;

/** Spec 5: the overage cap, as a dollar amount or a whole percent of the funding. */
export const overageCapMessage = (softLimit: 'Amount' | 'Percentage', cap: number): string =>
  `The allowed overage cannot be greater than ${softLimit === 'Amount' ? formatMoney(cap) : `${cap}%`}`;

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
  // Only the messages are decided here; the conversion is the shared parser's.
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw badInput(field, FUNDING_MESSAGES.invalid);
  if ((text.split('.')[1] ?? '').length > 2) throw badInput(field, FUNDING_MESSAGES.decimals);
  if (text.startsWith('-')) throw badInput(field, FUNDING_MESSAGES.positive);
  const cents = parseAmountToCents(text);
  if (cents === null) throw badInput(field, FUNDING_MESSAGES.invalid);
  if (cents === 0) throw badInput(field, FUNDING_MESSAGES.positive);
  return cents;
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

/** A budget may at most double its funding by a percentage overage. */
export const MAX_OVERAGE_PERCENT = 100;

/**
 * With a soft limit the overage (cents for Amount, whole percent for Percentage) must be above 0;
 * a percentage at most MAX_OVERAGE_PERCENT.
 */
export const validateOverage = (softLimit: SoftLimit, overageValue: number | null, fields: FieldErrors): void => {
  if (softLimit !== 'None' && (overageValue === null || !isCents(overageValue) || overageValue <= 0)) fields.overage_value = BUDGET_MESSAGES.overageRequired;
  else if (softLimit === 'Percentage' && overageValue !== null && overageValue > MAX_OVERAGE_PERCENT) fields.overage_value = overageCapMessage('Percentage', MAX_OVERAGE_PERCENT);
};

export const refuseIfAny = (fields: FieldErrors): void => {
  const first = Object.values(fields)[0];
  if (first) throw new DomainError('BAD_USER_INPUT', first, fields);
};

/** The funds figures of spec 3, integer cents. `available` is what is neither given to sub-budgets nor spent directly. */
export interface BudgetFunds {
  available: number;
  budgeted: number;
  directSpent: number;
  totalSpent: number;
}
export const budgetFunds = (funding: number, budgeted: number, directSpent: number, totalSpent: number): BudgetFunds => ({
  available: funding - budgeted - directSpent,
  budgeted,
  directSpent,
  totalSpent,
});

/**
 * Cross-aggregate facts the command side reads before deciding (the decider stays pure).
 * `headroom` is the most this budget's funding may be: its source's available funds (the parent
 * budget's, or for a top budget the company's total funding less the other top budgets) plus what
 * this budget already takes from that source.
 */
export interface FundingContext {
  headroom: number;
  /** Who the funds come from, for a refusal that says where to add them: the parent budget's name; null for the company. */
  sourceName?: string | null;
  /** What the source has that no budget takes yet (the headroom less this budget's own current take). */
  unassigned?: number;
  /** This budget's own figures (0 for a new budget): the funding may not drop below them. */
  budgeted: number;
  directSpent: number;
  totalSpent: number;
}

/**
 * Spec 5's text, then who is short of money, by how much, and what would allow it (issue #25 item 5):
 * "… Marketing has $120.00 available; raise Marketing's funding first."
 */
export const aboveAvailableMessage = (context: FundingContext): string => {
  if (context.sourceName === undefined) return BUDGET_MESSAGES.aboveAvailable;
  const who = context.sourceName ?? 'The company';
  const whose = context.sourceName === null ? "the company's total" : `${context.sourceName}'s`;
  // An overspent source has nothing available, not a negative amount.
  const [unassigned, most] = [Math.max(0, context.unassigned ?? context.headroom), Math.max(0, context.headroom)];
  return fundsRefusalMessage({
    rule: BUDGET_MESSAGES.aboveAvailable, who, has: unassigned,
    // What this budget already takes from the source counts too: the most it can have is more than what is left.
    ...(unassigned !== most && { bound: { phrase: 'this budget can have at most', cents: most } }),
    remedy: `raise ${whose} funding first`,
  });
};

/**
 * Spec 5 funding and overage limits. Funding is checked when it changes; the overage (cents for
 * Amount, whole percent of the funding for Percentage) may use only what remains of the headroom.
 */
export const validateFundingLimits = (
  input: { funding: number; fundingChanged: boolean; softLimit: SoftLimit; overageValue: number | null },
  context: FundingContext,
  fields: FieldErrors,
): void => {
  const { funding, softLimit, overageValue } = input;
  if (fields.funding) return;
  if (input.fundingChanged && funding > context.headroom) fields.funding = aboveAvailableMessage(context);
  else if (input.fundingChanged && funding < Math.max(context.totalSpent, context.budgeted + context.directSpent)) fields.funding = BUDGET_MESSAGES.belowSpent;
  if (fields.funding || fields.overage_value || softLimit === 'None' || overageValue === null) return;
  const remainder = Math.max(0, context.headroom - funding);
  const cap = softLimit === 'Amount' ? remainder : Number((BigInt(remainder) * 100n) / BigInt(funding));
  if (overageValue > cap) fields.overage_value = overageCapMessage(softLimit, cap);
};

/**
 * Spec 4 switching: choosing a soft limit takes the soft kind the budget had before (its previous
 * value), else Amount. Returning to a hard limit is None, and the decider then clears the overage.
 */
export const softLimitWhenChosen = (previous: SoftLimit | null | undefined): Exclude<SoftLimit, 'None'> => (previous === 'Percentage' ? 'Percentage' : 'Amount');
