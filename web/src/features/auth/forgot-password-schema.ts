import { MEMBER_MESSAGES } from '@spend/domain';
import { z } from 'zod';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 5, Forgot password: the email is required and must match the pattern (the member form's texts). */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, MEMBER_MESSAGES.required).refine((v) => v === '' || EMAIL.test(v), MEMBER_MESSAGES.invalidEmail),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
