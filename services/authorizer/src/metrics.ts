import { Counter, Histogram, type Registry } from '@spend/runtime';
import type { AuthorizationAnswer } from './messages';

export interface AuthorizationMetrics {
  decided(answer: AuthorizationAnswer, seconds: number): void;
  /** A message answered 500: the processor retries it, and the operators' alert counts it. */
  failed(): void;
}

/**
 * `spend_authorizations_total{decision, reason}` (authorizations/s is its rate), the decision
 * time and `spend_authorization_errors_total` (messages that could not be decided), for /metrics.
 */
export const authorizationMetrics = (registry: Registry): AuthorizationMetrics => {
  const decisions = new Counter({
    name: 'spend_authorizations_total',
    help: 'Card authorizations decided, by decision and decline reason',
    labelNames: ['decision', 'reason'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'spend_authorization_seconds',
    help: 'Time to decide a card authorization',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'spend_authorization_errors_total',
    help: 'Authorizer messages answered 500 (not decided; the processor retries them)',
    registers: [registry],
  });
  return {
    decided: (answer, seconds) => {
      decisions.inc({ decision: answer.approved ? 'approved' : 'declined', reason: answer.approved ? 'APPROVED' : (answer.decline_reason ?? 'UNKNOWN') });
      duration.observe(seconds);
    },
    failed: () => errors.inc(),
  };
};
