import { describe, expect, it } from 'vitest';
import { disputeSchema } from './dispute-schema';

describe('disputeSchema', () => {
  it('requires a reason; notes are optional', () => {
    expect(disputeSchema.safeParse({ reasonId: '', notes: '' }).error?.issues.map((i) => i.message)).toEqual(['Please select a reason for the dispute.']);
    expect(disputeSchema.safeParse({ reasonId: 'r1', notes: '' }).success).toBe(true);
  });
});
