import { APPROVAL_LEVEL_MESSAGES, APPROVERS, MAX_APPROVAL_LEVELS, parseAmountToCents } from '@spend/domain';
import { z } from 'zod';

/** The approval chain as an admin types it: 1 to 5 levels, each above an amount in dollars (empty: every amount). */
export const approvalLevelsSchema = z.object({
  levels: z
    .array(z.object({
      approver: z.enum(APPROVERS),
      above: z.string().refine((v) => v.trim() === '' || parseAmountToCents(v) !== null, APPROVAL_LEVEL_MESSAGES.above),
    }))
    .min(1, APPROVAL_LEVEL_MESSAGES.count)
    .max(MAX_APPROVAL_LEVELS, APPROVAL_LEVEL_MESSAGES.count),
});
export type ApprovalLevelsValues = z.infer<typeof approvalLevelsSchema>;
