import type { Decider } from '../shared/decider';
import { conflict, forbidden, notFound } from '../shared/errors';
import { MAX_CENTS } from '../shared/money';
import type { BudgetRef, UserRef } from '../budgets/decider';
import type { CardEvent, CardFormat, CardStatus, SpendControls } from './events';
import { CARD_MESSAGES, NO_CONTROLS, cardFundsMessage, decideSpendControls, refuseIfAny, validateLimit, type FieldErrors, type SpendControlsInput } from './rules';

/** Spec 9 card formats as the type picker offers them. */
export type CardType = 'Digital' | 'Physical' | 'Subscription' | 'Rechargeable';
export type ShippingAddress = 'BUSINESS' | 'PERSONAL';

export interface CreateCard {
  type: 'CreateCard';
  cardId: string;
  companyId: string;
  creatorUserId: string | null;
  cardType: CardType | null;
  /** A rechargeable card's format (Digital or Physical). */
  format: 'Digital' | 'Physical' | null;
  spender: UserRef | null;
  /** Physical cards: the business address unless the personal one is chosen. */
  shippingAddress: ShippingAddress | null;
  limitCents: unknown;
  shouldLinkBudget: boolean;
  budget: BudgetRef | null;
  controls: SpendControlsInput | null;
  last4: string;
  now: string;
}

/** Who acts on a card, as the API knows them (spec 6). */
export interface CardActor {
  userId: string;
  /** OrgAdmin, MultiOrgAdmin or super admin (the `card.create` group). */
  isAdmin: boolean;
  /** Owns the budget the card is linked to. */
  ownsCardBudget: boolean;
}

/** Who changes a card's limit: under the company's dual control an admin may not raise their own (dual-control.ts). */
export type LimitActor = Pick<CardActor, 'userId' | 'isAdmin'>;

interface OnCard {
  cardId: string;
  companyId: string;
  now: string;
}
export type ActivateCard = OnCard & { type: 'ActivateCard'; actor: CardActor };
export type ChangeCardStatus = OnCard & { type: 'ChangeCardStatus'; status: CardStatus; actor: CardActor };
export type DeleteCard = OnCard & { type: 'DeleteCard' };
export type ReissueCard = OnCard & { type: 'ReissueCard'; last4: string };
export type UpdateCardLimit = OnCard & { type: 'UpdateCardLimit'; limitCents: unknown; actor: LimitActor };
/** Rechargeable top-up (signed cents); `spentCents` is what the card has spent so far. */
export type AddCardFunds = OnCard & { type: 'AddCardFunds'; amountCents: unknown; spentCents: number; actor: LimitActor };
export type SetCardControls = OnCard & { type: 'SetCardControls'; controls: SpendControlsInput | null; limitCents?: unknown; actor: LimitActor };
export type RecordSecretsReveal = OnCard & { type: 'RecordSecretsReveal'; actor: CardActor };
/** Sent by the receipt policy only (never by a person): see cardReceiptLockChanged. */
export type SetCardReceiptLock = OnCard & { type: 'SetCardReceiptLock'; locked: boolean; overdueTransactionIds: string[] };

export type CardCommand = CreateCard | ActivateCard | ChangeCardStatus | DeleteCard | ReissueCard | UpdateCardLimit | AddCardFunds | SetCardControls | RecordSecretsReveal | SetCardReceiptLock;

export interface CardState {
  cardId: string;
  exists: boolean;
  deleted: boolean;
  companyId: string | null;
  format: CardFormat;
  isRechargeable: boolean;
  spenderUserId: string | null;
  budgetId: string | null;
  limitCents: number;
  controls: SpendControls;
  status: CardStatus;
  /** Locked by the receipt policy (beside `status`, which people set). */
  receiptLocked: boolean;
  activated: boolean;
  last4: string;
  createdAt: string | null;
}

const initialState = (): CardState => ({
  cardId: '', exists: false, deleted: false, companyId: null, format: 'DIGITAL', isRechargeable: false, spenderUserId: null, budgetId: null,
  limitCents: 0, controls: NO_CONTROLS, status: 'ACTIVE', receiptLocked: false, activated: false, last4: '', createdAt: null,
});

/** Another company's (or a deleted) card answers exactly like a missing one. */
const requireOwn = (state: CardState, companyId: string): void => {
  if (!state.exists || state.deleted || state.companyId !== companyId) throw notFound('Card');
};

const FORMATS: Record<CardType, CardFormat> = { Digital: 'DIGITAL', Physical: 'PHYSICAL', Subscription: 'SUBSCRIPTION', Rechargeable: 'DIGITAL' };

const decideCreate = (c: CreateCard, state: CardState): CardEvent[] => {
  if (state.exists) throw conflict('This card already exists.');
  const fields: FieldErrors = {};
  if (!c.cardType || !(c.cardType in FORMATS)) fields.type = CARD_MESSAGES.required;
  const subscription = c.cardType === 'Subscription';
  const rechargeable = c.cardType === 'Rechargeable';
  if (!subscription && (!c.spender || c.spender.companyId !== c.companyId || c.spender.archived)) fields.spender = CARD_MESSAGES.ownerRequired;
  if (rechargeable && c.format !== 'Digital' && c.format !== 'Physical') fields.format = CARD_MESSAGES.formatRequired;
  const physical = c.cardType === 'Physical' || (rechargeable && c.format === 'Physical');
  if (physical && c.shippingAddress !== 'BUSINESS' && c.shippingAddress !== 'PERSONAL') fields.shippingAddress = CARD_MESSAGES.shippingRequired;
  validateLimit(c.limitCents, fields);
  // Subscription cards always link to a budget.
  if ((subscription || c.shouldLinkBudget) && (!c.budget || c.budget.companyId !== c.companyId || !c.budget.active)) {
    fields.budget = subscription ? CARD_MESSAGES.required : CARD_MESSAGES.budgetRequiredWhenLinking;
  }
  const controls = decideSpendControls(c.controls, c.now, fields);
  refuseIfAny(fields);
  const format = rechargeable ? (c.format === 'Physical' ? 'PHYSICAL' : 'DIGITAL') : FORMATS[c.cardType!];
  return [
    {
      type: 'CardCreated',
      data: {
        cardId: c.cardId, companyId: c.companyId, format, isRechargeable: rechargeable,
        spenderUserId: subscription ? null : c.spender!.userId, creatorUserId: c.creatorUserId,
        budgetId: subscription || c.shouldLinkBudget ? c.budget!.budgetId : null,
        shippingAddress: physical ? c.shippingAddress : null,
        limitCents: c.limitCents as number, controls, last4: c.last4,
        // A physical card travels by post: its holder activates it on arrival.
        activated: format !== 'PHYSICAL', createdAt: c.now,
      },
    },
  ];
};

/**
 * Spec 6 "card blocking": the card's spender, the owner of its budget or an admin may block it.
 * Only an admin or the budget owner may unblock; a lost or stolen card is never unblocked (reissue it).
 */
const decideStatus = (c: ChangeCardStatus, state: CardState): CardEvent[] => {
  const { actor } = c;
  const mayBlock = actor.isAdmin || actor.ownsCardBudget || actor.userId === state.spenderUserId;
  if (c.status !== 'ACTIVE' && !mayBlock) throw forbidden();
  if (c.status === 'ACTIVE' && !(actor.isAdmin || actor.ownsCardBudget)) throw forbidden();
  if (c.status === state.status) return [];
  if (state.status === 'LOST_STOLEN') throw conflict('A lost or stolen card cannot be used again. Reissue it instead.');
  return [{ type: 'CardStatusChanged', data: { cardId: c.cardId, companyId: c.companyId, status: c.status, byUserId: actor.userId, at: c.now } }];
};

const decideFunds = (c: AddCardFunds, state: CardState): CardEvent[] => {
  if (!state.isRechargeable) throw conflict('Only a rechargeable card can be funded.');
  const fields: FieldErrors = {};
  const amount = c.amountCents;
  if (amount === null || amount === undefined || amount === '') fields.amount = CARD_MESSAGES.required;
  else if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount === 0) fields.amount = CARD_MESSAGES.invalidInput;
  refuseIfAny(fields);
  const limitCents = state.limitCents + (amount as number);
  if (limitCents > MAX_CENTS) fields.amount = CARD_MESSAGES.amountTooLarge;
  else if (limitCents - c.spentCents <= 0) fields.amount = cardFundsMessage(state.limitCents - c.spentCents);
  refuseIfAny(fields);
  return [{ type: 'CardFundsAdded', data: { cardId: c.cardId, companyId: c.companyId, amountCents: amount as number, limitCents, at: c.now } }];
};

const decideControls = (c: SetCardControls, state: CardState): CardEvent[] => {
  const fields: FieldErrors = {};
  const controls = decideSpendControls(c.controls, c.now, fields);
  if (c.limitCents !== undefined && !state.isRechargeable) validateLimit(c.limitCents, fields, 'spendLimit');
  refuseIfAny(fields);
  const events: CardEvent[] = [];
  const { cardId, companyId, now } = c;
  if (c.limitCents !== undefined && !state.isRechargeable && c.limitCents !== state.limitCents) {
    events.push({ type: 'CardLimitChanged', data: { cardId, companyId, limitCents: c.limitCents as number, at: now } });
  }
  if (JSON.stringify(controls) !== JSON.stringify(state.controls)) events.push({ type: 'CardControlsSet', data: { cardId, companyId, controls, at: now } });
  return events;
};

const decideOnExisting = (c: Exclude<CardCommand, CreateCard>, state: CardState): CardEvent[] => {
  requireOwn(state, c.companyId);
  const { cardId, companyId, now } = c;
  switch (c.type) {
    case 'ActivateCard':
      if (!c.actor.isAdmin && c.actor.userId !== state.spenderUserId) throw forbidden();
      return state.activated ? [] : [{ type: 'CardActivated', data: { cardId, companyId, at: now } }];
    case 'ChangeCardStatus':
      return decideStatus(c, state);
    case 'DeleteCard':
      return [{ type: 'CardDeleted', data: { cardId, companyId, at: now } }];
    case 'ReissueCard':
      return [{ type: 'CardReissued', data: { cardId, companyId, last4: c.last4, activated: state.format !== 'PHYSICAL', at: now } }];
    case 'UpdateCardLimit': {
      if (state.isRechargeable) throw conflict('A rechargeable card is edited by adding or subtracting an amount.');
      const fields: FieldErrors = {};
      validateLimit(c.limitCents, fields);
      refuseIfAny(fields);
      return c.limitCents === state.limitCents ? [] : [{ type: 'CardLimitChanged', data: { cardId, companyId, limitCents: c.limitCents as number, at: now } }];
    }
    case 'AddCardFunds':
      return decideFunds(c, state);
    case 'SetCardControls':
      return decideControls(c, state);
    case 'RecordSecretsReveal':
      if (!c.actor.isAdmin && c.actor.userId !== state.spenderUserId) throw forbidden();
      return [{ type: 'CardSecretsRevealed', data: { cardId, companyId, byUserId: c.actor.userId, at: now } }];
    case 'SetCardReceiptLock':
      return state.receiptLocked === c.locked ? [] : [{ type: 'CardReceiptLockChanged', data: { cardId, companyId, locked: c.locked, overdueTransactionIds: c.overdueTransactionIds, at: now } }];
  }
};

const evolve = (state: CardState, event: CardEvent): CardState => {
  switch (event.type) {
    case 'CardCreated': {
      const d = event.data;
      return {
        cardId: d.cardId, exists: true, deleted: false, companyId: d.companyId, format: d.format, isRechargeable: d.isRechargeable, spenderUserId: d.spenderUserId,
        budgetId: d.budgetId, limitCents: d.limitCents, controls: d.controls, status: 'ACTIVE', receiptLocked: false, activated: d.activated, last4: d.last4, createdAt: d.createdAt,
      };
    }
    case 'CardActivated':
      return { ...state, activated: true };
    case 'CardStatusChanged':
      return { ...state, status: event.data.status };
    case 'CardDeleted':
      return { ...state, deleted: true };
    case 'CardReissued':
      return { ...state, last4: event.data.last4, activated: event.data.activated, status: 'ACTIVE' };
    case 'CardLimitChanged':
    case 'CardFundsAdded':
      return { ...state, limitCents: event.data.limitCents };
    case 'CardControlsSet':
      return { ...state, controls: event.data.controls };
    case 'CardSecretsRevealed':
      return state;
    case 'CardReceiptLockChanged':
      return { ...state, receiptLocked: event.data.locked };
  }
};

export const cardDecider: Decider<CardState, CardCommand, CardEvent> = {
  initialState,
  evolve,
  decide: (command, state) => (command.type === 'CreateCard' ? decideCreate(command, state) : decideOnExisting(command, state)),
};
