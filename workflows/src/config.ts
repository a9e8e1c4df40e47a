import { z } from 'zod';
import { parseEnv } from '@spend/domain';

const schema = z.object({
  TEMPORAL_ADDRESS: z.string().regex(/^[^\s:]+:\d+$/, 'must be host:port').default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('spend'),
});

export type WorkflowsConfig = z.infer<typeof schema>;

export const loadWorkflowsConfig = (env: Record<string, string | undefined> = process.env): WorkflowsConfig => parseEnv(schema, env);
