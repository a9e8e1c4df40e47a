import { POLICY_EXPLANATION_MESSAGES } from '@spend/domain';
import { describe, expect, it } from 'vitest';
import { policyExplanationSchema } from './policy-explanation-schema';

const messageOf = (explanation: string) => {
  const result = policyExplanationSchema.safeParse({ explanation });
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the policy explanation form', () => {
  it('takes 1 to 1,000 characters, blanks not counting, with the domain message otherwise', () => {
    expect(messageOf('Client dinner')).toBeNull();
    expect(messageOf(`  ${'x'.repeat(1000)}  `)).toBeNull();
    expect(messageOf('  \n ')).toBe(POLICY_EXPLANATION_MESSAGES.text);
    expect(messageOf('x'.repeat(1001))).toBe(POLICY_EXPLANATION_MESSAGES.text);
  });
});
