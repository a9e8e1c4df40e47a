import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ApiHarness } from '@spend/api/testing';
import { percentile, report } from './report';

/**
 * Mutations sent first and not counted: a fresh process compiles its paths on them, which says
 * nothing of a running API. The first six took 36-63 ms, and a p99 over 1,000 is the tenth slowest.
 */
const WARM_UP = 50;

/**
 * live.latency: ms from sending a mutation to a graphql-ws client receiving the subscription
 * payload, over 1,000 mutations (p50 and p99). Baseline: the same mutation's own round trip, which
 * already includes waiting for the read model (read your writes), after WARM_UP that are not counted.
 */
export const run = async (): Promise<void> => {
  const COUNT = Number(process.env.BENCH_MUTATIONS ?? 1000);
  const api = await ApiHarness.start('bench_live');
  try {
    const acme = await api.seedCompany('Bench');
    const created = await api.gql<{ createOneBudget: { id: string } }>(
      `mutation ($owner: ID!) { createOneBudget(data: { name: "Live", funding: "1", owner: { connect: { id: $owner } } }) { id } }`,
      { owner: acme.adminUserId },
      { token: acme.token },
    );
    const budgetId = created.data!.createOneBudget.id;
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${acme.token}` } });
    const waiting = new Map<string, (at: number) => void>();
    client.subscribe<{ budgetChanged: { name: string } }>(
      { query: `subscription ($id: ID!) { budgetChanged(where: { id: $id }) { name } }`, variables: { id: budgetId } },
      { next: (v) => waiting.get(v.data!.budgetChanged.name)?.(performance.now()), error: (e) => console.error(e), complete: () => undefined },
    );
    await new Promise((r) => setTimeout(r, 500));

    const live: number[] = [];
    const roundTrips: number[] = [];
    for (let i = -WARM_UP; i < COUNT; i++) {
      const name = `Live ${randomUUID()}`;
      const pushed = new Promise<number>((resolve) => waiting.set(name, resolve));
      const sent = performance.now();
      await api.gql(`mutation ($id: ID!, $name: String!) { updateOneBudget(where: { id: $id }, data: { name: $name }) { id } }`, { id: budgetId, name }, { token: acme.token });
      const roundTrip = performance.now() - sent;
      const pushedAfter = (await pushed) - sent;
      if (i >= 0) {
        roundTrips.push(roundTrip);
        live.push(pushedAfter);
      }
      waiting.delete(name);
    }
    await client.dispose();
    live.sort((a, b) => a - b);
    roundTrips.sort((a, b) => a - b);
    report('live.latency.p50', percentile(live, 50), 'ms', percentile(roundTrips, 50));
    report('live.latency.p99', percentile(live, 99), 'ms', percentile(roundTrips, 99));
  } finally {
    await api.close();
  }
};
