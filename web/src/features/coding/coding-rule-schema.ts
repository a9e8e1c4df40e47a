import { CODING_RULE_MESSAGES as M } from '@spend/domain';
import { z } from 'zod';

const CONDITIONS = ['merchant', 'mcc', 'cardId', 'budgetId', 'memberId'] as const;

/**
 * A coding rule as the form holds it (the decider's texts; the API checks them again). A rule with
 * no condition says so on Merchant, one with no outcome on GL Code: the first field of each group.
 */
export const codingRuleSchema = z
  .object({
    name: z.string().trim().min(1, M.nameRequired),
    position: z.string().refine((v) => v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 10_000), M.position),
    merchant: z.string(),
    mcc: z.string().refine((v) => v.trim() === '' || /^\d{4}$/.test(v.trim()), M.mcc),
    cardId: z.string(),
    budgetId: z.string(),
    memberId: z.string(),
    generalLedgerId: z.string(),
    projectId: z.string(),
    /** Custom field id -> an option's id or text; empty: not set by the rule. */
    custom: z.record(z.string(), z.string()),
  })
  .superRefine((v, ctx) => {
    if (CONDITIONS.every((k) => !v[k].trim())) ctx.addIssue({ code: 'custom', path: ['merchant'], message: M.noCondition });
    if (!v.generalLedgerId && !v.projectId && Object.values(v.custom).every((c) => !c.trim())) ctx.addIssue({ code: 'custom', path: ['generalLedgerId'], message: M.noOutcome });
  });
export type CodingRuleValues = z.infer<typeof codingRuleSchema>;

/** The API's field names for the group errors, as the form shows them. */
export const SERVER_FIELDS = { conditions: 'merchant', outcome: 'generalLedgerId', customFieldValues: 'generalLedgerId' } as const;

/** The form's values as the mutation takes them: empty is absent. */
export const ruleInput = (v: CodingRuleValues) => {
  const or = (text: string) => text.trim() || null;
  return {
    name: v.name.trim(), ...(v.position.trim() && { position: Number(v.position) }),
    conditions: { merchant: or(v.merchant), mcc: or(v.mcc), cardId: or(v.cardId), budgetId: or(v.budgetId), memberId: or(v.memberId) },
    outcome: {
      generalLedgerId: or(v.generalLedgerId), projectId: or(v.projectId),
      customFieldValues: Object.entries(v.custom).filter(([, value]) => value.trim()).map(([customFieldId, value]) => ({ customFieldId, value: value.trim() })),
    },
  };
};
