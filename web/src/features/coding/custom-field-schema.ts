import { CODING_MESSAGES } from '@spend/domain';
import { z } from 'zod';

/**
 * A custom field with its options (the coding rules' texts; the API checks them again). Option
 * problems are one message on the options group, as the API gives them.
 */
export const customFieldSchema = z
  .object({
    name: z.string().refine((v) => v.trim() !== '', CODING_MESSAGES.customFieldNameRequired),
    description: z.string(),
    isRequired: z.boolean(),
    isActive: z.boolean(),
    /** An option the field has keeps its id; a new one has none until saved. */
    options: z.array(z.object({ id: z.string().optional(), name: z.string() })),
  })
  .superRefine((v, ctx) => {
    const names = v.options.map((o) => o.name.trim().toLowerCase());
    if (names.some((n) => !n)) ctx.addIssue({ code: 'custom', path: ['options'], message: CODING_MESSAGES.optionNameRequired });
    else if (new Set(names).size < names.length) ctx.addIssue({ code: 'custom', path: ['options'], message: CODING_MESSAGES.optionNamesUnique });
  });
export type CustomFieldValues = z.infer<typeof customFieldSchema>;
