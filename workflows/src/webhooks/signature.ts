import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures as Standard Webhooks 1.0 has them (standardwebhooks.com): headers `webhook-id`,
 * `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256>`, several
 * separated by spaces), the signed content `<id>.<timestamp>.<body>`, and a secret `whsec_<base64 key>`.
 */
export const WEBHOOK_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;

/** For development and tests only; a deployment sets its own WEBHOOK_SECRET_KEY. */
export const DEV_WEBHOOK_SECRET_KEY = '7b2e4c6a8d0f1e3c5a7b9d1f3e5c7a9b0d2f4e6c8a0b2d4f6e8c0a2b4d6f8e0a';

/**
 * An endpoint's signing secret, derived from the server's key and the endpoint's current `secretId`
 * (its events hold only that id): the API shows it once, the delivery derives it again to sign.
 */
export const webhookSigningSecret = (serverKeyHex: string, secretId: string): string =>
  `whsec_${createHmac('sha256', Buffer.from(serverKeyHex, 'hex')).update(`webhook-secret:${secretId}`).digest('base64')}`;

const keyOf = (secret: string): Buffer => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

/** The `webhook-signature` value of a message. */
export const signWebhook = (secret: string, id: string, timestampSeconds: number, body: string): string =>
  `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;

/** The headers a delivery sends with `body`. */
export const webhookHeaders = (secret: string, id: string, timestampSeconds: number, body: string): Record<string, string> => ({
  [WEBHOOK_HEADERS.id]: id,
  [WEBHOOK_HEADERS.timestamp]: String(timestampSeconds),
  [WEBHOOK_HEADERS.signature]: signWebhook(secret, id, timestampSeconds, body),
});

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

type Headers = Record<string, string | string[] | undefined> | { get(name: string): string | null };
const header = (headers: Headers, name: string): string | undefined => {
  if (typeof headers.get === 'function') return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value[0] : (value as string | undefined);
};

/**
 * For receivers: checks a delivery's signature over the raw body and that its timestamp is within
 * `toleranceSeconds` of now (replay protection: a captured request cannot be sent again later), and
 * answers the webhook id (to dedupe by) and the parsed body. Throws WebhookVerificationError otherwise.
 */
export const verifyWebhook = (
  secret: string, headers: Headers, body: string, toleranceSeconds = 300, nowSeconds = Math.floor(Date.now() / 1000),
): { id: string; timestamp: number; payload: { type: string; timestamp: string; data: Record<string, unknown> } } => {
  const id = header(headers, WEBHOOK_HEADERS.id);
  const timestampText = header(headers, WEBHOOK_HEADERS.timestamp);
  const signatures = header(headers, WEBHOOK_HEADERS.signature);
  if (!id || !timestampText || !signatures) throw new WebhookVerificationError('Missing webhook headers.');
  const timestamp = Number(timestampText);
  if (!/^\d+$/.test(timestampText) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) throw new WebhookVerificationError('The webhook timestamp is too old or too new.');
  const expected = Buffer.from(signWebhook(secret, id, timestamp, body));
  const matches = signatures.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('The webhook signature does not match.');
  return { id, timestamp, payload: JSON.parse(body) };
};
