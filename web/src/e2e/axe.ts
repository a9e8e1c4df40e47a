// axe-core run inside the page under test: its source is injected from node_modules (no network),
// and only the violations a user is really blocked by (impact serious or critical) are returned.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/** Runs axe-core on the page as it is now (a dialog open, a menu expanded) and answers its serious and critical violations. */
export const axeViolations = async (page: Page): Promise<AxeViolation[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    const run = await axe.run(document, { resultTypes: ['violations'] });
    return run.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: n.failureSummary ?? '' })),
    }));
  });
  return results
    .filter((v) => BLOCKING.includes(v.impact as ImpactValue))
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target), summary: v.nodes[0]?.summary ?? '' }));
};

/** One readable line per violation: rule id, impact, what it asks, the elements (at most five) and axe's fix summary for the first. */
export const describeViolations = (where: string, violations: readonly AxeViolation[]): string =>
  violations
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.help}\n  on ${v.targets.slice(0, 5).join(' | ')}${v.targets.length > 5 ? ` and ${v.targets.length - 5} more` : ''}\n  ${v.summary.replace(/\n\s*/g, ' ')}`)
    .join('\n');
