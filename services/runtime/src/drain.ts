import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { CLIENT_IDLE_MS } from './keep-alive';
import type { RuntimeLogger } from './nats';

export interface DrainOutcome {
  /** Requests in flight when the drain began (or begun on a kept-alive connection during it) that finished. */
  finished: number;
  /** Requests still running when the bound ran out: their connections were cut. */
  cut: number;
}

/** How much longer than their window a drain gives clients to close their idle connections. */
const IDLE_MARGIN_MS = 1_000;

/** Whether `promise` settles within `ms`. */
const within = async (promise: Promise<void>, ms: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), expired]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Graceful drain for an HTTP server (SIGTERM in a rolling update or a scale-down): stop accepting,
 * answer every request with `Connection: close`, and let the clients close their idle kept-alive
 * connections themselves (the server keeps them longer than clients do: keepAliveLongerThanClients),
 * all bounded; then close what is left. Call at start-up, before any request arrives, so every
 * request is counted.
 */
export const drainable = (server: Server) => {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  /** Requests begun before or during the drain that it waited for. */
  let started = 0;
  // First of the request listeners, so the answer's headers are not written yet.
  server.prependListener('request', (_req, res) => {
    // Once draining, the answer says so: the client sends its next request elsewhere.
    if (draining) {
      res.shouldKeepAlive = false;
      started++;
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  return {
    get inFlight(): number {
      return inFlight.size;
    },
    /**
     * `beforeWait`: closes what keeps connections open by design (WebSockets), so their clients
     * reconnect to another replica. `idleMs`: how long clients get to close their idle connections
     * (their keep-alive window and a margin). Resolves once the server is closed.
     */
    async drain(logger: RuntimeLogger, options: { graceMs: number; idleMs?: number; beforeWait?: () => void }): Promise<DrainOutcome> {
      draining = true;
      started = inFlight.size;
      // Answers not begun yet close their connections too (one already begun keeps what its headers said).
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      // net.Server's close only stops accepting: http.Server's would also destroy the idle kept-alive
      // connections at once, racing a request a client may just be sending on one.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      const waiting = inFlight.size;
      logger.info({ inFlight: waiting, graceMs: options.graceMs }, `draining: stopped accepting connections, waiting for ${waiting} request(s) in flight`);
      options.beforeWait?.();
      // Every connection now ends by itself: after its answer (Connection: close), or when its client's
      // keep-alive window runs out. One a client keeps idle past that is closed; a request outlasting
      // the bound is cut.
      const idleMs = Math.min(options.idleMs ?? CLIENT_IDLE_MS + IDLE_MARGIN_MS, options.graceMs);
      if (!(await within(closed, idleMs))) {
        server.closeIdleConnections();
        await within(closed, options.graceMs - idleMs);
      }
      const cut = inFlight.size;
      server.closeAllConnections();
      await closed;
      logger.info({ finished: started - cut, cut }, `drained: ${started - cut} request(s) finished, ${cut} cut at the ${options.graceMs} ms bound`);
      return { finished: started - cut, cut };
    },
  };
};
