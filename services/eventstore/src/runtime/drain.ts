import type { Server } from 'node:http';
import type { RuntimeLogger } from './nats';

export interface DrainOutcome {
  /** Requests in flight when the drain began (or begun on a kept-alive connection during it) that finished. */
  finished: number;
  /** Requests still running when the bound ran out: their connections were cut. */
  cut: number;
}

/**
 * Graceful drain for an HTTP server (SIGTERM in a rolling update or a scale-down): stop accepting,
 * let the requests in flight finish (bounded), then close every connection. Call at start-up, before
 * any request arrives, so every request is counted.
 */
export const drainable = (server: Server) => {
  const inFlight = new Set<{ done: Promise<void> }>();
  let draining = false;
  /** Requests begun before or during the drain that it waited for. */
  let started = 0;
  server.on('request', (_req, res) => {
    // Once draining, a response says so: the load balancer opens its next request elsewhere.
    if (draining) res.shouldKeepAlive = false;
    started += draining ? 1 : 0;
    let finish!: () => void;
    const entry = { done: new Promise<void>((resolve) => (finish = resolve)) };
    inFlight.add(entry);
    res.once('close', () => {
      inFlight.delete(entry);
      finish();
      if (draining) server.closeIdleConnections();
    });
  });

  return {
    get inFlight(): number {
      return inFlight.size;
    },
    /**
     * `beforeWait`: closes what keeps connections open by design (WebSockets), so their clients
     * reconnect to another replica. Resolves once the server is closed.
     */
    async drain(logger: RuntimeLogger, options: { graceMs: number; beforeWait?: () => void }): Promise<DrainOutcome> {
      draining = true;
      started = inFlight.size;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const waiting = inFlight.size;
      logger.info({ inFlight: waiting, graceMs: options.graceMs }, `draining: stopped accepting connections, waiting for ${waiting} request(s) in flight`);
      options.beforeWait?.();
      let timer: NodeJS.Timeout | undefined;
      let expired = false;
      const bound = new Promise<void>((resolve) => (timer = setTimeout(() => resolve(void (expired = true)), options.graceMs)));
      // Requests already read from a kept-alive connection may still start: they are waited for too.
      while (inFlight.size > 0 && !expired) await Promise.race([...[...inFlight].map((entry) => entry.done), bound]);
      clearTimeout(timer);
      const cut = inFlight.size;
      server.closeAllConnections();
      await closed;
      logger.info({ finished: started - cut, cut }, `drained: ${started - cut} request(s) finished, ${cut} cut at the ${options.graceMs} ms bound`);
      return { finished: started - cut, cut };
    },
  };
};
