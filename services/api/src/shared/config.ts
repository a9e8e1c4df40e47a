import { z } from 'zod';
import { parseEnv } from '@spend/domain';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  /** Interface to listen on: loopback by default; `0.0.0.0` in a container behind a load balancer. */
  HOST: z.union([z.ipv4(), z.ipv6(), z.literal('localhost')]).default('127.0.0.1'),
  /** The API's role is bound by row-level security; it is not a superuser. */
  DATABASE_URL: z.url().default('postgres://spend_api@127.0.0.1:5432/spend'),
  NATS_URL: z.string().regex(/^nats:\/\/\S+$/, 'must look like nats://host:port').default('nats://127.0.0.1:4222'),
  TEMPORAL_ADDRESS: z.string().regex(/^[^\s:]+:\d+$/, 'must be host:port').default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  /** The workflows worker's task queue, for the workflows the API runs itself (bank links). */
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('spend'),
  OIDC_ISSUER: z.url().default('http://127.0.0.1:4100'),
  /** Where the identity provider publishes its signing keys. */
  JWKS_URL: z.url().default('http://127.0.0.1:4100/jwks'),
  /** Expected `aud` of access tokens: the API's resource indicator at the identity provider. */
  OIDC_AUDIENCE: z.string().min(1).default('urn:spend:api'),
  /** How long a mutation waits for the read models to show its change. */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the workflows worker writes tenant snapshots (its SNAPSHOT_DIR); the API serves them from there. */
  SNAPSHOT_DIR: z.string().min(1).default('.run/snapshots'),
});

export type ApiConfig = z.infer<typeof schema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): ApiConfig => parseEnv(schema, env);
