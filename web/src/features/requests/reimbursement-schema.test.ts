import { describe, expect, it } from 'vitest';
import { reimbursementSchema, type ReimbursementValues } from './reimbursement-schema';

const NOW = '2026-11-24T12:00:00.000Z';
const valid: ReimbursementValues = {
  title: 'Client dinner', merchant: 'Blue Bottle', expenseDate: '2026-11-21', amount: '84.30', budgetId: 'b1', generalLedgerId: '', note: '', receipts: [], transactions: [],
};
const errors = (patch: Partial<ReimbursementValues>) =>
  Object.fromEntries((reimbursementSchema(NOW).safeParse({ ...valid, ...patch }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('reimbursementSchema', () => {
  it('accepts a complete request', () => {
    expect(errors({})).toEqual({});
  });

  it('requires a title, a merchant and a budget', () => {
    expect(errors({ title: ' ', merchant: '', budgetId: null })).toEqual({ title: 'Give the reimbursement a title.', merchant: 'Enter the merchant.', budgetId: 'Choose a budget you spend from.' });
  });

  it('takes a positive amount with at most two decimals', () => {
    for (const amount of ['84.333', '0', '', 'eighty']) expect(errors({ amount })).toEqual({ amount: 'Enter a positive amount in dollars and cents (at most two decimals), such as 250.50.' });
  });

  it('takes an expense date from the last 365 days, not in the future', () => {
    expect(errors({ expenseDate: '2026-11-27' })).toEqual({ expenseDate: 'The expense date cannot be in the future.' });
    expect(errors({ expenseDate: '2025-01-01' })).toEqual({ expenseDate: 'The expense date must be within the last 365 days.' });
    expect(errors({ expenseDate: '2026-02-30' })).toEqual({ expenseDate: 'Enter the expense date as YYYY-MM-DD.' });
  });
});
