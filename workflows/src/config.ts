import { z } from 'zod';
import { parseEnv } from '@spend/domain';
import { DEV_BANK_TOKEN_KEY } from './bank/sealed-token';
import { DEV_WEBHOOK_SECRET_KEY } from './webhooks/signature';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  TEMPORAL_ADDRESS: z.string().regex(/^[^\s:]+:\d+$/, 'must be host:port').default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('spend'),
  // Activities act through the command handler on the event store, as the API's role does.
  /** How long an approval level waits before its approvers are reminded (a day). */
  APPROVAL_REMINDER_MS: z.coerce.number().int().positive().default(24 * 60 * 60 * 1000),
  /** Between a member's to-do reminder mails (issue #27): a working day by default. */
  TODO_REMINDER_INTERVAL_MS: z.coerce.number().int().positive().default(24 * 60 * 60 * 1000),
  DATABASE_URL: z.url().default('postgres://spend_api@127.0.0.1:5432/spend'),
  /** Where tenant snapshots are written; the API serves them from the same folder (its SNAPSHOT_DIR). */
  SNAPSHOT_DIR: z.string().min(1).default('.run/snapshots'),
  /** The bank-link provider (Plaid-shaped): the simulator's bank feed locally. */
  BANK_PROVIDER_URL: z.url().default('http://127.0.0.1:4400'),
  /** How often each bank connection's schedule syncs it (an hour). */
  BANK_SYNC_INTERVAL_MS: z.coerce.number().int().positive().default(3_600_000),
  /** How often an ACH payment's workflow reads its transfer's events until it settles or is returned (a minute). */
  ACH_TRANSFER_POLL_MS: z.coerce.number().int().positive().default(60_000),
  /** AES-256-GCM key (hex) sealing bank access tokens in their events; the default is for development only. */
  /** The accounting platform (Codat's Sync for Expenses): the simulator locally, Codat in production. */
  CODAT_BASE_URL: z.url().default('http://127.0.0.1:4410'),
  CODAT_API_KEY: z.string().min(1).default('dev-codat-api-key'),
  CODAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  BANK_TOKEN_KEY: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits').default(DEV_BANK_TOKEN_KEY),
  /** HMAC key (hex) the webhook endpoints' signing secrets are derived from; the API uses the same. */
  WEBHOOK_SECRET_KEY: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits').default(DEV_WEBHOOK_SECRET_KEY),
  /** Production rules for webhook URLs (https, public addresses only); default: on when NODE_ENV is production. */
  WEBHOOK_STRICT_URLS: z.enum(['true', 'false']).optional(),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** A delivery backs off from this interval, doubling, for this many attempts. */
  WEBHOOK_RETRY_MS: z.coerce.number().int().min(10).max(600_000).default(10_000),
  /** /healthz, /readyz and /metrics (README: Health and metrics). */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).default(4502),
  HEALTH_HOST: z.union([z.ipv4(), z.ipv6(), z.literal('localhost')]).default('127.0.0.1'),
  WEBHOOK_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(10),
  /**
   * Each process manager's events split by company into this many partitions, shared by every
   * worker (one owner per partition); a worker started with a new count sets it for all.
   */
  PROCESS_MANAGER_PARTITIONS: z.coerce.number().int().min(1).max(256).default(4),
  /**
   * The hash chain's anchors (issue #26 item 2): an S3 bucket with Object Lock, MinIO's in
   * development (deploy/dev/minio.sh; the bucket is made with the lock when missing). Empty endpoint: AWS.
   */
  ANCHOR_S3_ENDPOINT: z.string().default('http://127.0.0.1:9000'),
  ANCHOR_S3_REGION: z.string().min(1).default('us-east-1'),
  ANCHOR_S3_BUCKET: z.string().min(3).default('spend-anchors'),
  ANCHOR_S3_ACCESS_KEY_ID: z.string().min(1).default('spend-dev'),
  ANCHOR_S3_SECRET_ACCESS_KEY: z.string().min(1).default('spend-dev-secret'),
  /** COMPLIANCE: no one can remove an anchor before its date, the root account included. */
  ANCHOR_LOCK_MODE: z.enum(['COMPLIANCE', 'GOVERNANCE']).default('COMPLIANCE'),
  /** How long each anchor is kept unchangeable (seven years). */
  ANCHOR_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(2557),
  /** How often every company whose history moved is anchored (an hour). */
  ANCHOR_INTERVAL_MS: z.coerce.number().int().min(60_000).default(3_600_000),
}).superRefine((config, ctx) => {
  if (config.NODE_ENV === 'production' && config.WEBHOOK_SECRET_KEY === DEV_WEBHOOK_SECRET_KEY) ctx.addIssue({ code: 'custom', path: ['WEBHOOK_SECRET_KEY'], message: 'must be set in production' });
});

/** Whether webhook URLs follow the production rules. */
export const strictWebhookUrls = (config: Pick<WorkflowsConfig, 'NODE_ENV' | 'WEBHOOK_STRICT_URLS'>): boolean =>
  config.WEBHOOK_STRICT_URLS ? config.WEBHOOK_STRICT_URLS === 'true' : config.NODE_ENV === 'production';

export type WorkflowsConfig = z.infer<typeof schema>;

export const loadWorkflowsConfig = (env: Record<string, string | undefined> = process.env): WorkflowsConfig => parseEnv(schema, env);
