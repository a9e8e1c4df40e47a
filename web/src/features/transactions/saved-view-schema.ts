import { SAVED_VIEW_LIMITS, SAVED_VIEW_MESSAGES } from '@spend/domain';
import { z } from 'zod';

/** A saved view's name and whether the company sees it (the decider's texts; the API checks them again). */
export const savedViewSchema = z.object({
  name: z.string().refine((v) => v.trim() !== '', SAVED_VIEW_MESSAGES.nameRequired).refine((v) => v.trim().length <= SAVED_VIEW_LIMITS.name, SAVED_VIEW_MESSAGES.nameTooLong),
  shared: z.boolean(),
});
export type SavedViewValues = z.infer<typeof savedViewSchema>;
