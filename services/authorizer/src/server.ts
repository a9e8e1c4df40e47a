import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { keepAliveLongerThanClients, tracedHttp, type Health } from '@spend/runtime';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Authorizer, FollowUpKind } from './authorizer';
import { AuthorizationIdTaken } from './ledger-book';
import { authorizationRequest, followUpRequest } from './messages';
import { authorizationMetrics } from './metrics';
import { SIGNATURE_HEADER, isValidSignature } from './signature';

export interface AuthorizerServerOptions {
  authorizer: Authorizer;
  secret: string;
  maxSkewMs: number;
  logger: Logger;
  /** The clock, for tests of the replay window. */
  now?: () => number;
  /** /healthz, /readyz and /metrics (with the decisions counted into its registry). */
  health?: Health;
}

const MAX_BODY = 16_384;
const FOLLOW_UPS: Record<string, FollowUpKind> = { '/v1/clearings': 'clear', '/v1/reversals': 'reverse', '/v1/refunds': 'refund' };

class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new HttpError(413, 'The request body is too large.'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const send = (res: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

/**
 * The issuer processor's real-time webhook: POST /v1/authorizations (approve or decline), then
 * /v1/clearings, /v1/reversals and /v1/refunds. Every body is signed (HMAC-SHA256 with the shared
 * secret, hex, in `x-spend-signature`) and carries a timestamp within `maxSkewMs` of now, so a
 * captured request cannot be replayed later; a replay inside the window repeats an id already
 * answered, and is answered the same way without being recorded again; the same id for another
 * purchase (another card, amount or budget) is refused with 409. GET /health does nothing
 * (the benchmarks' baseline).
 */
export const createAuthorizerServer = ({ authorizer, secret, maxSkewMs, logger, now = Date.now, health }: AuthorizerServerOptions): Server => {
  const metrics = health ? authorizationMetrics(health.registry) : undefined;
  // Each request in a server span (when tracing is on) continuing the processor's traceparent, so a
  // decision's append joins the trace of the purchase that asked for it.
  const server = createServer(tracedHttp('@spend/authorizer', (req, res) => {
    void (async () => {
      if (req.method === 'GET' && req.url === '/health') return send(res, 200, { ok: true });
      if (health?.handles(req)) return health.serve(req, res);
      const kind = req.url === '/v1/authorizations' ? 'authorize' : FOLLOW_UPS[req.url ?? ''];
      if (req.method !== 'POST' || !kind) return send(res, 404, { error: 'Not found.' });
      const body = await readBody(req);
      if (!isValidSignature(body, req.headers[SIGNATURE_HEADER] as string | undefined, secret)) throw new HttpError(401, 'The request signature is missing or wrong.');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new HttpError(400, 'The body is not JSON.');
      }
      const parse = <S extends z.ZodType>(schema: S): z.infer<S> => {
        const result = schema.safeParse(json);
        if (!result.success) throw new HttpError(400, result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
        return result.data;
      };
      const inWindow = (timestamp: string) => {
        if (Math.abs(now() - Date.parse(timestamp)) > maxSkewMs) throw new HttpError(401, 'The request timestamp is outside the allowed window.');
      };
      if (kind === 'authorize') {
        const authorization = parse(authorizationRequest);
        inWindow(authorization.timestamp);
        const started = performance.now();
        const answer = await authorizer.authorize(authorization);
        metrics?.decided(answer, (performance.now() - started) / 1000);
        return send(res, 200, answer);
      }
      const followUp = parse(followUpRequest);
      inWindow(followUp.timestamp);
      if (kind !== 'reverse' && followUp.amount === undefined) throw new HttpError(400, 'amount: required');
      return send(res, 200, await authorizer.followUp(kind, followUp));
    })().catch((error: unknown) => {
      if (error instanceof HttpError) return send(res, error.status, { error: error.message });
      if (error instanceof AuthorizationIdTaken) return send(res, 409, { error: error.message });
      // Card tokens and amounts only: the authorizer never sees a PAN.
      logger.error({ err: error, url: req.url }, 'authorization failed');
      metrics?.failed();
      send(res, 500, { error: 'The authorization could not be decided.' });
    });
  }));
  // The processor and the load balancer keep their connections open: they close idle ones, not we.
  keepAliveLongerThanClients(server);
  return server;
};
