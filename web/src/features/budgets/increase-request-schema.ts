import { parseAmountToCents, REQUEST_MESSAGES } from '@spend/domain';
import { z } from 'zod';

/** Asking for more funds in a budget: a positive amount in dollars and cents and a reason (the request decider's texts). */
export const increaseRequestSchema = z.object({
  amount: z.string().refine((v) => (parseAmountToCents(v) ?? 0) > 0, REQUEST_MESSAGES.amount),
  reason: z.string().refine((v) => v.trim() !== '', REQUEST_MESSAGES.reason),
});
export type IncreaseRequestValues = z.infer<typeof increaseRequestSchema>;
