import type { Insertable } from 'kysely';
import { CARD_EVENT_TYPES, AUTHORIZATION_EVENT_TYPES, cardEvent, authorizationEvent, type CardEvent } from '@spend/domain';
import type { CardsTable } from '../tables';
import type { Projection } from '../../types';
import { changesByCompany, upsertRows } from '../upsert';

type Row = Insertable<CardsTable> & { id: string; company_id: string };

const evolve = (row: Row | undefined, event: CardEvent): Row | undefined => {
  if (event.type === 'CardCreated') {
    const d = event.data;
    return {
      id: d.cardId, company_id: d.companyId, format: d.format, is_rechargeable: d.isRechargeable, spender_id: d.spenderUserId, creator_id: d.creatorUserId,
      budget_id: d.budgetId, shipping_address: d.shippingAddress, limit_cents: d.limitCents, status: 'ACTIVE', activated: d.activated,
      last4: d.last4, controls: JSON.stringify(d.controls), deleted: false, receipt_locked: false, receipt_overdue_ids: [], assigned_on: d.createdAt, created_at: d.createdAt, updated_at: d.createdAt,
    };
  }
  if (!row) return row;
  const updated_at = event.data.at;
  switch (event.type) {
    case 'CardActivated':
      return { ...row, activated: true, updated_at };
    case 'CardStatusChanged':
      return { ...row, status: event.data.status, updated_at };
    case 'CardDeleted':
      return { ...row, deleted: true, updated_at };
    case 'CardReissued':
      return { ...row, last4: event.data.last4, activated: event.data.activated, status: 'ACTIVE', updated_at };
    case 'CardLimitChanged':
    case 'CardFundsAdded':
      return { ...row, limit_cents: event.data.limitCents, updated_at };
    case 'CardControlsSet':
      return { ...row, controls: JSON.stringify(event.data.controls), updated_at };
    case 'CardReceiptLockChanged':
      return { ...row, receipt_locked: event.data.locked, receipt_overdue_ids: event.data.locked ? event.data.overdueTransactionIds : [], updated_at };
    case 'CardSecretsRevealed':
      return row;
  }
};

/**
 * Cards (spec 3) from card events. A card's spend is its transactions' (`spent_cents`, the ledger's
 * own count); the authorizer's events only tell the cards list, live, that a card's spend moved.
 */
export const cardsProjection: Projection = {
  name: 'cards',
  tables: ['cards'],
  eventTypes: [...CARD_EVENT_TYPES, ...AUTHORIZATION_EVENT_TYPES],
  apply: async (trx, recorded) => {
    const cardTypes = new Set<string>(CARD_EVENT_TYPES);
    const cardEvents = recorded.filter((e) => cardTypes.has(e.type)).map((e) => cardEvent.parse({ type: e.type, data: e.data }));
    const authorizationEvents = recorded.filter((e) => !cardTypes.has(e.type)).map((e) => authorizationEvent.parse({ type: e.type, data: e.data }));
    const createdHere = new Set(cardEvents.filter((e) => e.type === 'CardCreated').map((e) => e.data.cardId));
    const ids = [...new Set(cardEvents.map((e) => e.data.cardId).filter((id) => !createdHere.has(id)))];
    const rows = new Map<string, Row | undefined>();
    if (ids.length > 0) for (const row of await trx.selectFrom('cards').selectAll().where('id', 'in', ids).execute()) rows.set(row.id, { ...row, controls: JSON.stringify(row.controls) });
    for (const event of cardEvents) rows.set(event.data.cardId, evolve(rows.get(event.data.cardId), event));
    const changed = [...new Set(cardEvents.map((e) => e.data.cardId))].map((id) => rows.get(id)).filter((r): r is Row => r !== undefined);
    await upsertRows(trx, 'cards', ['id'], changed);

    const spent = authorizationEvents.filter((e) => e.type !== 'AuthorizationDeclined').map((e) => ({ id: e.data.cardId, company_id: e.data.companyId }));
    return changesByCompany('cards', [...changed, ...spent]);
  },
};
