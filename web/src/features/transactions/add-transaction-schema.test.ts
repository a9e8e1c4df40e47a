import { describe, expect, it } from 'vitest';
import { addTransactionSchema, type AddTransactionValues } from './add-transaction-schema';

const valid: AddTransactionValues = { source: 'MANUAL', paymentType: 'CHECK', paymentMethodDetail: '', amount: '42.00', date: '2026-11-20', vendor: 'Zephyr Print Shop', budgetId: '', notes: '' };
const errors = (patch: Partial<AddTransactionValues>) =>
  Object.fromEntries((addTransactionSchema.safeParse({ ...valid, ...patch }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('addTransactionSchema', () => {
  it('accepts a manual transaction', () => {
    expect(errors({})).toEqual({});
  });

  it('requires a positive amount with at most two decimals, the date and the vendor', () => {
    expect(errors({ amount: '0', date: '', vendor: '  ' })).toEqual({
      amount: 'Enter a positive amount in dollars and cents (at most two decimals), such as 250.50.',
      date: 'Enter the date of the transaction.',
      vendor: 'Vendor is required.',
    });
    expect(errors({ amount: '1.999' })).toEqual({ amount: 'Enter a positive amount in dollars and cents (at most two decimals), such as 250.50.' });
  });
});
