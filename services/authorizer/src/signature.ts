import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the hex HMAC-SHA256 of the raw body, keyed with the shared secret. */
export const SIGNATURE_HEADER = 'x-spend-signature';

export const signBody = (body: string, secret: string): string => createHmac('sha256', secret).update(body).digest('hex');

export const isValidSignature = (body: string, signature: string | undefined, secret: string): boolean => {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(signBody(body, secret), 'hex'));
};
