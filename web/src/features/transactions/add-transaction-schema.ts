import { BOOKKEEPING_MESSAGES, parseAmountToCents } from '@spend/domain';
import { z } from 'zod';

// "Add transaction": a manual or out-of-pocket one, with the bookkeeping rules' texts.
export const PAYMENT_TYPES = ['ACH', 'CARD', 'CASH', 'CHECK'] as const;
export const addTransactionSchema = z.object({
  source: z.enum(['MANUAL', 'REIMBURSEMENT']),
  paymentType: z.enum(PAYMENT_TYPES),
  paymentMethodDetail: z.string(),
  amount: z.string().refine((v) => (parseAmountToCents(v) ?? 0) > 0, BOOKKEEPING_MESSAGES.amount),
  date: z.string().min(1, BOOKKEEPING_MESSAGES.date),
  vendor: z.string().trim().min(1, BOOKKEEPING_MESSAGES.vendor),
  budgetId: z.string(),
  notes: z.string(),
});
export type AddTransactionValues = z.infer<typeof addTransactionSchema>;
