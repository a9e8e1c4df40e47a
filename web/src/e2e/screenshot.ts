import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const artifacts = fileURLToPath(new URL('../../../.run/artifacts/', import.meta.url));

/**
 * Saves the page as it looks now to .run/artifacts/<name>.png (kept after the run, for people to look at).
 * Whole by default; `fullPage: false` keeps the viewport as it is, for an open dialog on a page taller than
 * the viewport (the whole-page capture resizes the viewport, and an open modal closed on it).
 */
export const screenshot = async (page: Page, name: string, { fullPage = true } = {}): Promise<void> => {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: `${artifacts}${name}.png`, fullPage });
};
