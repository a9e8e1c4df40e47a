import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type * as GraphQL from 'graphql';
import type { ExecutionArgs, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { createAuthenticator } from './shared/auth';
import { newRequestIds, parseFlags, type ApiContext, type ApiServices } from './shared/context';
import { useCancelOnDisconnect } from './shared/cancel';
import { useWorkLimit } from './shared/cost';
import { isExpectedError, maskApiError } from './shared/errors';
import { liveInterrupted } from './shared/live';
import { yogaLogging } from './shared/yoga-logging';
import { useIdempotencyKeys } from './shared/idempotency';
import { useApiClientScopes } from './shared/machine-caller';
import { useCompanySecondFactor } from './shared/step-up';
import { useApiClientTokenUse } from './api-clients/token-use';
import { createRateLimit } from './shared/rate-limit';
import { useOperationSpanName } from './shared/tracing';
import { schema } from './schema';
import { createDownloadHandler } from './members/reports';
import { createSnapshotDownloadHandler } from './snapshots/download';
import { LocalStorage } from './files/local-storage';
import { createFileRoute } from './files/serve';
import { receiptFileCheck } from './transactions/receipts';
import { keepAliveLongerThanClients, tracedHttp, type Health } from '@spend/runtime';
import type { JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';

export interface ApiServerOptions extends ApiServices {
  jwks: JWTVerifyGetKey;
  logger: Logger;
  /** /healthz, /readyz and /metrics, beside /graphql. */
  health?: Health;
}

/** Limits against abusive queries (ARCHITECTURE 5). */
export const LIMITS = { depth: 8, aliases: 15, tokens: 2000, cost: 5000, directives: 20, batch: 10 } as const;

type Enveloped = { execute: (args: ExecutionArgs) => never; subscribe: (args: ExecutionArgs) => never };

/**
 * graphql-ws accepts only errors of *its* `graphql`'s GraphQLError class. graphql 16 ships CommonJS
 * and ESM builds without an `exports` map: Node loads the CommonJS one for every importer, but a
 * bundler or vitest may hand this file the ESM one. Errors returned to graphql-ws are therefore
 * rebuilt with the class Node resolves, which is the one graphql-ws holds.
 */
const { GraphQLError: NodeGraphQLError } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

const toWsErrors = (errors: readonly unknown[]): GraphQLError[] =>
  errors.map((error) => {
    if (error instanceof NodeGraphQLError) return error;
    const e = error as Partial<GraphQLError>;
    return new NodeGraphQLError(e.message ?? 'Unexpected error.', { nodes: e.nodes, extensions: e.extensions });
  });

/** setTimeout's largest delay (about 24.8 days): a socket with a longer-lived token is closed then, and reconnects. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The API's HTTP server; `goingAway` closes its WebSockets (1001) on shutdown, so their clients reconnect to another replica. */
export type ApiServer = Server & { goingAway: () => void };

type WsParams = { authorization?: string; 'x-nbx-user'?: string; 'x-dev-flags'?: string; 'x-nbx-mode'?: string };

/**
 * The API: graphql-yoga over HTTP POST /graphql and graphql-ws on the same path. The bearer token is
 * checked on every HTTP request, on the WebSocket's connection_init and again on each subscribe.
 */
export const createApiServer = (options: ApiServerOptions): ApiServer => {
  const { config } = options;
  const authenticator = createAuthenticator({ db: options.db, jwks: options.jwks, issuer: config.OIDC_ISSUER, audience: config.OIDC_AUDIENCE });
  const production = config.NODE_ENV === 'production';
  const rateLimit = createRateLimit(config.RATE_LIMIT_REQUESTS, config.RATE_LIMIT_WINDOW_SECONDS);

  const yoga = createYoga<{ req?: IncomingMessage; connectionParams?: WsParams }, ApiContext>({
    schema,
    graphiql: !production,
    landingPage: false,
    logging: yogaLogging(options.logger),
    batching: { limit: LIMITS.batch },
    maskedErrors: { maskError: maskApiError, isDev: config.NODE_ENV === 'development' },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: LIMITS.depth },
        maxAliases: { n: LIMITS.aliases },
        maxTokens: { n: LIMITS.tokens },
        costLimit: { maxCost: LIMITS.cost },
        maxDirectives: { n: LIMITS.directives },
        blockFieldSuggestion: { enabled: production },
      }),
      useWorkLimit(),
      useCancelOnDisconnect(options.db),
      // A request with a non-simple content type (application/json, as every client of ours sends)
      // was already preflighted by the browser; any other (GET, form or text/plain POST) must carry
      // this header, which a cross-site form cannot set. Never list `content-type` here: that would
      // let a form-encoded cross-site POST through.
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      ...(production ? [useDisableIntrospection()] : []),
      useApiClientScopes(),
      useCompanySecondFactor(),
      useApiClientTokenUse(),
      useIdempotencyKeys(options.db, options.logger),
      useOperationSpanName(),
    ],
    context: async ({ request, connectionParams }) => {
      const header = (name: keyof WsParams): string | null => request?.headers.get(name) ?? connectionParams?.[name] ?? null;
      const caller = await authenticator.authenticate(header('authorization'), header('x-nbx-user'));
      await rateLimit(caller.userId);
      return {
        services: options,
        caller,
        flags: parseFlags(header('x-dev-flags')),
        ...newRequestIds(request?.headers.get('idempotency-key'), caller.userId),
        appended: null,
        multipleEntity: header('x-nbx-mode') === 'MultipleEntity',
        authorization: header('authorization'),
      };
    },
  });

  // Routes beside GraphQL, all under its path: downloads, and the embedded store's signed urls.
  const routes = [
    ...(options.health ? [options.health] : []),
    createDownloadHandler({ authenticator, db: options.db, storage: options.storage }),
    createSnapshotDownloadHandler({ authenticator, services: options }),
    createFileRoute({ authenticator, services: options, checks: { receipt: receiptFileCheck(options) } }),
    ...(options.storage instanceof LocalStorage ? [options.storage.handler] : []),
  ];
  const server = createServer(tracedHttp('@spend/api', (req, res) => {
    const route = routes.find((r) => r.handles(req));
    void (route ? route.serve(req, res) : yoga(req, res));
  }));
  // The load balancer and the web server keep connections open: they close idle ones, not we.
  keepAliveLongerThanClients(server);
  const wsServer = new WebSocketServer({ server, path: yoga.graphqlEndpoint });
  useServer<WsParams>(
    {
      // The enveloped execute/subscribe travel in rootValue (yoga's graphql-ws recipe).
      execute: (args: ExecutionArgs) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as Enveloped).subscribe(args),
      onConnect: async (ctx) => {
        let caller;
        try {
          caller = await authenticator.authenticate(ctx.connectionParams?.authorization, ctx.connectionParams?.['x-nbx-user']);
        } catch {
          return false;
        }
        // An open subscription must not outlive its token: close the socket (4403, which graphql-ws
        // clients retry) when the token expires, so the client reconnects with a fresh one.
        if (caller.expiresAt !== null) {
          const { socket } = ctx.extra;
          const timer = setTimeout(() => socket.close(4403, 'Token expired'), Math.min(Math.max(caller.expiresAt - Date.now(), 0), MAX_TIMER_MS));
          socket.once('close', () => clearTimeout(timer));
        }
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        const { schema: envelopedSchema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
          connectionParams: ctx.connectionParams,
        });
        let document;
        try {
          document = parse(payload.query);
          const errors = validate(envelopedSchema, document);
          if (errors.length > 0) return toWsErrors(errors);
        } catch (error) {
          // Syntax errors and the limits (tokens at parse; depth, aliases, cost at validation, which
          // graphql-armor throws rather than returns) are GraphQLErrors of either build.
          return toWsErrors([(error as Error | null)?.name === 'GraphQLError' ? error : new NodeGraphQLError('Invalid query.')]);
        }
        let contextValue;
        try {
          // Authenticates again: a token that expired since connection_init is refused here.
          contextValue = await contextFactory();
        } catch (error) {
          // Not a refusal (the token, the caller) but ours, as while the database fails over: the
          // client subscribes again (a plain error would end its live updates for good).
          return toWsErrors([isExpectedError(error) ? maskApiError(error, 'Unexpected error.', config.NODE_ENV === 'development') : liveInterrupted()]);
        }
        return {
          schema: envelopedSchema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
      },
    },
    wsServer,
  );
  const goingAway = (): void => {
    for (const socket of wsServer.clients) socket.close(1001, 'Server shutting down');
    // A client that never answers the close handshake is cut, so the process can exit.
    setTimeout(() => wsServer.clients.forEach((socket) => socket.terminate()), 1_000).unref();
  };
  return Object.assign(server, { goingAway });
};
