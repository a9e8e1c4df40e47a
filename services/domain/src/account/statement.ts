import type { AccountState, AmountDue, PeriodTotals } from './decider';

const DAY = 86_400_000;
const dayOf = (at: string): number => Math.floor(Date.parse(at) / DAY);

/**
 * Interest is kept in "cent-days at one basis point": a cent owed one day at an APR of 1 basis
 * point. Whole units keep the fold exact (no rounding until a statement charges them), and a
 * period's units stay far below 2^53 (10^10 cents × 10^4 bp × 62 days).
 */
export const INTEREST_UNITS_PER_CENT = 10_000 * 365;

/** Interest accrued and not yet charged, and the instant it was accrued to. */
export interface InterestAccrual {
  units: number;
  through: string | null;
}

export const NO_INTEREST: InterestAccrual = { units: 0, through: null };

/**
 * Accrues interest on what the last statement still asks for, from its due date (or the last
 * accrual, if later) to `until`, one day at a time by the UTC day the balance is owed at; the rate
 * is the account's APR. The unpaid amount changes only with payments and closes, so the fold
 * accrues before each of them (and before the rate changes).
 */
export const accrueInterest = (state: AccountState, until: string): AccountState => {
  const due = state.due;
  if (!due) return state;
  const from = state.interest.through && state.interest.through > due.dueDate ? state.interest.through : due.dueDate;
  if (until <= from) return state;
  const units = state.interest.units + due.cents * (state.interestBasisPoints ?? 0) * (dayOf(until) - dayOf(from));
  return { ...state, interest: { units, through: until } };
};

/** The interest a statement charges: the whole cents accrued (the fraction left is dropped). */
export const interestCharged = (accrual: InterestAccrual): number => Math.floor(accrual.units / INTEREST_UNITS_PER_CENT);

/** The rebate a period earns: its purchases less its refunds, at the account's rate, rounded down to the cent. */
export const rebateOf = (totals: Pick<PeriodTotals, 'debits' | 'credits'>, basisPoints: number): number =>
  Math.floor((Math.max(0, totals.debits - totals.credits) * basisPoints) / 10_000);

/** A statement's figures, closed or still open (the upcoming one). */
export interface StatementFigures {
  periodStart: string;
  periodEnd: string;
  startingBalance: number;
  debits: number;
  /** Refunds and the rebate: the rebate is a credit of the statement, as the closed statement shows it. */
  credits: number;
  refunds: number;
  rebate: number;
  payments: number;
  fees: number;
  interest: number;
  transactionCount: number;
  /** Starting balance plus debits, fees and interest, less credits and payments. */
  endingBalance: number;
}

const NO_TOTALS: PeriodTotals = { debits: 0, credits: 0, payments: 0, fees: 0, transactionCount: 0 };

/**
 * The first open period's statement as it stands, with the interest accrued to `until` (its end,
 * when it closes; the last recorded activity, for the upcoming statement). One rule for the close
 * and for every screen that shows the statement before it closes.
 */
export const openStatement = (state: AccountState, until?: string): StatementFigures | null => {
  const period = state.openFrom;
  if (!state.exists || !period) return null;
  const totals = state.periods.get(period.start) ?? NO_TOTALS;
  const rebate = rebateOf(totals, state.rebateBasisPoints);
  const interest = interestCharged((until ? accrueInterest(state, until) : state).interest);
  const credits = totals.credits + rebate;
  return {
    periodStart: period.start, periodEnd: period.end, startingBalance: state.endingBalance, debits: totals.debits, credits, refunds: totals.credits, rebate,
    payments: totals.payments, fees: totals.fees, interest, transactionCount: totals.transactionCount,
    endingBalance: state.endingBalance + totals.debits + totals.fees + interest - credits - totals.payments,
  };
};

/** What the open periods will credit at the current rate (each as its statement will). */
export const rebateAccrued = (state: AccountState): number =>
  [...state.periods.values()].reduce((sum, totals) => sum + rebateOf(totals, state.rebateBasisPoints), 0);

export const STATEMENT_PAYMENT_STATUSES = ['NOTHING_DUE', 'UNPAID', 'PARTIALLY_PAID', 'PAID'] as const;
export type StatementPaymentStatus = (typeof STATEMENT_PAYMENT_STATUSES)[number];

/** What was paid against the last statement's amount due. */
export const paidAgainst = (due: Pick<AmountDue, 'amountDue' | 'cents'>): number => due.amountDue - due.cents;

/** Where a statement stands against its amount due. */
export const statementPaymentStatus = (amountDue: number, paid: number): StatementPaymentStatus => {
  if (amountDue === 0) return 'NOTHING_DUE';
  if (paid >= amountDue) return 'PAID';
  return paid > 0 ? 'PARTIALLY_PAID' : 'UNPAID';
};
