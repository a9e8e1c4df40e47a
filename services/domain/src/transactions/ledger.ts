import type { Decider } from '../shared/decider';
import type { SoftLimit } from '../budgets/rules';
import type { CardState } from '../cards/decider';
import type { FrequencyPeriod } from '../cards/events';
import { MCC_DESCRIPTIONS } from '../cards/rules';
import type { DeclineReason, LedgerEvent } from './events';

/**
 * A spend ledger: the stream `ledger-<budgetId>` (or `ledger-<cardId>` for a card without a budget)
 * holds every authorization decision drawing on it, so the money invariants (budget funds, card
 * limit, frequency) are checked by this one aggregate, never against an asynchronous read model.
 */

export interface BudgetSnapshot {
  budgetId: string;
  companyId: string | null;
  exists: boolean;
  active: boolean;
  name: string;
  funding: number;
  softLimit: SoftLimit;
  overageValue: number;
}

export interface AuthorizationRequest {
  authorizationId: string;
  transactionId: string;
  cardId: string;
  amountCents: number;
  currency: string;
  merchantName: string;
  merchantId: string | null;
  mcc: string | null;
  country: string | null;
}

export type LedgerMessage =
  | { kind: 'authorize'; request: AuthorizationRequest; card: CardState | null; at: string }
  | { kind: 'clear'; messageId: string; authorizationId: string; amountCents: number; at: string }
  | { kind: 'reverse'; messageId: string; authorizationId: string; at: string }
  | { kind: 'refund'; messageId: string; authorizationId: string; amountCents: number; at: string };

export interface LedgerCommand {
  type: 'Process';
  ledgerId: string;
  budget: BudgetSnapshot | null;
  messages: readonly LedgerMessage[];
}

export interface AuthorizationRecord {
  transactionId: string;
  companyId: string;
  cardId: string;
  budgetId: string | null;
  approved: boolean;
  reason: DeclineReason | null;
  message: string | null;
  authorizedCents: number;
  status: 'Pending' | 'Posted' | 'Reversed' | 'Declined';
  postedCents: number;
  refundedCents: number;
}

/** A purchase still counting against its card: when it was approved and its net amount. */
export interface CardPurchase {
  at: string;
  cents: number;
}

export interface CardSpend {
  /** Net spend since the card was issued (a rechargeable card's balance draws on this). */
  spentCents: number;
  /** Approval times of authorizations not reversed, for frequency limits. */
  approvals: Map<string, CardPurchase>;
}

/**
 * Mutable on purpose: a hot budget's ledger holds many thousands of authorizations and is folded
 * event by event; copying it per event would cost O(n) each. The authorizer owns its copy.
 */
export interface LedgerState {
  spentCents: number;
  cards: Map<string, CardSpend>;
  auths: Map<string, AuthorizationRecord>;
  /** Ids of the clearing, reversal and refund messages recorded. */
  followUps: Set<string>;
}

export const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  CARD_NOT_FOUND: 'This card does not exist or has been deleted.',
  CARD_BLOCKED: 'This card is blocked. Ask an admin to unblock it or issue a new one.',
  CARD_NOT_ACTIVATED: 'This card has not been activated yet.',
  OUTSIDE_DATE_RANGE: 'This card cannot be used on this date: it is outside the dates set for the card.',
  MCC_NOT_ALLOWED: 'This card is not allowed to buy from this kind of merchant.',
  FREQUENCY_LIMIT: 'This card has reached the number of purchases allowed for this period.',
  CARD_LIMIT: 'This purchase is more than what is left on the card limit.',
  INSUFFICIENT_BALANCE: 'This purchase is more than the money loaded on this card.',
  BUDGET_FUNDS: 'The budget of this card does not have enough funds left for this purchase.',
  BUDGET_INACTIVE: 'The budget of this card is archived.',
  CURRENCY_NOT_SUPPORTED: 'This card only pays in US dollars.',
};

const initialState = (): LedgerState => ({ spentCents: 0, cards: new Map(), auths: new Map(), followUps: new Set() });

const cardSpend = (state: LedgerState, cardId: string): CardSpend => {
  let spend = state.cards.get(cardId);
  if (!spend) state.cards.set(cardId, (spend = { spentCents: 0, approvals: new Map() }));
  return spend;
};

/** Funds plus the soft-limit overage a budget allows (spec 3, 4): Amount in cents, Percentage of funding. */
export const budgetCeiling = (budget: BudgetSnapshot): number =>
  budget.funding + (budget.softLimit === 'Amount' ? budget.overageValue : budget.softLimit === 'Percentage' ? Math.floor((budget.funding * budget.overageValue) / 100) : 0);

const periodStart = (at: string, period: FrequencyPeriod): string => {
  const d = new Date(at);
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), period === 'MONTHLY' ? 1 : d.getUTCDate()));
  // Weeks start on Monday (UTC).
  if (period === 'WEEKLY') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start.toISOString();
};

/**
 * A card's limit is per calendar month (UTC), as card programs reset it; a rechargeable card's
 * balance is what was loaded less everything spent.
 */
export const monthSpent = (spend: CardSpend, at: string): number => {
  const from = periodStart(at, 'MONTHLY');
  let total = 0;
  for (const purchase of spend.approvals.values()) if (purchase.at >= from) total += purchase.cents;
  return total;
};

/** The first rule a purchase breaks, or null when it may be approved. */
export const declineReasonFor = (state: LedgerState, budget: BudgetSnapshot | null, card: CardState | null, r: AuthorizationRequest, at: string): DeclineReason | null => {
  if (!card || !card.exists || card.deleted) return 'CARD_NOT_FOUND';
  if (card.status !== 'ACTIVE') return 'CARD_BLOCKED';
  if (!card.activated) return 'CARD_NOT_ACTIVATED';
  if (r.currency !== 'USD') return 'CURRENCY_NOT_SUPPORTED';
  const { dateRange, mcc, frequency } = card.controls;
  if (dateRange && (at < dateRange.startDate || at > dateRange.endDate)) return 'OUTSIDE_DATE_RANGE';
  if (mcc && (mcc.mode === 'PERMITTED') !== (r.mcc !== null && mcc.codes.includes(r.mcc))) return 'MCC_NOT_ALLOWED';
  const spend = cardSpend(state, r.cardId);
  if (frequency) {
    const from = periodStart(at, frequency.period);
    let count = 0;
    for (const purchase of spend.approvals.values()) if (purchase.at >= from) count++;
    if (count >= frequency.count) return 'FREQUENCY_LIMIT';
  }
  if (card.isRechargeable) {
    if (spend.spentCents + r.amountCents > card.limitCents) return 'INSUFFICIENT_BALANCE';
  } else if (monthSpent(spend, at) + r.amountCents > card.limitCents) return 'CARD_LIMIT';
  if (card.budgetId) {
    if (!budget || !budget.exists) return 'BUDGET_FUNDS';
    if (!budget.active) return 'BUDGET_INACTIVE';
    if (state.spentCents + r.amountCents > budgetCeiling(budget)) return 'BUDGET_FUNDS';
  }
  return null;
};

const decideMessage = (command: LedgerCommand, state: LedgerState, m: LedgerMessage): LedgerEvent | null => {
  const { ledgerId } = command;
  if (m.kind === 'authorize') {
    const r = m.request;
    if (state.auths.has(r.authorizationId)) return null; // answered before: same answer, recorded once
    const card = m.card;
    const reason = declineReasonFor(state, command.budget, card, r, m.at);
    const base = {
      ledgerId, authorizationId: r.authorizationId, transactionId: r.transactionId, companyId: card?.companyId ?? command.budget?.companyId ?? '',
      at: m.at, cardId: r.cardId, budgetId: card?.budgetId ?? null, spenderId: card?.spenderUserId ?? null, amountCents: r.amountCents,
      currency: r.currency, merchantName: r.merchantName, merchantId: r.merchantId, mcc: r.mcc, country: r.country,
    };
    return reason ? { type: 'AuthorizationDeclined', data: { ...base, reason, message: DECLINE_MESSAGES[reason] } } : { type: 'AuthorizationApproved', data: base };
  }
  const auth = state.auths.get(m.authorizationId);
  if (!auth || !auth.approved || state.followUps.has(m.messageId)) return null;
  const base = {
    ledgerId, authorizationId: m.authorizationId, transactionId: auth.transactionId, companyId: auth.companyId, at: m.at, messageId: m.messageId,
    cardId: auth.cardId, budgetId: auth.budgetId,
  };
  switch (m.kind) {
    case 'clear':
      return auth.status === 'Pending' ? { type: 'AuthorizationCleared', data: { ...base, authorizedCents: auth.authorizedCents, amountCents: m.amountCents } } : null;
    case 'reverse':
      return auth.status === 'Pending' ? { type: 'AuthorizationReversed', data: { ...base, amountCents: auth.authorizedCents } } : null;
    case 'refund': {
      const left = auth.postedCents - auth.refundedCents;
      return auth.status === 'Posted' && m.amountCents <= left ? { type: 'AuthorizationRefunded', data: { ...base, amountCents: m.amountCents } } : null;
    }
  }
};

const evolve = (state: LedgerState, event: LedgerEvent): LedgerState => {
  const d = event.data;
  switch (event.type) {
    case 'AuthorizationApproved': {
      const spend = cardSpend(state, d.cardId);
      spend.spentCents += d.amountCents;
      spend.approvals.set(d.authorizationId, { at: d.at, cents: d.amountCents });
      state.spentCents += d.amountCents;
      state.auths.set(d.authorizationId, {
        transactionId: d.transactionId, companyId: d.companyId, cardId: d.cardId, budgetId: d.budgetId, approved: true, reason: null, message: null,
        authorizedCents: d.amountCents, status: 'Pending', postedCents: 0, refundedCents: 0,
      });
      return state;
    }
    case 'AuthorizationDeclined':
      state.auths.set(d.authorizationId, {
        transactionId: d.transactionId, companyId: d.companyId, cardId: d.cardId, budgetId: d.budgetId, approved: false, reason: event.data.reason,
        message: event.data.message, authorizedCents: d.amountCents, status: 'Declined', postedCents: 0, refundedCents: 0,
      });
      return state;
    case 'AuthorizationCleared': {
      const auth = state.auths.get(d.authorizationId)!;
      const delta = event.data.amountCents - auth.authorizedCents;
      const spend = cardSpend(state, d.cardId);
      spend.spentCents += delta;
      const purchase = spend.approvals.get(d.authorizationId);
      if (purchase) purchase.cents += delta;
      state.spentCents += delta;
      auth.status = 'Posted';
      auth.postedCents = event.data.amountCents;
      state.followUps.add(event.data.messageId);
      return state;
    }
    case 'AuthorizationReversed': {
      const auth = state.auths.get(d.authorizationId)!;
      const spend = cardSpend(state, d.cardId);
      spend.spentCents -= auth.authorizedCents;
      spend.approvals.delete(d.authorizationId);
      state.spentCents -= auth.authorizedCents;
      auth.status = 'Reversed';
      state.followUps.add(event.data.messageId);
      return state;
    }
    case 'AuthorizationRefunded': {
      const auth = state.auths.get(d.authorizationId)!;
      const spend = cardSpend(state, d.cardId);
      spend.spentCents -= event.data.amountCents;
      const purchase = spend.approvals.get(d.authorizationId);
      if (purchase) purchase.cents -= event.data.amountCents;
      state.spentCents -= event.data.amountCents;
      auth.refundedCents += event.data.amountCents;
      state.followUps.add(event.data.messageId);
      return state;
    }
  }
};

/**
 * Decides the messages in order, each seeing the ones before it: the event each message causes, or
 * null (a repeat, or a follow-up that does not apply), aligned with the messages. The state passed
 * in is not changed.
 */
export const decideMessages = (command: LedgerCommand, state: LedgerState): (LedgerEvent | null)[] => {
  const scratch: LedgerState = {
    spentCents: state.spentCents,
    cards: new CopyOnRead(state.cards, (s) => ({ spentCents: s.spentCents, approvals: new Map([...s.approvals].map(([a, p]) => [a, { ...p }])) })),
    auths: new CopyOnRead(state.auths, (a) => ({ ...a })),
    followUps: new SetOverBase(state.followUps),
  };
  return command.messages.map((message) => {
    const event = decideMessage(command, scratch, message);
    if (event) evolve(scratch, event);
    return event;
  });
};

/**
 * A set and a map over a base: entries are copied when first read, so deciding a batch on a long
 * ledger costs what the batch touches, not the ledger's length. The decider never iterates them.
 */
class SetOverBase<T> extends Set<T> {
  constructor(private readonly base: ReadonlySet<T>) {
    super();
  }

  override has(value: T): boolean {
    return super.has(value) || this.base.has(value);
  }
}

class CopyOnRead<K, V> extends Map<K, V> {
  constructor(private readonly base: ReadonlyMap<K, V>, private readonly copy: (value: V) => V) {
    super();
  }

  override get(key: K): V | undefined {
    if (!super.has(key) && this.base.has(key)) super.set(key, this.copy(this.base.get(key)!));
    return super.get(key);
  }

  override has(key: K): boolean {
    return super.has(key) || this.base.has(key);
  }
}

export const ledgerDecider: Decider<LedgerState, LedgerCommand, LedgerEvent> = {
  initialState,
  evolve,
  decide: (command, state) => decideMessages(command, state).filter((event): event is LedgerEvent => event !== null),
};

/** Plain words for an MCC, for decline notes. */
export const describeMcc = (mcc: string | null): string => (mcc && MCC_DESCRIPTIONS.get(mcc)) || 'Unknown merchant category';
