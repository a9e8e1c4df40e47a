import { parseAmountToCents, REIMBURSEMENT_MESSAGES, REQUEST_MESSAGES, validateExpenseDate } from '@spend/domain';
import { z } from 'zod';

/**
 * "Request Reimbursement", checked with the reimbursement rules' own texts at `now` (the expense date
 * may not be in the future nor over a year back). The API checks again, with the receipts and the
 * transactions it alone can see.
 */
export const reimbursementSchema = (now: string) =>
  z.object({
    title: z.string().refine((v) => v.trim() !== '', REQUEST_MESSAGES.title),
    merchant: z.string().refine((v) => v.trim() !== '', REIMBURSEMENT_MESSAGES.merchant),
    expenseDate: z.string().superRefine((v, ctx) => {
      const fields: Record<string, string> = {};
      validateExpenseDate(v, now, fields);
      if (fields.expenseDate) ctx.addIssue({ code: 'custom', message: fields.expenseDate });
    }),
    amount: z.string().refine((v) => (parseAmountToCents(v) ?? 0) > 0, REQUEST_MESSAGES.amount),
    budgetId: z.string().nullable().refine((v) => !!v, REIMBURSEMENT_MESSAGES.budget),
    generalLedgerId: z.string(),
    note: z.string(),
    /** The receipts sent straight to storage; the API checks each when the request is filed. */
    receipts: z.array(z.object({ uploadId: z.string(), fileName: z.string() })),
    transactions: z.array(z.string()),
  });
export type ReimbursementValues = z.infer<ReturnType<typeof reimbursementSchema>>;
