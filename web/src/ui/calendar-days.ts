/**
 * Calendar arithmetic on days written YYYY-MM-DD. Days are handled as UTC dates so that no time
 * zone or daylight-saving change can move one.
 */
const toDate = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const pad = (n: number): string => String(n).padStart(2, '0');
const toDay = (date: Date): string => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && toDay(toDate(value)) === value;

/** The day as the date picker's field shows it (spec 2.4: MM/DD/YYYY). */
export const formatDay = (day: string): string => (isDay(day) ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : '');

/** Today where the user is. */
export const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export const addDays = (day: string, days: number): string => {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
};

/** The same day of another month, moved back to that month's last day when it has fewer days. */
export const addMonths = (day: string, months: number): string => {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return toDay(target);
};

/** 0 for Sunday … 6 for Saturday. */
export const weekday = (day: string): number => toDate(day).getUTCDay();

/** The weeks (Sunday first) that show `day`'s month: whole weeks, so the first and last hold days of the months around it. */
export const monthGrid = (day: string): string[][] => {
  const first = `${day.slice(0, 8)}01`;
  let cursor = addDays(first, -weekday(first));
  const month = day.slice(0, 7);
  const weeks: string[][] = [];
  while (weeks.length === 0 || cursor.slice(0, 7) === month) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(cursor, i)));
    cursor = addDays(cursor, 7);
  }
  return weeks;
};

export const monthLabel = (day: string): string =>
  toDate(day).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const longLabel = (day: string): string =>
  toDate(day).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `day` moved into [min, max] (either may be absent). */
export const clampDay = (day: string, min?: string, max?: string): string => (min && day < min ? min : max && day > max ? max : day);
