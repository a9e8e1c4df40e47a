import { GraphQLError } from 'graphql';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Each user's budget of GraphQL operations (each operation of a batch counts): `requests` per
 * `windowSeconds`, per API process. Over it, HTTP 429 with Retry-After.
 */
export const createRateLimit = (requests: number, windowSeconds: number) => {
  const limiter = new RateLimiterMemory({ points: requests, duration: windowSeconds });
  return async (userId: string): Promise<void> => {
    try {
      await limiter.consume(userId);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new GraphQLError(`Too many requests. Try again in ${seconds} seconds.`, {
        extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429, headers: { 'retry-after': String(seconds) } } },
      });
    }
  };
};
