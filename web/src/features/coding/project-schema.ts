import { CODING_MESSAGES } from '@spend/domain';
import { z } from 'zod';

/** The Create Project form: a name, required with the domain's own text (the API says the same). */
export const projectSchema = z.object({
  name: z.string().trim().min(1, CODING_MESSAGES.projectNameRequired),
});
export type ProjectValues = z.infer<typeof projectSchema>;
