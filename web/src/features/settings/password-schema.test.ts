import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordSchema } from './password-schema';

const errorsOf = (values: Record<string, string>) => Object.fromEntries((passwordSchema.safeParse(values).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('passwordSchema', () => {
  it('needs the current password and a new one of 8 to 256 characters, confirmed', () => {
    expect(errorsOf({ currentPassword: '', newPassword: 'short', confirmation: 'other' })).toEqual({ currentPassword: PASSWORD_MESSAGES.currentRequired, newPassword: PASSWORD_MESSAGES.tooShort, confirmation: PASSWORD_MESSAGES.differ });
    expect(errorsOf({ currentPassword: 'old horse', newPassword: 'x'.repeat(257), confirmation: 'x'.repeat(257) })).toEqual({ newPassword: PASSWORD_MESSAGES.tooLong });
    expect(errorsOf({ currentPassword: 'old horse', newPassword: 'old horse', confirmation: 'old horse' })).toEqual({ newPassword: PASSWORD_MESSAGES.same });
    expect(errorsOf({ currentPassword: 'old horse', newPassword: 'battery staple', confirmation: 'battery staple' })).toEqual({});
  });
});
