import { connect, type NatsConnection } from '@nats-io/transport-node';

/** The few pino methods the connection logs with (pino's Logger fits). */
export interface RuntimeLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type NatsState = 'connected' | 'reconnecting' | 'closed';

export interface ManagedNats {
  connection: NatsConnection;
  state(): NatsState;
  /** Drains when connected; a connection that is down or closed is just closed (never throws). */
  close(): Promise<void>;
}

export interface NatsOptions {
  /** One server, or several separated by commas (seeds: the client learns a cluster's other nodes from the first it reaches). */
  servers: string;
  /** The client's name in the server's connection list (api, projections, …). */
  name: string;
  logger: RuntimeLogger;
  /** Longest wait between two reconnect attempts. */
  maxBackoffMs?: number;
  /** How often the client pings its server; two pings unanswered and it moves to another. */
  pingIntervalMs?: number;
}

/** A NATS_URL's servers: one, or several separated by commas (the client takes a list, not such a string). */
export const natsServers = (url: string): string[] => url.split(',').map((server) => server.trim()).filter(Boolean);

/** Exponential from 250 ms, capped, with up to 20 % jitter so replicas do not reconnect in step. */
export const reconnectDelay = (attempt: number, maxMs: number): number => {
  const base = Math.min(250 * 2 ** Math.min(attempt, 16), maxMs);
  return Math.round(base * (1 + Math.random() * 0.2));
};

/**
 * The one way our services connect to NATS: reconnects for ever with backoff (the client's default
 * gives up after 10 attempts, which ended live updates for good after a minute's outage), waits for
 * a server that is not up yet at start, logs when the connection drops and returns, and reports its
 * state for /readyz. Subscriptions are renewed by the client on reconnect.
 */
export const connectNats = async (options: NatsOptions): Promise<ManagedNats> => {
  const { logger, name } = options;
  const maxMs = options.maxBackoffMs ?? 5_000;
  let attempt = 0;
  let state: NatsState = 'connected';
  const connection = await connect({
    servers: natsServers(options.servers),
    name,
    // A server cut off (a partition, a paused VM) closes nothing: only unanswered pings tell. The
    // client's default (every 2 minutes, two missed) kept services on a node cut off for 60 s until
    // its link came back (cluster chaos run); at 5 s a dead link is left within about 15 s.
    pingInterval: options.pingIntervalMs ?? 5_000,
    maxPingOut: 2,
    // Nor does connecting to it fail: the handshake just never comes (the default waits 20 s a try).
    timeout: 5_000,
    maxReconnectAttempts: -1,
    waitOnFirstConnect: true,
    reconnectDelayHandler: () => reconnectDelay(attempt++, maxMs),
  });
  logger.info({ nats: options.servers }, `${name}: NATS connected`);
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' && state === 'connected') {
        state = 'reconnecting';
        logger.warn({ nats: status.server }, `${name}: NATS connection lost; reconnecting`);
      } else if (status.type === 'reconnect') {
        state = 'connected';
        logger.info({ nats: status.server, attempts: attempt }, `${name}: NATS connection back`);
        attempt = 0;
      } else if (status.type === 'reconnecting') {
        state = 'reconnecting';
      }
    }
  })();
  void connection.closed().then((error) => {
    state = 'closed';
    if (error) logger.error({ err: error }, `${name}: NATS connection closed`);
  });
  let closing: Promise<void> | undefined;
  const close = async (): Promise<void> => {
    if (connection.isClosed()) return;
    try {
      if (state === 'connected') await connection.drain();
      else await connection.close();
    } catch (error) {
      // Draining a connection that drops meanwhile rejects; shutting down must go on.
      logger.warn({ err: error }, `${name}: NATS connection closed uncleanly`);
      await connection.close().catch(() => undefined);
    }
  };
  // SIGINT and SIGTERM may both arrive (Ctrl-C, then the supervisor): one close serves both.
  return { connection, state: () => state, close: () => (closing ??= close()) };
};

/** For a service without pino (the worker, the simulator): one JSON-free line per event on stdout/stderr. */
export const consoleLogger = (name: string): RuntimeLogger => ({
  info: (details, message) => console.log(`${name}: ${message}`, details),
  warn: (details, message) => console.warn(`${name}: ${message}`, details),
  error: (details, message) => console.error(`${name}: ${message}`, details),
});
