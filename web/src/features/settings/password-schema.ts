import { z } from 'zod';

// The identity provider's texts for a password change (its reset rules: 8 to 256 characters).
export const PASSWORD_MESSAGES = {
  currentRequired: 'Enter your current password.',
  tooShort: 'Password must be at least 8 characters.',
  tooLong: 'Password must be at most 256 characters.',
  differ: 'Passwords do not match.',
  same: 'Choose a password different from your current one.',
} as const;

export const passwordSchema = z
  .object({ currentPassword: z.string().min(1, PASSWORD_MESSAGES.currentRequired), newPassword: z.string().min(8, PASSWORD_MESSAGES.tooShort).max(256, PASSWORD_MESSAGES.tooLong), confirmation: z.string() })
  .superRefine((v, ctx) => {
    if (v.currentPassword && v.newPassword === v.currentPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_MESSAGES.same });
    if (v.confirmation !== v.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmation'], message: PASSWORD_MESSAGES.differ });
  });
export type PasswordValues = z.infer<typeof passwordSchema>;
