import { sql, type Selectable } from 'kysely';
import {
  budgetDecider, can, cardDecider, companyDecider, isUuid, ledgerDecider, notFound, userDecider,
  type BudgetRef, type CardActor, type CardState, type CompanyState, type LimitActor, type SpendControls, type UserRef, streams,
  type Role,
} from '@spend/domain';
import { loadState, type StreamSpecs } from '@spend/eventstore';
import type { CardsTable } from '@spend/projections/api';
import type { ApiContext } from '../shared/context';
import { withTenant, type ReadTransaction } from '../shared/tenant';

export type CardModel = Selectable<CardsTable>;
export type TransactionControlModel = { cardId: string; limitCents: number; controls: SpendControls };

export const controlsOf = (card: CardModel): SpendControls => card.controls as SpendControls;

/** Cards the caller may see: all of the company for admins and auditors, else their own and those of budgets they own. */
export const visibleCards = (trx: ReadTransaction, who: { userId: string; roles: readonly Role[] }) => {
  let query = trx.selectFrom('cards').selectAll('cards').where('cards.deleted', '=', false);
  if (!can(who.roles, 'companyCardInfo.read')) {
    const me = who.userId;
    query = query.where((eb) =>
      eb.or([eb('cards.spender_id', '=', me), eb('cards.budget_id', 'in', eb.selectFrom('budgets').select('budgets.id').where('budgets.owner_user_id', '=', me))]),
    );
  }
  return query;
};

export const loadCards = (ctx: ApiContext, candidates: readonly string[]): Promise<CardModel[]> => {
  const ids = candidates.filter(isUuid);
  return ids.length === 0 ? Promise.resolve([]) : withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => visibleCards(trx, ctx.caller).where('cards.id', 'in', ids).execute());
};

export const loadCard = async (ctx: ApiContext, id: string): Promise<CardModel> => {
  const [card] = await loadCards(ctx, [id]);
  if (!card) throw notFound('Card');
  return card;
};

/** The card's own state (from its stream): another company's card is not found. */
export const loadCardState = async (ctx: ApiContext, cardId: string): Promise<CardState> => {
  const state = isUuid(cardId) ? await loadState(ctx.services.store, streams.card(cardId), cardDecider) : null;
  if (!state || !state.exists || state.deleted || state.companyId !== ctx.caller.companyId) throw notFound('Card');
  return state;
};

/** Who changes a card's limit: an admin is one who may create cards (OrgAdmin, MultiOrgAdmin, super admin). */
export const limitActor = (ctx: ApiContext): LimitActor => ({ userId: ctx.caller.userId, isAdmin: can(ctx.caller.roles, 'card.create') });

/** Who is acting on the card, for the rules of spec 6. */
export const actorFor = async (ctx: ApiContext, card: CardState): Promise<CardActor> => {
  const budget = card.budgetId ? await loadState(ctx.services.store, streams.budget(card.budgetId), budgetDecider) : null;
  return { ...limitActor(ctx), ownsCardBudget: budget?.ownerUserId === ctx.caller.userId };
};

/** The streams a card command is decided over (the domain's `decideOnCard`): the card's and, beside it, its company's (dual control). */
export const cardStreams = (ctx: ApiContext, cardId: string): StreamSpecs<{ card: CardState; company: CompanyState }> => ({
  card: { name: streams.card(cardId), fold: cardDecider },
  company: { name: streams.company(ctx.caller.companyId), fold: companyDecider },
});

export const loadUserRef = async (ctx: ApiContext, userId: string | undefined): Promise<UserRef | null> => {
  if (!userId || !isUuid(userId)) return null;
  const state = await loadState(ctx.services.store, streams.user(userId), userDecider);
  return state.exists && state.companyId === ctx.caller.companyId ? { userId, companyId: state.companyId, archived: state.archived } : null;
};

export const loadBudgetRef = async (ctx: ApiContext, budgetId: string | undefined): Promise<BudgetRef | null> => {
  if (!budgetId || !isUuid(budgetId)) return null;
  const state = await loadState(ctx.services.store, streams.budget(budgetId), budgetDecider);
  return state.exists && state.companyId ? { budgetId, companyId: state.companyId, active: state.active } : null;
};

/** What the card has spent, from its spend ledger (the aggregate the authorizer decides with). */
export const cardSpent = async (ctx: ApiContext, card: CardState): Promise<number> => {
  const ledger = await loadState(ctx.services.store, streams.ledger(card.budgetId ?? card.cardId), ledgerDecider);
  return ledger.cards.get(card.cardId)?.spentCents ?? 0;
};

/**
 * Each card's spend, as its ledger counts it (each transaction's `spent_cents`), in one statement for
 * a page of cards: in the current UTC month (a card limit), or since it was issued (a rechargeable
 * card's balance). The one count of a card's spend.
 */
export const cardSpends = async (ctx: ApiContext, cardIds: readonly string[], since: 'month' | 'issued'): Promise<Map<string, number>> => {
  const rows = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => {
    let query = trx.selectFrom('transactions').select(['card_id', sql<string>`sum(spent_cents)`.as('total')]).where('card_id', 'in', [...cardIds]);
    if (since === 'month') query = query.where('initial_transaction_date', '>=', sql<Date>`date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`);
    return query.groupBy('card_id').execute();
  });
  return new Map(rows.map((r) => [r.card_id!, Number(r.total)]));
};
