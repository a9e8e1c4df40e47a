import type { Decider } from '../shared/decider';
import type { SoftLimit } from '../budgets/rules';
import type { CardState } from '../cards/decider';
import { MCC_DESCRIPTIONS } from '../cards/rules';
import { DEFAULT_CLEARING_TOLERANCE_PERCENT, holdFor } from './clearing-tolerance';
import type { DeclineReason, LedgerEvent } from './events';
import type { CardActivityEntry } from '../account/events';
import { cardSpendOf, evolveLedger, initialLedgerState, periodStart, type CardSpend, type LedgerState } from './ledger-state';

export type { AuthorizationRecord, CardPurchase, CardSpend, LedgerFunds, LedgerState, Spend } from './ledger-state';
export { authorizationSpend, transactionSpend } from './ledger-state';

/**
 * A spend ledger (see ledger-state.ts) decides every authorization drawing on it, so the money
 * invariants (budget funds, card limit, frequency) are checked by this one aggregate, never
 * against an asynchronous read model.
 */

/** What the ledger needs of the budget a card draws on (its funds are the ledger's own). */
export interface BudgetSnapshot {
  budgetId: string;
  companyId: string | null;
  exists: boolean;
  active: boolean;
  name: string;
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
  /** Percent held above the amount for categories whose final amount may grow (default 20). */
  tolerancePercent?: number;
  /** The company's credit line (account-<companyId>), when it has one; absent: no credit line to check. */
  credit?: CreditGate;
}

/** What the company's card account allows when the batch starts: its available credit, and whether it is suspended. */
export interface CreditGate {
  availableCents: number;
  suspended: boolean;
}

export const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  CARD_NOT_FOUND: 'This card does not exist or has been deleted.',
  CARD_BLOCKED: 'This card is blocked. Ask an admin to unblock it or issue a new one.',
  RECEIPTS_MISSING: 'This card is locked until the missing receipts are added to your transactions.',
  CARD_NOT_ACTIVATED: 'This card has not been activated yet.',
  OUTSIDE_DATE_RANGE: 'This card cannot be used on this date: it is outside the dates set for the card.',
  MCC_NOT_ALLOWED: 'This card is not allowed to buy from this kind of merchant.',
  FREQUENCY_LIMIT: 'This card has reached the number of purchases allowed for this period.',
  CARD_LIMIT: 'This purchase is more than what is left on the card limit.',
  INSUFFICIENT_BALANCE: 'This purchase is more than the money loaded on this card.',
  BUDGET_FUNDS: 'The budget of this card does not have enough funds left for this purchase.',
  BUDGET_INACTIVE: 'The budget of this card is archived.',
  CURRENCY_NOT_SUPPORTED: 'This card only pays in US dollars.',
  CREDIT_LINE: "This purchase is more than what is left on your company's credit line.",
  ACCOUNT_SUSPENDED: "Your company's card account is suspended until its past-due statement is paid.",
};

/** Funds plus the soft-limit overage a budget allows (spec 3, 4): Amount in cents, Percentage of funding. */
export const budgetCeiling = (budget: { funding: number; softLimit: SoftLimit; overageValue: number }): number =>
  budget.funding + (budget.softLimit === 'Amount' ? budget.overageValue : budget.softLimit === 'Percentage' ? Math.floor((budget.funding * budget.overageValue) / 100) : 0);

/** What a pool may still draw: its ceiling less its direct spend and what it reserves for sub-budgets. */
export const poolHeadroom = (state: LedgerState): number =>
  state.funds ? state.funds.ceiling - state.spentCents - state.allocatedCents : 0;

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
export const declineReasonFor = (
  state: LedgerState, budget: BudgetSnapshot | null, card: CardState | null, r: AuthorizationRequest, at: string, hold: number, credit?: CreditGate,
): DeclineReason | null => {
  if (!card || !card.exists || card.deleted) return 'CARD_NOT_FOUND';
  if (card.status !== 'ACTIVE') return 'CARD_BLOCKED';
  if (card.receiptLocked) return 'RECEIPTS_MISSING';
  if (!card.activated) return 'CARD_NOT_ACTIVATED';
  if (r.currency !== 'USD') return 'CURRENCY_NOT_SUPPORTED';
  const { dateRange, mcc, frequency } = card.controls;
  if (dateRange && (at < dateRange.startDate || at > dateRange.endDate)) return 'OUTSIDE_DATE_RANGE';
  if (mcc && (mcc.mode === 'PERMITTED') !== (r.mcc !== null && mcc.codes.includes(r.mcc))) return 'MCC_NOT_ALLOWED';
  const spend = cardSpendOf(state, r.cardId);
  if (frequency) {
    const from = periodStart(at, frequency.period);
    let count = 0;
    for (const purchase of spend.approvals.values()) if (purchase.at >= from) count++;
    if (count >= frequency.count) return 'FREQUENCY_LIMIT';
  }
  if (card.isRechargeable) {
    if (spend.spentCents + hold > card.limitCents) return 'INSUFFICIENT_BALANCE';
  } else if (monthSpent(spend, at) + hold > card.limitCents) return 'CARD_LIMIT';
  if (card.budgetId) {
    if (!budget || !budget.exists) return 'BUDGET_FUNDS';
    if (!budget.active) return 'BUDGET_INACTIVE';
    if (hold > poolHeadroom(state)) return 'BUDGET_FUNDS';
  }
  if (credit?.suspended) return 'ACCOUNT_SUSPENDED';
  if (credit && hold > credit.availableCents) return 'CREDIT_LINE';
  return null;
};

const decideMessage = (command: LedgerCommand, state: LedgerState, m: LedgerMessage, credit: CreditGate | undefined): LedgerEvent | null => {
  const { ledgerId } = command;
  if (m.kind === 'authorize') {
    const r = m.request;
    if (state.auths.has(r.authorizationId)) return null; // answered before: same answer, recorded once
    const card = m.card;
    const hold = holdFor(r.amountCents, r.mcc, command.tolerancePercent ?? DEFAULT_CLEARING_TOLERANCE_PERCENT);
    const reason = declineReasonFor(state, command.budget, card, r, m.at, hold, credit);
    const base = {
      ledgerId, authorizationId: r.authorizationId, transactionId: r.transactionId, companyId: card?.companyId ?? command.budget?.companyId ?? '',
      at: m.at, cardId: r.cardId, budgetId: card?.budgetId ?? null, spenderId: card?.spenderUserId ?? null, amountCents: r.amountCents,
      currency: r.currency, merchantName: r.merchantName, merchantId: r.merchantId, mcc: r.mcc, country: r.country,
    };
    if (reason) return { type: 'AuthorizationDeclined', data: { ...base, reason, message: DECLINE_MESSAGES[reason] } };
    return { type: 'AuthorizationApproved', data: hold > r.amountCents ? { ...base, holdCents: hold } : base };
  }
  const auth = state.auths.get(m.authorizationId);
  if (!auth || !auth.approved || state.followUps.has(m.messageId)) return null;
  const base = {
    ledgerId, authorizationId: m.authorizationId, transactionId: auth.transactionId, companyId: auth.companyId, at: m.at, messageId: m.messageId,
    cardId: auth.cardId, budgetId: auth.budgetId,
  };
  switch (m.kind) {
    case 'clear': {
      if (auth.status !== 'Pending') return null;
      // Above the amount plus its tolerance: the network forced it through; recorded, and flagged.
      const over = m.amountCents - auth.holdCents;
      return { type: 'AuthorizationCleared', data: { ...base, authorizedCents: auth.authorizedCents, amountCents: m.amountCents, ...(over > 0 && { overClearedCents: over }) } };
    }
    case 'reverse':
      return auth.status === 'Pending' ? { type: 'AuthorizationReversed', data: { ...base, amountCents: auth.authorizedCents } } : null;
    case 'refund': {
      const left = auth.postedCents - auth.refundedCents;
      return auth.status === 'Posted' && m.amountCents <= left ? { type: 'AuthorizationRefunded', data: { ...base, amountCents: m.amountCents } } : null;
    }
  }
};

/** What a ledger event does to the company's credit line (account-<companyId>), given the ledger before it. */
export const creditEntriesOf = (event: LedgerEvent, before: LedgerState): CardActivityEntry[] => {
  const d = event.data;
  const entry = (kind: CardActivityEntry['kind'], cents: number): CardActivityEntry[] => (cents > 0 && 'transactionId' in d ? [{ transactionId: d.transactionId, kind, cents, at: d.at }] : []);
  switch (event.type) {
    case 'AuthorizationApproved': return entry('HOLD', event.data.holdCents ?? event.data.amountCents);
    case 'AuthorizationCleared': return [...entry('RELEASE', before.auths.get(event.data.authorizationId)!.holdCents), ...entry('DEBIT', event.data.amountCents)];
    case 'AuthorizationReversed': return entry('RELEASE', before.auths.get(event.data.authorizationId)!.holdCents);
    case 'AuthorizationRefunded': return entry('CREDIT', event.data.amountCents);
    default: return [];
  }
};

/** What entries take from the available credit (negative: what they give back). */
export const creditDrawn = (entries: readonly CardActivityEntry[]): number =>
  entries.reduce((sum, e) => sum + (e.kind === 'HOLD' || e.kind === 'DEBIT' ? e.cents : -e.cents), 0);

/**
 * Decides the messages in order, each seeing the ones before it (and the credit they used): the
 * event each message causes, or null (a repeat, or a follow-up that does not apply), aligned with
 * the messages, and what they did to the credit line. The state passed in is not changed.
 */
export const decideLedgerBatch = (command: LedgerCommand, state: LedgerState): { events: (LedgerEvent | null)[]; credit: CardActivityEntry[] } => {
  let scratch = state;
  let gate = command.credit;
  const credit: CardActivityEntry[] = [];
  const events = command.messages.map((message) => {
    const event = decideMessage(command, scratch, message, gate);
    if (!event) return null;
    const entries = creditEntriesOf(event, scratch);
    credit.push(...entries);
    if (gate) gate = { ...gate, availableCents: gate.availableCents - creditDrawn(entries) };
    scratch = evolveLedger(scratch, event);
    return event;
  });
  return { events, credit };
};

/** decideLedgerBatch's events alone. */
export const decideMessages = (command: LedgerCommand, state: LedgerState): (LedgerEvent | null)[] => decideLedgerBatch(command, state).events;

export const ledgerDecider: Decider<LedgerState, LedgerCommand, LedgerEvent> = {
  initialState: initialLedgerState,
  evolve: evolveLedger,
  decide: (command, state) => decideMessages(command, state).filter((event): event is LedgerEvent => event !== null),
};

/** Plain words for an MCC, for decline notes. */
export const describeMcc = (mcc: string | null): string => (mcc && MCC_DESCRIPTIONS.get(mcc)) || 'Unknown merchant category';
