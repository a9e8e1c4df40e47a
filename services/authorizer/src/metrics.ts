import { Counter, Histogram, type Registry } from '@spend/runtime';
import type { AuthorizationAnswer } from './messages';

export type DecisionRecorder = (answer: AuthorizationAnswer, seconds: number) => void;

/**
 * `spend_authorizations_total{decision, reason}` (authorizations/s is its rate) and the decision
 * time, for /metrics.
 */
export const authorizationMetrics = (registry: Registry): DecisionRecorder => {
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
  return (answer, seconds) => {
    decisions.inc({ decision: answer.approved ? 'approved' : 'declined', reason: answer.approved ? 'APPROVED' : (answer.decline_reason ?? 'UNKNOWN') });
    duration.observe(seconds);
  };
};
