import { z } from 'zod';

const schema = z.object({
  TEMPORAL_ADDRESS: z.string().regex(/^[^\s:]+:\d+$/, 'must be host:port').default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('spend'),
});

export type WorkflowsConfig = z.infer<typeof schema>;

/** Throws one line naming the first wrong variable. */
export const loadWorkflowsConfig = (env: Record<string, string | undefined> = process.env): WorkflowsConfig => {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new Error(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
};
