import { DELEGATION_MESSAGES } from '@spend/domain';
import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "Delegate my approvals": a delegate and the first and last day away, with the delegation decider's
 * texts. Whether the last day is past and whether days overlap are the API's to say (its clock, its data).
 */
export const outOfOfficeSchema = z
  .object({
    delegate: z.string().min(1, DELEGATION_MESSAGES.member),
    startsOn: z.string().regex(DAY, DELEGATION_MESSAGES.startsOn),
    endsOn: z.string().regex(DAY, DELEGATION_MESSAGES.endsOn),
  })
  .refine((v) => !DAY.test(v.startsOn) || !DAY.test(v.endsOn) || v.endsOn >= v.startsOn, { path: ['endsOn'], message: DELEGATION_MESSAGES.order });
export type OutOfOfficeValues = z.infer<typeof outOfOfficeSchema>;
