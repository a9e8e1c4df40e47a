import { BOOKKEEPING_MESSAGES } from '@spend/domain';
import { z } from 'zod';

/** Disputing a card purchase: a reason is required (the bookkeeping rules' text); notes are optional. */
export const disputeSchema = z.object({ reasonId: z.string().min(1, BOOKKEEPING_MESSAGES.disputeReason), notes: z.string() });
export type DisputeValues = z.infer<typeof disputeSchema>;
