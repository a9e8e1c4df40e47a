import { describe, expect, it } from 'vitest';
import { fundsRefusalMessage } from './funds-refusal';

describe('a refusal for funds: who is short, by how much, what would allow it', () => {
  it('given what the source has, when it is all the change can use, then it names them and the remedy', () => {
    expect(fundsRefusalMessage({ rule: 'Too much.', who: 'Marketing', has: 12_000, remedy: "raise Marketing's funding first" }))
      .toBe("Too much. Marketing has $120.00 available; raise Marketing's funding first.");
  });

  it('given a bound other than what is available, then it says the bound too', () => {
    expect(fundsRefusalMessage({ rule: 'Too much.', who: 'Marketing', has: 50_000, bound: { phrase: 'this budget can have at most', cents: 100_000 }, remedy: 'raise it first' }))
      .toBe('Too much. Marketing has $500.00 available, so this budget can have at most $1,000.00; raise it first.');
  });

  it('given an overspent source, then it has nothing available, never a negative amount', () => {
    expect(fundsRefusalMessage({ rule: 'Too much.', who: 'The company', has: -2_500, what: 'left', remedy: 'raise the total first' }))
      .toBe('Too much. The company has $0.00 left; raise the total first.');
  });
});
