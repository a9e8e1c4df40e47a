import { z } from 'zod';

const schema = z.object({
  IDENTITY_ISSUER: z.url().default('http://127.0.0.1:4100'),
  IDENTITY_PORT: z.coerce.number().int().min(0).max(65_535).default(4100),
  WEB_ORIGIN: z.url().default('http://127.0.0.1:5173'),
  /** Comma-separated redirect URIs of the web app. */
  WEB_REDIRECT_URIS: z.string().default('http://127.0.0.1:5173/callback,http://localhost:5173/callback'),
  /** When set, each outgoing mail is also written there as a file. */
  IDENTITY_OUTBOX_DIR: z.string().optional(),
});

export type IdentityConfig = z.infer<typeof schema>;

/** Throws one line naming the first wrong variable. (Identity imports nothing of ours, so it keeps its own.) */
export const loadIdentityConfig = (env: Record<string, string | undefined> = process.env): IdentityConfig => {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new Error(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
};
