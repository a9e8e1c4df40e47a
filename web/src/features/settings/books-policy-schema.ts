import { BOOKKEEPING_MESSAGES, parseAmountToCents } from '@spend/domain';
import { z } from 'zod';

/** The receipts and coding policy, with the bookkeeping rules' texts: a dollar threshold and 1 to 365 lock days, each optional. */
export const booksPolicySchema = z.object({
  receiptRequiredAbove: z.string().refine((v) => v.trim() === '' || parseAmountToCents(v) !== null, BOOKKEEPING_MESSAGES.threshold),
  subscriptionReceiptsExempt: z.boolean(),
  isProjectsEnabled: z.boolean(),
  isInvoiceNumberEnabled: z.boolean(),
  receiptLockDays: z.string().refine((v) => v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 365), BOOKKEEPING_MESSAGES.receiptLockDays),
});
export type BooksPolicyValues = z.infer<typeof booksPolicySchema>;
