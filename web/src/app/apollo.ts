import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, from, split } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { currentToken, signIn, userManager } from './auth';
import { webConfig } from './config';
import { devFlagsHeader, readDevFlags } from './dev-flags';

/**
 * Operations never retried (spec 7): revealing a card's secrets is recorded each time it is asked for;
 * a password change carries passwords, sent once.
 */
const NO_RETRY = new Set<string>(['CardSecrets', 'UpdateMyPassword']);
/** Mutations without an Idempotency-Key: the API would keep a fingerprint of their variables (passwords). */
const NO_IDEMPOTENCY_KEY = new Set<string>(['UpdateMyPassword']);

const isMutation = (operation: { query: Parameters<typeof getMainDefinition>[0] }): boolean => {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'mutation';
};

/** Every mutation carries an Idempotency-Key chosen once, before the retry link, so a retried mutation applies once. */
const idempotencyKeys = new ApolloLink((operation, forward) => {
  const previous = (operation.getContext().headers ?? {}) as Record<string, string>;
  if (isMutation(operation) && !NO_IDEMPOTENCY_KEY.has(operation.operationName) && !previous['idempotency-key']) operation.setContext({ headers: { ...previous, 'idempotency-key': crypto.randomUUID() } });
  return forward(operation);
});

const headers = async (): Promise<Record<string, string>> => {
  const token = await currentToken();
  const flags = devFlagsHeader(readDevFlags());
  const user = sessionStorage.getItem('nbxUser');
  return {
    ...(token && { authorization: `Bearer ${token}` }),
    ...(flags && { 'x-dev-flags': flags }),
    ...(user && { 'x-nbx-user': user }),
  };
};

let renewing: Promise<void> | null = null;

/**
 * The API refused a token issued before a password change (reason SESSION_ENDED). The session that
 * changed it renews its token (the retry then goes through); a session signed out elsewhere cannot
 * renew, and signs in again.
 */
const sessionEnded = onError(({ graphQLErrors, networkError }) => {
  const result = (networkError as { result?: { errors?: { extensions?: { reason?: string } }[] } } | null | undefined)?.result;
  const errors = [...(graphQLErrors ?? []), ...(result?.errors ?? [])];
  if (!errors.some((e) => e.extensions?.reason === 'SESSION_ENDED')) return;
  renewing ??= userManager
    .signinSilent()
    .then(() => undefined)
    .catch(async () => {
      await userManager.removeUser();
      await signIn(`${window.location.pathname}${window.location.search}`);
    })
    .finally(() => {
      renewing = null;
    });
});

/** Cache-and-network by default, up to 5 retries except on HTTP 400 or excluded operations; subscriptions over graphql-ws. */
export const createApolloClient = (): ApolloClient<unknown> => {
  const http = from([
    idempotencyKeys,
    new RetryLink({
      attempts: {
        max: 6, // the first attempt and 5 retries (spec 7)
        // 422: the Idempotency-Key was used for another request; sending it again cannot help.
        retryIf: (error: { statusCode?: number } | undefined, operation) => !!error && error.statusCode !== 400 && error.statusCode !== 422 && !NO_RETRY.has(operation.operationName),
      },
    }),
    sessionEnded,
    setContext(async (_, previous: { headers?: Record<string, string> }) => {
      await renewing; // a retry waits for the renewed token
      return { headers: { ...previous.headers, ...(await headers()) } };
    }),
    new HttpLink({ uri: webConfig.graphqlPath }),
  ]);
  // Live updates are at most once (NATS core): after a reconnect, what was missed is fetched again.
  let connectedBefore = false;
  const ws = new GraphQLWsLink(
    createClient({
      url: `${window.location.origin.replace(/^http/, 'ws')}${webConfig.graphqlPath}`,
      connectionParams: headers,
      retryAttempts: Infinity,
      on: {
        connected: () => {
          if (connectedBefore) void client.refetchQueries({ include: 'active' });
          connectedBefore = true;
        },
      },
    }),
  );
  const client = new ApolloClient({
    link: split(({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    }, ws, http),
    // A budget's funds have no id of their own: the pages select different figures of them, so a
    // push or mutation answer merges into the cached ones rather than replacing them. The company's
    // mileage settings are one object: a save's answer replaces the page's copy (no read after it).
    cache: new InMemoryCache({ typePolicies: { BudgetFunds: { merge: true }, MileageSettings: { keyFields: [] } } }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  return client;
};
