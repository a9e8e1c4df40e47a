import { describe, expect, it } from 'vitest';
import { splitsSchema, type SplitLine } from './splits-schema';

const line = (amount: string): SplitLine => ({ amount, generalLedgerId: '', projectId: '', budgetId: '' });
const error = (amounts: string[], total = 4_200) => splitsSchema(total).safeParse({ lines: amounts.map(line) }).error?.issues.map((i) => i.message) ?? [];

describe('splitsSchema', () => {
  it('accepts lines that add up to the amount, or no split at all', () => {
    expect(error(['40.00', '2.00'])).toEqual([]);
    expect(error([])).toEqual([]);
  });

  it('needs at least two lines', () => {
    expect(error(['42.00'])).toEqual(['A split needs at least two lines.']);
  });

  it('needs a positive amount on each line', () => {
    expect(error(['42.00', ''])).toEqual(['Enter a positive amount in dollars and cents (at most two decimals), such as 250.50.']);
    expect(error(['42.00', '0.001'])).toEqual(['Enter a positive amount in dollars and cents (at most two decimals), such as 250.50.']);
  });

  it('refuses lines that do not add up, naming the amount', () => {
    expect(error(['40.00', '1.00'])).toEqual(['The split lines must add up to the transaction amount of $42.00.']);
  });
});
