import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { budgetDecider, cardDecider, nextPurchase } from '@spend/domain';
import { PostgresEventStore, handleCommand, type EventStore } from '@spend/eventstore';
import { Authorizer, createAuthorizerServer } from '../services/authorizer/src/index';
import { SimulatedNetwork, type AuthorizationAnswer } from '../services/simulator/src/index';

export const SECRET = 'bench-secret-of-the-processor';

/** An authorizer on a random port over the given database role's event store. */
export const startAuthorizer = async (connectionString: string): Promise<{ url: string; store: PostgresEventStore; close: () => Promise<void> }> => {
  const store = new PostgresEventStore({ connectionString, poolSize: 10 });
  const server: Server = createAuthorizerServer({ authorizer: new Authorizer(store), secret: SECRET, maxSkewMs: 300_000, logger: pino({ level: 'warn' }) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    store,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await store.close();
    },
  };
};

const context = (companyId: string) => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });

/** Budgets and cards made through the same commands the API runs. */
export const seedCards = async (store: EventStore, companyId: string, options: { budgets: number; cards: number; fundingCents: number }): Promise<{ budgetIds: string[]; cardIds: string[] }> => {
  const owner = { userId: randomUUID(), companyId, archived: false };
  const now = new Date().toISOString();
  const budgetIds = Array.from({ length: options.budgets }, () => randomUUID());
  for (const budgetId of budgetIds) {
    await handleCommand(store, `budget-${budgetId}`, budgetDecider, {
      type: 'CreateBudget', budgetId, companyId, parent: null, name: `Bench ${budgetId.slice(0, 6)}`, color: '#abc', randomColorIndex: 0, number: null,
      owner, funding: options.fundingCents, softLimit: 'None', overageValue: null, spenderUserIds: [], now,
    }, context(companyId));
  }
  const cardIds = Array.from({ length: options.cards }, () => randomUUID());
  await Promise.all(
    cardIds.map((cardId, i) =>
      handleCommand(store, `card-${cardId}`, cardDecider, {
        type: 'CreateCard', cardId, companyId, creatorUserId: null, cardType: 'Digital', format: null, spender: owner, shippingAddress: null,
        limitCents: 9_000_000_000_000, shouldLinkBudget: true, budget: { budgetId: budgetIds[i % budgetIds.length]!, companyId, active: true },
        controls: null, last4: String(1000 + (i % 9000)), now,
      }, context(companyId)),
    ),
  );
  return { budgetIds, cardIds };
};

/** One signed authorization through the simulator's network (its merchants and MCCs), with the given amount; resolves with the answer. */
export const authorize = (url: string, cardId: string, amount: number): Promise<AuthorizationAnswer> =>
  new SimulatedNetwork({ url, secret: SECRET }).authorize(cardId, { ...nextPurchase(Math.random), amountCents: amount });
