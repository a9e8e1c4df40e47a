import { z } from 'zod';
import { parseEnv } from '@spend/domain';

const schema = z.object({
  /** Reads card events only (to know the card tokens); a role bound by row-level security. */
  DATABASE_URL: z.url().default('postgres://spend_api@127.0.0.1:5432/spend'),
  AUTHORIZER_URL: z.url().default('http://127.0.0.1:4300'),
  AUTHORIZER_SECRET: z.string().min(16).default('dev-authorizer-secret-change-me'),
  /** Purchases per second. */
  SIMULATOR_RATE: z.coerce.number().positive().max(10_000).default(0.5),
  /** /healthz, /readyz and /metrics (README: Health and metrics). */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).default(4503),
  HEALTH_HOST: z.union([z.ipv4(), z.ipv6(), z.literal('localhost')]).default('127.0.0.1'),
});

export type SimulatorConfig = z.infer<typeof schema>;
export const loadConfig = (env: Record<string, string | undefined> = process.env): SimulatorConfig => parseEnv(schema, env);
