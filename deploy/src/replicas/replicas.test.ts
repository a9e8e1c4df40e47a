import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { purchase } from '@spend/web/e2e/browser';
import { BUDGETS_PAGE, graphql, startCluster, type Cluster, type Replica } from './cluster';

/**
 * Stateless replicas, proven: 2 API and 2 authorizer processes over one database behind Debian's
 * nginx. Live changes cross replicas, the money check holds across authorizers, a killed replica
 * fails only what it held, and SIGTERM drains.
 */
let cluster: Cluster;
let userId: string;

/** Mutations wait for their read models and replicas restart: a busy 2-core machine needs time. */
const SLOW = 120_000;

const RENAME = `mutation ($id: ID!, $name: String!) { updateOneBudget(where: { id: $id }, data: { name: $name }) { id name } }`;
const gql = <T = Record<string, unknown>>(base: string, query: string, variables: Record<string, unknown> = {}) => graphql<T>(base, cluster.token, query, variables);

/** A budget of `dollars` and a digital card spending from it, made through the load balancer. */
const fundedCard = async (dollars: number): Promise<{ budgetId: string; cardId: string }> => {
  const budget = await gql<{ createOneBudget: { id: string } }>(cluster.lb.api, `mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
    data: { name: `Replicas ${randomUUID().slice(0, 8)}`, funding: String(dollars), owner: { connect: { id: userId } } },
  });
  expect(budget.errors).toBeUndefined();
  const budgetId = budget.data!.createOneBudget.id;
  const card = await gql<{ createOneCardV2: { id: string } }>(cluster.lb.api, `mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }`, {
    data: { type: 'Digital', spender: { connect: { id: userId } }, shouldLinkBudget: true, budgets: { connect: [{ id: budgetId }] }, transactionControl: { spendLimit: 10_000_000 } },
  });
  expect(card.errors).toBeUndefined();
  return { budgetId, cardId: card.data!.createOneCardV2.id };
};

/** A card purchase sent to the given authorizer (a replica, or nginx in front of them). */
const buy = (authorizer: string, cardId: string, cents: number) => purchase({ ...cluster.stack, authorizer }, cardId, cents);

const query = async <R extends object>(sql: string, params: unknown[] = []): Promise<R[]> => {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
};

/**
 * Holds the next append to this test's database (a mutation's, an authorization's) waiting on a lock
 * of the streams table: a request kept in flight for as long as a test needs. A table lock, not the
 * stream's row lock: a row lock takes a transaction id, and while one is open every event store
 * subscriber of the PostgreSQL cluster (every other test file's projections) waits for it to end.
 */
const holdStream = async (stream: string) => {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM streams WHERE stream_name = $1', [stream]);
  expect(rowCount).toBe(1);
  await client.query('BEGIN');
  await client.query('LOCK TABLE streams IN EXCLUSIVE MODE');
  return {
    /** Resolves once a session waits on the lock (the request reached its append). */
    waited: () => expect.poll(async () => Number((await query<{ n: string }>(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND usename = 'spend_api' AND wait_event_type = 'Lock'`))[0]!.n), { timeout: 90_000 }).toBeGreaterThan(0),
    release: async () => {
      await client.query('COMMIT');
      await client.end();
    },
  };
};

/** SIGTERM while one request is in flight: the replica logs the drain, finishes it, closes and exits 0. */
const terminateMidRequest = async <T>(replica: Replica, stream: string, send: () => Promise<T>, closedLine: string): Promise<T> => {
  const lock = await holdStream(stream);
  const inFlight = send();
  await lock.waited();
  replica.signal('SIGTERM');
  await expect.poll(() => replica.messages()).toContain('draining: stopped accepting connections, waiting for 1 request(s) in flight');
  // It accepts nothing new while it finishes the request it holds.
  await expect(fetch(`${replica.url}/healthz`)).rejects.toThrow();
  await lock.release();
  const answer = await inFlight;
  expect(await replica.exited()).toBe(0);
  expect(replica.messages()).toEqual(expect.arrayContaining(['SIGTERM: shutting down', expect.stringMatching(/^drained: 1 request\(s\) finished, 0 cut/), closedLine]));
  // A clean shutdown logs no error.
  expect(replica.lines().filter((line) => line.level >= 50)).toEqual([]);
  return answer;
};

/** The types of the events recorded for an authorization id, in order. */
const eventTypes = async (authorizationId: string): Promise<string[]> =>
  (await query<{ event_type: string }>(`SELECT event_type FROM events WHERE data->>'authorizationId' = $1 ORDER BY global_position`, [authorizationId])).map((row) => row.event_type);

const decisions = async (authorizer: Replica): Promise<number> => {
  const metrics = await (await fetch(`${authorizer.url}/metrics`)).text();
  return [...metrics.matchAll(/^spend_authorizations_total\{[^}]*\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
};

beforeAll(async () => {
  cluster = await startCluster({ apis: 2, authorizers: 2 });
  // The demo admin is known to the API once the members read model has them.
  userId = await vi.waitFor(async () => {
    const id = (await gql<{ me: { id: string } }>(cluster.lb.api, '{ me { id } }')).data?.me.id;
    if (!id) throw new Error('the admin is not in the read model yet');
    return id;
  }, { timeout: 120_000, interval: 200 });
});
afterAll(() => cluster?.stop());

describe('stateless replicas behind nginx', () => {
  it('a subscription on replica A receives the change made through replica B', async () => {
    const [a, b] = cluster.apis as [Replica, Replica];
    const { budgetId } = await fundedCard(50);
    const client = createClient({ url: `${a.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { authorization: `Bearer ${cluster.token}` } });
    const pushed: string[] = [];
    const stop = client.subscribe<{ budgetChanged: { id: string; name: string } }>(
      { query: 'subscription ($id: ID!) { budgetChanged(where: { id: $id }) { id name } }', variables: { id: budgetId } },
      { next: (message) => void pushed.push(message.data!.budgetChanged.name), error: (error) => void pushed.push(`error: ${JSON.stringify(error)}`), complete: () => undefined },
    );
    try {
      // The subscription starts listening asynchronously: rename through B until A pushes one of B's names.
      const sent: string[] = [];
      await expect.poll(async () => {
        const name = `Through B ${sent.length}`;
        const answer = await gql<{ updateOneBudget: { name: string } }>(b.url, RENAME, { id: budgetId, name });
        expect(answer.data?.updateOneBudget.name).toBe(name);
        sent.push(name);
        return pushed.filter((name) => sent.includes(name)).length;
      }, { timeout: 120_000, interval: 500 }).toBeGreaterThan(0);
      expect(pushed.every((name) => sent.includes(name))).toBe(true);
    } finally {
      stop();
      await client.dispose();
    }
  }, SLOW);

  it('never overspends a budget across authorizer replicas, and answers every authorization', async () => {
    const { budgetId, cardId } = await fundedCard(100);
    const before = await Promise.all(cluster.authorizers.map(decisions));
    // 30 purchases of $10 at once on a $100 budget, spread over both authorizers by nginx.
    const answers = await Promise.all(Array.from({ length: 30 }, () => buy(cluster.lb.authorizer, cardId, 1_000)));
    const approved = answers.filter((answer) => answer.approved);
    expect(approved).toHaveLength(10);
    expect(answers.filter((answer) => !answer.approved).map((answer) => answer.decline_reason)).toEqual(Array(20).fill('BUDGET_FUNDS'));
    // Both replicas decided some of them.
    const after = await Promise.all(cluster.authorizers.map(decisions));
    const perReplica = after.map((n, i) => n - before[i]!);
    expect(perReplica.every((n) => n > 0)).toBe(true);
    expect(perReplica.reduce((sum, n) => sum + n)).toBe(30);
    // The write model holds exactly the approved total, within the funds.
    const [held] = await query<{ total: string; n: string }>(
      `SELECT coalesce(sum(coalesce((data->>'holdCents')::bigint, (data->>'amountCents')::bigint)), 0) AS total, count(*) AS n FROM events WHERE event_type = 'AuthorizationApproved' AND data->>'budgetId' = $1`,
      [budgetId],
    );
    expect({ total: Number(held!.total), n: Number(held!.n) }).toEqual({ total: 10_000, n: 10 });
  }, SLOW);

  it('a replica receiving SIGTERM mid-mutation finishes it, records it once, and exits 0', async () => {
    const b = cluster.apis[1]!;
    const { budgetId } = await fundedCard(20);
    const name = `Drained ${randomUUID().slice(0, 8)}`;
    const answer = await terminateMidRequest(b, `budget-${budgetId}`, () => gql<{ updateOneBudget: { name: string } }>(b.url, RENAME, { id: budgetId, name }), 'stopped: database, NATS and Temporal closed');
    expect(answer).toMatchObject({ status: 200, data: { updateOneBudget: { name } } });
    expect(answer.errors).toBeUndefined();
    const [recorded] = await query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE stream_name = $1 AND data::text LIKE $2`, [`budget-${budgetId}`, `%${name}%`]);
    expect(Number(recorded!.n)).toBe(1);
    // Meanwhile the load balancer sent everything to the other replica; B comes back for the next test.
    expect((await gql(cluster.lb.api, BUDGETS_PAGE)).status).toBe(200);
    await b.start();
  }, SLOW);

  it('an authorizer receiving SIGTERM mid-authorization finishes it, records it once, and exits 0', async () => {
    const b = cluster.authorizers[1]!;
    const { budgetId, cardId } = await fundedCard(100);
    // The budget's ledger stream exists once it has an authorization.
    const warmUp = await buy(cluster.authorizers[0]!.url, cardId, 500);
    expect(warmUp.approved).toBe(true);
    const answer = await terminateMidRequest(b, `ledger-${budgetId}`, () => buy(b.url, cardId, 700), 'stopped: database closed');
    expect(answer.approved).toBe(true);
    // Recorded once: the same events as the purchase before it (one approval, nothing twice).
    const [events, earlier] = await Promise.all([answer.authorization_id, warmUp.authorization_id].map(eventTypes));
    expect(events).toEqual(earlier);
    expect(events!.filter((type) => type === 'AuthorizationApproved')).toHaveLength(1);
    await b.start();
  }, SLOW);

  it('kill -9 of an API replica under load fails only the requests it held; the other replica takes the rest', async () => {
    const [a, b] = cluster.apis as [Replica, Replica];
    type Outcome = { id: number; ok: boolean; upstream: string | null; afterKill: boolean };
    const outcomes: Outcome[] = [];
    const running = new Set<number>();
    /** In flight when the signal went, or sent before the process was gone. */
    const inFlightAtKill = new Set<number>();
    let phase: 'before' | 'killing' | 'after' = 'before';
    let stopping = false;
    let next = 0;
    const client = async () => {
      while (!stopping) {
        const id = next++;
        const afterKill = phase === 'after';
        if (phase === 'killing') inFlightAtKill.add(id);
        running.add(id);
        const answer = await gql(cluster.lb.api, BUDGETS_PAGE).catch(() => null);
        running.delete(id);
        outcomes.push({ id, ok: answer?.status === 200 && !answer.errors, upstream: answer?.upstream ?? null, afterKill });
      }
    };
    const clients = Array.from({ length: 6 }, client);
    // Load reaches both replicas first.
    await expect.poll(() => new Set(outcomes.filter((o) => o.ok).map((o) => o.upstream)).size).toBe(2);
    phase = 'killing';
    for (const id of running) inFlightAtKill.add(id);
    b.signal('SIGKILL');
    expect(await b.exited()).toBeNull();
    phase = 'after';
    await expect.poll(() => outcomes.filter((o) => o.afterKill).length, { timeout: 120_000 }).toBeGreaterThanOrEqual(100);
    stopping = true;
    await Promise.all(clients);

    const failed = outcomes.filter((o) => !o.ok);
    // Only requests in flight at the kill failed (nginx does not resend a POST a replica already had).
    expect(failed.every((o) => inFlightAtKill.has(o.id))).toBe(true);
    expect(failed.length).toBeLessThanOrEqual(inFlightAtKill.size);
    // Everything sent after the kill succeeded, answered by replica A.
    const after = outcomes.filter((o) => o.afterKill);
    expect(after.every((o) => o.ok)).toBe(true);
    expect(after.every((o) => o.upstream?.endsWith(`127.0.0.1:${a.port}`))).toBe(true);
  });
});
