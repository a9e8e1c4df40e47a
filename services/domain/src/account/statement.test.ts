import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import { accountDecider, type AccountCommand } from './decider';
import type { AccountEvent } from './events';
import { ACCOUNT_MESSAGES as M } from './rules';
import { INTEREST_UNITS_PER_CENT, openStatement, rebateAccrued, statementPaymentStatus } from './statement';

const companyId = randomUUID();
const spec = deciderSpec(accountDecider);
const JAN = '2026-01-01T00:00:00.000Z';
const FEB = '2026-02-01T00:00:00.000Z';
const MAR = '2026-03-01T00:00:00.000Z';
const APR = '2026-04-01T00:00:00.000Z';
/** 18% APR, 2% rebate, statements due 25 days after the period (January's on 26 February). */
const opened: AccountEvent = {
  type: 'AccountTermsSet',
  data: { companyId, name: 'Acme card account', creditLimitCents: 10_000_000, cycle: 'MONTHLY', rebateBasisPoints: 200, paymentDueDays: 25, lateFeeCents: 0, interestBasisPoints: 1_800, at: '2026-01-02T09:00:00.000Z' },
};
const purchase = (cents: number, at: string): AccountEvent => ({
  type: 'CardActivityPosted', data: { companyId, entries: [{ kind: 'DEBIT', cents, at, transactionId: randomUUID() }], at },
});
const refund = (cents: number, at: string): AccountEvent => ({
  type: 'CardActivityPosted', data: { companyId, entries: [{ kind: 'CREDIT', cents, at, transactionId: randomUUID() }], at },
});
const pay = (amountCents: number, now: string): AccountCommand => ({ type: 'RecordPayment', companyId, paymentId: randomUUID(), amountCents, paymentType: 'ACH', detail: '021000021', userId: null, now });
const close = (periodStart: string, now: string): AccountCommand => ({ type: 'CloseStatement', periodStart, now });
/** The statement a close records. */
const closedBy = (history: AccountEvent[], command: AccountCommand) => {
  const [event] = spec.given(history).when(command).events();
  if (event?.type !== 'StatementClosed') throw new Error(`expected a statement, got ${event?.type}`);
  return event.data;
};
const then = (history: AccountEvent[], command: AccountCommand): AccountEvent[] => [...history, ...spec.given(history).when(command).events()];

/** January: $1,000.00 of purchases, $100.00 refunded; its statement closes on 1 February. */
const january = then([opened, purchase(100_000, '2026-01-10T10:00:00.000Z'), refund(10_000, '2026-01-20T10:00:00.000Z')], close(JAN, '2026-02-01T00:05:00.000Z'));

describe('a statement and the payments against it', () => {
  it('asks for its ending balance; each payment lowers what is still owed of it until it is paid', () => {
    // Rebate: 2% of $900.00 = $18.00; owed: $1,000.00 − $100.00 − $18.00 = $882.00.
    expect(fold(accountDecider, january).due).toMatchObject({ periodStart: JAN, amountDue: 88_200, cents: 88_200 });
    const part = then(january, pay(50_000, '2026-02-10T12:00:00.000Z'));
    expect(fold(accountDecider, part).due).toMatchObject({ amountDue: 88_200, cents: 38_200 });
    expect(statementPaymentStatus(88_200, 88_200 - 38_200)).toBe('PARTIALLY_PAID');
    const whole = then(part, pay(38_200, '2026-02-20T12:00:00.000Z'));
    expect(fold(accountDecider, whole).due).toMatchObject({ cents: 0 });
    expect(statementPaymentStatus(88_200, 88_200)).toBe('PAID');
    expect(statementPaymentStatus(88_200, 0)).toBe('UNPAID');
    expect(statementPaymentStatus(0, 0)).toBe('NOTHING_DUE');
  });
});

describe('interest', () => {
  it('charges the APR on what is unpaid after the due date, day by day, on the next statement', () => {
    // $382.00 stays unpaid from 26 February to 1 March (3 days) at 18%: 38,200 × 1,800 × 3 / 3,650,000 = 56.5 → 56 cents.
    const late = then(january, pay(50_000, '2026-02-10T12:00:00.000Z'));
    const [feb] = spec.given(late).when(close(FEB, '2026-03-01T00:05:00.000Z')).events();
    expect(feb!.data).toMatchObject({ interest: 56, startingBalance: 88_200, payments: 50_000, endingBalance: 88_200 - 50_000 + 56 });
    expect(fold(accountDecider, [...late, feb!]).balanceCents).toBe(38_256);
  });

  it('stops accruing when the amount due is paid, and counts the days before the payment only', () => {
    // Paid in full on 28 February: 2 days late on $882.00 → 88,200 × 1,800 × 2 / 3,650,000 = 86.99 → 86 cents.
    const paidLate = then(january, pay(88_200, '2026-02-28T08:00:00.000Z'));
    const [feb] = spec.given(paidLate).when(close(FEB, '2026-03-01T00:05:00.000Z')).events();
    expect(feb!.data).toMatchObject({ interest: 86, endingBalance: 86 });
  });

  it('charges nothing when paid by the due date, or when the rate is 0%', () => {
    const onTime = then(january, pay(88_200, '2026-02-26T00:00:00.000Z'));
    expect(spec.given(onTime).when(close(FEB, '2026-03-01T00:05:00.000Z')).events()[0]!.data).toMatchObject({ interest: 0, endingBalance: 0 });
    const free: AccountEvent = { ...opened, data: { ...opened.data, interestBasisPoints: 0 } };
    const unpaid = then([free, purchase(100_000, '2026-01-10T10:00:00.000Z')], close(JAN, '2026-02-01T00:05:00.000Z'));
    expect(spec.given(unpaid).when(close(FEB, '2026-03-01T00:05:00.000Z')).events()[0]!.data).toMatchObject({ interest: 0 });
  });

  it('accrues at each rate for the days it applied: a rate change does not reach back', () => {
    // 26 Feb → 27 Feb at 18% (1 day), then 27 Feb → 1 March at 36% (2 days) on $882.00.
    const raised: AccountEvent = { ...opened, data: { ...opened.data, interestBasisPoints: 3_600, at: '2026-02-27T00:00:00.000Z' } };
    const feb = closedBy([...january, raised], close(FEB, '2026-03-01T00:05:00.000Z'));
    expect(feb.interest).toBe(Math.floor((88_200 * 1_800 * 1 + 88_200 * 3_600 * 2) / INTEREST_UNITS_PER_CENT));
  });

  it('keeps accruing on a statement carried over: the next statement charges the whole month past its due date', () => {
    const unpaid = then(january, close(FEB, '2026-03-01T00:05:00.000Z'));
    // February's statement asks for January's $882.00 plus 3 days' interest; it is due 25 March, unpaid until April closes.
    const [mar] = spec.given(unpaid).when(close(MAR, '2026-04-01T00:05:00.000Z')).events();
    const febDue = fold(accountDecider, unpaid).due!;
    expect(febDue.dueDate).toBe('2026-03-26T00:00:00.000Z');
    expect(mar!.data).toMatchObject({ interest: Math.floor((febDue.amountDue * 1_800 * 6) / INTEREST_UNITS_PER_CENT) });
    expect(fold(accountDecider, [...unpaid, mar!]).openFrom!.start).toBe(APR);
  });

  it('refuses an APR outside 0–10,000 basis points; left out, the terms keep the rate they have', () => {
    const terms = (interestBasisPoints?: number): AccountCommand => ({
      type: 'SetAccountTerms', companyId, name: 'Acme card account', creditLimitCents: 10_000_000, cycle: 'MONTHLY', rebateBasisPoints: 200, paymentDueDays: 25, lateFeeCents: 0,
      interestBasisPoints, now: '2026-02-02T09:00:00.000Z',
    });
    for (const rate of [-1, 10_001, 2.5]) expect(spec.given([opened]).when(terms(rate)).refusal().fields).toEqual({ interestBasisPoints: M.interest });
    expect(spec.given([opened]).when(terms()).events()).toEqual([]);
    expect(spec.given([opened]).when(terms(0)).events()[0]!.data).toMatchObject({ interestBasisPoints: 0 });
  });
});

describe('the upcoming statement', () => {
  it('shows the rebate earned as a credit, and its ending balance is what the close will record', () => {
    const february = [...january, purchase(50_000, '2026-02-03T10:00:00.000Z'), refund(5_000, '2026-02-04T10:00:00.000Z')];
    const state = fold(accountDecider, february);
    const upcoming = openStatement(state)!;
    // Rebate: 2% of $450.00 = $9.00, a credit beside the $50.00 refund.
    expect(upcoming).toMatchObject({ periodStart: FEB, periodEnd: MAR, startingBalance: 88_200, debits: 50_000, refunds: 5_000, rebate: 900, credits: 5_900, interest: 0 });
    expect(rebateAccrued(state)).toBe(900);
    const closed = closedBy(february, close(FEB, '2026-03-01T00:05:00.000Z'));
    // Unpaid past 26 February, the close adds 3 days' interest to what the upcoming statement showed.
    expect(closed.interest).toBeGreaterThan(0);
    expect(closed).toMatchObject({ credits: upcoming.credits, endingBalance: upcoming.endingBalance + closed.interest });
  });
});
