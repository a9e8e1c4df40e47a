/** How often a company's statement closes (spec 12 issue: monthly by default). */
export const BILLING_CYCLES = ['MONTHLY', 'SEMI_MONTHLY', 'WEEKLY'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** A billing period [start, end) in UTC, as ISO timestamps. */
export interface BillingPeriod {
  start: string;
  end: string;
}

const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString();

/** The billing period holding instant `at`: calendar months, halves (1st–15th, 16th–end) or Monday weeks, in UTC. */
export const billingPeriodOf = (at: string, cycle: BillingCycle): BillingPeriod => {
  const d = new Date(at);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  if (cycle === 'MONTHLY') return { start: iso(Date.UTC(y, m, 1)), end: iso(Date.UTC(y, m + 1, 1)) };
  if (cycle === 'SEMI_MONTHLY') {
    return d.getUTCDate() < 16 ? { start: iso(Date.UTC(y, m, 1)), end: iso(Date.UTC(y, m, 16)) } : { start: iso(Date.UTC(y, m, 16)), end: iso(Date.UTC(y, m + 1, 1)) };
  }
  const day = Date.UTC(y, m, d.getUTCDate());
  const monday = day - ((d.getUTCDay() + 6) % 7) * DAY;
  return { start: iso(monday), end: iso(monday + 7 * DAY) };
};

/**
 * The start of the period holding `at` (an ISO instant in UTC, as events record them): month and
 * half-month starts read straight off the text, since folding an account does this per entry.
 */
export const billingPeriodStart = (at: string, cycle: BillingCycle): string => {
  if (cycle === 'WEEKLY' || !at.endsWith('Z')) return billingPeriodOf(at, cycle).start;
  const day = cycle === 'SEMI_MONTHLY' && Number(at.slice(8, 10)) >= 16 ? '16' : '01';
  return `${at.slice(0, 8)}${day}T00:00:00.000Z`;
};

/** The period right after `period`. */
export const nextBillingPeriod = (period: BillingPeriod, cycle: BillingCycle): BillingPeriod => billingPeriodOf(period.end, cycle);

/** The period right before the one holding `at` (the Previous Billing Period preset). */
export const previousBillingPeriod = (at: string, cycle: BillingCycle): BillingPeriod => billingPeriodOf(iso(Date.parse(billingPeriodOf(at, cycle).start) - 1), cycle);

/** A statement is due this many days after its period ends, unless the account says otherwise. */
export const DEFAULT_PAYMENT_DUE_DAYS = 25;

export const dueDateOf = (periodEnd: string, dueDays: number): string => iso(Date.parse(periodEnd) + dueDays * DAY);
