// The capacity model: `npx tsx deploy/capacity/model.ts` (needs PostgreSQL on 127.0.0.1:5432).
// Measures the cost figures on this machine (measure.ts), then simulates 1,000, 10,000 and 100,000
// companies (simulate.ts) and prints one JSON line per figure and a markdown table. Sizes of the
// measurement: CAPACITY_COMPANIES (40), CAPACITY_DAYS (30), CAPACITY_PURCHASES_PER_DAY (12).
import { measureCosts } from './measure';
import { DEFAULT_ASSUMPTIONS, generateCompanies, simulate, type Figures } from './simulate';

const env = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);
const costs = await measureCosts({
  companies: env('CAPACITY_COMPANIES', 40),
  cardsPerCompany: 3,
  days: env('CAPACITY_DAYS', 30),
  purchasesPerDay: env('CAPACITY_PURCHASES_PER_DAY', 12),
  concurrency: 4,
  log: (line) => console.error(line),
});
const round = (n: number, digits = 2): number => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);
for (const [figure, value] of Object.entries(costs)) console.log(JSON.stringify({ model: 'capacity.measured', figure, value: round(value, 3) }));

const STAGES = [1_000, 10_000, 100_000];
const stages: Figures[] = STAGES.map((n) => simulate(generateCompanies(n, 2026), costs, DEFAULT_ASSUMPTIONS));
for (const stage of stages) {
  for (const [figure, value] of Object.entries(stage)) {
    if (figure !== 'companies') console.log(JSON.stringify({ model: 'capacity.stage', companies: stage.companies, figure, value: typeof value === 'number' ? round(value, 4) : value }));
  }
}

const gb = (bytes: number): string => (bytes / 1e9).toFixed(1);
const lag = (seconds: number): string => (Number.isFinite(seconds) ? seconds.toFixed(2) : 'falls behind');
console.log(`
| companies | events/s mean | events/s peak | largest company | storage/year (GB) | append cores at peak | runners (lag < ${DEFAULT_ASSUMPTIONS.lagTargetSeconds} s) | lag at peak (s) | lag, 1 runner (s) | years to ${gb(DEFAULT_ASSUMPTIONS.partitionBytes)} GB | $/month | $/company/month |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${stages.map((s) => `| ${s.companies.toLocaleString('en-US')} | ${s.eventsPerSecondMean.toFixed(2)} | ${s.eventsPerSecondPeak.toFixed(1)} | ${(s.largestCompanyShare * 100).toFixed(2)}% | ${gb(s.storageBytesPerYear)} | ${s.appendCoresAtPeak.toFixed(2)} | ${s.runnersNeeded} | ${lag(s.lagSecondsAtPeak)} | ${lag(s.lagSecondsOneRunner)} | ${s.yearsUntilPartition.toFixed(1)}${s.partitionForAppends ? ' (appends: now)' : ''} | ${s.dollarsPerMonth.toFixed(0)} | ${s.dollarsPerCompanyMonth.toFixed(3)} |`).join('\n')}
`);
