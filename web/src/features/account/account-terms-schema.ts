import { ACCOUNT_MESSAGES as M, BILLING_CYCLES, parseAmountToCents } from '@spend/domain';
import { z } from 'zod';

// The card account's terms, with the account rules' texts.
const cents = (message: string) => z.string().refine((v) => parseAmountToCents(v) !== null, message);
const whole = (min: number, max: number, message: string) => z.string().refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max, message);
export const accountTermsSchema = z.object({
  name: z.string().trim().min(1, M.name),
  approvedCreditLineAmount: cents(M.creditLimit),
  billingCycle: z.enum(BILLING_CYCLES, M.cycle),
  rebateBasisPoints: whole(0, 10_000, M.rebate),
  paymentDueDays: whole(1, 60, M.dueDays),
  lateFee: cents(M.lateFee),
  interestBasisPoints: whole(0, 10_000, M.interest),
});
export type AccountTermsValues = z.infer<typeof accountTermsSchema>;
