import { billingPeriodOf, previousBillingPeriod, type BillingCycle, type BillingPeriod } from '@spend/domain';

/** The date ranges of spec 9, in the order offered, with their query-string keys. */
export const DATE_RANGES = [
  ['all-time', 'All Time'],
  ['custom', 'Custom Date'],
  ['this-month', 'This Month'],
  ['this-quarter', 'This Quarter'],
  ['year-to-date', 'Year to Date'],
  ['previous-month', 'Previous Month'],
  ['previous-quarter', 'Previous Quarter'],
  ['previous-year', 'Previous Year'],
  ['current-billing-period', 'Current Billing Period'],
  ['previous-billing-period', 'Previous Billing Period'],
] as const;

export type DateRangeKey = (typeof DATE_RANGES)[number][0];
export const DEFAULT_RANGE: DateRangeKey = 'this-month';

/** A range of calendar days, inclusive, written YYYY-MM-DD; `from` null means from the first spend. */
export interface DayRange {
  from: string | null;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isDateRangeKey = (value: string | null): value is DateRangeKey => DATE_RANGES.some(([key]) => key === value);
export const isDay = (value: string | null | undefined): value is string => !!value && DAY.test(value) && !Number.isNaN(Date.parse(value));

/** A calendar day as YYYY-MM-DD; month may overflow either way, as with Date.UTC. */
const day = (year: number, month: number, date: number): string => new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);

/** A whole month or quarter, `back` periods before the one holding `today`. */
const period = (today: Date, months: 1 | 3, back: number): DayRange => {
  const start = Math.floor(today.getMonth() / months) * months - back * months;
  return { from: day(today.getFullYear(), start, 1), to: day(today.getFullYear(), start + months, 0) };
};

/** A billing period [start, end) as the calendar days it covers. */
const periodDays = ({ start, end }: BillingPeriod): DayRange => ({ from: start.slice(0, 10), to: new Date(Date.parse(end) - 86_400_000).toISOString().slice(0, 10) });

/**
 * The days a range covers on the viewer's `today` (local calendar). Billing periods are the account's
 * statement cycle (monthly, half-monthly or weekly), cut by the domain's rule as statements and the
 * transactions list cut them (issue #29). Custom Date uses `custom` (else This Month).
 */
export const resolveRange = (key: DateRangeKey, today: Date, custom?: Partial<DayRange>, cycle: BillingCycle = 'MONTHLY'): DayRange => {
  const y = today.getFullYear();
  const todayDay = day(y, today.getMonth(), today.getDate());
  // The cycle's periods are whole UTC days: the viewer's day stands for itself.
  const at = `${todayDay}T00:00:00.000Z`;
  switch (key) {
    case 'all-time':
      return { from: null, to: todayDay };
    case 'custom':
      return isDay(custom?.from) && isDay(custom?.to) && custom.from <= custom.to ? { from: custom.from, to: custom.to } : period(today, 1, 0);
    case 'this-month':
      return period(today, 1, 0);
    case 'current-billing-period':
      return periodDays(billingPeriodOf(at, cycle));
    case 'previous-month':
      return period(today, 1, 1);
    case 'previous-billing-period':
      return periodDays(previousBillingPeriod(at, cycle));
    case 'this-quarter':
      return period(today, 3, 0);
    case 'previous-quarter':
      return period(today, 3, 1);
    case 'year-to-date':
      return { from: day(y, 0, 1), to: todayDay };
    case 'previous-year':
      return { from: day(y - 1, 0, 1), to: day(y - 1, 11, 31) };
  }
};

const TICK_DAYS = new Set([1, 5, 10, 15, 20, 25]);
const lastDayOfMonth = (d: string): boolean => Number(day(Number(d.slice(0, 4)), Number(d.slice(5, 7)), 0).slice(8)) === Number(d.slice(8));

/**
 * The chart's x-axis ticks (spec 9): days 1, 5, 10, 15, 20, 25 and the month's last day (unless the
 * next month's 1st follows it on the axis, where the two labels would collide). Over more than two
 * months that many ticks would overlap, so only each month's first day is kept.
 */
export const dayTicks = (days: readonly string[]): string[] => {
  const ticks = days.filter((d, i) => TICK_DAYS.has(Number(d.slice(8))) || (lastDayOfMonth(d) && i === days.length - 1));
  return days.length > 62 ? ticks.filter((d) => d.endsWith('-01')) : ticks;
};
