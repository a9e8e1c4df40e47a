import { z } from 'zod';
import { parseEnv } from '@spend/domain';

const hexKey = z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hex digits (32 bytes)');

// The defaults are for development and tests only; a deployment sets its own keys.
const schema = z.object({
  /** AES-256-GCM key that wraps each person's data key in `person_keys`. */
  PII_MASTER_KEY: hexKey.default('3c8e1f5a7b9d2c4e6f8a0b1c3d5e7f9a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e'),
  /** HMAC key of the stream names that would otherwise hold an email. */
  PII_HASH_KEY: hexKey.default('9d7b5f3e1c0a8e6d4b2f0e9c7a5b3d1f8e6c4a2b0d9f7e5c3a1b8d6f4e2c0a9b'),
});

export type PiiConfig = z.infer<typeof schema>;
export const loadPiiConfig = (env: Record<string, string | undefined> = process.env): PiiConfig => parseEnv(schema, env);
