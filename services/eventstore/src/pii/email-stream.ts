import { createHmac } from 'node:crypto';
import { normalizeEmail, streams } from '@spend/domain';
import { loadPiiConfig, type PiiConfig } from './config';

let fromEnvironment: PiiConfig | undefined;

/**
 * The email claim's stream (`email-<hash>`): an HMAC of the normalized email with the server's
 * hash key, so a stream name never holds an email yet the same email always finds its claim.
 */
export const emailClaimStream = (email: string, config: PiiConfig = (fromEnvironment ??= loadPiiConfig())): string =>
  streams.email(createHmac('sha256', Buffer.from(config.PII_HASH_KEY, 'hex')).update(normalizeEmail(email)).digest('hex'));
