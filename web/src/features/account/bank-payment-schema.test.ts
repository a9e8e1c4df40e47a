import { describe, expect, it } from 'vitest';
import { bankPaymentSchema, type BankPaymentValues } from './bank-payment-schema';

const errors = (v: BankPaymentValues) => Object.fromEntries((bankPaymentSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('bankPaymentSchema', () => {
  it('asks for a bank account and an amount above 0 in whole cents, with the domain messages', () => {
    expect(errors({ bankAccount: '', amount: '0' })).toEqual({ bankAccount: 'Choose a bank account linked to this company.', amount: 'Enter a payment amount greater than 0, in whole cents.' });
    expect(errors({ bankAccount: 'item/acc', amount: '10.505' })).toEqual({ amount: 'Enter a payment amount greater than 0, in whole cents.' });
    expect(errors({ bankAccount: 'item/acc', amount: '1250.50' })).toEqual({});
  });
});
