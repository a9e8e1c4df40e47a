import type { z } from 'zod';

/** Validates environment variables; a wrong one throws one line naming it (services print it and exit 1). */
export const parseEnv = <Schema extends z.ZodType>(schema: Schema, env: Record<string, string | undefined>): z.infer<Schema> => {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new Error(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
};
