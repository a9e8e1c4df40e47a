import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { EXPENSE_POLICY_MESSAGES as M, expensePolicyDecider, type SetExpensePolicy } from './settings';

const companyId = randomUUID();
const spec = deciderSpec(expensePolicyDecider);
const set = (overrides: Partial<SetExpensePolicy> = {}): SetExpensePolicy => ({
  type: 'SetExpensePolicy', companyId, categoryLimits: [{ category: 'MEALS', perTransaction: '200.00', perDay: null }], mealLimitPerAttendee: '75', blockedCategories: ['GAMBLING'],
  flagWeekends: true, workingHours: { start: 8, end: 19 }, timeZone: 'America/New_York', splitWindowMinutes: 15, flagMissingReceipts: true, now: '2026-03-01T10:00:00.000Z', ...overrides,
});

describe('expense policy settings', () => {
  it('records the policy with its amounts in cents, and nothing when it is set again unchanged', () => {
    const [event] = spec.given([]).when(set()).events();
    expect(event!.data).toMatchObject({ categoryLimits: [{ category: 'MEALS', perTransactionCents: 20_000, perDayCents: null }], mealLimitPerAttendeeCents: 7_500, blockedCategories: ['GAMBLING'] });
    expect(spec.given([event!]).when(set()).events()).toEqual([]);
    expect(spec.given([event!]).when(set({ mealLimitPerAttendee: null })).events()[0]!.data.mealLimitPerAttendeeCents).toBeNull();
  });

  it('refuses a cap of zero, a negative one or no amount at all, on its field', () => {
    for (const typed of ['0', '0.00', '-5', 'ten']) {
      expect(spec.given([]).when(set({ mealLimitPerAttendee: typed })).refusal().fields).toEqual({ mealLimitPerAttendee: M.cap });
      expect(spec.given([]).when(set({ categoryLimits: [{ category: 'MEALS', perTransaction: null, perDay: typed }] })).refusal().fields).toEqual({ 'categoryLimits.0.perDay': M.cap });
    }
  });

  it('refuses an unknown or repeated category, a category line without a cap, bad hours, zone or window', () => {
    const refused = (overrides: Partial<SetExpensePolicy>) => spec.given([]).when(set(overrides)).refusal();
    expect(refused({ categoryLimits: [{ category: 'YACHTS', perTransaction: '1', perDay: null }] }).fields).toEqual({ 'categoryLimits.0.category': M.category });
    expect(refused({ categoryLimits: [{ category: 'MEALS', perTransaction: '1', perDay: null }, { category: 'MEALS', perTransaction: '2', perDay: null }] }).fields).toEqual({ 'categoryLimits.1.category': M.duplicateCategory });
    expect(refused({ categoryLimits: [{ category: 'MEALS', perTransaction: '', perDay: null }] }).fields).toEqual({ 'categoryLimits.0.perTransaction': M.emptyLimit });
    expect(refused({ blockedCategories: ['YACHTS'] }).fields).toEqual({ blockedCategories: M.category });
    expect(refused({ workingHours: { start: 19, end: 8 } }).fields).toEqual({ workingHours: M.workingHours });
    expect(refused({ timeZone: 'Mars/Olympus' }).fields).toEqual({ timeZone: M.timeZone });
    expect(refused({ splitWindowMinutes: 0 }).fields).toEqual({ splitWindowMinutes: M.splitWindow });
    expect(refused({ splitWindowMinutes: 0 }).code).toBe('BAD_USER_INPUT');
  });
});
