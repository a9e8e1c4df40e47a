import { describe, expect, it } from 'vitest';
import { codingSchema, editableCodingSchema, type CodingValues } from './coding-schema';

const valid: CodingValues = { amount: '42.00', date: '2026-11-20', generalLedgerId: '', projectId: '', invoiceNumber: '', vendor: 'Zephyr', notes: '', custom: {} };
const errors = (schema: typeof codingSchema, patch: Partial<CodingValues>) =>
  Object.fromEntries((schema.safeParse({ ...valid, ...patch }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('coding schemas', () => {
  it('require the vendor', () => {
    expect(errors(codingSchema, { vendor: ' ' })).toEqual({ vendor: 'Vendor is required.' });
  });

  it('check amount and date only where the books own them', () => {
    expect(errors(codingSchema, { amount: '', date: '' })).toEqual({});
    expect(errors(editableCodingSchema, { amount: '0', date: '' })).toEqual({
      amount: 'Enter a positive amount in dollars and cents (at most two decimals), such as 250.50.',
      date: 'Enter the date of the transaction.',
    });
  });
});
