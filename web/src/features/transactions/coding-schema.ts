import { BOOKKEEPING_MESSAGES, parseAmountToCents } from '@spend/domain';
import { z } from 'zod';

// A transaction's coding, with the bookkeeping rules' texts.
export const codingSchema = z.object({
  amount: z.string(),
  date: z.string(),
  generalLedgerId: z.string(),
  projectId: z.string(),
  invoiceNumber: z.string(),
  vendor: z.string().trim().min(1, BOOKKEEPING_MESSAGES.vendor),
  notes: z.string(),
  custom: z.record(z.string(), z.string()),
});
export type CodingValues = z.infer<typeof codingSchema>;
/** Amount and date are checked only where they can change. */
export const editableCodingSchema = codingSchema.extend({
  amount: z.string().refine((v) => (parseAmountToCents(v) ?? 0) > 0, BOOKKEEPING_MESSAGES.amount),
  date: z.string().min(1, BOOKKEEPING_MESSAGES.date),
});

