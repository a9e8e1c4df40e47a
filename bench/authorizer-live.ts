import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ApiHarness } from '@spend/api/testing';
import { authorize, seedCards, startAuthorizer } from './authorizer-stack';
import { percentile, report } from './report';

/**
 * authorizer.live.p99: ms from an approved authorization's answer to the dashboard subscription
 * (dashboardChanged) pushing its transaction, over 300 purchases one after another. Baseline: the
 * authorization's own round trip.
 */
export const run = async (): Promise<void> => {
  const COUNT = Number(process.env.BENCH_LIVE_AUTHORIZATIONS ?? 300);
  const api = await ApiHarness.start('bench_auth_live');
  const authorizer = await startAuthorizer(api.db.urlAs('spend_api'));
  try {
    const acme = await api.seedCompany('Bench');
    const { cardIds } = await seedCards(authorizer.store, acme.companyId, { budgets: 1, cards: 10, fundingCents: 10_000_000 });
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${acme.token}` } });
    const seen = new Map<string, number>();
    const waiting = new Map<string, (at: number) => void>();
    client.subscribe<{ dashboardChanged: { topic: string; ids: string[] } }>(
      { query: `subscription { dashboardChanged { topic ids } }` },
      {
        next: (v) => {
          const at = performance.now();
          for (const id of v.data!.dashboardChanged.ids) {
            const resolve = waiting.get(id);
            if (resolve) resolve(at);
            else seen.set(id, at);
          }
        },
        error: (e) => console.error(e),
        complete: () => undefined,
      },
    );
    await new Promise((r) => setTimeout(r, 500));

    const live: number[] = [];
    const roundTrips: number[] = [];
    for (let i = 0; i < COUNT; i++) {
      const sent = performance.now();
      const answer = await authorize(authorizer.url, cardIds[i % cardIds.length]!, 100 + i);
      const answered = performance.now();
      if (!answer.approved || !answer.transaction_id) throw new Error(`not approved: ${JSON.stringify(answer)}`);
      roundTrips.push(answered - sent);
      const id = answer.transaction_id;
      const pushedAt = seen.get(id) ?? (await new Promise<number>((resolve) => waiting.set(id, resolve)));
      live.push(Math.max(0, pushedAt - answered));
      waiting.delete(id);
    }
    await client.dispose();
    live.sort((a, b) => a - b);
    roundTrips.sort((a, b) => a - b);
    report('authorizer.live.p99', percentile(live, 99), 'ms', percentile(roundTrips, 99));
  } finally {
    await authorizer.close();
    await api.close();
  }
};
