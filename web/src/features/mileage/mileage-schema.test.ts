import { MILEAGE_MESSAGES } from '@spend/domain';
import { describe, expect, it } from 'vitest';
import { mileageSchema, tenthsOf, type MileageValues } from './mileage-schema';

const NOW = '2026-11-29T15:00:00.000Z';
const errors = (values: Partial<MileageValues>) =>
  Object.fromEntries((mileageSchema(NOW).safeParse({ date: '2026-11-28', from: 'A', to: 'B', miles: '12.5', purpose: 'Visit', budgetId: 'b1', ...values }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('mileageSchema', () => {
  it('flags every required field of an empty trip at once, with the mileage rules\' texts', () => {
    expect(errors({ from: ' ', to: '', miles: '', purpose: '', budgetId: null })).toEqual({
      from: MILEAGE_MESSAGES.from, to: MILEAGE_MESSAGES.to, miles: MILEAGE_MESSAGES.miles, purpose: MILEAGE_MESSAGES.purpose, budgetId: MILEAGE_MESSAGES.budget,
    });
  });

  it('takes miles above 0 with one decimal at most, up to the longest trip', () => {
    expect(errors({})).toEqual({});
    for (const miles of ['0', '-3', '1.25', 'far']) expect(errors({ miles })).toEqual({ miles: MILEAGE_MESSAGES.miles });
    expect(errors({ miles: '10000.1' })).toEqual({ miles: MILEAGE_MESSAGES.milesMax });
    expect(tenthsOf(' 12.5 ')).toBe(125);
  });

  it('refuses a trip in the future or not a date', () => {
    expect(errors({ date: '2026-12-05' })).toEqual({ date: MILEAGE_MESSAGES.dateFuture });
    expect(errors({ date: '2026-02-30' })).toEqual({ date: MILEAGE_MESSAGES.date });
  });
});
