import { Connection, defaultGrpcRetryOptions, makeGrpcRetryInterceptor } from '@temporalio/client';

/**
 * A lazy Temporal connection (the API starts and answers everything else while Temporal is still
 * coming up) whose calls stop retrying once it is closed. The client's retry waits on a timer; one
 * that fires after close() starts its call on a shut channel, which throws "Channel has been shut
 * down" from the timer: an uncaught exception, with the call's caller never answered. A call that
 * was waiting for the channel at close (answered UNAVAILABLE "Channel closed before call started")
 * was retried that way. Now it fails with that UNAVAILABLE, and close() waits for the retries
 * already on their timers, which then answer whatever they get without retrying again.
 */
export const lazyTemporalConnection = (address: string): Connection => {
  const retry = defaultGrpcRetryOptions();
  let closed = false;
  // When the last retry on its timer fires.
  let retriesUntil = 0;
  const connection = Connection.lazy({
    address,
    interceptors: [makeGrpcRetryInterceptor({
      retryableDecider: (attempt, status) => !closed && retry.retryableDecider(attempt, status),
      delayFunction: (attempt, status) => {
        const delay = retry.delayFunction(attempt, status);
        retriesUntil = Math.max(retriesUntil, Date.now() + delay);
        return delay;
      },
    })],
  });
  const close = connection.close.bind(connection);
  connection.close = async () => {
    closed = true;
    const wait = retriesUntil - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 1));
    await close();
  };
  return connection;
};
