import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { accountDecider, evolveAccount, type AccountState } from './decider';
import type { AccountEvent, CardActivityEntry } from './events';
import { accountSnapshot } from './snapshot';

const companyId = randomUUID();
const activity = (kind: CardActivityEntry['kind'], cents: number, at: string): AccountEvent => ({
  type: 'CardActivityPosted', data: { companyId, entries: [{ kind, cents, at, transactionId: randomUUID() }], at },
});
const decide = (history: AccountEvent[], command: Parameters<typeof accountDecider.decide>[0]) => accountDecider.decide(command, fold(accountDecider, history));

/** A season of an account: activity before its terms, purchases, refunds, closes, a missed payment, a payment that reinstates it. */
const history = (): AccountEvent[] => {
  const events: AccountEvent[] = [activity('DEBIT', 700, '2026-01-02T08:00:00.000Z')];
  events.push({ type: 'AccountTermsSet', data: { companyId, name: 'Acme', creditLimitCents: 500_000, cycle: 'MONTHLY', rebateBasisPoints: 125, paymentDueDays: 10, lateFeeCents: 1_500, at: '2026-01-03T00:00:00.000Z' } });
  events.push(activity('HOLD', 4_000, '2026-01-05T10:00:00.000Z'), activity('DEBIT', 4_000, '2026-01-06T10:00:00.000Z'), activity('RELEASE', 4_000, '2026-01-06T10:00:00.000Z'));
  events.push(activity('CREDIT', 900, '2026-01-20T10:00:00.000Z'));
  events.push(...decide(events, { type: 'CloseStatement', periodStart: '2026-01-01T00:00:00.000Z', now: '2026-02-01T00:01:00.000Z' }));
  events.push(activity('DEBIT', 12_345, '2026-02-03T10:00:00.000Z'));
  events.push(...decide(events, { type: 'ReviewPaymentDue', now: '2026-02-12T00:00:00.000Z' }));
  const owed = fold(accountDecider, events).due!.cents;
  events.push(...decide(events, { type: 'RecordPayment', companyId, paymentId: randomUUID(), amountCents: owed, paymentType: 'CASH', detail: null, userId: null, now: '2026-02-13T00:00:00.000Z' }));
  events.push(...decide(events, { type: 'CloseStatement', periodStart: '2026-02-01T00:00:00.000Z', now: '2026-03-01T00:01:00.000Z' }));
  return events;
};

const roundTrip = (state: AccountState): AccountState => accountSnapshot.restore(JSON.parse(JSON.stringify(accountSnapshot.save(state))));

describe('the account snapshot', () => {
  it('covers a history with every kind of account event', () => {
    expect(new Set(history().map((e) => e.type))).toEqual(new Set(['CardActivityPosted', 'AccountTermsSet', 'StatementClosed', 'PaymentMissed', 'PaymentReceived', 'AccountReinstated']));
  });

  it('folding on from a snapshot taken after any event gives the state of the whole fold', () => {
    const events = history();
    const whole = fold(accountDecider, events);
    for (let k = 0; k <= events.length; k++) {
      const restored = roundTrip(fold(accountDecider, events.slice(0, k)));
      expect(events.slice(k).reduce(evolveAccount, restored)).toEqual(whole);
    }
  });

  it('keeps what decides later commands: a payment id seen before the snapshot is still applied once', () => {
    const events = history();
    const paid = events.find((e) => e.type === 'PaymentReceived')!;
    if (paid.type !== 'PaymentReceived') throw new Error('no payment in the history');
    const restored = roundTrip(fold(accountDecider, events));
    expect(accountDecider.decide({ type: 'RecordPayment', companyId, paymentId: paid.data.paymentId, amountCents: paid.data.amountCents, paymentType: 'CASH', detail: null, userId: null, now: '2026-03-02T00:00:00.000Z' }, restored)).toEqual([]);
  });
});
