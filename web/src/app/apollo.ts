import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable, from, split, type FetchResult } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { STEP_UP_REQUIRED } from '@spend/domain';
import { currentToken, signIn, stepUpSignIn, userManager } from './auth';
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

/**
 * A refusal (FORBIDDEN) from a tab opened before the member lost a role (issue #29): the member's
 * roles are read again, so the navigation and the route's own "You do not have access" follow what
 * they may do now, while the screen that asked shows the API's message. Nothing was recorded.
 */
const accessChanged = (refreshRoles: () => void) => onError(({ graphQLErrors, operation }) => {
  if (operation.operationName !== 'Me' && graphQLErrors?.some((e) => e.extensions?.code === 'FORBIDDEN')) refreshRoles();
});

const needsStepUp = (result: FetchResult): boolean => !!result.errors?.some((e) => e.extensions?.code === STEP_UP_REQUIRED);
/** The company requires the second factor of every sign-in: the whole app waits for it, so the page itself signs in again. */
const companyRequiresIt = (result: FetchResult): boolean => !!result.errors?.some((e) => e.extensions?.reason === 'SECOND_FACTOR_REQUIRED');

/**
 * The API asks for a fresh second factor (STEP_UP_REQUIRED: a card reveal, a bank account, an API
 * client, a webhook, a role change): the identity provider's code prompt, then the operation once
 * more with the new token. Closing the prompt leaves the refusal to the screen that asked.
 */
const stepUp = new ApolloLink((operation, forward) =>
  new Observable<FetchResult>((observer) => {
    let subscription: { unsubscribe(): void } | undefined;
    const attempt = (retried: boolean): void => {
      let waiting = false;
      subscription = forward(operation).subscribe({
        next: (result) => {
          if (retried || !needsStepUp(result)) return observer.next(result);
          waiting = true;
          if (companyRequiresIt(result)) return void signIn(`${window.location.pathname}${window.location.search}`, { secondFactor: true });
          stepUpSignIn().then(
            () => attempt(true),
            () => {
              observer.next(result);
              observer.complete();
            },
          );
        },
        error: (error: unknown) => observer.error(error),
        complete: () => {
          if (!waiting) observer.complete();
        },
      });
    };
    attempt(false);
    return () => subscription?.unsubscribe();
  }),
);

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
    accessChanged(() => void client.refetchQueries({ include: ['Me'] })),
    stepUp,
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
