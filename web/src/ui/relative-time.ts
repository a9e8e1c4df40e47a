/** Spec 9 relative time units, largest last: seconds, minutes, hours, days, weeks, then months. */
const UNITS: readonly [seconds: number, one: string, many: string][] = [
  [1, 'sec', 'secs'],
  [60, 'min', 'mins'],
  [3_600, 'hr', 'hrs'],
  [86_400, 'day', 'days'],
  [604_800, 'week', 'weeks'],
  [2_592_000, 'month', 'months'],
];

/** "5 mins ago", "3 weeks ago", "14 months ago" (months are 30 days); a time ahead reads "in 2 days". */
export const relativeTime = (at: string | Date, now: Date = new Date()): string => {
  const diff = Math.round((now.getTime() - new Date(at).getTime()) / 1000);
  const seconds = Math.abs(diff);
  let unit = UNITS[0]!;
  for (const candidate of UNITS) if (seconds >= candidate[0]) unit = candidate;
  const count = Math.floor(seconds / unit[0]);
  const text = `${count} ${count === 1 ? unit[1] : unit[2]}`;
  return diff < 0 ? `in ${text}` : `${text} ago`;
};
