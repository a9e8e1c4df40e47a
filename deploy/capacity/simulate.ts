/**
 * The capacity model's arithmetic: companies with a skewed spend profile, their events over a
 * month's load shape, and what that costs. Pure and seeded, so the test can check it exactly;
 * the cost figures it starts from are measured by `measure.ts`.
 */

/** What the event store and the projections cost per event, as measured on one machine. */
export interface Costs {
  /** Events one card purchase appends (authorization, its clearing, the ledger's and the account's). */
  eventsPerPurchase: number;
  /** Heap, TOAST and every index of `events` and `streams`, per event. */
  bytesPerEvent: number;
  /** Events appended per second per CPU core (the whole append path: decider, handler, PostgreSQL). */
  appendEventsPerSecondPerCore: number;
  /** Events one projection runner applies per second, every read model included. */
  projectionEventsPerSecondPerRunner: number;
}

/** One company's monthly activity. */
export interface CompanyProfile {
  cards: number;
  purchasesPerMonth: number;
}

export interface Assumptions {
  /** Events a card causes a month besides purchases (limits, locks, receipts, members, budgets). */
  adminEventsPerCardMonth: number;
  /** Events a company's month-end statement close appends. */
  statementEventsPerClose: number;
  /** Share of purchases in business hours (weekdays, 10 hours), and the busiest hour's factor over that mean. */
  businessHoursShare: number;
  peakHourFactor: number;
  /** Projection lag a runner must stay under at the peak hour, and the batch it applies at a time. */
  lagTargetSeconds: number;
  batchEvents: number;
  /** Where one events table stops being comfortable (vacuum, index rebuilds, backups): bytes, and appends/s a single primary may take. */
  partitionBytes: number;
  partitionAppendsPerSecond: number;
  /** Unit prices: a core for a month, a GB stored for a month (with one replica). */
  dollarsPerCoreMonth: number;
  dollarsPerGbMonth: number;
}

export const DEFAULT_ASSUMPTIONS: Assumptions = {
  adminEventsPerCardMonth: 1.5,
  statementEventsPerClose: 6,
  businessHoursShare: 0.8,
  peakHourFactor: 1.6,
  lagTargetSeconds: 5,
  batchEvents: 500,
  partitionBytes: 1e12,
  partitionAppendsPerSecond: 5000,
  dollarsPerCoreMonth: 25,
  dollarsPerGbMonth: 0.25,
};

/** mulberry32: a small seeded generator, so a run (and the test) can be repeated exactly. */
export const seeded = (seed: number): (() => number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A log-normal draw (Box–Muller): most companies small, a long tail of large ones. */
const logNormal = (random: () => number, median: number, sigma: number): number =>
  median * Math.exp(sigma * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()));

/** Companies with log-normal cards (median 8) and purchases per card a month (median 12). */
export const generateCompanies = (count: number, seed: number): CompanyProfile[] => {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const cards = Math.max(1, Math.round(logNormal(random, 8, 1.1)));
    const perCard = logNormal(random, 12, 0.9);
    return { cards, purchasesPerMonth: Math.round(cards * perCard) };
  });
};

const MONTH_SECONDS = 30 * 86_400;
const BUSINESS_SECONDS = 22 * 10 * 3600;

export interface Figures {
  companies: number;
  eventsPerMonth: number;
  eventsPerSecondMean: number;
  eventsPerSecondPeak: number;
  /** The largest company's share of the events: how uneven hash partitions of companies get. */
  largestCompanyShare: number;
  storageBytesPerYear: number;
  appendCoresAtPeak: number;
  runnersNeeded: number;
  /** Projection lag at the peak hour with `runnersNeeded` runners, and with one runner (Infinity: it falls behind). */
  lagSecondsAtPeak: number;
  lagSecondsOneRunner: number;
  /** Years until the events table reaches `partitionBytes` (from empty, at this size), and whether the peak already needs more than one primary. */
  yearsUntilPartition: number;
  partitionForAppends: boolean;
  dollarsPerMonth: number;
  dollarsPerCompanyMonth: number;
}

/**
 * Queueing lag of a runner pool at utilisation rho: one batch's service time, stretched by
 * 1 / (1 - rho) as the queue in front of it grows (the M/D/1 shape, close enough for sizing).
 */
const lagSeconds = (rate: number, runners: number, costs: Costs, a: Assumptions): number => {
  const capacity = runners * costs.projectionEventsPerSecondPerRunner;
  const rho = rate / capacity;
  if (rho >= 1) return Infinity;
  return a.batchEvents / costs.projectionEventsPerSecondPerRunner / (1 - rho);
};

/** The figures for a population of companies over one month's load shape. */
export const simulate = (companies: readonly CompanyProfile[], costs: Costs, a: Assumptions = DEFAULT_ASSUMPTIONS): Figures => {
  let purchases = 0;
  let admin = 0;
  let largest = 0;
  for (const c of companies) {
    const events = c.purchasesPerMonth * costs.eventsPerPurchase + c.cards * a.adminEventsPerCardMonth + a.statementEventsPerClose;
    largest = Math.max(largest, events);
    purchases += c.purchasesPerMonth;
    admin += c.cards * a.adminEventsPerCardMonth;
  }
  const statements = companies.length * a.statementEventsPerClose;
  const purchaseEvents = purchases * costs.eventsPerPurchase;
  const eventsPerMonth = purchaseEvents + admin + statements;
  const mean = eventsPerMonth / MONTH_SECONDS;
  // The busiest business hour, on the first of the month: its purchases plus every company's close
  // (closes are spread over that day's first hours).
  const businessRate = ((purchaseEvents + admin) * a.businessHoursShare) / BUSINESS_SECONDS;
  const peak = businessRate * a.peakHourFactor + statements / (4 * 3600);
  if (a.batchEvents / costs.projectionEventsPerSecondPerRunner >= a.lagTargetSeconds) throw new Error('The lag target is shorter than one batch takes a runner: no number of runners meets it');
  let runners = 1;
  while (lagSeconds(peak, runners, costs, a) > a.lagTargetSeconds) runners++;
  const storageBytesPerYear = eventsPerMonth * 12 * costs.bytesPerEvent;
  const appendCores = peak / costs.appendEventsPerSecondPerCore;
  // Fractional resources: the cost of the share of a machine the companies use (no rounding up), so per company stays comparable across sizes.
  const dollarsPerMonth = (appendCores + (peak / costs.projectionEventsPerSecondPerRunner)) * a.dollarsPerCoreMonth
    + (storageBytesPerYear / 1e9) * a.dollarsPerGbMonth;
  return {
    companies: companies.length,
    eventsPerMonth,
    eventsPerSecondMean: mean,
    eventsPerSecondPeak: peak,
    largestCompanyShare: eventsPerMonth === 0 ? 0 : largest / eventsPerMonth,
    storageBytesPerYear,
    appendCoresAtPeak: appendCores,
    runnersNeeded: runners,
    lagSecondsAtPeak: lagSeconds(peak, runners, costs, a),
    lagSecondsOneRunner: lagSeconds(peak, 1, costs, a),
    yearsUntilPartition: storageBytesPerYear === 0 ? Infinity : a.partitionBytes / storageBytesPerYear,
    partitionForAppends: peak > a.partitionAppendsPerSecond,
    dollarsPerMonth,
    dollarsPerCompanyMonth: companies.length === 0 ? 0 : dollarsPerMonth / companies.length,
  };
};
