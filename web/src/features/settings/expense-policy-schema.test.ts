import { describe, expect, it } from 'vitest';
import { EXPENSE_POLICY_MESSAGES as M } from '@spend/domain';
import { expensePolicySchema, type ExpensePolicyValues } from './expense-policy-schema';

const valid: ExpensePolicyValues = {
  categoryLimits: [{ category: 'MEALS', perTransaction: '200.00', perDay: '' }], mealLimitPerAttendee: '75.00', blockedCategories: ['GAMBLING'], flagWeekends: true,
  limitHours: true, workingHoursStart: '8', workingHoursEnd: '19', timeZone: 'America/New_York', splitWindowMinutes: '15', flagMissingReceipts: true,
};
const errors = (patch: Partial<ExpensePolicyValues>) =>
  Object.fromEntries((expensePolicySchema.safeParse({ ...valid, ...patch }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('expensePolicySchema: the decider\'s own messages before anything is sent', () => {
  it('takes no cap, or an amount above zero', () => {
    expect(errors({})).toEqual({});
    expect(errors({ mealLimitPerAttendee: '' })).toEqual({});
    for (const typed of ['0', '0.00', '-5', 'lots']) expect(errors({ mealLimitPerAttendee: typed })).toEqual({ mealLimitPerAttendee: M.cap });
    expect(errors({ categoryLimits: [{ category: 'MEALS', perTransaction: '0', perDay: '' }] })).toEqual({ 'categoryLimits.0.perTransaction': M.cap });
  });

  it('refuses an unknown or repeated category, a line without a cap, bad hours, zone and window', () => {
    expect(errors({ categoryLimits: [{ category: 'YACHTS', perTransaction: '1', perDay: '' }] })).toEqual({ 'categoryLimits.0.category': M.category });
    expect(errors({ categoryLimits: [{ category: 'MEALS', perTransaction: '1', perDay: '' }, { category: 'MEALS', perTransaction: '', perDay: '5' }] })).toEqual({ categoryLimits: M.duplicateCategory });
    expect(errors({ categoryLimits: [{ category: 'MEALS', perTransaction: '', perDay: '' }] })).toEqual({ 'categoryLimits.0.perTransaction': M.emptyLimit });
    expect(errors({ workingHoursStart: '19', workingHoursEnd: '8' })).toEqual({ workingHoursEnd: M.workingHours });
    // Hours are not checked while working hours are off.
    expect(errors({ limitHours: false, workingHoursStart: '19', workingHoursEnd: '8' })).toEqual({});
    expect(errors({ timeZone: 'Mars/Olympus' })).toEqual({ timeZone: M.timeZone });
    expect(errors({ splitWindowMinutes: '0' })).toEqual({ splitWindowMinutes: M.splitWindow });
  });
});
