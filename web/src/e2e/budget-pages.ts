import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// The budget screens' own steps, shared by the budget browser tests.

/** Commands wait for the read models; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 30_000 };

export const dialog = (page: Page) => page.locator('[role=dialog]');

/** Opens the Add menu and picks an item. */
export const add = async (page: Page, item: 'Budget' | 'Sub Budget' | 'Member'): Promise<void> => {
  await page.click('button[aria-label=Add]');
  await page.click(`[role=menuitem]:has-text("${item}")`);
  await dialog(page).waitFor();
};

/** Opens a budget from the budgets screen and waits for its page. */
export const openBudget = async (page: Page, name: string): Promise<void> => {
  await page.click(`[data-testid=budget-name]:has-text("${name}")`);
  await page.waitForURL(/\/budgets\/[^/]+$/);
  await expect.poll(() => page.textContent('[data-testid=budget-title]'), SLOW).toBe(name);
};
