import { BOOKKEEPING_MESSAGES, parseAmountToCents } from '@spend/domain';
import { z } from 'zod';

const line = z.object({ amount: z.string(), generalLedgerId: z.string(), projectId: z.string(), budgetId: z.string() });
export type SplitLine = z.infer<typeof line>;

/**
 * A transaction's split (the bookkeeping rules' texts): two lines or more, each a positive amount,
 * adding up to the transaction's amount. One message for the whole split, as the API gives it.
 */
export const splitsSchema = (amountCents: number) =>
  z.object({ lines: z.array(line) }).superRefine(({ lines }, ctx) => {
    const cents = lines.map((l) => parseAmountToCents(l.amount) ?? 0);
    const message =
      lines.length === 1 ? BOOKKEEPING_MESSAGES.splitLines
      : cents.some((c) => c <= 0) ? BOOKKEEPING_MESSAGES.amount
      : lines.length > 0 && cents.reduce((sum, c) => sum + c, 0) !== amountCents ? BOOKKEEPING_MESSAGES.splitSum(amountCents)
      : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['lines'], message });
  });
export type SplitsValues = z.infer<ReturnType<typeof splitsSchema>>;
