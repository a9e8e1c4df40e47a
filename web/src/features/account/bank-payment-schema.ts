import { ACCOUNT_MESSAGES as M, parseAmountToCents } from '@spend/domain';
import { z } from 'zod';

/** The domain's rules and messages (rules.ts); what is owed and whose bank account it is stay the account's own checks. */
export const bankPaymentSchema = z.object({
  /** `<bankItemId>/<bankAccountId>` of a linked, live bank account. */
  bankAccount: z.string().min(1, M.bankAccount),
  amount: z.string().refine((v) => (parseAmountToCents(v) ?? 0) > 0, M.paymentAmount),
});
export type BankPaymentValues = z.infer<typeof bankPaymentSchema>;
