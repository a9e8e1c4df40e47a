import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { cardDecider, type CreateCard, streams } from '@spend/domain';
import { deterministicUuid, handleCommand, type EventStore } from '@spend/eventstore';
import type { ReadModels } from '@spend/projections/api';
import { withTenant } from '../shared/tenant';
import { CardVault } from './vault';

export interface DemoCard {
  key: string;
  companyId: string;
  cardType: 'Digital' | 'Physical' | 'Subscription';
  /** null for a subscription card. */
  spenderUserId: string | null;
  budgetId: string;
  limitCents: number;
  controls?: CreateCard['controls'];
}

/**
 * Demo cards through the same vault and command as `createOneCardV2`: fixed ids, so seeding again
 * issues no number and records nothing new.
 */
export const seedDemoCards = async (store: EventStore, databaseUrl: string, cards: readonly DemoCard[]): Promise<number> => {
  const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }) });
  const vault = new CardVault();
  try {
    for (const card of cards) {
      const cardId = deterministicUuid('demo', 'card', card.key);
      const last4 = await withTenant(db, { companyId: card.companyId }, (trx) => vault.issue(trx, cardId, card.companyId));
      const now = new Date().toISOString();
      await handleCommand(store, streams.card(cardId), cardDecider, {
        type: 'CreateCard', cardId, companyId: card.companyId, creatorUserId: null, cardType: card.cardType, format: null,
        spender: card.spenderUserId ? { userId: card.spenderUserId, companyId: card.companyId, archived: false } : null,
        shippingAddress: card.cardType === 'Physical' ? 'BUSINESS' : null, limitCents: card.limitCents, shouldLinkBudget: true,
        budget: { budgetId: card.budgetId, companyId: card.companyId, active: true }, controls: card.controls ?? null, last4, now,
      }, { companyId: card.companyId, userId: null, correlationId: deterministicUuid('demo', 'seed'), commandId: deterministicUuid('demo', 'command', streams.card(card.key)) });
    }
    return cards.length;
  } finally {
    await db.destroy();
  }
};
