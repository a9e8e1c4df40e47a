import { z } from 'zod';
import { parseEnv } from '@spend/domain';

const schema = z.object({
  /** The projector's role may write every company's rows (BYPASSRLS); it is not a superuser. */
  DATABASE_URL: z.url().default('postgres://spend_projector@127.0.0.1:5432/spend'),
  /** Owner connection used only to create the database and run migrations. */
  MIGRATION_DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/spend'),
  NATS_URL: z.string().regex(/^nats:\/\/[^\s,]+(,nats:\/\/[^\s,]+)*$/, 'must look like nats://host:port (several separated by commas)').default('nats://127.0.0.1:4222'),
  /** Events per page while a partition catches up (a page and its read-model writes are one transaction each). */
  PROJECTION_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(5000),
  /**
   * Each projection's work split by company into this many partitions, shared by all runners. Every
   * read-model row is written from one company's events (a person's users are ordered by their
   * creation's position, events of no company are applied by partition 0 alone).
   */
  PROJECTION_PARTITIONS: z.coerce.number().int().min(1).max(256).default(4),
  /** /healthz, /readyz and /metrics (README: Health and metrics). */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).default(4501),
  HEALTH_HOST: z.union([z.ipv4(), z.ipv6(), z.literal('localhost')]).default('127.0.0.1'),
  /** /readyz answers not ready while a projection is more events than this behind the head of `$all`. */
  PROJECTION_READY_MAX_LAG: z.coerce.number().int().min(0).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/**
 * Node options every deployment starts the runner with (compose, Kubernetes, `npm start`; the bench
 * too). A runner is one JavaScript thread given a share of a core (a 250m request): V8's parallel
 * and concurrent collector threads then only compete with the other runners and PostgreSQL. On this
 * 2-core machine 2 runners apply more events/s with it and 1 runner fewer (measured in deploy/README.md).
 */
export const PROJECTION_NODE_OPTIONS = ['--single-threaded-gc'] as const;

export type ProjectionsConfig = z.infer<typeof schema>;

export const loadProjectionsConfig = (env: Record<string, string | undefined> = process.env): ProjectionsConfig => parseEnv(schema, env);
