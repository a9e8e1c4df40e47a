import { Map as IMap, Set as ISet } from 'immutable';
import type { FrequencyPeriod } from '../cards/events';
import type { DeclineReason, LedgerEvent } from './events';

/**
 * A funds pool and spend ledger: the stream `ledger-<budgetId>` (or `ledger-<cardId>` for a card
 * without a budget, `ledger-<companyId>` for the company's top budgets). Its direct spending, what
 * it reserves for its sub-budgets, and its own size are decided here together, so no two of them
 * can take the same funds. Persistent maps keep `evolve` pure and cheap on a ledger of many
 * thousands of authorizations: each event shares everything it does not change.
 */
export interface AuthorizationRecord {
  transactionId: string;
  companyId: string;
  cardId: string;
  budgetId: string | null;
  approved: boolean;
  reason: DeclineReason | null;
  message: string | null;
  authorizedCents: number;
  /** What a pending approval holds: the amount plus its clearing tolerance. */
  holdCents: number;
  status: 'Pending' | 'Posted' | 'Reversed' | 'Declined';
  postedCents: number;
  refundedCents: number;
}

/** A purchase still counting against its card: when it was approved and what it holds or cost. */
export interface CardPurchase {
  at: string;
  cents: number;
}

export interface CardSpend {
  /** Net spend since the card was issued (a rechargeable card's balance draws on this). */
  spentCents: number;
  /** Purchases not reversed, for frequency limits and the monthly card limit, while they can count (countsFrom). */
  approvals: IMap<string, CardPurchase>;
}

export interface LedgerFunds {
  funding: number;
  ceiling: number;
}

export interface LedgerState {
  /** Direct spend: holds of pending approvals, posted amounts less refunds. */
  spentCents: number;
  /** The pool's size; null until set (a card's own ledger, the company pool). */
  funds: LedgerFunds | null;
  /** Reserved for each sub-budget (its ceiling), and their sum. */
  allocations: IMap<string, number>;
  allocatedCents: number;
  cards: IMap<string, CardSpend>;
  auths: IMap<string, AuthorizationRecord>;
  /** Ids of the clearing, reversal and refund messages recorded. */
  followUps: ISet<string>;
}

export const initialLedgerState = (): LedgerState => ({
  spentCents: 0, funds: null, allocations: IMap(), allocatedCents: 0, cards: IMap(), auths: IMap(), followUps: ISet(),
});

const NO_SPEND: CardSpend = { spentCents: 0, approvals: IMap() };

export const cardSpendOf = (state: LedgerState, cardId: string): CardSpend => state.cards.get(cardId) ?? NO_SPEND;

const DAY_MS = 86_400_000;

/** Where a limit's window begins (UTC): the day, the week (from Monday) or the calendar month of `at`. */
export const periodStart = (at: string, period: FrequencyPeriod): string => {
  const d = new Date(at);
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), period === 'MONTHLY' ? 1 : d.getUTCDate()));
  if (period === 'WEEKLY') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start.toISOString();
};

/**
 * The oldest purchase a limit can still count at `at`: the longest window is the calendar month, and
 * a week that began in the month before reaches back up to six days; seven days' margin covers that
 * and a purchase decided a little out of time order (the authorizer takes requests within minutes of
 * now). Older purchases leave the card's list, so a card's state and the loops over it stay the size
 * of its last month, not of its whole life.
 */
export const countsFrom = (at: string): string => new Date(Date.parse(periodStart(at, 'MONTHLY')) - 7 * DAY_MS).toISOString();

const withoutOld = (approvals: IMap<string, CardPurchase>, at: string): IMap<string, CardPurchase> => {
  const from = countsFrom(at);
  return approvals.some((p) => p.at < from) ? approvals.filter((p) => p.at >= from) : approvals;
};

/**
 * Moves a card's and the ledger's spend by `delta`, and sets (or with null drops) the purchase's
 * count; a new purchase (`at`) drops the card's purchases no limit can count any more.
 */
const spend = (state: LedgerState, cardId: string, authorizationId: string, delta: number, purchase: CardPurchase | null, at?: string): LedgerState => {
  const card = cardSpendOf(state, cardId);
  const current = at ? withoutOld(card.approvals, at) : card.approvals;
  const approvals = purchase ? current.set(authorizationId, purchase) : current.delete(authorizationId);
  return { ...state, spentCents: state.spentCents + delta, cards: state.cards.set(cardId, { spentCents: card.spentCents + delta, approvals }) };
};

export const evolveLedger = (state: LedgerState, event: LedgerEvent): LedgerState => {
  switch (event.type) {
    case 'AuthorizationApproved': {
      const d = event.data;
      const hold = d.holdCents ?? d.amountCents;
      const next = spend(state, d.cardId, d.authorizationId, hold, { at: d.at, cents: hold }, d.at);
      return {
        ...next,
        auths: state.auths.set(d.authorizationId, {
          transactionId: d.transactionId, companyId: d.companyId, cardId: d.cardId, budgetId: d.budgetId, approved: true, reason: null, message: null,
          authorizedCents: d.amountCents, holdCents: hold, status: 'Pending', postedCents: 0, refundedCents: 0,
        }),
      };
    }
    case 'AuthorizationDeclined': {
      const d = event.data;
      return {
        ...state,
        auths: state.auths.set(d.authorizationId, {
          transactionId: d.transactionId, companyId: d.companyId, cardId: d.cardId, budgetId: d.budgetId, approved: false, reason: d.reason,
          message: d.message, authorizedCents: d.amountCents, holdCents: 0, status: 'Declined', postedCents: 0, refundedCents: 0,
        }),
      };
    }
    case 'AuthorizationCleared': {
      const d = event.data;
      const auth = state.auths.get(d.authorizationId)!;
      const purchase = cardSpendOf(state, d.cardId).approvals.get(d.authorizationId);
      const next = spend(state, d.cardId, d.authorizationId, d.amountCents - auth.holdCents, purchase ? { ...purchase, cents: d.amountCents } : null);
      return { ...next, auths: state.auths.set(d.authorizationId, { ...auth, status: 'Posted', postedCents: d.amountCents }), followUps: state.followUps.add(d.messageId) };
    }
    case 'AuthorizationReversed': {
      const d = event.data;
      const auth = state.auths.get(d.authorizationId)!;
      const next = spend(state, d.cardId, d.authorizationId, -auth.holdCents, null);
      return { ...next, auths: state.auths.set(d.authorizationId, { ...auth, status: 'Reversed' }), followUps: state.followUps.add(d.messageId) };
    }
    case 'AuthorizationRefunded': {
      const d = event.data;
      const auth = state.auths.get(d.authorizationId)!;
      const purchase = cardSpendOf(state, d.cardId).approvals.get(d.authorizationId);
      const next = spend(state, d.cardId, d.authorizationId, -d.amountCents, purchase ? { ...purchase, cents: purchase.cents - d.amountCents } : null);
      return { ...next, auths: state.auths.set(d.authorizationId, { ...auth, refundedCents: auth.refundedCents + d.amountCents }), followUps: state.followUps.add(d.messageId) };
    }
    case 'LedgerFundsSet':
      return { ...state, funds: { funding: event.data.funding, ceiling: event.data.ceiling } };
    case 'FundsAllocated': {
      const { budgetId, cents } = event.data;
      const previous = state.allocations.get(budgetId) ?? 0;
      return {
        ...state,
        allocations: cents === 0 ? state.allocations.delete(budgetId) : state.allocations.set(budgetId, cents),
        allocatedCents: state.allocatedCents - previous + cents,
      };
    }
  }
};

/** A transaction's spend, split as budgets show it: what pending purchases hold, and what posted ones cost. */
export interface Spend {
  pending: number;
  posted: number;
}

/**
 * What one transaction counts as spend, exactly as its ledger's fold moves `spentCents`: a pending
 * purchase its hold (the amount plus the clearing tolerance, such as a restaurant's tip), a posted
 * one its cleared amount less refunds, a reversed or declined one nothing. Entries made by hand (out
 * of pocket, mileage, manual) hold their amount. Every spend figure shown, summed or exported reads
 * this, stored with the transaction, so none can count differently from the authorizer.
 */
export const transactionSpend = (t: { status: string; isReversed: boolean; amountCents: number; holdCents: number | null; refundedCents: number }): Spend => {
  if (t.isReversed || (t.status !== 'Pending' && t.status !== 'Posted')) return { pending: 0, posted: 0 };
  return t.status === 'Pending' ? { pending: t.holdCents ?? t.amountCents, posted: 0 } : { pending: 0, posted: t.amountCents - t.refundedCents };
};

/** An authorization of a ledger as `transactionSpend` reads it. */
export const authorizationSpend = (a: AuthorizationRecord): Spend =>
  transactionSpend({ status: a.status === 'Reversed' ? 'Pending' : a.status, isReversed: a.status === 'Reversed', amountCents: a.postedCents, holdCents: a.holdCents, refundedCents: a.refundedCents });
