import type { Server } from 'node:http';

/**
 * How long our clients keep an idle kept-alive connection to a server of ours: nginx's upstream
 * keepalive_timeout (deploy/replicas/nginx.conf) and the web server's agent to the API
 * (web/src/server/web-server.ts). Keep them in step: a drain waits this long for them.
 */
export const CLIENT_IDLE_MS = 5_000;

/** Above the clients' window, and the 60 s idle timeout of common load balancers and card processors. */
const SERVER_IDLE_MS = 65_000;

/**
 * Our servers keep an idle connection open longer than any client does, so it is always the client
 * that closes it. A server closing an idle connection races with a request the client is just
 * sending on it, which then fails: nginx does not resend a POST it has sent. Node's default (5 s,
 * plus the second Node adds) is shorter than nginx's default window (60 s).
 */
export const keepAliveLongerThanClients = (server: Server): void => {
  server.keepAliveTimeout = SERVER_IDLE_MS;
  // Above the keep-alive timeout, as Node advises: waiting for the next request is not a slow request.
  server.headersTimeout = SERVER_IDLE_MS + 1_000;
};
