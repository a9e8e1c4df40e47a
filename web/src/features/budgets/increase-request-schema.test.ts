import { describe, expect, it } from 'vitest';
import { increaseRequestSchema } from './increase-request-schema';

const errors = (amount: string, reason: string) =>
  Object.fromEntries((increaseRequestSchema.safeParse({ amount, reason }).error?.issues ?? []).map((i) => [i.path[0], i.message]));
const AMOUNT = 'Enter a positive amount in dollars and cents (at most two decimals), such as 250.50.';

describe('increaseRequestSchema', () => {
  it('takes a positive amount with at most two decimals', () => {
    expect(errors('250.50', 'Trade fair')).toEqual({});
    for (const amount of ['', '0', '10.005', '-5', 'lots']) expect(errors(amount, 'Trade fair')).toEqual({ amount: AMOUNT });
  });

  it('requires a reason', () => {
    expect(errors('250', '  ')).toEqual({ reason: 'Say why the budget needs more funds.' });
  });
});
