import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSUMPTIONS, generateCompanies, simulate, type Costs } from './simulate';

const costs: Costs = { eventsPerPurchase: 4, bytesPerEvent: 1000, appendEventsPerSecondPerCore: 500, projectionEventsPerSecondPerRunner: 150 };
// Batches of 100 at 150 events/s: 0.67 s a batch, under the 1 s lag target.
const assumptions = { ...DEFAULT_ASSUMPTIONS, batchEvents: 100, lagTargetSeconds: 1 };

describe('capacity model arithmetic', () => {
  it('counts a tiny population by hand: purchases, admin and statement events, storage and the mean rate', () => {
    const figures = simulate([{ cards: 2, purchasesPerMonth: 20 }, { cards: 1, purchasesPerMonth: 10 }], costs, assumptions);
    // 30 purchases × 4 + 3 cards × 1.5 + 2 closes × 6
    expect(figures.eventsPerMonth).toBe(120 + 4.5 + 12);
    expect(figures.eventsPerSecondMean).toBeCloseTo(136.5 / (30 * 86_400), 12);
    expect(figures.storageBytesPerYear).toBe(136.5 * 12 * 1000);
    expect(figures.largestCompanyShare).toBeCloseTo((80 + 3 + 6) / 136.5, 12);
    expect(figures.runnersNeeded).toBe(1);
    expect(figures.lagSecondsAtPeak).toBeLessThanOrEqual(assumptions.lagTargetSeconds);
    expect(() => simulate([], costs, { ...assumptions, batchEvents: 150 })).toThrow(/lag target/);
    expect(figures.eventsPerSecondPeak).toBeGreaterThan(figures.eventsPerSecondMean);
  });

  it('draws the same companies from the same seed, skewed: the mean above the median', () => {
    expect(generateCompanies(500, 7)).toEqual(generateCompanies(500, 7));
    const purchases = generateCompanies(5000, 7).map((c) => c.purchasesPerMonth).sort((x, y) => x - y);
    const mean = purchases.reduce((sum, n) => sum + n, 0) / purchases.length;
    expect(mean).toBeGreaterThan(purchases[purchases.length / 2]! * 1.3);
  });

  it('scales events/s and storage linearly with companies: the same companies twice, twice the load', () => {
    const companies = generateCompanies(1000, 11);
    const once = simulate(companies, costs, assumptions);
    const twice = simulate([...companies, ...companies], costs, assumptions);
    expect(twice.eventsPerSecondMean).toBeCloseTo(2 * once.eventsPerSecondMean, 9);
    expect(twice.eventsPerSecondPeak).toBeCloseTo(2 * once.eventsPerSecondPeak, 9);
    expect(twice.storageBytesPerYear).toBeCloseTo(2 * once.storageBytesPerYear, 3);
    expect(twice.dollarsPerCompanyMonth).toBeCloseTo(once.dollarsPerCompanyMonth, 9);
    expect(twice.yearsUntilPartition).toBeCloseTo(once.yearsUntilPartition / 2, 9);
  });

  it('keeps the cost per company flat from 1,000 to 100,000 companies while runners and partitions grow', () => {
    const stages = [1_000, 10_000, 100_000].map((n) => simulate(generateCompanies(n, 42), costs, assumptions));
    // Flat up to the sample's own spread: 1,000 log-normal companies have a thinner or fatter tail than 100,000.
    for (const stage of stages) {
      expect(stage.dollarsPerCompanyMonth / stages[2]!.dollarsPerCompanyMonth).toBeGreaterThan(0.8);
      expect(stage.dollarsPerCompanyMonth / stages[2]!.dollarsPerCompanyMonth).toBeLessThan(1.25);
    }
    expect(stages[2]!.eventsPerSecondMean / stages[0]!.eventsPerSecondMean).toBeGreaterThan(80);
    expect(stages[2]!.eventsPerSecondMean / stages[0]!.eventsPerSecondMean).toBeLessThan(125);
    expect(stages[2]!.runnersNeeded).toBeGreaterThan(stages[0]!.runnersNeeded);
    // One runner cannot keep up with 100,000 companies' peak; the sized pool stays under the target.
    expect(stages[2]!.lagSecondsOneRunner).toBe(Infinity);
    expect(stages[2]!.lagSecondsAtPeak).toBeLessThanOrEqual(assumptions.lagTargetSeconds);
    expect(stages[2]!.yearsUntilPartition).toBeLessThan(stages[0]!.yearsUntilPartition);
  });
});
