import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEV_WEBHOOK_SECRET_KEY, verifyWebhook, webhookHeaders, webhookSigningSecret, WebhookVerificationError } from './signature';

const secret = webhookSigningSecret(DEV_WEBHOOK_SECRET_KEY, randomUUID());
const body = JSON.stringify({ type: 'transactions.authorized', timestamp: '2026-11-24T10:00:00.000Z', data: { amountCents: 2_500 } });
const now = 1_800_000_000;

describe('verifyWebhook', () => {
  it('accepts a signed delivery within the tolerance and answers its id and payload', () => {
    const headers = webhookHeaders(secret, 'evt-1', now - 10, body);
    expect(verifyWebhook(secret, headers, body, 300, now)).toEqual({ id: 'evt-1', timestamp: now - 10, payload: JSON.parse(body) });
    // A Fetch Headers object works too, and one of several signatures (a rotation) is enough.
    const fetchHeaders = new Headers({ ...headers, 'webhook-signature': `v1,bm9wZQ== ${headers['webhook-signature']}` });
    expect(verifyWebhook(secret, fetchHeaders, body, 300, now).id).toBe('evt-1');
  });

  it('rejects a replayed (stale) timestamp, a changed body, another secret and missing headers', () => {
    const headers = webhookHeaders(secret, 'evt-1', now - 301, body);
    expect(() => verifyWebhook(secret, headers, body, 300, now)).toThrow(/too old/);
    const fresh = webhookHeaders(secret, 'evt-1', now, body);
    expect(() => verifyWebhook(secret, fresh, body.replace('2500', '2501'), 300, now)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(webhookSigningSecret(DEV_WEBHOOK_SECRET_KEY, randomUUID()), fresh, body, 300, now)).toThrow(/does not match/);
    // The id is signed: moving a signature to another message id fails.
    expect(() => verifyWebhook(secret, { ...fresh, 'webhook-id': 'evt-2' }, body, 300, now)).toThrow(/does not match/);
    expect(() => verifyWebhook(secret, { 'webhook-id': 'evt-1' }, body, 300, now)).toThrow(/Missing/);
  });

  it('derives a different secret per secret id (rotation), the same for the same id', () => {
    const id = randomUUID();
    expect(webhookSigningSecret(DEV_WEBHOOK_SECRET_KEY, id)).toBe(webhookSigningSecret(DEV_WEBHOOK_SECRET_KEY, id));
    expect(webhookSigningSecret(DEV_WEBHOOK_SECRET_KEY, id)).not.toBe(webhookSigningSecret(DEV_WEBHOOK_SECRET_KEY, randomUUID()));
    expect(webhookSigningSecret(DEV_WEBHOOK_SECRET_KEY, id)).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  });
});
