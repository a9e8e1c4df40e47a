import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountDecider, cardDecider, streams } from '@spend/domain';
import { PostgresEventStore, handleCommand } from '@spend/eventstore';
import { createTestDatabase, recordBudget, type TestDatabase } from '@spend/eventstore/testing';
import { Authorizer, createAuthorizerServer } from '@spend/authorizer';
import { CardDirectory } from './cards';
import { writeHistory } from './history';
import { SimulatedNetwork } from './network';
import { settleHistory } from './settlements';

const SECRET = 'history-rerun-secret-0123';
const DAY = 86_400_000;
const companyId = randomUUID();
const owner = { userId: randomUUID(), companyId, archived: false };
const ctx = () => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
const seeded = (seed: number) => () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
let db: TestDatabase;
let store: PostgresEventStore;

const createCard = (budgetId: string | null): Promise<unknown> => {
  const cardId = randomUUID();
  return handleCommand(store, streams.card(cardId), cardDecider, {
    type: 'CreateCard', cardId, companyId, creatorUserId: null, cardType: 'Digital', format: null, spender: owner, shippingAddress: null, limitCents: 15_000_000,
    shouldLinkBudget: budgetId !== null, budget: budgetId ? { budgetId, companyId, active: true } : null, controls: null, last4: '0001', now: new Date().toISOString(),
  }, ctx());
};
// Counted in the table, not through readAll: readAll holds back events above the cluster's oldest
// open transaction (any test's, in any database), so on a busy machine it stops short of the end.
const eventCount = async (): Promise<number> => {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
  } finally {
    await client.end();
  }
};
/** The directory's cards once $all shows `count` of them. */
const usableCards = async (count: number) => {
  const directory = new CardDirectory(store);
  await expect.poll(async () => (await directory.refresh(), directory.usable().length)).toBe(count);
  return directory.usable();
};

beforeAll(async () => {
  db = await createTestDatabase('history_rerun');
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 3 });
  await handleCommand(store, streams.account(companyId), accountDecider, {
    type: 'SetAccountTerms', companyId, name: 'Demo card account', creditLimitCents: 30_000_000, cycle: 'MONTHLY', rebateBasisPoints: 150, paymentDueDays: 25, lateFeeCents: 0,
    now: new Date(Date.now() - 120 * DAY).toISOString(),
  }, ctx());
  const budgetId = randomUUID();
  await recordBudget(store, {
    type: 'CreateBudget', budgetId, companyId, parent: null, name: 'Demo', color: '#abc', randomColorIndex: 0, number: null, owner,
    funding: 20_000_000, softLimit: 'None', overageValue: null, spenderUserIds: [], now: new Date().toISOString(),
  }, ctx());
  await createCard(budgetId);
  await createCard(budgetId);
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

it('written again after people used the demo (live purchases, a new card), the history adds nothing and fails nothing', async () => {
  const until = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const options = { days: 90, purchasesPerDay: 6, seed: 'demo-history', until };
  const first = await writeHistory(store, await usableCards(2), { ...options, random: seeded(42) });
  expect(first.approved).toBeGreaterThan(0);
  expect((await settleHistory(store, companyId, { until, seed: 'demo-history' })).closed).toBeGreaterThan(0);

  // The demo in use: live purchases on the budget's ledger and the account, then a card of its own (a ledger of its own).
  const server = createAuthorizerServer({ authorizer: new Authorizer(store), secret: SECRET, maxSkewMs: 60_000, logger: pino({ level: 'silent' }) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const network = new SimulatedNetwork({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, secret: SECRET, random: seeded(9) });
    const cards = await usableCards(2);
    const attempts = [];
    for (let i = 0; i < 12; i++) attempts.push(await network.purchase(cards));
    expect(attempts.some((a) => a?.approved)).toBe(true);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  await createCard(null);
  const before = await eventCount();

  // npm start again: the same history, over the cards there are now.
  await writeHistory(store, await usableCards(3), { ...options, random: seeded(42) });
  expect(await settleHistory(store, companyId, { until, seed: 'demo-history' })).toEqual({ closed: 0, paid: 0 });
  expect(await eventCount()).toBe(before);
});
