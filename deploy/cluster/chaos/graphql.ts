import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO_PASSWORD, WEB_CLIENT_ID } from '@spend/identity';
import { demoAdminCode, logIn, submitCode, tokenRequest } from '@spend/identity/testing';

const SUBNET = process.env.SPEND_CLUSTER_SUBNET ?? '10.228.0';
/** The API through HAProxy (another address only for this client's own test). */
export const API = process.env.CLUSTER_CHAOS_API ?? `http://${SUBNET}.30:4000`;
const IDENTITY = `http://${SUBNET}.70:4100`;
const ATTEMPT_MS = 10_000;

/**
 * A demo user signed in at the cluster's identity provider as the web app signs in (code flow with
 * PKCE; the demo admin adds its authenticator code). Access tokens live 15 minutes: `token()` signs
 * in again after 10, so a long run never sends an expired one.
 */
export class SignedIn {
  private current: { token: Promise<string>; at: number } | null = null;

  constructor(private readonly email: string) {}

  /** One sign-in at a time, shared by every caller (a one-time code works once per 30 s step). */
  token(): Promise<string> {
    if (!this.current || Date.now() - this.current.at > 10 * 60_000) {
      const token = this.signIn();
      this.current = { token, at: Date.now() };
      token.catch(() => (this.current = null));
    }
    return this.current.token;
  }

  private async signIn(): Promise<string> {
    const redirectUri = `http://${SUBNET}.30:8080/callback`;
    const attempt = await logIn(IDENTITY, redirectUri, this.email, DEMO_PASSWORD);
    const outcome = await submitCode(attempt, demoAdminCode());
    if (!(outcome instanceof URL)) throw new Error(`${this.email} could not sign in: ${outcome.status} ${(await outcome.text()).slice(0, 200)}`);
    const tokens = await tokenRequest(IDENTITY, {
      grant_type: 'authorization_code', code: outcome.searchParams.get('code')!, redirect_uri: redirectUri, client_id: WEB_CLIENT_ID, code_verifier: attempt.verifier,
    });
    if (tokens.status !== 200) throw new Error(`token request for ${this.email} failed: ${JSON.stringify(tokens.body)}`);
    return tokens.body.access_token!;
  }
}

/** A GraphQL error a retry cannot fix (bad input, a refused decision): the run reports it. */
export class GraphQLRefused extends Error {}
/** The API's read-your-writes wait ran out: the change is saved, the read models have not shown it yet. */
export class SavedNotVisible extends GraphQLRefused {}
const NOT_VISIBLE = 'Your change was saved but is not visible yet. Refresh in a moment.';
/** The API's answer to a mutation sent again while the first with its Idempotency-Key still runs. */
const STILL_RUNNING = 'A request with this Idempotency-Key is still being processed. Try again in a moment.';

/**
 * One GraphQL request through HAProxy, sent again while the cluster cannot answer it (connection
 * refused or cut, a 5xx, no answer in 10 s) until `deadlineMs`; an answer with errors is final.
 * A mutation carries one Idempotency-Key over all its sends: a send whose answer a fault lost may
 * have run, and the next one is answered from it rather than running again.
 */
export const gql = async <T>(user: SignedIn, query: string, variables: Record<string, unknown>, deadlineMs = Date.now() + 120_000): Promise<T> => {
  const key = /^\s*mutation\b/.test(query) ? { 'idempotency-key': randomUUID() } : {};
  for (;;) {
    try {
      const response = await fetch(`${API}/graphql`, {
        method: 'POST', signal: AbortSignal.timeout(ATTEMPT_MS),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await user.token()}`, ...key },
        body: JSON.stringify({ query, variables }),
      });
      if (response.status < 500) {
        const answer = (await response.json()) as { data?: T; errors?: { message: string }[] };
        const only = (message: string) => answer.errors?.length && answer.errors.every((e) => e.message === message);
        if (only(STILL_RUNNING)) throw new Error(STILL_RUNNING);
        if (only(NOT_VISIBLE)) throw new SavedNotVisible(NOT_VISIBLE);
        if (answer.errors?.length) throw new GraphQLRefused(answer.errors.map((e) => e.message).join('; '));
        return answer.data!;
      }
    } catch (error) {
      if (error instanceof GraphQLRefused) throw error;
      if (Date.now() > deadlineMs) throw new Error(`GraphQL request not answered before its deadline: ${query.slice(0, 60)}`, { cause: error });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * `count` live subscriptions to budgetChanged, spread over `budgetIds`, each on its own WebSocket
 * through HAProxy. A cut connection is reopened for ever (graphql-ws resubscribes on reconnect); each
 * subscription keeps the funding it was last pushed, so a check can ask that every one has seen a change.
 */
export class Subscriptions {
  private readonly clients: Client[] = [];
  /** Per subscription: its budget and the fundings pushed to it. */
  readonly seen: { budgetId: string; fundings: Set<number> }[] = [];
  reconnects = 0;
  /** Subscriptions the API ended with a retryable error and that subscribed again. */
  resubscribes = 0;
  private closed = false;

  constructor(user: SignedIn, budgetIds: readonly string[], count: number) {
    for (let i = 0; i < count; i++) {
      const budgetId = budgetIds[i % budgetIds.length]!;
      const entry = { budgetId, fundings: new Set<number>() };
      this.seen.push(entry);
      const client = createClient({
        url: `${API.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, lazy: false, keepAlive: 5000,
        retryAttempts: Number.POSITIVE_INFINITY, shouldRetry: () => true, retryWait: () => new Promise((resolve) => setTimeout(resolve, 500)),
        connectionParams: async () => ({ authorization: `Bearer ${await user.token()}` }),
        on: { connected: (_socket, _payload, wasRetry) => { if (wasRetry) this.reconnects++; } },
      });
      this.follow(client, entry, 0);
      this.clients.push(client);
    }
  }

  /**
   * Subscribes, and again after a retryable end (the API's "Live updates were interrupted"), waiting
   * longer each time in a row, as the web's useLive does.
   */
  private follow(client: Client, entry: { budgetId: string; fundings: Set<number> }, attempt: number): void {
    if (this.closed) return;
    client.subscribe<{ budgetChanged: { funding: number } }>(
      { query: 'subscription ($id: ID!) { budgetChanged(where: { id: $id }) { funding } }', variables: { id: entry.budgetId } },
      {
        next: (value) => {
          attempt = 0;
          if (value.data) entry.fundings.add(value.data.budgetChanged.funding);
        },
        error: (errors) => {
          const retryable = Array.isArray(errors) && errors.some((e: { extensions?: { retryable?: unknown } }) => e.extensions?.retryable === true);
          if (!retryable) return;
          this.resubscribes++;
          setTimeout(() => this.follow(client, entry, attempt + 1), Math.min(500 * 2 ** attempt, 10_000));
        },
        complete: () => undefined,
      },
    );
  }

  /** The subscriptions of `budgetId` that have been pushed none of `fundings`. */
  missing(budgetId: string, fundings: readonly number[]): number {
    return this.seen.filter((s) => s.budgetId === budgetId && !fundings.some((f) => s.fundings.has(f))).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.clients.map((client) => client.dispose()));
  }
}
