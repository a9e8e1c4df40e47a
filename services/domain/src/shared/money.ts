import { DomainError } from './errors';

/** Money is integer cents; JavaScript numbers are exact up to this many cents. */
export const MAX_CENTS = Number.MAX_SAFE_INTEGER;

export type Cents = number;

export const isCents = (value: unknown): value is Cents =>
  typeof value === 'number' && Number.isSafeInteger(value);

/**
 * Parses a user-entered decimal amount ("12", "12.5", "12.50") into cents without floating point.
 * Returns null for anything that is not a plain non-negative decimal with at most 2 decimals.
 */
export const parseAmountToCents = (input: string): Cents | null => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  const cents = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return cents <= BigInt(MAX_CENTS) ? Number(cents) : null;
};

export const requireCents = (field: string, value: unknown, message = 'Invalid input.'): Cents => {
  if (!isCents(value)) throw new DomainError('BAD_USER_INPUT', message, { [field]: message });
  return value;
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** The one money formatter: USD with 2 decimals, or abbreviated k, m, b (spec 9). */
export const formatMoney = (cents: Cents, options: { abbreviate?: boolean } = {}): string => {
  const dollars = cents / 100;
  if (options.abbreviate) {
    const abs = Math.abs(dollars);
    for (const [limit, suffix] of [[1e9, 'b'], [1e6, 'm'], [1e3, 'k']] as const) {
      if (abs >= limit) {
        const scaled = Math.trunc((dollars / limit) * 10) / 10;
        return `${dollars < 0 ? '-' : ''}$${Math.abs(scaled).toString()}${suffix}`;
      }
    }
  }
  return usd.format(dollars);
};
