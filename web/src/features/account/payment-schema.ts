import { ACCOUNT_MESSAGES as M, parseAmountToCents } from '@spend/domain';
import { z } from 'zod';

/** The domain's rules and messages (rules.ts); the balance check stays the account's own. */
export const paymentSchema = z.object({
  amount: z.string().refine((v) => (parseAmountToCents(v) ?? 0) > 0, M.paymentAmount),
  paymentType: z.enum(['ACH', 'CHECK', 'CARD', 'CASH']),
  detail: z.string(),
}).superRefine((v, ctx) => {
  const detail = v.detail.trim();
  if (v.paymentType !== 'CASH' && !detail) ctx.addIssue({ code: 'custom', path: ['detail'], message: M.paymentDetail[v.paymentType] });
  else if (v.paymentType === 'CARD' && !/^\d{4}$/.test(detail)) ctx.addIssue({ code: 'custom', path: ['detail'], message: M.last4 });
});
export type PaymentValues = z.infer<typeof paymentSchema>;
