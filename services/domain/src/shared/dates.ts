import { billingPeriodOf, previousBillingPeriod, type BillingCycle, type BillingPeriod } from '../account/billing-cycle';

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/**
 * An ISO-8601 date or timestamp ("2026-03-01", "2026-03-01T10:00:00Z") to epoch milliseconds, or
 * null. A day that does not exist (Feb 30, month 13) is refused: the parser would roll it over.
 */
export const parseIsoTimestamp = (text: string): number | null => {
  const match = TIMESTAMP.exec(text);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (day.getUTCFullYear() !== Number(match[1]) || day.getUTCMonth() !== Number(match[2]) - 1 || day.getUTCDate() !== Number(match[3])) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * A calendar day ("2026-11-24") as the product shows dates (spec 2.4: MM/DD/YYYY, "11/24/2026"), for the
 * texts the domain writes (a request's title); the web's formatDate shows days the same way. Anything
 * else is returned as it is.
 */
export const formatDay = (day: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : day;
};

/** Spec 9 date ranges offered on lists. */
export const DATE_PRESETS = [
  'ALL_TIME', 'CUSTOM_DATE', 'THIS_MONTH', 'THIS_QUARTER', 'YEAR_TO_DATE', 'PREVIOUS_MONTH', 'PREVIOUS_QUARTER', 'PREVIOUS_YEAR',
  'CURRENT_BILLING_PERIOD', 'PREVIOUS_BILLING_PERIOD',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** A half-open range [from, to) of instants; null = unbounded on that side. */
export interface InstantRange {
  from: Date | null;
  to: Date | null;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `ms`, in ms. */
const zoneOffset = (ms: number, timeZone: string): number => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(ms / 1000) * 1000;
};

/** The instant a day starts in `timeZone` (month may overflow: 13 is next January). */
const startOfDay = (year: number, month: number, day: number, timeZone: string): Date => {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - zoneOffset(guess, timeZone);
  // Across a DST change the offset at the result may differ from the guess's.
  return new Date(guess - zoneOffset(first, timeZone));
};

/** `now`'s calendar day in `timeZone`. */
const zonedDay = (now: Date, timeZone: string): { year: number; month: number; day: number } => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day! };
};

/**
 * The instants a spec 9 preset covers at `now`, in the caller's `timeZone` (an IANA name). A billing
 * period is the company's statement period (`cycle`, in UTC as statements close), the calendar month
 * for a company without a card account. CUSTOM_DATE and ALL_TIME are unbounded here: the caller's
 * own from/to apply.
 */
export const presetRange = (preset: DatePreset, now: Date, timeZone = 'UTC', cycle?: BillingCycle): InstantRange => {
  const period = (p: BillingPeriod): InstantRange => ({ from: new Date(p.start), to: new Date(p.end) });
  if (cycle && preset === 'CURRENT_BILLING_PERIOD') return period(billingPeriodOf(now.toISOString(), cycle));
  if (cycle && preset === 'PREVIOUS_BILLING_PERIOD') return period(previousBillingPeriod(now.toISOString(), cycle));
  const { year, month, day } = zonedDay(now, timeZone);
  const quarter = month - ((month - 1) % 3);
  const at = (y: number, m: number, d = 1) => startOfDay(y, m, d, timeZone);
  switch (preset) {
    case 'ALL_TIME':
    case 'CUSTOM_DATE':
      return { from: null, to: null };
    case 'THIS_MONTH':
    case 'CURRENT_BILLING_PERIOD':
      return { from: at(year, month), to: at(year, month + 1) };
    case 'PREVIOUS_MONTH':
    case 'PREVIOUS_BILLING_PERIOD':
      return { from: at(year, month - 1), to: at(year, month) };
    case 'THIS_QUARTER':
      return { from: at(year, quarter), to: at(year, quarter + 3) };
    case 'PREVIOUS_QUARTER':
      return { from: at(year, quarter - 3), to: at(year, quarter) };
    case 'YEAR_TO_DATE':
      return { from: at(year, 1), to: at(year, month, day + 1) };
    case 'PREVIOUS_YEAR':
      return { from: at(year - 1, 1), to: at(year, 1) };
  }
};

/** Whether `timeZone` is an IANA time zone this runtime knows. */
export const isTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};
