import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { mailSettings, mailSettingsIssue } from '@spend/runtime/mail';
import { DEFAULT_REDIRECT_URIS } from './constants';

const url = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });
const origin = url.refine((value) => new URL(value).origin === value.replace(/\/$/, ''), 'must be an origin (scheme, host and port, no path)');

/** A private JWK: the provider signs with it and serves its public half at /jwks. */
const privateJwk = z.looseObject({
  kty: z.enum(['RSA', 'EC', 'OKP']),
  d: z.string().min(1, 'each key must be private (have "d")'),
  kid: z.string().optional(),
  alg: z.string().optional(),
});
const jwks = z.object({ keys: z.array(privateJwk).min(1, 'needs at least one key') });

const PORT = 'must be a port number (0-65535)';
const MINUTES = 'must be a whole number of minutes (1-1440)';
const STEP = 'must be a whole number of seconds (1-300)';

/** The development admin secret (the API's IDENTITY_ADMIN_SECRET default too); refused in production. */
export const DEV_ADMIN_SECRET = 'development-only-identity-admin-secret-0123456789';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  IDENTITY_ISSUER: url.default('http://127.0.0.1:4100'),
  IDENTITY_PORT: z.coerce.number({ error: PORT }).int(PORT).min(0, PORT).max(65_535, PORT).default(4100),
  IDENTITY_HOST: z.string().min(1).default('127.0.0.1'),
  /** The API's read models, where the companies' API clients are registered (read as spend_identity). */
  IDENTITY_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).default('postgres://spend_identity@127.0.0.1:5432/spend'),
  /** The web app: its /forgot-password is linked from the login page; CORS is open to it. */
  WEB_ORIGIN: origin.default('http://127.0.0.1:5173'),
  /** Comma-separated redirect URIs of the `spend-web` client. */
  WEB_REDIRECT_URIS: z
    .string()
    .default(DEFAULT_REDIRECT_URIS.join(','))
    .transform((value) => value.split(',').map((uri) => uri.trim()).filter(Boolean))
    .pipe(z.array(url).min(1, 'needs at least one URL')),
  /** Private signing keys as a JWKS JSON document; without it (and the file) a key pair is generated at start. */
  IDENTITY_JWKS: z
    .string()
    .optional()
    .transform((value, ctx) => parseJson(value, ctx))
    .pipe(jwks.optional()),
  /** The same, read from a file (keep it outside the repository). */
  IDENTITY_JWKS_FILE: z
    .string()
    .optional()
    .transform((path, ctx) => {
      if (!path) return undefined;
      try {
        return parseJson(readFileSync(path, 'utf8'), ctx);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `cannot read ${path}: ${(error as Error).message}` });
        return z.NEVER;
      }
    })
    .pipe(jwks.optional()),
  /** Without SMTP_URL, each outgoing mail is written there as a file (main.ts: `.run/outbox`). */
  IDENTITY_OUTBOX_DIR: z.string().min(1).optional(),
  /** The reset mails' SMTP relay and sender (`@spend/runtime/mail`). */
  ...mailSettings,
  /** The bearer secret the API calls /accounts/forget with, to remove a forgotten member's account. */
  IDENTITY_ADMIN_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_ADMIN_SECRET),
  /** How long a password-reset link works. */
  IDENTITY_RESET_TTL_MINUTES: z.coerce.number({ error: MINUTES }).int(MINUTES).min(1, MINUTES).max(24 * 60, MINUTES).default(30),
  /**
   * The one-time codes' time step (RFC 6238's X). Authenticator apps use 30 s; a code works once per
   * step, so the browser tests' stacks, signing the demo admin in many times a minute, set a short one.
   */
  IDENTITY_TOTP_PERIOD_SECONDS: z.coerce.number({ error: STEP }).int(STEP).min(1, STEP).max(300, STEP).default(30),
}).superRefine((config, ctx) => {
  if (config.NODE_ENV === 'production' && config.IDENTITY_ADMIN_SECRET === DEV_ADMIN_SECRET) ctx.addIssue({ code: 'custom', path: ['IDENTITY_ADMIN_SECRET'], message: 'must be set in production' });
  const mail = mailSettingsIssue(config);
  if (mail) ctx.addIssue({ code: 'custom', ...mail });
});

function parseJson(value: string | undefined, ctx: z.RefinementCtx): unknown {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON (a JWKS: {"keys": [...]})' });
    return z.NEVER;
  }
}

export type IdentityConfig = z.infer<typeof schema>;

/**
 * Reads the identity provider's environment. A wrong value throws one line naming the variable.
 * (Identity imports nothing of ours, so it keeps its own small loader.)
 */
export const loadIdentityConfig = (env: Record<string, string | undefined> = process.env): IdentityConfig => {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  const detail = issue.path.length > 1 ? ` (at ${issue.path.slice(1).join('.')})` : '';
  throw new Error(`Invalid configuration: ${name}${detail}: ${issue.message}`);
};
