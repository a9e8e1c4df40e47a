import { describe, expect, it } from 'vitest';
import { DATE_RANGES, dayTicks, resolveRange } from './date-ranges';

const days = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};

describe('date ranges (spec 9)', () => {
  it('offers the spec ranges in order', () => {
    expect(DATE_RANGES.map(([, label]) => label)).toEqual([
      'All Time', 'Custom Date', 'This Month', 'This Quarter', 'Year to Date', 'Previous Month', 'Previous Quarter', 'Previous Year', 'Current Billing Period', 'Previous Billing Period',
    ]);
  });

  it('resolves each range on a given day, across year ends', () => {
    const feb = new Date(2028, 1, 14); // a leap year
    expect(resolveRange('all-time', feb)).toEqual({ from: null, to: '2028-02-14' });
    expect(resolveRange('this-month', feb)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(resolveRange('current-billing-period', feb)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(resolveRange('this-quarter', feb)).toEqual({ from: '2028-01-01', to: '2028-03-31' });
    expect(resolveRange('year-to-date', feb)).toEqual({ from: '2028-01-01', to: '2028-02-14' });
    expect(resolveRange('previous-month', feb)).toEqual({ from: '2028-01-01', to: '2028-01-31' });
    expect(resolveRange('previous-billing-period', feb)).toEqual({ from: '2028-01-01', to: '2028-01-31' });
    expect(resolveRange('previous-quarter', feb)).toEqual({ from: '2027-10-01', to: '2027-12-31' });
    expect(resolveRange('previous-year', feb)).toEqual({ from: '2027-01-01', to: '2027-12-31' });
    expect(resolveRange('previous-month', new Date(2027, 0, 3))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it("follows the account's billing cycle for the billing periods, as statements cut them (issue #29)", () => {
    const feb = new Date(2028, 1, 14); // a Monday
    expect(resolveRange('current-billing-period', feb, undefined, 'SEMI_MONTHLY')).toEqual({ from: '2028-02-01', to: '2028-02-15' });
    expect(resolveRange('previous-billing-period', feb, undefined, 'SEMI_MONTHLY')).toEqual({ from: '2028-01-16', to: '2028-01-31' });
    expect(resolveRange('current-billing-period', new Date(2028, 1, 20), undefined, 'SEMI_MONTHLY')).toEqual({ from: '2028-02-16', to: '2028-02-29' });
    expect(resolveRange('current-billing-period', feb, undefined, 'WEEKLY')).toEqual({ from: '2028-02-14', to: '2028-02-20' });
    expect(resolveRange('previous-billing-period', new Date(2028, 1, 13), undefined, 'WEEKLY')).toEqual({ from: '2028-01-31', to: '2028-02-06' });
    expect(resolveRange('previous-billing-period', new Date(2028, 0, 5), undefined, 'MONTHLY')).toEqual({ from: '2027-12-01', to: '2027-12-31' });
    // The calendar ranges never move with the cycle.
    expect(resolveRange('this-month', feb, undefined, 'WEEKLY')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('takes Custom Date from its days, and falls back to This Month when they are missing or reversed', () => {
    const today = new Date(2026, 10, 23);
    expect(resolveRange('custom', today, { from: '2026-03-02', to: '2026-04-10' })).toEqual({ from: '2026-03-02', to: '2026-04-10' });
    expect(resolveRange('custom', today, { from: '2026-04-10', to: '2026-03-02' })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(resolveRange('custom', today, { from: 'soon' })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});

describe('chart day ticks', () => {
  it('marks days 1, 5, 10, 15, 20, 25 and the month last day', () => {
    expect(dayTicks(days('2026-02-01', '2026-02-28')).map((d) => d.slice(8))).toEqual(['01', '05', '10', '15', '20', '25', '28']);
    // Across two months the 31st gives way to the 1st beside it; the range's own last day keeps its tick.
    expect(dayTicks(days('2026-01-03', '2026-02-28'))).toEqual(['2026-01-05', '2026-01-10', '2026-01-15', '2026-01-20', '2026-01-25', '2026-02-01', '2026-02-05', '2026-02-10', '2026-02-15', '2026-02-20', '2026-02-25', '2026-02-28']);
    expect(dayTicks(days('2026-01-03', '2026-01-20'))).toEqual(['2026-01-05', '2026-01-10', '2026-01-15', '2026-01-20']);
  });

  it('keeps only month starts over long ranges', () => {
    expect(dayTicks(days('2026-01-01', '2026-06-30'))).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01']);
  });
});
