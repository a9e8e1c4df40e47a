import { z } from 'zod';
import { parseEnv, parseSize, STEP_UP_MAX_AGE_SECONDS } from '@spend/domain';
import { mailSettings, mailSettingsIssue } from '@spend/runtime/mail';
import { DEV_WEBHOOK_SECRET_KEY } from '@spend/workflows/webhooks';

/** A size such as "10MB" or "500KB" (spec 5), as bytes. */
const size = (fallback: string) =>
  z.string().default(fallback).transform((text, ctx) => parseSize(text) ?? (ctx.addIssue({ code: 'custom', message: 'must be a size such as 10MB or 500KB' }), z.NEVER));

/** Signs the embedded store's upload and download urls; the development default is refused in production. */
const DEV_SIGNING_KEY = 'development-only-storage-signing-key-0123456789';
/** The identity provider's development IDENTITY_ADMIN_SECRET (services/identity/src/config.ts); refused in production. */
const DEV_IDENTITY_ADMIN_SECRET = 'development-only-identity-admin-secret-0123456789';
/** Signs members' personal receipts addresses (receipts/alias.ts); refused in production. */
const DEV_RECEIPTS_MAIL_SECRET = 'de'.repeat(32);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  /** Interface to listen on: loopback by default; `0.0.0.0` in a container behind a load balancer. */
  HOST: z.union([z.ipv4(), z.ipv6(), z.literal('localhost')]).default('127.0.0.1'),
  /** The API's role is bound by row-level security; it is not a superuser. */
  DATABASE_URL: z.url().default('postgres://spend_api@127.0.0.1:5432/spend'),
  NATS_URL: z.string().regex(/^nats:\/\/[^\s,]+(,nats:\/\/[^\s,]+)*$/, 'must look like nats://host:port (several separated by commas)').default('nats://127.0.0.1:4222'),
  TEMPORAL_ADDRESS: z.string().regex(/^[^\s:]+:\d+$/, 'must be host:port').default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  /** The workflows worker's task queue, for the workflows the API runs itself (bank links). */
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('spend'),
  OIDC_ISSUER: z.url().default('http://127.0.0.1:4100'),
  /** Where the API reaches the identity provider itself (password changes); OIDC_ISSUER when unset. */
  IDENTITY_URL: z.url().optional(),
  /** The bearer secret of the API's calls that remove a forgotten member's account at the identity provider (its IDENTITY_ADMIN_SECRET). */
  IDENTITY_ADMIN_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_IDENTITY_ADMIN_SECRET),
  /** Where the identity provider publishes its signing keys. */
  JWKS_URL: z.url().default('http://127.0.0.1:4100/jwks'),
  /** Expected `aud` of access tokens: the API's resource indicator at the identity provider. */
  OIDC_AUDIENCE: z.string().min(1).default('urn:spend:api'),
  /** The identity provider's outbox folder (its IDENTITY_OUTBOX_DIR): without SMTP_URL, the API's welcome and reminder mails go there too. */
  IDENTITY_OUTBOX_DIR: z.string().min(1).default('.run/outbox'),
  /** The welcome and reminder mails' SMTP relay and sender (`@spend/runtime/mail`). */
  ...mailSettings,
  /** The web app, for links in mails. */
  WEB_ORIGIN: z.url().default('http://localhost:5173'),
  /** How long a mutation waits for the read models to show its change. */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** How long a review waits for its approval workflow to take it (a workflow update) before answering that it is not recorded yet. */
  WORKFLOW_UPDATE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  /** How recent a sign-in with the second factor must be for the step-up operations (shared/step-up.ts); 5 minutes (issue #26). */
  STEP_UP_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(STEP_UP_MAX_AGE_SECONDS),
  /** Each user's GraphQL operations per window (per API process); generous for the web app and the test suites. */
  RATE_LIMIT_REQUESTS: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the workflows worker writes tenant snapshots (its SNAPSHOT_DIR); the API serves them from there. */
  SNAPSHOT_DIR: z.string().min(1).default('.run/snapshots'),
  /** Reports with more rows than this are written by a Temporal workflow on the reports task queue; smaller ones inline. */
  REPORT_INLINE_MAX_ROWS: z.coerce.number().int().min(0).default(5000),
  /** A receipts export with more files than this is zipped by the same workflow; a smaller one inline. */
  RECEIPTS_EXPORT_INLINE_MAX_FILES: z.coerce.number().int().min(0).default(100),
  /** ARCHITECTURE 12: files on local disk (the embedded default) or in an S3-compatible store. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_LOCAL_DIR: z.string().min(1).default('.run/files'),
  STORAGE_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').default(DEV_SIGNING_KEY),
  /** Empty for AWS itself; MinIO's url otherwise (deploy/dev/minio.sh: http://127.0.0.1:9000). */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).default('spend-files'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** How long an upload url stays usable. */
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** The accounting platform (Codat's Sync for Expenses): the simulator locally (deploy/dev/start.sh), Codat in production. */
  CODAT_BASE_URL: z.url().default('http://127.0.0.1:4410'),
  CODAT_API_KEY: z.string().min(1).default('dev-codat-api-key'),
  CODAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** A sync run pushes each batch through this many attempts, backing off from this interval, before the run is FAILED. */
  ACCOUNTING_SYNC_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  ACCOUNTING_SYNC_RETRY_MS: z.coerce.number().int().min(10).max(60_000).default(2_000),
  /** How often each company's schedule starts a sync run of its READY_TO_SYNC transactions (an hour). */
  ACCOUNTING_SYNC_INTERVAL_MS: z.coerce.number().int().min(1_000).default(3_600_000),
  /** One push attempt's limit; a worker that dies mid-batch is retried after it. */
  ACCOUNTING_SYNC_ATTEMPT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(120_000),
  /** HMAC key (hex) the webhook signing secrets are derived from: the workflows worker's WEBHOOK_SECRET_KEY. */
  WEBHOOK_SECRET_KEY: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits').default(DEV_WEBHOOK_SECRET_KEY),
  /** Production rules for webhook URLs (https, public addresses only); default: on when NODE_ENV is production. */
  WEBHOOK_STRICT_URLS: z.enum(['true', 'false']).optional(),
  RECEIPT_MAX_SIZE: size('10MB'),
  AVATAR_MAX_SIZE: size('500KB'),
  /** The receipts mail service (receipts/mail-server.ts): SMTP on this port of HOST; 0 picks a free one. */
  RECEIPTS_SMTP_PORT: z.coerce.number().int().min(0).max(65_535).default(2525),
  /** The domain of receipts@… and each member's receipts+<token>@…, as its MX record names this service. */
  RECEIPTS_MAIL_DOMAIN: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain such as receipts.example.com').default('spend.localhost'),
  /** HMAC key (hex) of the personal receipts addresses: changing it changes every member's address. */
  RECEIPTS_MAIL_SECRET: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits').default(DEV_RECEIPTS_MAIL_SECRET),
  /** A whole mail (its files grow by a third in base64); a larger one is refused. */
  RECEIPTS_MAIL_MAX_SIZE: size('25MB'),
}).superRefine((config, ctx) => {
  const mail = mailSettingsIssue(config);
  if (mail) ctx.addIssue({ code: 'custom', ...mail });
  if (config.NODE_ENV === 'production' && config.STORAGE_SIGNING_KEY === DEV_SIGNING_KEY) {
    ctx.addIssue({ code: 'custom', path: ['STORAGE_SIGNING_KEY'], message: 'must be set in production' });
  }
  if (config.NODE_ENV === 'production' && config.IDENTITY_ADMIN_SECRET === DEV_IDENTITY_ADMIN_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['IDENTITY_ADMIN_SECRET'], message: 'must be set in production' });
  }
  if (config.NODE_ENV === 'production' && config.WEBHOOK_SECRET_KEY === DEV_WEBHOOK_SECRET_KEY) {
    ctx.addIssue({ code: 'custom', path: ['WEBHOOK_SECRET_KEY'], message: 'must be set in production' });
  }
  if (config.NODE_ENV === 'production' && config.RECEIPTS_MAIL_SECRET === DEV_RECEIPTS_MAIL_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['RECEIPTS_MAIL_SECRET'], message: 'must be set in production' });
  }
  if (config.STORAGE_DRIVER === 's3' && (!config.S3_ACCESS_KEY_ID) !== (!config.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'is needed with the other S3 key' });
  }
});

export type ApiConfig = z.infer<typeof schema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): ApiConfig => parseEnv(schema, env);
