import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { webhookDeliveryDecider, webhookEndpointsDecider, webhookTargets, type WebhookEndpointCommand } from './decider';
import type { WebhookEndpointEvent } from './events';
import { webhookMessageOf } from './payloads';
import { isPrivateAddress, WEBHOOK_MESSAGES as M, webhookUrlProblem } from './rules';

const companyId = randomUUID();
const endpointId = randomUUID();
const secretId = randomUUID();
const now = '2026-11-24T10:00:00.000Z';
const spec = deciderSpec(webhookEndpointsDecider);
const register = (overrides: Partial<Extract<WebhookEndpointCommand, { type: 'RegisterWebhookEndpoint' }>> = {}): WebhookEndpointCommand => ({
  type: 'RegisterWebhookEndpoint', companyId, endpointId, secretId, url: 'https://hooks.example.com/spend', eventTypes: ['transactions.authorized'], strict: true, now, ...overrides,
});
const registered: WebhookEndpointEvent[] = [{ type: 'WebhookEndpointRegistered', data: { companyId, endpointId, secretId, url: 'https://hooks.example.com/spend', eventTypes: ['transactions.authorized'], at: now } }];

describe('webhook URLs', () => {
  it('in production mode wants https to a public host', () => {
    expect(webhookUrlProblem('https://hooks.example.com/x', true)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/x', true)).toBe(M.https);
    for (const url of ['https://127.0.0.1/x', 'https://localhost:8443/', 'https://10.1.2.3/', 'https://172.20.0.1/', 'https://192.168.1.1/', 'https://169.254.169.254/latest', 'https://[::1]/', 'https://[fe80::1]/', 'https://[::ffff:127.0.0.1]/', 'https://2130706433/', 'https://db.internal/', 'https://localhost./']) {
      expect(webhookUrlProblem(url, true), url).toBe(M.privateAddress);
    }
    expect(webhookUrlProblem('not a url', true)).toBe(M.url);
    expect(webhookUrlProblem('ftp://hooks.example.com/', false)).toBe(M.url);
    expect(webhookUrlProblem('https://user:pw@hooks.example.com/', false)).toBe(M.url);
  });

  it('in development allows http to a local receiver', () => {
    expect(webhookUrlProblem('http://127.0.0.1:9000/hook', false)).toBeNull();
  });

  it('tells private addresses from public ones', () => {
    expect(['8.8.8.8', '172.32.0.1', '2606:4700::1111', '100.128.0.1'].map(isPrivateAddress)).toEqual([false, false, false, false]);
    expect(['0.0.0.0', '100.64.0.1', '224.0.0.1', 'fd00::1', '::'].map(isPrivateAddress)).toEqual([true, true, true, true, true]);
  });
});

describe('webhook endpoints', () => {
  it('registers once; a retry records nothing', () => {
    expect(spec.given([]).when(register()).events()).toEqual(registered);
    expect(spec.given(registered).when(register()).events()).toEqual([]);
  });

  it('refuses a loopback URL in production mode and an empty event list, per field', () => {
    expect(spec.given([]).when(register({ url: 'https://127.0.0.1/hook', eventTypes: [] })).refusal()).toMatchObject({
      code: 'BAD_USER_INPUT', message: M.privateAddress, fields: { url: M.privateAddress, eventTypes: M.eventTypes },
    });
  });

  it('rotates, disables and deletes; a deleted endpoint is gone', () => {
    const rotated = spec.given(registered).when({ type: 'RotateWebhookSecret', companyId, endpointId, secretId: randomUUID(), now }).events();
    expect(rotated[0]?.type).toBe('WebhookSecretRotated');
    const disabled = spec.given(registered).when({ type: 'SetWebhookEndpointEnabled', companyId, endpointId, enabled: false, now }).events();
    expect(disabled).toEqual([{ type: 'WebhookEndpointEnabledSet', data: { companyId, endpointId, enabled: false, at: now } }]);
    const deleted = spec.given(registered).when({ type: 'DeleteWebhookEndpoint', companyId, endpointId, now }).events();
    expect(spec.given([...registered, ...deleted]).when({ type: 'SetWebhookEndpointEnabled', companyId, endpointId, enabled: false, now }).refusal().code).toBe('NOT_FOUND');
  });

  it('targets enabled endpoints subscribed to the type and registered before the event', () => {
    const state = [...registered].reduce(webhookEndpointsDecider.evolve, webhookEndpointsDecider.initialState());
    expect(webhookTargets(state, 'transactions.authorized', now).map((e) => e.endpointId)).toEqual([endpointId]);
    expect(webhookTargets(state, 'transactions.cleared', now)).toEqual([]);
    expect(webhookTargets(state, 'transactions.authorized', '2026-11-24T09:59:59.000Z')).toEqual([]);
    const off = webhookEndpointsDecider.evolve(state, { type: 'WebhookEndpointEnabledSet', data: { companyId, endpointId, enabled: false, at: now } });
    expect(webhookTargets(off, 'transactions.authorized', now)).toEqual([]);
  });
});

describe('webhook deliveries', () => {
  const delivery = deciderSpec(webhookDeliveryDecider);
  const ids = { deliveryId: randomUUID(), companyId, endpointId, now };
  const scheduled = delivery.given([]).when({ type: 'ScheduleWebhookDelivery', ...ids, eventId: 'e1', eventType: 'transactions.authorized', body: '{}' }).events();
  const attempt = (outcome: 'DELIVERED' | 'RETRYING' | 'FAILED') => ({ type: 'RecordWebhookAttempt' as const, ...ids, statusCode: 500, durationMs: 3, error: 'HTTP 500', outcome });

  it('numbers attempts and resends only a failed one', () => {
    const first = delivery.given(scheduled).when(attempt('RETRYING')).events();
    const second = delivery.given([...scheduled, ...first]).when(attempt('FAILED')).events();
    expect(second[0]).toMatchObject({ type: 'WebhookDeliveryAttempted', data: { attempt: 2, outcome: 'FAILED' } });
    const resend = { type: 'ResendWebhookDelivery' as const, deliveryId: ids.deliveryId, companyId, now };
    expect(delivery.given([...scheduled, ...first]).when(resend).refusal()).toMatchObject({ code: 'CONFLICT', message: M.notFailed });
    expect(delivery.given([...scheduled, ...first, ...second]).when(resend).events()[0]?.type).toBe('WebhookDeliveryResent');
    expect(delivery.given(scheduled).when({ type: 'ScheduleWebhookDelivery', ...ids, eventId: 'e1', eventType: 'transactions.authorized', body: '{}' }).events()).toEqual([]);
  });

  it('resends what was scheduled, from the delivery alone, and only for its own company', () => {
    // Given a delivery that failed
    const failed = [...scheduled, ...delivery.given(scheduled).when(attempt('FAILED')).events()];
    const resend = { type: 'ResendWebhookDelivery' as const, deliveryId: ids.deliveryId, companyId, now };
    // When its company resends it, then the event carries the message as scheduled (the new run's input)
    expect(delivery.given(failed).when(resend).events()).toEqual([{
      type: 'WebhookDeliveryResent',
      data: { deliveryId: ids.deliveryId, companyId, endpointId, eventId: 'e1', eventType: 'transactions.authorized', body: '{}', at: now },
    }]);
    // When another company names it, or it does not exist, then it is not found
    expect(delivery.given(failed).when({ ...resend, companyId: randomUUID() }).refusal()).toMatchObject({ code: 'NOT_FOUND', message: 'Webhook delivery not found.' });
    expect(delivery.given([]).when(resend).refusal()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('webhook messages', () => {
  it('maps an approved purchase and a final reimbursement approval, and nothing else', () => {
    const data = { ledgerId: randomUUID(), authorizationId: 'a1', transactionId: randomUUID(), companyId, at: now, cardId: randomUUID(), budgetId: null, spenderId: null, amountCents: 2_500, currency: 'USD', merchantName: 'Staples', merchantId: null, mcc: '5111', country: 'US' };
    expect(webhookMessageOf({ id: 'x', type: 'AuthorizationApproved', data, createdAt: now })).toMatchObject({ eventType: 'transactions.authorized', companyId, data: { transactionId: data.transactionId, amountCents: 2_500 } });
    expect(webhookMessageOf({ id: 'x', type: 'AuthorizationDeclined', data, createdAt: now })).toBeNull();
    const review = { reimbursementId: randomUUID(), companyId, level: 0, reviewerUserId: randomUUID(), outcome: 'APPROVED', note: null, requestorUserId: randomUUID(), nextApproverUserIds: [], reviewedAt: now };
    expect(webhookMessageOf({ id: 'x', type: 'ReimbursementReviewed', data: { ...review, status: 'PENDING' }, createdAt: now })).toBeNull();
    expect(webhookMessageOf({ id: 'x', type: 'ReimbursementReviewed', data: { ...review, status: 'APPROVED' }, createdAt: now })?.eventType).toBe('reimbursements.approved');
  });
});
