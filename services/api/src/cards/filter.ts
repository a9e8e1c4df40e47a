import { sql } from 'kysely';
import type { CardOrderByInput, CardWhereInput, Maybe } from '../generated/resolvers-types';
import { containsPattern } from '../shared/search';
import type { visibleCards } from './load';

type CardQuery = ReturnType<typeof visibleCards>;

/** The cards list's filters (cardsV2 and the cards report use this one builder). */
export const filteredCards = (visible: CardQuery, where: Maybe<CardWhereInput> | undefined, activatedWhere?: Maybe<boolean>): CardQuery => {
  let query = visible.where('cards.is_external', '=', where?.external ?? false);
  const activated = activatedWhere ?? where?.activated;
  if (activated !== undefined && activated !== null) query = query.where('cards.activated', '=', activated);
  if (where?.cardholder_status === 'Assigned') query = query.where('cards.spender_id', 'is not', null);
  if (where?.cardholder_status === 'unassigned') query = query.where('cards.spender_id', 'is', null);
  if (where?.status) query = query.where('cards.status', '=', where.status);
  if (where?.spenderId) query = query.where('cards.spender_id', '=', where.spenderId);
  if (where?.budgetId) query = query.where('cards.budget_id', '=', where.budgetId);
  if (where?.q?.trim()) {
    const pattern = containsPattern(where.q);
    query = query.where((eb) =>
      eb.or([
        eb('cards.last4', 'ilike', pattern),
        eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.id', '=', 'cards.spender_id').where(sql<string>`concat_ws(' ', users.first_name, users.last_name)`, 'ilike', pattern)),
      ]),
    );
  }
  return query;
};

const SORT_COLUMNS = { assigned_on: 'cards.assigned_on', createdAt: 'cards.created_at', last4Digits: 'cards.last4', status: 'cards.status' } as const;

/** The list's order (newest assignment first by default), the id last so pages and reports are stable. */
export const orderCards = (query: CardQuery, orderBy: Maybe<readonly CardOrderByInput[]> | undefined): CardQuery => {
  let ordered = query;
  for (const sort of orderBy ?? [{ field: 'assigned_on', order: 'desc' } as const]) ordered = ordered.orderBy(SORT_COLUMNS[sort.field], sort.order);
  return ordered.orderBy('cards.id');
};
