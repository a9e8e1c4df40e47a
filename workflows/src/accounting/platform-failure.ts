import { ApplicationFailure } from '@temporalio/activity';
import { PlatformBusy, PlatformRejection } from '@spend/domain';

/**
 * A platform call's failure as Temporal should retry it: a refusal of the request never (retrying
 * will not help), a 429 after the platform's Retry-After rather than the policy's backoff, an
 * outage with the retry policy.
 */
export const asActivityFailure = (error: unknown): never => {
  if (error instanceof PlatformRejection) throw ApplicationFailure.nonRetryable(error.message, 'PlatformRejection');
  if (error instanceof PlatformBusy) throw ApplicationFailure.create({ message: error.message, type: 'PlatformBusy', nextRetryDelay: error.retryAfterMs });
  throw error;
};
