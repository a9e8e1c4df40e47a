import { z } from 'zod';
import { DEFAULT_CLEARING_TOLERANCE_PERCENT, parseEnv } from '@spend/domain';

const schema = z.object({
  AUTHORIZER_PORT: z.coerce.number().int().min(0).max(65_535).default(4300),
  HOST: z.union([z.ipv4(), z.ipv6(), z.literal('localhost')]).default('127.0.0.1'),
  /** A role bound by row-level security, never a superuser. */
  DATABASE_URL: z.url().default('postgres://spend_api@127.0.0.1:5432/spend'),
  /** Shared with the issuer processor: signs every webhook body (HMAC-SHA256). */
  AUTHORIZER_SECRET: z.string().min(16, 'must be at least 16 characters').default('dev-authorizer-secret-change-me'),
  /** A request whose timestamp is further than this from now is refused (replays). */
  AUTHORIZER_MAX_SKEW_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  /** Held above the amount for restaurants, fuel, car rental and lodging, whose final amount may grow (tips, fuel). */
  CLEARING_TOLERANCE_PERCENT: z.coerce.number().int().min(0).max(100).default(DEFAULT_CLEARING_TOLERANCE_PERCENT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type AuthorizerConfig = z.infer<typeof schema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): AuthorizerConfig => parseEnv(schema, env);
