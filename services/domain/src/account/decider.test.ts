import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import { billingPeriodOf, billingPeriodStart, previousBillingPeriod } from './billing-cycle';
import { accountDecider, availableCredit, type AccountCommand } from './decider';
import type { AccountEvent, CardActivityEntry } from './events';
import { ACCOUNT_MESSAGES as M } from './rules';

const companyId = randomUUID();
const spec = deciderSpec(accountDecider);
const opened: AccountEvent = {
  type: 'AccountTermsSet',
  data: { companyId, name: 'Acme card account', creditLimitCents: 100_000, cycle: 'MONTHLY', rebateBasisPoints: 150, paymentDueDays: 25, lateFeeCents: 2_500, interestBasisPoints: 0, at: '2026-01-03T09:00:00.000Z' },
};
const activity = (...entries: [CardActivityEntry['kind'], number, string, string?][]): AccountEvent => ({
  type: 'CardActivityPosted',
  data: { companyId, entries: entries.map(([kind, cents, at, transactionId]) => ({ kind, cents, at, transactionId: transactionId ?? randomUUID() })), at: entries.at(-1)![2] },
});
const close = (periodStart: string, now: string): AccountCommand => ({ type: 'CloseStatement', periodStart, now });
const pay = (amountCents: number, overrides: Partial<Extract<AccountCommand, { type: 'RecordPayment' }>> = {}): AccountCommand => ({
  type: 'RecordPayment', companyId, paymentId: randomUUID(), amountCents, paymentType: 'ACH', detail: '021000021', userId: null, now: '2026-02-10T12:00:00.000Z', ...overrides,
});
const JAN = '2026-01-01T00:00:00.000Z';
const FEB = '2026-02-01T00:00:00.000Z';
const MAR = '2026-03-01T00:00:00.000Z';
const t1 = randomUUID();
/** January: two purchases post (one refunded in part); a third is still pending when January closes. */
const january = [
  opened,
  activity(['HOLD', 10_000, '2026-01-05T10:00:00.000Z', t1], ['RELEASE', 10_000, '2026-01-06T10:00:00.000Z', t1], ['DEBIT', 10_000, '2026-01-06T10:00:00.000Z', t1]),
  activity(['HOLD', 5_000, '2026-01-20T10:00:00.000Z'], ['DEBIT', 5_000, '2026-01-21T10:00:00.000Z'], ['RELEASE', 5_000, '2026-01-21T10:00:00.000Z'], ['CREDIT', 1_000, '2026-01-25T10:00:00.000Z']),
  activity(['HOLD', 3_000, '2026-01-31T23:00:00.000Z']),
];

describe('billing cycles', () => {
  it('cuts months, halves of months (1st–15th, 16th–end) and Monday weeks in UTC', () => {
    expect(billingPeriodOf('2026-02-14T23:59:59.000Z', 'MONTHLY')).toEqual({ start: FEB, end: MAR });
    expect(billingPeriodOf('2026-02-15T23:59:59.000Z', 'SEMI_MONTHLY')).toEqual({ start: FEB, end: '2026-02-16T00:00:00.000Z' });
    expect(billingPeriodOf('2026-02-16T00:00:00.000Z', 'SEMI_MONTHLY')).toEqual({ start: '2026-02-16T00:00:00.000Z', end: MAR });
    // 2026-03-01 is a Sunday: its week began on Monday 23 February.
    expect(billingPeriodOf('2026-03-01T12:00:00.000Z', 'WEEKLY')).toEqual({ start: '2026-02-23T00:00:00.000Z', end: '2026-03-02T00:00:00.000Z' });
    expect(previousBillingPeriod('2026-03-05T00:00:00.000Z', 'MONTHLY')).toEqual({ start: FEB, end: MAR });
  });

  it('reads a period start off the text exactly as the date arithmetic finds it', () => {
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const at = new Date(Date.parse('2025-12-20T00:00:00.000Z') + hour * 3_600_000 + 123).toISOString();
      for (const cycle of ['MONTHLY', 'SEMI_MONTHLY', 'WEEKLY'] as const) expect(billingPeriodStart(at, cycle)).toBe(billingPeriodOf(at, cycle).start);
    }
  });
});

describe('the credit line', () => {
  it('is the limit less the balance owed and the pending holds; a payment gives credit back', () => {
    const state = fold(accountDecider, january);
    expect(state.balanceCents).toBe(14_000);
    expect(state.pendingCents).toBe(3_000);
    expect(availableCredit(state)).toBe(100_000 - 14_000 - 3_000);
    const paid = spec.given(january).when(pay(4_000)).events();
    expect(availableCredit(fold(accountDecider, [...january, ...paid]))).toBe(87_000);
  });
});

describe('closing a statement', () => {
  it('totals the period: starting and ending balance, payments, credits with the rebate, debits, fees and the posted transaction count', () => {
    const [closed] = spec.given(january).when(close(JAN, '2026-02-01T00:05:00.000Z')).events();
    expect(closed).toEqual({
      type: 'StatementClosed',
      data: {
        companyId, periodStart: JAN, periodEnd: FEB, startingBalance: 0, payments: 0, debits: 15_000, interest: 0, fees: 0,
        // 1.5% of purchases less refunds (14,000) is 210; credits are the refund and the rebate.
        rebate: 210, rebateBasisPoints: 150, credits: 1_210, endingBalance: 13_790, transactionCount: 2, amountDue: 13_790,
        dueDate: '2026-02-26T00:00:00.000Z', at: '2026-02-01T00:05:00.000Z',
      },
    });
  });

  it('closes once: the same period again records nothing; a period not yet ended is refused', () => {
    const closed = spec.given(january).when(close(JAN, '2026-02-01T00:05:00.000Z')).events();
    expect(spec.given([...january, ...closed]).when(close(JAN, '2026-02-02T00:00:00.000Z')).events()).toEqual([]);
    expect(spec.given(january).when(close(JAN, '2026-01-31T23:59:59.000Z')).refusal().fields).toEqual({ periodStart: M.periodOpen });
    expect(spec.given([]).when(close(JAN, '2026-03-01T00:00:00.000Z')).refusal().fields).toEqual({ periodStart: M.noAccount });
  });

  it('rolls a purchase pending at close onto the statement of the period it posts in, and a late posting onto the first open one', () => {
    const closedJan = spec.given(january).when(close(JAN, '2026-02-01T00:05:00.000Z')).events();
    const pendingPosts = activity(['RELEASE', 3_000, '2026-02-02T10:00:00.000Z'], ['DEBIT', 3_100, '2026-02-02T10:00:00.000Z']);
    // Dated in January (the network's time) but recorded after January closed: February's statement takes it.
    const late = activity(['DEBIT', 700, '2026-01-31T22:00:00.000Z']);
    const history = [...january, ...closedJan, pendingPosts, late];
    const [feb] = spec.given(history).when(close(FEB, '2026-03-01T00:00:00.000Z')).events();
    expect(feb!.data).toMatchObject({ startingBalance: 13_790, debits: 3_800, transactionCount: 2, rebate: 57, endingBalance: 13_790 + 3_800 - 57 });
  });

  it('closes every period up to the one asked for, in order, empty ones included', () => {
    const events = spec.given(january).when(close(FEB, '2026-03-02T00:00:00.000Z')).events();
    expect(events.map((e) => e.type === 'StatementClosed' && e.data.periodStart)).toEqual([JAN, FEB]);
    expect(events[1]!.data).toMatchObject({ startingBalance: 13_790, debits: 0, endingBalance: 13_790 });
  });
});

describe('payments', () => {
  it('refuses an amount above the balance, in fractions of a cent or not positive, and a missing ACH, check or card detail', () => {
    expect(spec.given(january).when(pay(14_001)).refusal().fields).toEqual({ amount: M.paymentAboveBalance });
    for (const amount of [0, -5, 10.5]) expect(spec.given(january).when(pay(amount)).refusal().fields).toEqual({ amount: M.paymentAmount });
    expect(spec.given(january).when(pay(100, { paymentType: 'CHECK', detail: ' ' })).refusal().fields).toEqual({ detail: M.paymentDetail.CHECK });
    expect(spec.given(january).when(pay(100, { paymentType: 'CARD', detail: '12345' })).refusal().fields).toEqual({ detail: M.last4 });
    expect(spec.given(january).when(pay(100, { paymentType: 'CASH', detail: null })).events()).toHaveLength(1);
  });

  it('applies a payment once: the same payment id again records nothing', () => {
    const first = pay(1_000);
    const events = spec.given(january).when(first).events();
    expect(spec.given([...january, ...events]).when(first).events()).toEqual([]);
  });
});

describe('a missed due date', () => {
  const closedJan = spec.given(january).when(close(JAN, '2026-02-01T00:05:00.000Z')).events();
  const owed = [...january, ...closedJan];

  it('suspends the account after the due date, charges the late fee on the open statement, and is reinstated once the amount due is paid', () => {
    expect(spec.given(owed).when({ type: 'ReviewPaymentDue', now: '2026-02-25T00:00:00.000Z' }).events()).toEqual([]);
    const missed = spec.given(owed).when({ type: 'ReviewPaymentDue', now: '2026-02-27T00:00:00.000Z' }).events();
    expect(missed).toEqual([{ type: 'PaymentMissed', data: { companyId, periodStart: JAN, amountDueCents: 13_790, dueDate: '2026-02-26T00:00:00.000Z', lateFeeCents: 2_500, at: '2026-02-27T00:00:00.000Z' } }]);
    const suspended = [...owed, ...missed];
    expect(fold(accountDecider, suspended)).toMatchObject({ status: 'SUSPENDED', balanceCents: 13_790 + 2_500 });
    expect(spec.given(suspended).when({ type: 'ReviewPaymentDue', now: '2026-02-28T00:00:00.000Z' }).events()).toEqual([]);
    expect(spec.given(suspended).when(pay(13_000, { now: '2026-02-27T10:00:00.000Z' })).events().map((e) => e.type)).toEqual(['PaymentReceived']);
    const reinstated = spec.given(suspended).when(pay(13_790, { now: '2026-02-27T10:00:00.000Z' })).events();
    expect(reinstated.map((e) => e.type)).toEqual(['PaymentReceived', 'AccountReinstated']);
    const [feb] = spec.given([...suspended, ...reinstated]).when(close(FEB, MAR)).events();
    expect(feb!.data).toMatchObject({ fees: 2_500, payments: 13_790, endingBalance: 2_500 });
  });
});

describe('terms', () => {
  const terms = (overrides: Partial<Extract<AccountCommand, { type: 'SetAccountTerms' }>> = {}): AccountCommand => ({
    type: 'SetAccountTerms', companyId, name: ' Acme card account ', creditLimitCents: 100_000, cycle: 'MONTHLY', rebateBasisPoints: 150, paymentDueDays: 25, lateFeeCents: 2_500,
    now: '2026-01-03T09:00:00.000Z', ...overrides,
  });

  it('opens the account with its first period; the same terms again record nothing', () => {
    const events = spec.given([]).when(terms()).events();
    expect(events).toEqual([opened]);
    expect(fold(accountDecider, events).openFrom).toEqual({ start: JAN, end: FEB });
    expect(spec.given(events).when(terms()).events()).toEqual([]);
  });

  it('refuses a rebate rate outside 0–10,000 basis points, fractional cents, an empty name, and a cycle change with open activity', () => {
    for (const rebateBasisPoints of [-1, 10_001, 1.5]) expect(spec.given([]).when(terms({ rebateBasisPoints })).refusal().fields).toEqual({ rebateBasisPoints: M.rebate });
    expect(spec.given([]).when(terms({ creditLimitCents: 10.5, name: ' ' })).refusal().fields).toEqual({ approvedCreditLineAmount: M.creditLimit, name: M.name });
    expect(spec.given(january).when(terms({ cycle: 'WEEKLY' })).refusal().fields).toEqual({ billingCycle: M.cycleLocked });
    expect(spec.given([opened]).when(terms({ cycle: 'WEEKLY' })).events()).toHaveLength(1);
  });

  it('puts activity recorded before the account had terms on its first statement, whatever the cycle', () => {
    const before = [activity(['DEBIT', 1_000, '2026-01-20T10:00:00.000Z']), activity(['DEBIT', 2_000, '2026-02-03T10:00:00.000Z'])];
    const weekly: AccountEvent = { ...opened, data: { ...opened.data, cycle: 'WEEKLY', at: '2026-02-10T00:00:00.000Z' } };
    const state = fold(accountDecider, [...before, weekly]);
    // The week of the first activity (Monday 19 January) opens the account and holds all of it.
    expect(state.openFrom).toEqual({ start: '2026-01-19T00:00:00.000Z', end: '2026-01-26T00:00:00.000Z' });
    const [first] = spec.given([...before, weekly]).when(close('2026-01-19T00:00:00.000Z', '2026-02-10T00:00:00.000Z')).events();
    expect(first!.data).toMatchObject({ debits: 3_000, transactionCount: 2 });
  });
});
