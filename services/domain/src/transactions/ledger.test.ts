import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { cardDecider, type CardState } from '../cards/decider';
import type { SpendControls } from '../cards/events';
import type { LedgerEvent } from './events';
import { ledgerDecider, type BudgetSnapshot, type LedgerMessage } from './ledger';

const companyId = randomUUID();
const budgetId = randomUUID();
const at = '2026-03-04T12:00:00.000Z'; // a Wednesday

const card = (overrides: Partial<CardState> = {}): CardState => ({
  ...cardDecider.initialState(), cardId: randomUUID(), exists: true, companyId, spenderUserId: randomUUID(), budgetId, limitCents: 100_000, activated: true, ...overrides,
});
const budget = (overrides: Partial<BudgetSnapshot> = {}): BudgetSnapshot => ({
  budgetId, companyId, exists: true, active: true, name: 'Travel', funding: 10_000, softLimit: 'None', overageValue: 0, ...overrides,
});
const authorize = (c: CardState | null, amountCents: number, extra: { mcc?: string; at?: string; currency?: string; id?: string } = {}): LedgerMessage => ({
  kind: 'authorize',
  at: extra.at ?? at,
  card: c,
  request: {
    authorizationId: extra.id ?? randomUUID(), transactionId: randomUUID(), cardId: c?.cardId ?? randomUUID(), amountCents, currency: extra.currency ?? 'USD',
    merchantName: 'Blue Bottle', merchantId: 'm-1', mcc: extra.mcc ?? '5814', country: 'US',
  },
});

const run = (messages: LedgerMessage[], b: BudgetSnapshot | null = budget(), history: LedgerEvent[] = []) =>
  ledgerDecider.decide({ type: 'Process', ledgerId: budgetId, budget: b, messages }, fold(ledgerDecider, history));
const outcomes = (events: LedgerEvent[]) => events.map((e) => (e.type === 'AuthorizationDeclined' ? e.data.reason : e.type));

describe('ledger: authorizations', () => {
  it('approves within the budget and declines what would overspend it, in order', () => {
    const c = card();
    expect(outcomes(run([authorize(c, 6_000), authorize(c, 4_000), authorize(c, 1)]))).toEqual(['AuthorizationApproved', 'AuthorizationApproved', 'BUDGET_FUNDS']);
  });

  it('lets a soft limit overspend by its amount or percentage', () => {
    const c = card();
    expect(outcomes(run([authorize(c, 10_500)], budget({ softLimit: 'Amount', overageValue: 500 })))).toEqual(['AuthorizationApproved']);
    expect(outcomes(run([authorize(c, 10_501)], budget({ softLimit: 'Amount', overageValue: 500 })))).toEqual(['BUDGET_FUNDS']);
    expect(outcomes(run([authorize(c, 11_000), authorize(c, 1)], budget({ softLimit: 'Percentage', overageValue: 10 })))).toEqual(['AuthorizationApproved', 'BUDGET_FUNDS']);
  });

  it('checks the card before the budget', () => {
    const checks: [Partial<CardState> | null, string][] = [
      [null, 'CARD_NOT_FOUND'],
      [{ deleted: true }, 'CARD_NOT_FOUND'],
      [{ status: 'SUSPENDED' }, 'CARD_BLOCKED'],
      [{ activated: false }, 'CARD_NOT_ACTIVATED'],
      [{ limitCents: 999 }, 'CARD_LIMIT'],
      [{ limitCents: 999, isRechargeable: true }, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [overrides, reason] of checks) expect(outcomes(run([authorize(overrides ? card(overrides) : null, 1_000)]))).toEqual([reason]);
    expect(outcomes(run([authorize(card(), 1_000, { currency: 'EUR' })]))).toEqual(['CURRENCY_NOT_SUPPORTED']);
    expect(outcomes(run([authorize(card(), 1_000)], budget({ active: false })))).toEqual(['BUDGET_INACTIVE']);
  });

  it('applies the date range, the MCC list and the frequency per period', () => {
    const controls = (c: Partial<SpendControls>): SpendControls => ({ dateRange: null, frequency: null, mcc: null, ...c });
    const dated = card({ controls: controls({ dateRange: { startDate: '2026-03-05T00:00:00.000Z', endDate: '2026-03-09T00:00:00.000Z' } }) });
    expect(outcomes(run([authorize(dated, 100), authorize(dated, 100, { at: '2026-03-06T00:00:00.000Z' })]))).toEqual(['OUTSIDE_DATE_RANGE', 'AuthorizationApproved']);
    const permitted = card({ controls: controls({ mcc: { mode: 'PERMITTED', codes: ['5814'] } }) });
    expect(outcomes(run([authorize(permitted, 100), authorize(permitted, 100, { mcc: '7995' })]))).toEqual(['AuthorizationApproved', 'MCC_NOT_ALLOWED']);
    const restricted = card({ controls: controls({ mcc: { mode: 'RESTRICTED', codes: ['7995'] } }) });
    expect(outcomes(run([authorize(restricted, 100), authorize(restricted, 100, { mcc: '7995' })]))).toEqual(['AuthorizationApproved', 'MCC_NOT_ALLOWED']);
    const weekly = card({ controls: controls({ frequency: { count: 2, period: 'WEEKLY' } }) });
    expect(
      outcomes(run([
        authorize(weekly, 100, { at: '2026-03-02T01:00:00.000Z' }), // Monday
        authorize(weekly, 100),
        authorize(weekly, 100),
        authorize(weekly, 100, { at: '2026-03-09T01:00:00.000Z' }), // next Monday
      ])),
    ).toEqual(['AuthorizationApproved', 'AuthorizationApproved', 'FREQUENCY_LIMIT', 'AuthorizationApproved']);
  });

  it('applies a card limit per calendar month, and a rechargeable balance for good', () => {
    const c = card({ limitCents: 1_000, budgetId: null });
    const history = run([authorize(c, 1_000, { at: '2026-02-27T12:00:00.000Z' })], null);
    expect(outcomes(run([authorize(c, 1, { at: '2026-02-28T12:00:00.000Z' }), authorize(c, 1_000)], null, history))).toEqual(['CARD_LIMIT', 'AuthorizationApproved']);
    const loaded = card({ limitCents: 1_000, budgetId: null, isRechargeable: true });
    const spent = run([authorize(loaded, 1_000, { at: '2026-02-27T12:00:00.000Z' })], null);
    expect(outcomes(run([authorize(loaded, 1)], null, spent))).toEqual(['INSUFFICIENT_BALANCE']);
  });

  it('answers a repeated authorization id once', () => {
    const c = card();
    const first = authorize(c, 100, { id: 'auth-1' });
    const events = run([first, first]);
    expect(events).toHaveLength(1);
    expect(run([first], budget(), events)).toEqual([]);
  });
});

describe('ledger: clearing, reversal, refund', () => {
  it('posts a different amount, releases a reversal and returns a refund to the budget', () => {
    const c = card({ controls: { dateRange: null, mcc: null, frequency: { count: 2, period: 'DAILY' } } });
    const history = run([authorize(c, 4_000, { id: 'a' }), authorize(c, 5_000, { id: 'b' })]);
    const later = run(
      [
        { kind: 'clear', messageId: 'm1', authorizationId: 'a', amountCents: 4_500, at },
        { kind: 'reverse', messageId: 'm2', authorizationId: 'b', at },
        { kind: 'refund', messageId: 'm3', authorizationId: 'a', amountCents: 1_000, at },
        { kind: 'refund', messageId: 'm3', authorizationId: 'a', amountCents: 1_000, at }, // a retry,
        { kind: 'refund', messageId: 'm4', authorizationId: 'a', amountCents: 4_000, at }, // more than is left
        { kind: 'clear', messageId: 'm5', authorizationId: 'unknown', amountCents: 1, at },
      ],
      budget(),
      history,
    );
    expect(later.map((e) => e.type)).toEqual(['AuthorizationCleared', 'AuthorizationReversed', 'AuthorizationRefunded']);
    const state = fold(ledgerDecider, [...history, ...later]);
    expect(state.spentCents).toBe(3_500);
    expect(state.auths.get('a')).toMatchObject({ status: 'Posted', postedCents: 4_500, refundedCents: 1_000 });
    // The reversed authorization no longer counts towards the daily frequency.
    expect(outcomes(run([authorize(c, 100)], budget(), [...history, ...later]))).toEqual(['AuthorizationApproved']);
  });
});
