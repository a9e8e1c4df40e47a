import type { Decider } from '../shared/decider';
import { conflict, DomainError, notFound } from '../shared/errors';
import type { WebhookDeliveryEvent, WebhookEndpointEvent } from './events';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_MESSAGES as M, WEBHOOK_TOPICS, webhookUrlProblem, type WebhookTopic } from './rules';

export interface WebhookEndpoint { endpointId: string; url: string; eventTypes: WebhookTopic[]; secretId: string; enabled: boolean; registeredAt: string }
/** A company's live endpoints (deleted ones are gone). */
export interface WebhookEndpointsState { endpoints: WebhookEndpoint[] }

type Base = { companyId: string; now: string };
type Target = { url: string; eventTypes: WebhookTopic[]; /** Production rules for the URL (https, public host). */ strict: boolean };
export type WebhookEndpointCommand =
  | (Base & Target & { type: 'RegisterWebhookEndpoint'; endpointId: string; secretId: string })
  | (Base & Target & { type: 'ChangeWebhookEndpoint'; endpointId: string })
  | (Base & { type: 'SetWebhookEndpointEnabled'; endpointId: string; enabled: boolean })
  | (Base & { type: 'RotateWebhookSecret'; endpointId: string; secretId: string })
  | (Base & { type: 'DeleteWebhookEndpoint'; endpointId: string });

const checkTarget = (t: Target): { url: string; eventTypes: WebhookTopic[] } => {
  const fields: Record<string, string> = {};
  const urlProblem = webhookUrlProblem(t.url, t.strict);
  if (urlProblem) fields.url = urlProblem;
  if (t.eventTypes.length === 0) fields.eventTypes = M.eventTypes;
  else if (t.eventTypes.some((type) => !WEBHOOK_TOPICS.includes(type))) fields.eventTypes = M.unknownEventType;
  const first = Object.values(fields)[0];
  if (first) throw new DomainError('BAD_USER_INPUT', first, fields);
  return { url: t.url.trim(), eventTypes: [...new Set(t.eventTypes)] };
};

const find = (state: WebhookEndpointsState, endpointId: string): WebhookEndpoint => {
  const endpoint = state.endpoints.find((e) => e.endpointId === endpointId);
  if (!endpoint) throw notFound(M.notFound);
  return endpoint;
};

const decideEndpoint = (c: WebhookEndpointCommand, state: WebhookEndpointsState): WebhookEndpointEvent[] => {
  const ids = { companyId: c.companyId, endpointId: c.endpointId, at: c.now };
  switch (c.type) {
    case 'RegisterWebhookEndpoint': {
      // A retried registration (same id) records nothing new.
      if (state.endpoints.some((e) => e.endpointId === c.endpointId)) return [];
      const target = checkTarget(c);
      if (state.endpoints.length >= MAX_WEBHOOK_ENDPOINTS) throw conflict(M.tooMany);
      return [{ type: 'WebhookEndpointRegistered', data: { ...ids, ...target, secretId: c.secretId } }];
    }
    case 'ChangeWebhookEndpoint': {
      const endpoint = find(state, c.endpointId);
      const target = checkTarget(c);
      const same = endpoint.url === target.url && endpoint.eventTypes.join() === target.eventTypes.join();
      return same ? [] : [{ type: 'WebhookEndpointChanged', data: { ...ids, ...target } }];
    }
    case 'SetWebhookEndpointEnabled':
      return find(state, c.endpointId).enabled === c.enabled ? [] : [{ type: 'WebhookEndpointEnabledSet', data: { ...ids, enabled: c.enabled } }];
    case 'RotateWebhookSecret':
      return find(state, c.endpointId).secretId === c.secretId ? [] : [{ type: 'WebhookSecretRotated', data: { ...ids, secretId: c.secretId } }];
    case 'DeleteWebhookEndpoint':
      find(state, c.endpointId);
      return [{ type: 'WebhookEndpointDeleted', data: ids }];
  }
};

const evolveEndpoints = (state: WebhookEndpointsState, event: WebhookEndpointEvent): WebhookEndpointsState => {
  const d = event.data;
  const update = (change: Partial<WebhookEndpoint>) => ({ endpoints: state.endpoints.map((e) => (e.endpointId === d.endpointId ? { ...e, ...change } : e)) });
  switch (event.type) {
    case 'WebhookEndpointRegistered':
      return { endpoints: [...state.endpoints, { endpointId: d.endpointId, url: event.data.url, eventTypes: event.data.eventTypes, secretId: event.data.secretId, enabled: true, registeredAt: d.at }] };
    case 'WebhookEndpointChanged':
      return update({ url: event.data.url, eventTypes: event.data.eventTypes });
    case 'WebhookEndpointEnabledSet':
      return update({ enabled: event.data.enabled });
    case 'WebhookSecretRotated':
      return update({ secretId: event.data.secretId });
    case 'WebhookEndpointDeleted':
      return { endpoints: state.endpoints.filter((e) => e.endpointId !== d.endpointId) };
  }
};

/** A company's webhook endpoints; stream `webhooks-<companyId>` (few, rarely changed: one stream per company). */
export const webhookEndpointsDecider: Decider<WebhookEndpointsState, WebhookEndpointCommand, WebhookEndpointEvent> = {
  initialState: () => ({ endpoints: [] }),
  evolve: evolveEndpoints,
  decide: decideEndpoint,
};

/** Endpoints that take this event: enabled, subscribed to its type, and registered by the time it happened. */
export const webhookTargets = (state: WebhookEndpointsState, eventType: WebhookTopic, occurredAt: string): WebhookEndpoint[] =>
  state.endpoints.filter((e) => e.enabled && e.eventTypes.includes(eventType) && e.registeredAt <= occurredAt);

export type WebhookDeliveryStatus = 'NONE' | 'PENDING' | 'DELIVERED' | 'FAILED';
/** What a delivery sends, as scheduled: a resend sends it again. */
export interface WebhookDeliveryMessage { companyId: string; endpointId: string; eventId: string; eventType: WebhookTopic; body: string }
export interface WebhookDeliveryState { status: WebhookDeliveryStatus; attempts: number; message: WebhookDeliveryMessage | null }

type DeliveryBase = Base & { deliveryId: string; endpointId: string };
export type WebhookDeliveryCommand =
  | (DeliveryBase & { type: 'ScheduleWebhookDelivery'; eventId: string; eventType: WebhookTopic; body: string })
  | (DeliveryBase & { type: 'RecordWebhookAttempt'; statusCode: number | null; durationMs: number; error: string | null; outcome: 'DELIVERED' | 'RETRYING' | 'FAILED' })
  | (Base & { type: 'ResendWebhookDelivery'; deliveryId: string });

/** Another company's delivery is not found, as one that does not exist. */
const decideResend = (c: Extract<WebhookDeliveryCommand, { type: 'ResendWebhookDelivery' }>, state: WebhookDeliveryState): WebhookDeliveryEvent[] => {
  const { message } = state;
  if (!message || message.companyId !== c.companyId) throw notFound(M.deliveryNotFound);
  if (state.status !== 'FAILED') throw conflict(M.notFailed);
  return [{ type: 'WebhookDeliveryResent', data: { deliveryId: c.deliveryId, ...message, at: c.now } }];
};

/** One message to one endpoint: scheduled once, then its attempts; only a FAILED one can be resent. */
export const webhookDeliveryDecider: Decider<WebhookDeliveryState, WebhookDeliveryCommand, WebhookDeliveryEvent> = {
  initialState: () => ({ status: 'NONE', attempts: 0, message: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'WebhookDeliveryScheduled': {
        const { companyId, endpointId, eventId, eventType, body } = event.data;
        return { ...state, status: 'PENDING', message: { companyId, endpointId, eventId, eventType, body } };
      }
      case 'WebhookDeliveryAttempted':
        return { ...state, attempts: event.data.attempt, status: event.data.outcome === 'RETRYING' ? 'PENDING' : event.data.outcome };
      case 'WebhookDeliveryResent':
        return { ...state, status: 'PENDING' };
    }
  },
  decide: (c, state) => {
    if (c.type === 'ResendWebhookDelivery') return decideResend(c, state);
    const ids = { deliveryId: c.deliveryId, companyId: c.companyId, endpointId: c.endpointId, at: c.now };
    switch (c.type) {
      case 'ScheduleWebhookDelivery':
        return state.status === 'NONE' ? [{ type: 'WebhookDeliveryScheduled', data: { ...ids, eventId: c.eventId, eventType: c.eventType, body: c.body } }] : [];
      case 'RecordWebhookAttempt':
        if (state.status === 'NONE') throw notFound(M.deliveryNotFound);
        return [{ type: 'WebhookDeliveryAttempted', data: { ...ids, attempt: state.attempts + 1, statusCode: c.statusCode, durationMs: c.durationMs, error: c.error, outcome: c.outcome } }];
    }
  },
};
