import { describe, expect, it } from 'vitest';
import { booksPolicySchema, type BooksPolicyValues } from './books-policy-schema';

const valid: BooksPolicyValues = { receiptRequiredAbove: '75.00', subscriptionReceiptsExempt: true, isProjectsEnabled: true, isInvoiceNumberEnabled: false, receiptLockDays: '' };
const errors = (patch: Partial<BooksPolicyValues>) =>
  Object.fromEntries((booksPolicySchema.safeParse({ ...valid, ...patch }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('booksPolicySchema', () => {
  it('takes no threshold, or dollars with at most two decimals', () => {
    expect(errors({})).toEqual({});
    expect(errors({ receiptRequiredAbove: '' })).toEqual({});
    expect(errors({ receiptRequiredAbove: '75.001' })).toEqual({ receiptRequiredAbove: 'Enter the amount above which a receipt is required, such as 75.00.' });
  });

  it('takes no lock, or a whole number of days from 1 to 365', () => {
    expect(errors({ receiptLockDays: '30' })).toEqual({});
    for (const days of ['0', '366', '1.5', 'week']) expect(errors({ receiptLockDays: days })).toEqual({ receiptLockDays: 'Receipt lock days must be a whole number from 1 to 365.' });
  });
});
