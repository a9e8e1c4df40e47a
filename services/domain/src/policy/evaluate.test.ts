import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { attendeeCount, evaluatePolicy, type PolicyFacts } from './evaluate';
import { policyOutcomeDecider, type RecordPolicyOutcome } from './outcome';
import { DEFAULT_EXPENSE_POLICY, type ExpensePolicy } from './settings';

const RESTAURANT = '5812';
// Monday 2 March 2026, 12:30 in New York.
const LUNCH = '2026-03-02T17:30:00.000Z';
const purchase = (overrides: Partial<PolicyFacts> = {}): PolicyFacts => ({
  transactionId: randomUUID(), merchant: 'Trattoria', mcc: RESTAURANT, amountCents: 5_000, at: LUNCH, timeKnown: true, attendees: null, receipts: 1, ...overrides,
});
const minutesLater = (minutes: number) => new Date(Date.parse(LUNCH) + minutes * 60_000).toISOString();

/** Given the company's policy (and receipt threshold), when a purchase (beside the member's others): its verdict. */
const given = (policy: Partial<ExpensePolicy>, receiptRequiredAboveCents: number | null = null) => ({
  when: (tx: PolicyFacts, others: PolicyFacts[] = []) => evaluatePolicy({ policy: { ...DEFAULT_EXPENSE_POLICY, timeZone: 'America/New_York', ...policy }, receiptRequiredAboveCents }, tx, others),
});

describe('expense policy: every transaction gets an outcome that cites the rule and the figures', () => {
  it('is in policy with no rules set, whatever it is', () => {
    expect(given({}, 0).when(purchase({ amountCents: 99_999_00, receipts: 0 }))).toEqual({ outcome: 'IN_POLICY', findings: [] });
  });

  it('divides a meal by its attendees and compares each share with the meal limit', () => {
    const policy = { mealLimitPerAttendeeCents: 7_500 };
    expect(given(policy).when(purchase({ amountCents: 21_240, attendees: 'Jordan Lee, Priya Shah' }))).toEqual({
      outcome: 'OUT_OF_POLICY',
      findings: [{ rule: 'MEAL_PER_ATTENDEE', outcome: 'OUT_OF_POLICY', message: '$212.40 for 2 attendees: $106.20 each, over the $75.00 meal limit' }],
    });
    // Three people share it: $70.80 each is within the limit; exactly at the limit is too.
    expect(given(policy).when(purchase({ amountCents: 21_240, attendees: 'Jordan, Priya and Sam' })).outcome).toBe('IN_POLICY');
    expect(given(policy).when(purchase({ amountCents: 15_000, attendees: 'Team lunch (2 people)' })).outcome).toBe('IN_POLICY');
    // No attendees: the spender alone.
    expect(given(policy).when(purchase({ amountCents: 7_501 })).findings[0]!.message).toBe('$75.01 for 1 attendee: $75.01 each, over the $75.00 meal limit');
    // Not a meal: the meal limit does not apply.
    expect(given(policy).when(purchase({ amountCents: 50_000, mcc: '5734' })).outcome).toBe('IN_POLICY');
  });

  it('reads the number of attendees from the field as people write it', () => {
    expect([null, '', 'Candidate lunch', 'Initech: Bill L., Peter G.', 'Team offsite (8 people)', 'Ann & Bo; Cy'].map(attendeeCount)).toEqual([1, 1, 1, 2, 8, 3]);
  });

  it("refuses a blocked category and a purchase over its category's cap", () => {
    expect(given({ blockedCategories: ['GAMBLING'] }).when(purchase({ mcc: '7995', merchant: 'Lucky Casino', amountCents: 2_000 })).findings).toEqual([
      { rule: 'BLOCKED_CATEGORY', outcome: 'OUT_OF_POLICY', message: 'Gambling is a blocked category: $20.00 at Lucky Casino' },
    ]);
    const capped = given({ categoryLimits: [{ category: 'LODGING', perTransactionCents: 25_000, perDayCents: null }] });
    expect(capped.when(purchase({ mcc: '7011', amountCents: 31_000 })).findings[0]!.message).toBe('$310.00 is over the $250.00 per-purchase cap for Lodging');
    expect(capped.when(purchase({ mcc: '7011', amountCents: 25_000 })).outcome).toBe('IN_POLICY');
  });

  it("flags the purchase that takes a member's day in a category past its daily cap, and those after it", () => {
    const policy = { categoryLimits: [{ category: 'MEALS', perTransactionCents: null, perDayCents: 10_000 }] };
    const breakfast = purchase({ amountCents: 4_000, at: '2026-03-02T13:00:00.000Z' });
    const lunch = purchase({ amountCents: 5_000 });
    const dinner = purchase({ amountCents: 3_000, at: '2026-03-02T23:30:00.000Z' });
    // Another day in New York (after midnight there), and another category: not counted.
    const late = purchase({ amountCents: 9_000, at: '2026-03-03T05:30:00.000Z' });
    const software = purchase({ amountCents: 9_000, mcc: '5734' });
    const day = [breakfast, lunch, dinner, late, software];
    expect(given(policy).when(lunch, day).outcome).toBe('IN_POLICY');
    expect(given(policy).when(dinner, day).findings).toEqual([
      { rule: 'DAILY_CAP', outcome: 'OUT_OF_POLICY', message: '$120.00 on Meals on 03/02/2026 (3 purchases), over the $100.00 daily cap' },
    ]);
    expect(given(policy).when(late, day).outcome).toBe('IN_POLICY');
  });

  it('flags purchases at one merchant within minutes that each stay under the cap but together pass it', () => {
    const policy = { categoryLimits: [{ category: 'OFFICE_SUPPLIES', perTransactionCents: 50_000, perDayCents: null }], splitWindowMinutes: 10 };
    const first = purchase({ merchant: 'Staples', mcc: '5943', amountCents: 30_000 });
    const second = purchase({ merchant: 'STAPLES ', mcc: '5943', amountCents: 30_000, at: minutesLater(4) });
    expect(given(policy).when(second, [first]).findings).toEqual([
      { rule: 'SPLIT_PURCHASE', outcome: 'NEEDS_REVIEW', message: '2 purchases at STAPLES  within 10 minutes come to $600.00, over the $500.00 per-purchase cap for Office supplies' },
    ]);
    // Far apart, or together under the cap: nothing to say.
    expect(given(policy).when({ ...second, at: minutesLater(11) }, [first]).outcome).toBe('IN_POLICY');
    expect(given(policy).when({ ...second, amountCents: 20_000 }, [first]).outcome).toBe('IN_POLICY');
  });

  it('asks for review of weekend and out-of-hours spend in the policy time zone, and of a missing receipt above the books threshold', () => {
    const saturdayNight = purchase({ mcc: '5734', at: '2026-03-08T02:15:00.000Z' }); // Saturday 7 March, 21:15 in New York
    expect(given({ flagWeekends: true, workingHours: { start: 8, end: 19 } }).when(saturdayNight).findings).toEqual([
      { rule: 'WEEKEND', outcome: 'NEEDS_REVIEW', message: 'Bought on a Saturday (03/07/2026): weekend spend needs review' },
      { rule: 'OUT_OF_HOURS', outcome: 'NEEDS_REVIEW', message: 'Bought at 21:15 (America/New_York), outside working hours 8:00–19:00' },
    ]);
    // A manual entry has no time of day: only its day counts.
    expect(given({ workingHours: { start: 8, end: 19 } }).when({ ...saturdayNight, timeKnown: false }).outcome).toBe('IN_POLICY');
    const noReceipt = purchase({ mcc: '5734', amountCents: 8_000, receipts: 0 });
    expect(given({ flagMissingReceipts: true }, 7_500).when(noReceipt).findings[0]!.message).toBe('$80.00 without a receipt, above the $75.00 receipt threshold');
    expect(given({ flagMissingReceipts: true }, 7_500).when({ ...noReceipt, receipts: 1 }).outcome).toBe('IN_POLICY');
    expect(given({ flagMissingReceipts: true }, null).when(noReceipt).outcome).toBe('IN_POLICY');
  });

  it('takes the worst finding: out of policy beats needs review', () => {
    const verdict = given({ flagWeekends: true, mealLimitPerAttendeeCents: 1_000 }).when(purchase({ at: '2026-03-07T17:00:00.000Z' }));
    expect(verdict.outcome).toBe('OUT_OF_POLICY');
    expect(verdict.findings.map((f) => f.rule)).toEqual(['MEAL_PER_ATTENDEE', 'WEEKEND']);
  });
});

describe('policy outcome: a transaction records only a change of its verdict', () => {
  const spec = deciderSpec(policyOutcomeDecider);
  const spenderId = randomUUID();
  const record = (verdict: RecordPolicyOutcome['verdict'], spender: string | null = spenderId): RecordPolicyOutcome => ({
    type: 'RecordPolicyOutcome', transactionId: randomUUID(), companyId: randomUUID(), budgetId: null, spenderId: spender, merchant: 'Trattoria', amountCents: 21_240, verdict, now: LUNCH,
  });
  const out = { outcome: 'OUT_OF_POLICY' as const, findings: [{ rule: 'MEAL_PER_ATTENDEE' as const, outcome: 'OUT_OF_POLICY' as const, message: '$212.40 for 2 attendees: $106.20 each, over the $75.00 meal limit' }] };

  it('records nothing for a transaction in policy as it always was, and the verdict when it changes', () => {
    expect(spec.given([]).when(record({ outcome: 'IN_POLICY', findings: [] })).events()).toEqual([]);
    const [event] = spec.given([]).when(record(out)).events();
    expect(event).toMatchObject({ type: 'PolicyOutcomeRecorded', data: { outcome: 'OUT_OF_POLICY', findings: out.findings, merchant: 'Trattoria', amountCents: 21_240 } });
    expect(spec.given([event!]).when(record(out)).events()).toEqual([]);
    expect(spec.given([event!]).when(record({ outcome: 'IN_POLICY', findings: [] })).events()[0]).toMatchObject({ data: { outcome: 'IN_POLICY' } });
  });

  it('names the spender on a flagged outcome (their to-do asks them to answer it), not on one back in policy or without a spender', () => {
    const review = { outcome: 'NEEDS_REVIEW' as const, findings: [{ rule: 'WEEKEND' as const, outcome: 'NEEDS_REVIEW' as const, message: 'Bought on a Saturday' }] };
    expect(spec.given([]).when(record(out)).events()[0]!.data).toMatchObject({ spenderId, outcome: 'OUT_OF_POLICY' });
    const [flagged] = spec.given([]).when(record(review)).events();
    expect(flagged!.data).toMatchObject({ spenderId, outcome: 'NEEDS_REVIEW' });
    expect(spec.given([flagged!]).when(record({ outcome: 'IN_POLICY', findings: [] })).events()[0]!.data).not.toHaveProperty('spenderId');
    expect(spec.given([]).when(record(out, null)).events()[0]!.data).not.toHaveProperty('spenderId');
  });
});
