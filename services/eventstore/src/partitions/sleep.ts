/**
 * Waits `ms`, or less when `signal` aborts. The abort listener is removed when the timer fires: a
 * retry loop sleeping once a second for hours must not pile up one listener per retry.
 */
export const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
