import { createServer, type IncomingMessage, type Server } from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { createAuthenticator } from './shared/auth';
import { newRequestIds, parseFlags, type ApiContext, type ApiServices } from './shared/context';
import { maskApiError } from './shared/errors';
import { schema } from './schema';
import type { JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import { DomainError } from '@spend/domain';

export interface ApiServerOptions extends ApiServices {
  jwks: JWTVerifyGetKey;
  logger: Logger;
}

/** Limits against abusive queries (ARCHITECTURE 5). */
export const LIMITS = { depth: 8, aliases: 15, tokens: 2000, cost: 5000, directives: 20, batch: 10 } as const;

type Enveloped = { execute: (args: ExecutionArgs) => never; subscribe: (args: ExecutionArgs) => never };

type WsParams = { authorization?: string; 'x-nbx-user'?: string; 'x-dev-flags'?: string };

/**
 * The API: graphql-yoga over HTTP POST /graphql and graphql-ws on the same path. The bearer token is
 * checked on every HTTP request, on the WebSocket's connection_init and again on each subscribe.
 */
export const createApiServer = (options: ApiServerOptions): Server => {
  const { config } = options;
  const authenticator = createAuthenticator({ db: options.db, jwks: options.jwks, issuer: config.OIDC_ISSUER, audience: config.OIDC_AUDIENCE });
  const production = config.NODE_ENV === 'production';

  const yoga = createYoga<{ req?: IncomingMessage; connectionParams?: WsParams }, ApiContext>({
    schema,
    graphiql: !production,
    landingPage: false,
    // A refused command is an answer, not a fault: it is logged at debug level only.
    logging: {
      debug: (...args: unknown[]) => options.logger.debug(args),
      info: (...args: unknown[]) => options.logger.info(args),
      warn: (...args: unknown[]) => options.logger.warn(args),
      error: (...args: unknown[]) => (args.some((a) => DomainError.is(a)) ? options.logger.debug(args) : options.logger.error(args)),
    },
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
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'content-type'] }),
      ...(production ? [useDisableIntrospection()] : []),
    ],
    context: async ({ request, connectionParams }) => {
      const header = (name: keyof WsParams): string | null => request?.headers.get(name) ?? connectionParams?.[name] ?? null;
      const caller = await authenticator.authenticate(header('authorization'), header('x-nbx-user'));
      return {
        services: options,
        caller,
        flags: parseFlags(header('x-dev-flags')),
        ...newRequestIds(request?.headers.get('idempotency-key')),
        appended: null,
      };
    },
  });

  const server = createServer(yoga);
  const wsServer = new WebSocketServer({ server, path: yoga.graphqlEndpoint });
  useServer<WsParams>(
    {
      // The enveloped execute/subscribe travel in rootValue (yoga's graphql-ws recipe).
      execute: (args: ExecutionArgs) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as Enveloped).subscribe(args),
      onConnect: async (ctx) => {
        try {
          await authenticator.authenticate(ctx.connectionParams?.authorization, ctx.connectionParams?.['x-nbx-user']);
          return true;
        } catch {
          return false;
        }
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
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('Invalid query.')];
        }
        const errors = validate(envelopedSchema, document);
        if (errors.length > 0) return errors;
        let contextValue;
        try {
          // Authenticates again: a token that expired since connection_init is refused here.
          contextValue = await contextFactory();
        } catch (error) {
          const masked = maskApiError(error, 'Unexpected error.', false);
          return [masked instanceof GraphQLError ? masked : new GraphQLError(masked.message)];
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
  return server;
};
