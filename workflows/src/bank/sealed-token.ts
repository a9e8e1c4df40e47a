import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A bank connection's access token as its events hold it: AES-256-GCM with BANK_TOKEN_KEY, so the
 * credential is never in plain text in the event store (as card PANs in the vault, ARCHITECTURE 7).
 */
export const sealToken = (keyHex: string, token: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
};

export const openToken = (keyHex: string, sealed: string): string => {
  const raw = Buffer.from(sealed.replace(/^v1:/, ''), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
};

/** For development and tests only; a deployment sets its own BANK_TOKEN_KEY. */
export const DEV_BANK_TOKEN_KEY = '3a5c7e9b1d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c';
