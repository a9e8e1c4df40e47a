import { EXPLANATION_MAX_LENGTH, POLICY_EXPLANATION_MESSAGES } from '@spend/domain';
import { z } from 'zod';

/** An answer to the expense policy's findings: the domain's limit and message (the API checks them again). */
export const policyExplanationSchema = z.object({
  explanation: z.string().refine((v) => v.trim().length > 0 && v.trim().length <= EXPLANATION_MAX_LENGTH, POLICY_EXPLANATION_MESSAGES.text),
});
export type PolicyExplanationValues = z.infer<typeof policyExplanationSchema>;
