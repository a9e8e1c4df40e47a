import { describe, expect, it } from 'vitest';
import { approvalLevelsSchema } from './approval-levels-schema';

const errors = (aboves: string[]) =>
  Object.fromEntries((approvalLevelsSchema.safeParse({ levels: aboves.map((above) => ({ approver: 'ADMIN', above })) }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('approvalLevelsSchema', () => {
  it('takes each threshold as dollars with at most two decimals, or empty for every amount', () => {
    expect(errors(['', '1000', '250.50'])).toEqual({});
    expect(errors(['', '1000.005'])).toEqual({ 'levels.1.above': 'Enter an amount in dollars and cents (at most two decimals), such as 1000 or 250.50.' });
    expect(errors(['-1'])).toEqual({ 'levels.0.above': 'Enter an amount in dollars and cents (at most two decimals), such as 1000 or 250.50.' });
  });

  it('needs between 1 and 5 levels', () => {
    expect(errors([])).toEqual({ levels: 'Configure between 1 and 5 approval levels.' });
    expect(errors(['', '1', '2', '3', '4', '5'])).toEqual({ levels: 'Configure between 1 and 5 approval levels.' });
  });
});
