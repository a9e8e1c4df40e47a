import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import {
  accountDecider,
  budgetFunding, cardDecider, companyDecider, nextPurchase, type BudgetEvent, type FundingStates, type LedgerEvent, streams,
} from '@spend/domain';
import { PostgresEventStore, handleCommand, handleCommands, type EventStore } from '@spend/eventstore';
import { Authorizer, advisoryTurns, createAuthorizerServer } from '@spend/authorizer';
import { SimulatedNetwork, type AuthorizationAnswer } from '@spend/simulator';

export const SECRET = 'bench-secret-of-the-processor';

/** An authorizer on a random port over the given database role's event store, configured as main.ts configures it (company turns included). */
export const startAuthorizer = async (connectionString: string): Promise<{ url: string; store: PostgresEventStore; close: () => Promise<void> }> => {
  const store = new PostgresEventStore({ connectionString, poolSize: 10 });
  const turns = advisoryTurns(connectionString, 10);
  const server: Server = createAuthorizerServer({ authorizer: new Authorizer(store, { turns: turns.turns }), secret: SECRET, maxSkewMs: 300_000, logger: pino({ level: 'warn' }) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    store,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await turns.close();
      await store.close();
    },
  };
};

const context = (companyId: string) => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });

/** A company whose pool (its total funding) funds the budgets seeded for it. */
export const seedCompany = async (store: EventStore, totalFundingCents: number): Promise<string> => {
  const companyId = randomUUID();
  await handleCommand(store, streams.company(companyId), companyDecider, {
    type: 'CreateCompany', companyId, dbaName: 'Bench', parentCompanyId: null, isReseller: false, totalFunding: totalFundingCents, now: new Date().toISOString(),
  }, context(companyId));
  // Its credit line is checked on every purchase, as in production (sized not to be what declines).
  await handleCommand(store, streams.account(companyId), accountDecider, {
    type: 'SetAccountTerms', companyId, name: 'Bench card account', creditLimitCents: totalFundingCents, cycle: 'MONTHLY', rebateBasisPoints: 100, paymentDueDays: 25, lateFeeCents: 0, now: new Date().toISOString(),
  }, context(companyId));
  return companyId;
};

/** Budgets (their pools sized from the company's) and cards, made through the same commands the API runs. */
export const seedCards = async (store: EventStore, companyId: string, options: { budgets: number; cards: number; fundingCents: number }): Promise<{ budgetIds: string[]; cardIds: string[] }> => {
  const owner = { userId: randomUUID(), companyId, archived: false };
  const now = new Date().toISOString();
  const budgetIds = Array.from({ length: options.budgets }, () => randomUUID());
  for (const budgetId of budgetIds) {
    const { streams, decide } = budgetFunding({
      type: 'CreateBudget', budgetId, companyId, parent: null, name: `Bench ${budgetId.slice(0, 6)}`, color: '#abc', randomColorIndex: 0, number: null,
      owner, funding: options.fundingCents, softLimit: 'None', overageValue: null, spenderUserIds: [], now,
    }, null);
    await handleCommands<Pick<FundingStates, keyof FundingStates>, BudgetEvent | LedgerEvent>(store, streams, decide, context(companyId));
  }
  const cardIds = Array.from({ length: options.cards }, () => randomUUID());
  await Promise.all(
    cardIds.map((cardId, i) =>
      handleCommand(store, streams.card(cardId), cardDecider, {
        type: 'CreateCard', cardId, companyId, creatorUserId: null, cardType: 'Digital', format: null, spender: owner, shippingAddress: null,
        limitCents: 9_000_000_000_000, shouldLinkBudget: true, budget: { budgetId: budgetIds[i % budgetIds.length]!, companyId, active: true },
        controls: null, last4: String(1000 + (i % 9000)), now,
      }, context(companyId)),
    ),
  );
  return { budgetIds, cardIds };
};

/**
 * One signed authorization through the simulator's network (its merchants and MCCs), with the given
 * amount (and MCC, where a bench needs amounts held exactly: tip-prone ones hold a tolerance more).
 */
export const authorize = (url: string, cardId: string, amount: number, mcc?: string): Promise<AuthorizationAnswer> => {
  const purchase = nextPurchase(Math.random);
  return new SimulatedNetwork({ url, secret: SECRET }).authorize(cardId, { merchant: mcc ? { ...purchase.merchant, mcc } : purchase.merchant, amountCents: amount });
};
