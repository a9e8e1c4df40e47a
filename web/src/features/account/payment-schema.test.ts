import { describe, expect, it } from 'vitest';
import { paymentSchema, type PaymentValues } from './payment-schema';

const errors = (v: PaymentValues) => Object.fromEntries((paymentSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('paymentSchema', () => {
  it('takes an amount above 0 with at most two decimals', () => {
    expect(errors({ amount: '0', paymentType: 'CASH', detail: '' })).toEqual({ amount: 'Enter a payment amount greater than 0, in whole cents.' });
    expect(errors({ amount: '10.505', paymentType: 'CASH', detail: '' })).toEqual({ amount: 'Enter a payment amount greater than 0, in whole cents.' });
    expect(errors({ amount: '10.50', paymentType: 'CASH', detail: '' })).toEqual({});
  });

  it('asks for the detail each payment type needs (spec 9 labels), none for cash', () => {
    expect(errors({ amount: '10', paymentType: 'ACH', detail: '' })).toEqual({ detail: 'Enter the ACH number.' });
    expect(errors({ amount: '10', paymentType: 'CHECK', detail: ' ' })).toEqual({ detail: 'Enter the check number.' });
    expect(errors({ amount: '10', paymentType: 'CARD', detail: '123' })).toEqual({ detail: 'Enter the last 4 digits of the paying card.' });
    expect(errors({ amount: '10', paymentType: 'CARD', detail: '1234' })).toEqual({});
  });
});
