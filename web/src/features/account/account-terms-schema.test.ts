import { describe, expect, it } from 'vitest';
import { accountTermsSchema, type AccountTermsValues } from './account-terms-schema';

const valid: AccountTermsValues = { name: 'Acme card account', approvedCreditLineAmount: '25000.00', billingCycle: 'MONTHLY', rebateBasisPoints: '100', paymentDueDays: '25', lateFee: '0', interestBasisPoints: '1800' };
const errors = (patch: Partial<AccountTermsValues>) =>
  Object.fromEntries((accountTermsSchema.safeParse({ ...valid, ...patch }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('accountTermsSchema', () => {
  it('accepts the terms', () => {
    expect(errors({})).toEqual({});
  });

  it('refuses each term out of its range with the account rules\' text', () => {
    expect(errors({ name: ' ', approvedCreditLineAmount: '-1', rebateBasisPoints: '10001', paymentDueDays: '61', lateFee: '1.999', interestBasisPoints: '12.5' })).toEqual({
      name: 'Enter the account name.',
      approvedCreditLineAmount: 'Enter the credit line in whole cents, 0 or more.',
      rebateBasisPoints: 'Enter a rebate rate from 0 to 10,000 basis points.',
      paymentDueDays: 'Enter the days to pay a statement, from 1 to 60.',
      lateFee: 'Enter the late fee in whole cents, 0 or more.',
      interestBasisPoints: 'Enter an interest rate (APR) from 0 to 10,000 basis points.',
    });
  });
});
