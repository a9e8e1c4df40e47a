import { CODING_MESSAGES } from '@spend/domain';
import { z } from 'zod';

/** Spec 5 "GL form": the name is required, with the spec's text; the rest is optional free text. */
export const glCodeSchema = z.object({
  name: z.string().trim().min(1, CODING_MESSAGES.glNameRequired),
  type: z.string(),
  category: z.string(),
  code: z.string(),
  description: z.string(),
});
export type GlCodeValues = z.infer<typeof glCodeSchema>;

/** Empty optional fields go to the API as null (spec 5). */
export const orNull = (text: string): string | null => text.trim() || null;
