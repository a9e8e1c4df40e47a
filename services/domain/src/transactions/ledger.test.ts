import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { cardDecider, type CardState } from '../cards/decider';
import type { SpendControls } from '../cards/events';
import type { LedgerEvent } from './events';
import { budgetCeiling, ledgerDecider, type BudgetSnapshot, type LedgerMessage } from './ledger';
import { authorizationSpend, countsFrom } from './ledger-state';

const companyId = randomUUID();
const budgetId = randomUUID();
const at = '2026-03-04T12:00:00.000Z'; // a Wednesday

const card = (overrides: Partial<CardState> = {}): CardState => ({
  ...cardDecider.initialState(), cardId: randomUUID(), exists: true, companyId, spenderUserId: randomUUID(), budgetId, limitCents: 100_000, activated: true, ...overrides,
});
const budget = (overrides: Partial<BudgetSnapshot> = {}): BudgetSnapshot => ({ budgetId, companyId, exists: true, active: true, name: 'Travel', ...overrides });
/** The pool's size as the funding command records it: funding, and its ceiling with the overage. */
const fundsSet = (funding: number, ceiling = funding): LedgerEvent => ({ type: 'LedgerFundsSet', data: { ledgerId: budgetId, companyId, funding, ceiling, at } });
const allocated = (child: string, cents: number): LedgerEvent => ({ type: 'FundsAllocated', data: { ledgerId: budgetId, companyId, budgetId: child, cents, at } });
const authorize = (c: CardState | null, amountCents: number, extra: { mcc?: string; at?: string; currency?: string; id?: string } = {}): LedgerMessage => ({
  kind: 'authorize',
  at: extra.at ?? at,
  card: c,
  request: {
    authorizationId: extra.id ?? randomUUID(), transactionId: randomUUID(), cardId: c?.cardId ?? randomUUID(), amountCents, currency: extra.currency ?? 'USD',
    merchantName: 'Corner Store', merchantId: 'm-1', mcc: extra.mcc ?? '5411', country: 'US',
  },
});

/** Decides on a $100 pool (unless the history sizes it otherwise). */
const run = (messages: LedgerMessage[], b: BudgetSnapshot | null = budget(), history: LedgerEvent[] = [], tolerancePercent?: number) =>
  ledgerDecider.decide({ type: 'Process', ledgerId: budgetId, budget: b, messages, tolerancePercent }, fold(ledgerDecider, [fundsSet(10_000), ...history]));
const outcomes = (events: LedgerEvent[]) => events.map((e) => (e.type === 'AuthorizationDeclined' ? e.data.reason : e.type));

describe('ledger: authorizations', () => {
  it('approves within the budget and declines what would overspend it, in order', () => {
    const c = card();
    expect(outcomes(run([authorize(c, 6_000), authorize(c, 4_000), authorize(c, 1)]))).toEqual(['AuthorizationApproved', 'AuthorizationApproved', 'BUDGET_FUNDS']);
  });

  it('lets a soft limit overspend by its amount or percentage', () => {
    const c = card();
    expect(outcomes(run([authorize(c, 10_500)], budget(), [fundsSet(10_000, 10_500)]))).toEqual(['AuthorizationApproved']);
    expect(outcomes(run([authorize(c, 10_501)], budget(), [fundsSet(10_000, 10_500)]))).toEqual(['BUDGET_FUNDS']);
    expect(budgetCeiling({ funding: 10_000, softLimit: 'Percentage', overageValue: 10 })).toBe(11_000);
    expect(budgetCeiling({ funding: 10_000, softLimit: 'Amount', overageValue: 500 })).toBe(10_500);
  });

  it("counts what the pool reserves for its sub-budgets: the parent's cards spend only the rest", () => {
    const c = card();
    const child = randomUUID();
    expect(outcomes(run([authorize(c, 4_000), authorize(c, 1)], budget(), [allocated(child, 6_000)]))).toEqual(['AuthorizationApproved', 'BUDGET_FUNDS']);
    // A released reservation (the sub-budget moved away) is the parent's again.
    expect(outcomes(run([authorize(c, 10_000)], budget(), [allocated(child, 6_000), allocated(child, 0)]))).toEqual(['AuthorizationApproved']);
  });

  it('declines every budget purchase while the pool has no size recorded', () => {
    const unsized = ledgerDecider.decide({ type: 'Process', ledgerId: budgetId, budget: budget(), messages: [authorize(card(), 1)] }, ledgerDecider.initialState());
    expect(outcomes(unsized)).toEqual(['BUDGET_FUNDS']);
  });

  it('checks the card before the budget', () => {
    const checks: [Partial<CardState> | null, string][] = [
      [null, 'CARD_NOT_FOUND'],
      [{ deleted: true }, 'CARD_NOT_FOUND'],
      [{ status: 'SUSPENDED' }, 'CARD_BLOCKED'],
      [{ receiptLocked: true }, 'RECEIPTS_MISSING'],
      [{ receiptLocked: true, status: 'SUSPENDED' }, 'CARD_BLOCKED'],
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
    const permitted = card({ controls: controls({ mcc: { mode: 'PERMITTED', codes: ['5411'] } }) });
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

  it("keeps a card's purchases while a limit can count them: a week begun last month still counts", () => {
    const weekly = card({ budgetId: null, controls: { dateRange: null, mcc: null, frequency: { count: 3, period: 'WEEKLY' } } });
    const days = ['2026-02-10', '2026-03-20', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']; // Mar 30 is a Monday
    const events = run(days.map((day) => authorize(weekly, 100, { at: `${day}T12:00:00.000Z` })), null);
    expect(outcomes(events)).toEqual(['AuthorizationApproved', 'AuthorizationApproved', 'AuthorizationApproved', 'AuthorizationApproved', 'AuthorizationApproved', 'FREQUENCY_LIMIT']);
    // April's first purchase dropped what no limit counts from then on (before March 25); a decline adds nothing.
    const kept = fold(ledgerDecider, events).cards.get(weekly.cardId)!.approvals.toList().map((p) => p.at.slice(0, 10)).sort().toArray();
    expect(kept).toEqual(['2026-03-30', '2026-03-31', '2026-04-01']);
    expect(countsFrom('2026-04-01T12:00:00.000Z')).toBe('2026-03-25T00:00:00.000Z');
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

describe('ledger: clearing tolerance (tips, fuel, car rental, lodging)', () => {
  const restaurant = { mcc: '5812' };
  it('holds the amount plus the tolerance for categories whose amount may grow, and only the amount otherwise', () => {
    const c = card();
    const [approved] = run([authorize(c, 8_000, { ...restaurant, id: 'dinner' })], budget(), [], 20);
    expect(approved).toMatchObject({ type: 'AuthorizationApproved', data: { amountCents: 8_000, holdCents: 9_600 } });
    expect(fold(ledgerDecider, [fundsSet(10_000), approved!]).spentCents).toBe(9_600);
    // $83.35 with 20% holds $100.02: over the $100 budget, though the amount alone is not.
    expect(outcomes(run([authorize(c, 8_335, restaurant)], budget(), [], 20))).toEqual(['BUDGET_FUNDS']);
    const [grocery] = run([authorize(c, 8_000)], budget(), [], 20);
    expect(grocery!.data).not.toHaveProperty('holdCents');
  });

  it('posts a clearing up to the hold as usual and flags one above it, which the network forced through', () => {
    const c = card();
    const history = run([authorize(c, 5_000, { ...restaurant, id: 'a' }), authorize(c, 2_000, { ...restaurant, id: 'b' })], budget(), [], 20);
    const cleared = run(
      [
        { kind: 'clear', messageId: 'm1', authorizationId: 'a', amountCents: 5_900, at },
        { kind: 'clear', messageId: 'm2', authorizationId: 'b', amountCents: 2_500, at },
      ],
      budget(), history, 20,
    );
    expect(cleared[0]!.data).not.toHaveProperty('overClearedCents');
    expect(cleared[1]!.data).toMatchObject({ amountCents: 2_500, overClearedCents: 100 });
    const state = fold(ledgerDecider, [fundsSet(10_000), ...history, ...cleared]);
    expect(state.spentCents).toBe(8_400);
    // The holds are released at clearing: what is left is the budget's again.
    expect(outcomes(run([authorize(c, 1_600)], budget(), [...history, ...cleared], 20))).toEqual(['AuthorizationApproved']);
  });
});

describe('ledger: each transaction\'s spend', () => {
  it('adds up to what the ledger decides with, at every step: holds with their tip, postings less refunds, nothing for reversals and declines', () => {
    const c = card();
    const restaurant = { mcc: '5812' };
    const steps: LedgerMessage[][] = [
      [authorize(c, 5_000, { ...restaurant, id: 'dinner' }), authorize(c, 2_000, { id: 'shop' }), authorize(c, 1_000, { id: 'taxi', mcc: '4121' }), authorize(c, 99_000, { id: 'big' })],
      [{ kind: 'clear', messageId: 'm1', authorizationId: 'dinner', amountCents: 5_800, at }],
      [{ kind: 'reverse', messageId: 'm2', authorizationId: 'taxi', at }, { kind: 'refund', messageId: 'm3', authorizationId: 'dinner', amountCents: 800, at }],
      [{ kind: 'clear', messageId: 'm4', authorizationId: 'shop', amountCents: 2_000, at }, { kind: 'refund', messageId: 'm5', authorizationId: 'shop', amountCents: 2_000, at }],
    ];
    let history: LedgerEvent[] = [];
    const sums: number[] = [];
    for (const messages of steps) {
      history = [...history, ...run(messages, budget(), history, 20)];
      const state = fold(ledgerDecider, [fundsSet(10_000), ...history]);
      const each = [...state.auths.values()].map(authorizationSpend);
      expect(each.reduce((sum, s) => sum + s.pending + s.posted, 0)).toBe(state.spentCents);
      sums.push(state.spentCents);
    }
    // The dinner holds its 20% tip until it clears; the declined purchase never counts.
    expect(sums).toEqual([6_000 + 2_000 + 1_200, 5_800 + 2_000 + 1_200, 5_000 + 2_000, 5_000]);
    const dinner = fold(ledgerDecider, [fundsSet(10_000), ...history]).auths.get('dinner')!;
    expect(authorizationSpend(dinner)).toEqual({ pending: 0, posted: 5_000 });
  });
});

describe('ledger: evolve is pure', () => {
  it('returns new state and leaves the state it was given unchanged', () => {
    const c = card();
    const before = fold(ledgerDecider, [fundsSet(10_000)]);
    const [approved] = ledgerDecider.decide({ type: 'Process', ledgerId: budgetId, budget: budget(), messages: [authorize(c, 1_000, { id: 'x' })] }, before);
    const after = ledgerDecider.evolve(before, approved!);
    expect(after.spentCents).toBe(1_000);
    expect(before.spentCents).toBe(0);
    expect(before.auths.has('x')).toBe(false);
    expect(before.cards.get(c.cardId)).toBeUndefined();
  });
});
