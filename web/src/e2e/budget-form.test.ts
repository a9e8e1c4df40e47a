import { describe, expect, it } from 'vitest';
import { callApi, errorOf, logIn, tokenOf, useStackAndBrowser } from './browser';
import { add, dialog, openBudget } from './budget-pages';

const { stack, browser } = useStackAndBrowser();

/** Commands wait for the read models; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };

describe('the budget form in Chromium, against the real stack', () => {
  it('shows the exact messages for bad funding and overage, and records nothing', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/budgets');
    await add(page, 'Budget');
    // The form is a persistent modal: a click outside shakes it instead of closing it.
    await page.mouse.click(5, 5);
    await expect.poll(() => page.isVisible('[role=dialog][data-shaking]'), SLOW).toBe(true);
    await expect.poll(() => page.isVisible('[role=dialog][data-shaking]'), SLOW).toBe(false);
    expect(await dialog(page).isVisible()).toBe(true);
    await page.fill('#name', 'Bad Funding');
    const tryFunding = async (value: string): Promise<string | null> => {
      await page.fill('#funding', value);
      await page.click('[role=dialog] button[type=submit]');
      return errorOf(page, 'funding');
    };
    expect(await tryFunding('12.345')).toBe('Amount should have no more than 2 decimal places.');
    expect(await tryFunding('-5')).toBe('Value should be greater than 0.');
    expect(await tryFunding('ten')).toBe('Invalid value.');
    await page.fill('#name', '');
    await page.click('[role=dialog] button[type=submit]');
    expect(await errorOf(page, 'name')).toBe('Budget name is required');

    // A soft limit needs an overage.
    await page.fill('#name', 'Bad Funding');
    await page.fill('#funding', '100');
    await page.check('text=Soft limit');
    await page.click('[role=dialog] button[type=submit]');
    expect(await errorOf(page, 'overage')).toBe('This field is required when Soft limit is selected. Value must be a number');
    // Back to a hard limit clears it; choosing soft again returns to the previous kind.
    await page.check('input[name=softLimit] >> nth=1');
    await page.check('text=Hard limit');
    expect(await page.isVisible('#overage')).toBe(false);
    await page.check('text=Soft limit');
    expect(await page.isChecked('input[name=softLimit] >> nth=1')).toBe(true);
    await page.click('button:has-text("Cancel")');

    // The API's limits, under the field they belong to: Software ($48,000.00) can give a sub-budget no more.
    await openBudget(page, 'Software');
    await add(page, 'Sub Budget');
    await page.fill('#name', 'Bad Funding');
    await page.fill('#funding', '50000');
    await page.click('[role=dialog] button[type=submit]');
    await expect.poll(() => errorOf(page, 'funding'), SLOW).toBe("The assigned funds cannot be greater than the available funds. Software has $48,000.00 available; raise Software's funding first.");
    await page.fill('#funding', '40000');
    await page.check('text=Soft limit');
    await page.fill('#overage', '9000');
    await page.click('[role=dialog] button[type=submit]');
    await expect.poll(() => errorOf(page, 'overage'), SLOW).toBe('The allowed overage cannot be greater than $8,000.00');
    expect(await page.isVisible('[data-testid=error-funding]')).toBe(false);
    await page.check('input[name=softLimit] >> nth=1');
    await page.fill('#overage', '25');
    await page.click('[role=dialog] button[type=submit]');
    await expect.poll(() => errorOf(page, 'overage'), SLOW).toBe('The allowed overage cannot be greater than 20%');
    await page.click('button:has-text("Cancel")');

    // Nothing was recorded.
    const token = await tokenOf(page);
    const found = await callApi<{ budgets: { count: number } }>(stack(), token, '{ budgets(where: { name: "Bad Funding" }) { count } }');
    expect(found.budgets.count).toBe(0);
    await page.close();
  });
});
