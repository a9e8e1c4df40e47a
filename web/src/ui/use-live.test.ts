import { describe, expect, it } from 'vitest';
import { resubscribeDelay } from './use-live';

describe('resubscribeDelay', () => {
  it('waits half a second after the first retryable end, twice as long after each next one in a row, at most 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(resubscribeDelay)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });
});
