import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import { achPendingCents, type AchCommand, type AchSource } from './ach';
import { accountDecider, availableCredit, type AccountCommand } from './decider';
import type { AccountEvent } from './events';
import { ACCOUNT_MESSAGES as M } from './rules';

const companyId = randomUUID();
const userId = randomUUID();
const bankItemId = randomUUID();
const spec = deciderSpec(accountDecider);
const JAN_5 = '2026-01-05T10:00:00.000Z';
const FEB = '2026-02-01T00:00:00.000Z';
const BEFORE_DUE = '2026-02-10T12:00:00.000Z';
const AFTER_DUE = '2026-03-02T12:00:00.000Z';
const source: AchSource = { companyId, archived: false, label: 'First Platypus Bank · Plaid Checking ••4100' };

/** January: 15,000 of purchases, closed on 1 February (1.5% rebate: 14,775 due on 26 February). */
const closedJanuary: AccountEvent[] = [
  { type: 'AccountTermsSet', data: { companyId, name: 'Acme card account', creditLimitCents: 100_000, cycle: 'MONTHLY', rebateBasisPoints: 150, paymentDueDays: 25, lateFeeCents: 2_500, interestBasisPoints: 0, at: '2026-01-03T09:00:00.000Z' } },
  { type: 'CardActivityPosted', data: { companyId, entries: [{ kind: 'DEBIT', cents: 15_000, at: JAN_5, transactionId: randomUUID() }], at: JAN_5 } },
];
const history = (...more: AccountEvent[][]): AccountEvent[] => {
  let events = [...closedJanuary];
  events.push(...spec.given(events).when({ type: 'CloseStatement', periodStart: '2026-01-01T00:00:00.000Z', now: FEB }).events());
  for (const list of more) events = [...events, ...list];
  return events;
};
const DUE = 14_775;

const initiate = (amountCents: number, overrides: Partial<Extract<AchCommand, { type: 'InitiateAchPayment' }>> = {}): AchCommand => ({
  type: 'InitiateAchPayment', companyId, paymentId: randomUUID(), bankItemId, bankAccountId: 'acc-0', source, amountCents, userId, now: BEFORE_DUE, ...overrides,
});
const settle = (paymentId: string, now = BEFORE_DUE): AchCommand => ({ type: 'SettleAchPayment', paymentId, transferId: 'transfer-1', now });
const ret = (paymentId: string, now: string, returnCode = 'R01'): AchCommand => ({ type: 'ReturnAchPayment', paymentId, returnCode, now });
/** Given the history, the events of each command in turn (each decided on what came before). */
const run = (given: AccountEvent[], ...commands: AccountCommand[]) => {
  const events = [...given];
  const decided: AccountEvent[][] = [];
  for (const c of commands) {
    const out = accountDecider.decide(c, fold(accountDecider, events));
    decided.push(out);
    events.push(...out);
  }
  return { events, decided, state: fold(accountDecider, events) };
};
const paymentIdOf = (events: AccountEvent[]) => (events.find((e) => e.type === 'AchPaymentInitiated')!.data as { paymentId: string }).paymentId;

describe('ACH payments from a linked bank account', () => {
  it('is PENDING first: the balance, the amount due and the credit stay until it settles; what may still be paid is the balance less what is pending', () => {
    const given = history();
    const before = fold(accountDecider, given);
    const initiated = spec.given(given).when(initiate(5_000)).events();
    expect(initiated).toEqual([{ type: 'AchPaymentInitiated', data: expect.objectContaining({ amountCents: 5_000, bankAccountLabel: source.label, userId }) }]);
    const after = fold(accountDecider, [...given, ...initiated]);
    expect([after.balanceCents, after.due!.cents, availableCredit(after)]).toEqual([before.balanceCents, DUE, availableCredit(before)]);
    expect(achPendingCents(after)).toBe(5_000);
    expect(spec.given([...given, ...initiated]).when(initiate(DUE - 4_999)).refusal().fields).toEqual({ amount: M.achAbovePending });
    expect(spec.given([...given, ...initiated]).when(initiate(DUE - 5_000)).events()).toHaveLength(1);
    // The same payment id (the Idempotency-Key) again: nothing new.
    expect(spec.given([...given, ...initiated]).when(initiate(5_000, { paymentId: paymentIdOf(initiated) })).events()).toEqual([]);
  });

  it('SETTLED, it is a payment received: balance, amount due and the statement lower, once', () => {
    const initiated = spec.given(history()).when(initiate(5_000)).events();
    const id = paymentIdOf(initiated);
    const { decided, state, events } = run(history(initiated), settle(id));
    expect(decided[0]).toEqual([{ type: 'PaymentReceived', data: { companyId, paymentId: id, amountCents: 5_000, paymentType: 'ACH', detail: 'transfer-1', userId, at: BEFORE_DUE } }]);
    expect([state.balanceCents, state.due!.cents, state.achPayments.get(id)!.status, achPendingCents(state)]).toEqual([DUE - 5_000, DUE - 5_000, 'SETTLED', 0]);
    expect(spec.given(events).when(settle(id)).events()).toEqual([]);
    expect(spec.given(history()).when(settle(randomUUID())).refusal().code).toBe('NOT_FOUND');
  });

  it('a suspension lifts only when a payment settles, not while it is pending', () => {
    const missed = run(history(), { type: 'ReviewPaymentDue', now: AFTER_DUE });
    expect(missed.state.status).toBe('SUSPENDED');
    const owed = missed.state.due!.cents;
    const initiated = spec.given(missed.events).when(initiate(owed, { now: AFTER_DUE })).events();
    expect(fold(accountDecider, [...missed.events, ...initiated]).status).toBe('SUSPENDED');
    const settled = spec.given([...missed.events, ...initiated]).when(settle(paymentIdOf(initiated), AFTER_DUE)).events();
    expect(settled.map((e) => e.type)).toEqual(['PaymentReceived', 'AccountReinstated']);
  });

  it('a due is not missed while a debit initiated by its due date covers it; its return after the due date suspends', () => {
    const early = spec.given(history()).when(initiate(DUE)).events();
    const inTime = run(history(early), { type: 'ReviewPaymentDue', now: AFTER_DUE });
    expect(inTime.decided[0]).toEqual([]);
    expect(inTime.state.status).toBe('ACTIVE');
    const returned = run(inTime.events, ret(paymentIdOf(early), AFTER_DUE));
    expect(returned.decided[0]!.map((e) => e.type)).toEqual(['AchPaymentReturned', 'PaymentMissed']);
    expect(returned.state.status).toBe('SUSPENDED');
    // Part of the due in flight, or a debit made after the due date: missed.
    const part = spec.given(history()).when(initiate(DUE - 1)).events();
    expect(run(history(part), { type: 'ReviewPaymentDue', now: AFTER_DUE }).decided[0]!.map((e) => e.type)).toEqual(['PaymentMissed']);
    const late = spec.given(history()).when(initiate(DUE, { now: '2026-02-27T00:00:00.000Z' })).events();
    expect(run(history(late), { type: 'ReviewPaymentDue', now: AFTER_DUE }).decided[0]!.map((e) => e.type)).toEqual(['PaymentMissed']);
  });

  it('RETURNED while pending (R01): the debt stays, nothing lifts; it never settles afterwards and is returned once', () => {
    const initiated = spec.given(history()).when(initiate(DUE)).events();
    const id = paymentIdOf(initiated);
    const { decided, state, events } = run(history(initiated), ret(id, BEFORE_DUE));
    expect(decided[0]).toEqual([{ type: 'AchPaymentReturned', data: { companyId, paymentId: id, amountCents: DUE, returnCode: 'R01', returnReason: 'Insufficient funds', restoredCents: 0, suspends: false, at: BEFORE_DUE } }]);
    expect([state.balanceCents, state.due!.cents, state.status, state.achPayments.get(id)!.status, achPendingCents(state)]).toEqual([DUE, DUE, 'ACTIVE', 'RETURNED', 0]);
    expect(spec.given(events).when(settle(id)).events()).toEqual([]);
    expect(spec.given(events).when(ret(id, BEFORE_DUE)).events()).toEqual([]);
  });

  it('RETURNED after it settled and after the due date it had met: the debt comes back and the payment is missed (suspended, late fee)', () => {
    const initiated = spec.given(history()).when(initiate(DUE)).events();
    const id = paymentIdOf(initiated);
    const { decided, state } = run(history(initiated), settle(id), ret(id, AFTER_DUE));
    expect(decided[1]!.map((e) => e.type)).toEqual(['AchPaymentReturned', 'PaymentMissed']);
    expect(decided[1]![0]!.data).toMatchObject({ restoredCents: DUE, suspends: false });
    expect(decided[1]![1]!.data).toMatchObject({ amountDueCents: DUE, lateFeeCents: 2_500 });
    expect([state.balanceCents, state.due!.cents, state.status]).toEqual([DUE + 2_500, DUE, 'SUSPENDED']);
  });

  it('returned after it lifted a suspension: the account is suspended again (no second late fee); before the due date nothing is suspended', () => {
    const missed = run(history(), { type: 'ReviewPaymentDue', now: AFTER_DUE });
    const owed = missed.state.due!.cents;
    const initiated = spec.given(missed.events).when(initiate(owed, { now: AFTER_DUE })).events();
    const id = paymentIdOf(initiated);
    const { decided, state } = run([...missed.events, ...initiated], settle(id, AFTER_DUE), ret(id, AFTER_DUE));
    expect(decided[1]!.map((e) => e.type)).toEqual(['AchPaymentReturned']);
    expect(decided[1]![0]!.data).toMatchObject({ restoredCents: owed, suspends: true });
    expect([state.status, state.due!.cents, state.balanceCents]).toEqual(['SUSPENDED', owed, missed.state.balanceCents]);

    const early = spec.given(history()).when(initiate(DUE)).events();
    const onTime = run(history(early), settle(paymentIdOf(early)), ret(paymentIdOf(early), BEFORE_DUE));
    expect(onTime.decided[1]!.map((e) => e.type)).toEqual(['AchPaymentReturned']);
    expect([onTime.state.status, onTime.state.due!.cents]).toEqual(['ACTIVE', DUE]);
  });

  it('refuses, recording nothing: an amount of 0, below 0 or in fractions of a cent, above what is owed; a bank account archived, of another company or unknown', () => {
    const given = history();
    for (const amount of [0, -5, 10.5]) expect(spec.given(given).when(initiate(amount)).refusal().fields).toEqual({ amount: M.paymentAmount });
    expect(spec.given(given).when(initiate(DUE + 1)).refusal().fields).toEqual({ amount: M.paymentAboveBalance });
    expect(spec.given(given).when(initiate(100, { source: { ...source, archived: true } })).refusal().fields).toEqual({ bankAccountId: M.bankAccountArchived });
    expect(spec.given(given).when(initiate(100, { source: { ...source, companyId: randomUUID() } })).refusal().fields).toEqual({ bankAccountId: M.bankAccount });
    expect(spec.given(given).when(initiate(100, { source: null })).refusal()).toMatchObject({ code: 'BAD_USER_INPUT', message: M.bankAccount });
  });
});
