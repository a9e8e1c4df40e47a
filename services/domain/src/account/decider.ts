import { Map as IMap, Set as ISet } from 'immutable';
import type { Decider } from '../shared/decider';
import { badInput } from '../shared/errors';
import { refuseIfAny, type FieldErrors } from '../budgets/rules';
import { billingPeriodOf, billingPeriodStart, dueDateOf, nextBillingPeriod, type BillingPeriod } from './billing-cycle';
import type { AccountEvent, AccountStatus, CardActivityEntry } from './events';
import type { PaymentType } from '../transactions/bookkeeping-events';
import { ACCOUNT_MESSAGES as M, validateTerms, type AccountTerms, type AccountTermsInput } from './rules';
import { accountSnapshot } from './snapshot';
import { accrueInterest, NO_INTEREST, openStatement, type InterestAccrual } from './statement';
import { achPendingCents, decideAch, type AchCommand, type AchPayment } from './ach';


/** One open period's running totals (what its statement will show). */
export interface PeriodTotals {
  debits: number;
  credits: number;
  payments: number;
  fees: number;
  /** Transactions posted in the period (the statement's transaction count): a purchase posts once. */
  transactionCount: number;
}

export interface AmountDue {
  periodStart: string;
  /** What the statement asked for when it closed. */
  amountDue: number;
  /** Still owed of it: each payment lowers it until the next statement closes. */
  cents: number;
  dueDate: string;
  missed: boolean;
}

/** The account's terms (name, credit line, cycle, rebate rate, due days, late fee, APR) and where it stands. */
export interface AccountState extends AccountTerms {
  exists: boolean;
  companyId: string | null;
  /** What the company owes: posted purchases, fees, less refunds, rebates and payments (closed statements included). */
  balanceCents: number;
  /** Holds of purchases approved and not yet posted. */
  pendingCents: number;
  status: AccountStatus;
  /** When the first posting or refund was recorded (the first statement starts with it). */
  firstActivityAt: string | null;
  /** The first period without a statement; statements close in order from here. */
  openFrom: BillingPeriod | null;
  /** Totals per open period start (activity dated after the first open period's end waits in its own). */
  periods: IMap<string, PeriodTotals>;
  endingBalance: number;
  due: AmountDue | null;
  /** Every rebate the closed statements credited. */
  rebateCreditedCents: number;
  /** Interest on the unpaid amount due since its due date, charged by the next statement. */
  interest: InterestAccrual;
  paymentIds: ISet<string>;
  /** Every ACH payment by id, pending, settled or returned (ach.ts). */
  achPayments: IMap<string, AchPayment>;
}

export const initialAccountState = (): AccountState => ({
  exists: false, companyId: null, name: '', creditLimitCents: 0, cycle: 'MONTHLY', rebateBasisPoints: 0, paymentDueDays: 25, lateFeeCents: 0, interestBasisPoints: 0,
  balanceCents: 0, pendingCents: 0, status: 'ACTIVE', firstActivityAt: null, openFrom: null, periods: IMap(), endingBalance: 0, due: null, rebateCreditedCents: 0, interest: NO_INTEREST, paymentIds: ISet(), achPayments: IMap(),
});

const NO_TOTALS: PeriodTotals = { debits: 0, credits: 0, payments: 0, fees: 0, transactionCount: 0 };

/** The open period an instant's activity lands on: its own period, or the first open one when that closed already. */
export const landingPeriod = (state: AccountState, at: string): string => {
  const own = billingPeriodStart(at, state.cycle);
  const first = state.openFrom?.start;
  return first && own < first ? first : own;
};

/** Before the account has terms there is no cycle yet: activity waits in one bucket for the first statement. */
const BEFORE_TERMS = 'before-terms';

const addTo = (state: AccountState, at: string, change: (t: PeriodTotals) => PeriodTotals): AccountState => {
  const key = state.exists ? landingPeriod(state, at) : BEFORE_TERMS;
  const firstActivityAt = state.firstActivityAt && state.firstActivityAt <= at ? state.firstActivityAt : at;
  return { ...state, firstActivityAt, periods: state.periods.set(key, change(state.periods.get(key) ?? NO_TOTALS)) };
};

const applyEntry = (state: AccountState, e: CardActivityEntry): AccountState => {
  switch (e.kind) {
    case 'HOLD': return { ...state, pendingCents: state.pendingCents + e.cents };
    case 'RELEASE': return { ...state, pendingCents: state.pendingCents - e.cents };
    case 'DEBIT': return addTo({ ...state, balanceCents: state.balanceCents + e.cents }, e.at, (t) => ({ ...t, debits: t.debits + e.cents, transactionCount: t.transactionCount + 1 }));
    case 'CREDIT': return addTo({ ...state, balanceCents: state.balanceCents - e.cents }, e.at, (t) => ({ ...t, credits: t.credits + e.cents }));
  }
};

export const evolveAccount = (state: AccountState, event: AccountEvent): AccountState => {
  switch (event.type) {
    case 'AccountTermsSet': {
      const { at, companyId, interestBasisPoints, ...rest } = event.data;
      // Interest owed so far accrues at the rate it was owed at.
      if (state.exists) state = accrueInterest(state, at);
      const terms = { ...rest, interestBasisPoints: interestBasisPoints ?? 0 };
      // Opened: the first statement starts with the first activity recorded (or now). A cycle
      // change (allowed only with no open activity) applies from the first open period on.
      const openFrom = billingPeriodOf(state.openFrom?.start ?? state.firstActivityAt ?? at, terms.cycle);
      // Activity recorded before the account had terms is all the first statement's.
      const waiting = state.periods.get(BEFORE_TERMS);
      const periods = waiting ? state.periods.delete(BEFORE_TERMS).set(openFrom.start, waiting) : state.periods;
      return { ...state, ...terms, exists: true, companyId, openFrom, periods };
    }
    case 'CardActivityPosted':
      return event.data.entries.reduce(applyEntry, state);
    case 'PaymentReceived': {
      const d = event.data;
      state = accrueInterest(state, d.at);
      const due = state.due && { ...state.due, cents: Math.max(0, state.due.cents - d.amountCents) };
      // An ACH payment settling: what it lowered of the due, so a later return can put it back.
      const ach = state.achPayments.get(d.paymentId);
      const achPayments = ach && state.due && due
        ? state.achPayments.set(d.paymentId, { ...ach, status: 'SETTLED', settledAgainst: { periodStart: due.periodStart, cents: state.due.cents - due.cents } })
        : ach ? state.achPayments.set(d.paymentId, { ...ach, status: 'SETTLED' }) : state.achPayments;
      return addTo({ ...state, balanceCents: state.balanceCents - d.amountCents, due, achPayments, paymentIds: state.paymentIds.add(d.paymentId) }, d.at, (t) => ({ ...t, payments: t.payments + d.amountCents }));
    }
    case 'AchPaymentInitiated': {
      const d = event.data;
      const pending: AchPayment = { amountCents: d.amountCents, status: 'PENDING', userId: d.userId, initiatedAt: d.at, settledAgainst: null };
      return { ...state, achPayments: state.achPayments.set(d.paymentId, pending), paymentIds: state.paymentIds.add(d.paymentId) };
    }
    case 'AchPaymentReturned': {
      const d = event.data;
      const payment = state.achPayments.get(d.paymentId)!;
      let next: AccountState = { ...state, achPayments: state.achPayments.set(d.paymentId, { ...payment, status: 'RETURNED' }), status: d.suspends ? 'SUSPENDED' : state.status };
      if (d.restoredCents === 0) return next;
      // Returned after it settled: the debt comes back, on the statement due it had paid if that is still the last one.
      next = accrueInterest(next, d.at);
      const back = payment.settledAgainst && next.due?.periodStart === payment.settledAgainst.periodStart ? payment.settledAgainst.cents : 0;
      const due = next.due && { ...next.due, cents: next.due.cents + back };
      return addTo({ ...next, balanceCents: next.balanceCents + d.restoredCents, due }, d.at, (t) => ({ ...t, payments: t.payments - d.restoredCents }));
    }
    case 'StatementClosed': {
      const d = event.data;
      const periods = state.periods.delete(d.periodStart);
      const openFrom = nextBillingPeriod({ start: d.periodStart, end: d.periodEnd }, state.cycle);
      const due = d.amountDue > 0 ? { periodStart: d.periodStart, amountDue: d.amountDue, cents: d.amountDue, dueDate: d.dueDate, missed: false } : null;
      // The interest accrued is charged by this statement (d.interest); the new amount due accrues from its own due date.
      return { ...state, balanceCents: state.balanceCents - d.rebate + d.interest, periods, openFrom, endingBalance: d.endingBalance, due, interest: NO_INTEREST, rebateCreditedCents: state.rebateCreditedCents + d.rebate };
    }
    case 'PaymentMissed': {
      const d = event.data;
      const next = { ...state, status: 'SUSPENDED' as const, due: state.due && { ...state.due, missed: true } };
      return d.lateFeeCents > 0 ? addTo({ ...next, balanceCents: next.balanceCents + d.lateFeeCents }, d.at, (t) => ({ ...t, fees: t.fees + d.lateFeeCents })) : next;
    }
    case 'AccountReinstated':
      return { ...state, status: 'ACTIVE' };
  }
};

/** What the credit line still allows: the limit less the balance owed and the pending holds (a pending ACH payment restores nothing until it settles). */
export const availableCredit = (state: AccountState): number => state.creditLimitCents - state.balanceCents - state.pendingCents;

export type AccountCommand =
  | ({ type: 'SetAccountTerms'; companyId: string; now: string } & AccountTermsInput)
  | { type: 'RecordPayment'; companyId: string; paymentId: string; amountCents: number; paymentType: PaymentType; detail: string | null; userId: string | null; now: string }
  | { type: 'CloseStatement'; periodStart: string; now: string }
  | { type: 'ReviewPaymentDue'; now: string }
  | AchCommand;

/** The first open period's statement, closed: interest accrues to the period's end. */
const closeOne = (state: AccountState, now: string) => {
  const s = openStatement(state, state.openFrom!.end)!;
  const data = {
    companyId: state.companyId!, periodStart: s.periodStart, periodEnd: s.periodEnd, startingBalance: s.startingBalance, payments: s.payments, credits: s.credits,
    debits: s.debits, interest: s.interest, fees: s.fees, rebate: s.rebate, rebateBasisPoints: state.rebateBasisPoints, endingBalance: s.endingBalance,
    transactionCount: s.transactionCount, amountDue: Math.max(0, s.endingBalance), dueDate: dueDateOf(s.periodEnd, state.paymentDueDays), at: now,
  };
  return { type: 'StatementClosed' as const, data };
};

/**
 * Closes every period up to the one starting at `periodStart`, in order, once each: a period closed
 * already is a no-op (the close workflow may run twice), one not yet ended is refused.
 */
const decideClose = (command: { periodStart: string; now: string }, state: AccountState): AccountEvent[] => {
  if (!state.exists) throw badInput('periodStart', M.noAccount);
  if (command.periodStart < state.openFrom!.start) return [];
  if (billingPeriodOf(command.periodStart, state.cycle).end > command.now) throw badInput('periodStart', M.periodOpen);
  const events: AccountEvent[] = [];
  let scratch = state;
  while (scratch.openFrom!.start <= command.periodStart) {
    const closed = closeOne(scratch, command.now);
    events.push(closed);
    scratch = evolveAccount(scratch, closed);
  }
  // Suspended, but refunds or rebates left nothing owed: no payment could ever reinstate it (one above the balance is refused).
  if (scratch.status === 'SUSPENDED' && !scratch.due) events.push({ type: 'AccountReinstated', data: { companyId: state.companyId!, at: command.now } });
  return events;
};

const decidePayment = (c: Extract<AccountCommand, { type: 'RecordPayment' }>, state: AccountState): AccountEvent[] => {
  if (state.paymentIds.has(c.paymentId)) return []; // the same Idempotency-Key: applied once
  if (!state.exists) throw badInput('amount', M.noAccount);
  const fields: FieldErrors = {};
  if (!Number.isInteger(c.amountCents) || c.amountCents <= 0) fields.amount = M.paymentAmount;
  else if (c.amountCents > state.balanceCents) fields.amount = M.paymentAboveBalance;
  if (c.paymentType !== 'CASH' && !c.detail?.trim()) fields.detail = M.paymentDetail[c.paymentType];
  if (c.paymentType === 'CARD' && c.detail && !/^\d{4}$/.test(c.detail.trim())) fields.detail = M.last4;
  refuseIfAny(fields);
  const paid: AccountEvent = {
    type: 'PaymentReceived',
    data: { companyId: c.companyId, paymentId: c.paymentId, amountCents: c.amountCents, paymentType: c.paymentType, detail: c.detail?.trim() || null, userId: c.userId, at: c.now },
  };
  const after = evolveAccount(state, paid);
  const reinstated = state.status === 'SUSPENDED' && (after.due?.cents ?? 0) === 0;
  return reinstated ? [paid, { type: 'AccountReinstated', data: { companyId: c.companyId, at: c.now } }] : [paid];
};

/** The company's card account; stream `account-<companyId>`. Card activity is decided with the ledgers (card-activity.ts). */
export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  initialState: initialAccountState,
  evolve: evolveAccount,
  snapshot: accountSnapshot,
  decide: (command, state) => {
    switch (command.type) {
      case 'SetAccountTerms': {
        const terms = validateTerms(command, state);
        const same = state.exists && (Object.keys(terms) as (keyof typeof terms)[]).every((k) => state[k] === terms[k]);
        return same ? [] : [{ type: 'AccountTermsSet', data: { companyId: command.companyId, ...terms, at: command.now } }];
      }
      case 'RecordPayment':
        return decidePayment(command, state);
      case 'CloseStatement':
        return decideClose(command, state);
      case 'InitiateAchPayment':
      case 'SettleAchPayment':
      case 'ReturnAchPayment':
        return decideAch(command, state, evolveAccount);
      case 'ReviewPaymentDue': {
        const due = state.due;
        if (!due || due.missed || due.cents === 0 || command.now <= due.dueDate) return [];
        // Paid in time by debits still in flight: missed only if one comes back (decideAch).
        if (achPendingCents(state, due.dueDate) >= due.cents) return [];
        return [{ type: 'PaymentMissed', data: { companyId: state.companyId!, periodStart: due.periodStart, amountDueCents: due.cents, dueDate: due.dueDate, lateFeeCents: state.lateFeeCents, at: command.now } }];
      }
    }
  },
};
