import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema } from './forgot-password-schema';

const messages = (email: string) => forgotPasswordSchema.safeParse({ email }).error?.issues.map((i) => i.message) ?? [];

describe('forgotPasswordSchema', () => {
  it('requires the email', () => {
    expect(messages('')).toEqual(['This field is required.']);
    expect(messages('   ')).toEqual(['This field is required.']);
  });

  it('refuses an address that does not match the pattern', () => {
    expect(messages('owner@demo')).toEqual(['Invalid email.']);
    expect(messages('owner demo@spend.test')).toEqual(['Invalid email.']);
  });

  it('accepts an address, trimmed', () => {
    expect(forgotPasswordSchema.parse({ email: ' owner@demo.spend.test ' })).toEqual({ email: 'owner@demo.spend.test' });
  });
});
