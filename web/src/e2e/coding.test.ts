import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CODING_RULE_MESSAGES as R } from '@spend/domain';
import { screenshot, signInAccepting, toastText, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser();

/** Commands wait for the read models; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };

const dialog = (page: Page) => page.locator('[role=dialog]');
const row = (page: Page, testId: string, text: string) => page.locator(`[data-testid=${testId}-row]`, { hasText: text });

describe('the books\' reference data in Chromium, against the real stack', () => {
  it('creates GL codes with type suggestions, edits one (Confirm waits for a change), disables it', async () => {
    const page = await browser().newPage();
    await signInAccepting(stack(), page, 'admin@demo.spend.test', '/settings/gl-codes');
    const menu = page.locator('nav[aria-label=Settings]');
    await expect.poll(() => menu.textContent(), SLOW).toContain('GL Codes');
    expect(await menu.textContent()).toContain('Custom Fields');

    // The demo's chart of accounts is there already: count from it.
    await expect.poll(() => page.locator('[data-testid=gl-row]').count(), SLOW).toBeGreaterThan(0);
    const before = await page.locator('[data-testid=gl-row]').count();

    // Create: the spec's title, subtitle and button; a blank name gets the spec's message.
    await page.click('section button:has-text("Create GL Code")');
    await expect.poll(() => dialog(page).locator('h2').textContent(), SLOW).toBe('Create GL Code');
    expect(await dialog(page).textContent()).toContain('Create GL Codes for spending accountability.');
    await dialog(page).locator('button[type=submit]').click();
    await expect.poll(() => page.textContent('[data-testid=error-gl-name]'), SLOW).toBe('General Ledger Name is required');
    await page.fill('#gl-name', 'Team Offsite');
    await page.fill('#gl-type', 'Expense');
    await page.fill('#gl-category', 'Operations');
    await page.fill('#gl-code', '6100');
    await dialog(page).locator('button[type=submit]:has-text("Create GL Code")').click();
    await expect.poll(() => toastText(page), SLOW).toBe('Team Offsite General Ledger has been successfully created.');
    await expect.poll(() => row(page, 'gl', 'Team Offsite').count(), SLOW).toBe(1);
    expect(await dialog(page).count()).toBe(0);

    // A second one picks its type from the suggestions: typed in another case, found case-insensitively.
    await page.click('section button:has-text("Create GL Code")');
    await page.fill('#gl-name', 'Client Lunches');
    await page.fill('#gl-type', 'xP');
    await expect.poll(() => page.locator('[data-testid=gl-type-suggestions] [role=option]').allTextContents(), SLOW).toEqual(['Expense']);
    await page.locator('[data-testid=gl-type-suggestions] [role=option]').first().dispatchEvent('mousedown');
    expect(await page.inputValue('#gl-type')).toBe('Expense');
    await dialog(page).locator('button[type=submit]').click();
    await expect.poll(() => toastText(page), SLOW).toBe('Client Lunches General Ledger has been successfully created.');
    await expect.poll(() => page.locator('[data-testid=gl-row]').count(), SLOW).toBe(before + 2);

    // Edit: Confirm stays disabled until a field changes; the toast closes the dialog and the list refetches.
    await row(page, 'gl', 'Team Offsite').locator('button:has-text("Edit")').click();
    await expect.poll(() => dialog(page).locator('h2').textContent(), SLOW).toBe('Edit General Ledger');
    expect(await dialog(page).textContent()).toContain('Edit details of the Team Offsite General Ledger.');
    const confirm = dialog(page).locator('button:has-text("Confirm")');
    expect(await confirm.isDisabled()).toBe(true);
    await page.fill('#gl-code', '6200');
    expect(await confirm.isDisabled()).toBe(false);
    await page.fill('#gl-code', '6100');
    expect(await confirm.isDisabled()).toBe(true);
    await page.fill('#gl-code', '6200');
    await page.fill('#gl-category', '');
    // Leave the field as a person would: its open suggestion list lies over the dialog's buttons.
    await page.press('#gl-category', 'Tab');
    await confirm.click();
    await expect.poll(() => toastText(page), SLOW).toBe('Team Offsite General Ledger has been successfully updated.');
    expect(await dialog(page).count()).toBe(0);
    await expect.poll(() => row(page, 'gl', 'Team Offsite').textContent(), SLOW).toContain('6200');
    expect(await row(page, 'gl', 'Team Offsite').textContent()).not.toContain('Operations');
    await screenshot(page, 'settings-gl-codes');

    await row(page, 'gl', 'Team Offsite').locator('button:has-text("Disable")').click();
    await expect.poll(() => row(page, 'gl', 'Team Offsite').locator('[data-testid=gl-status]').textContent(), SLOW).toBe('Disabled');
    await row(page, 'gl', 'Client Lunches').locator('button:has-text("Archive")').click();
    // Archive asks first, then says so.
    await dialog(page).locator('button:has-text("Archive")').click();
    await expect.poll(() => toastText(page), SLOW).toBe('Client Lunches General Ledger has been archived.');
    await expect.poll(() => row(page, 'gl', 'Client Lunches').count(), SLOW).toBe(0);
  });

  it('creates a custom field with options and edits them; creates and archives a project', async () => {
    const page = await browser().newPage();
    await signInAccepting(stack(), page, 'admin@demo.spend.test', '/settings/custom-fields');
    await page.click('section button:has-text("Create Custom Field")');
    await page.fill('#field-name', 'Cost centre');
    await page.fill('[aria-label="Option 1"]', 'North');
    await page.click('button:has-text("Add option")');
    await page.fill('[aria-label="Option 2"]', 'north ');
    await dialog(page).locator('button[type=submit]').click();
    await expect.poll(() => dialog(page).textContent(), SLOW).toContain('Option names must be unique.');
    await page.fill('[aria-label="Option 2"]', 'South');
    await dialog(page).locator('label:has-text("Required") input').check();
    await dialog(page).locator('button[type=submit]').click();
    await expect.poll(() => toastText(page), SLOW).toBe('Cost centre Custom Field has been successfully created.');
    await expect.poll(() => row(page, 'custom-field', 'Cost centre').locator('[data-testid=custom-field-options]').textContent(), SLOW).toBe('North, South');

    // Removing an option archives it: the list shows the others.
    await row(page, 'custom-field', 'Cost centre').locator('button:has-text("Edit")').click();
    await page.click('[aria-label="Remove option 1"]');
    await dialog(page).locator('button:has-text("Confirm")').click();
    await expect.poll(() => row(page, 'custom-field', 'Cost centre').locator('[data-testid=custom-field-options]').textContent(), SLOW).toBe('South');

    // Delete asks first; then the field leaves the list.
    await row(page, 'custom-field', 'Cost centre').locator('button:has-text("Delete")').click();
    expect(await dialog(page).locator('h2').textContent()).toBe('Delete Cost centre?');
    await dialog(page).locator('button:has-text("Delete")').click();
    await expect.poll(() => toastText(page), SLOW).toBe('Cost centre Custom Field has been deleted.');
    await expect.poll(() => row(page, 'custom-field', 'Cost centre').count(), SLOW).toBe(0);

    await page.click('nav[aria-label=Settings] a:has-text("Projects")');
    await page.fill('#project-name', 'Apollo');
    await page.click('button:has-text("Create Project")');
    await expect.poll(() => toastText(page), SLOW).toBe('Apollo Project has been successfully created.');
    await expect.poll(() => row(page, 'project', 'Apollo').locator('[data-testid=project-status]').textContent(), SLOW).toBe('Active');
    await row(page, 'project', 'Apollo').locator('button:has-text("Archive")').click();
    expect(await dialog(page).locator('h2').textContent()).toBe('Archive Apollo?');
    await dialog(page).locator('button:has-text("Archive")').click();
    await expect.poll(() => toastText(page), SLOW).toBe('Apollo Project has been archived.');
    await expect.poll(() => row(page, 'project', 'Apollo').locator('[data-testid=project-status]').textContent(), SLOW).toBe('Archived');
  });

  it('a coding rule codes a new transaction, the page says so, and Undo clears it; the rule counts its hit', async () => {
    const page = await browser().newPage();
    await signInAccepting(stack(), page, 'admin@demo.spend.test', '/settings/coding-rules');
    await page.click('section button:has-text("Create Coding Rule")');
    await dialog(page).locator('button[type=submit]').click();
    await expect.poll(() => page.textContent('[data-testid=error-rule-name]'), SLOW).toBe(R.nameRequired);
    expect(await page.textContent('[data-testid=error-rule-merchant]')).toBe(R.noCondition);
    await page.fill('#rule-name', 'Paper supplies');
    await page.fill('#rule-merchant', 'paper planet');
    await expect.poll(() => page.locator('#rule-generalLedgerId option', { hasText: '6100 Software Subscriptions' }).count(), SLOW).toBe(1);
    await page.selectOption('#rule-generalLedgerId', { label: '6100 Software Subscriptions' });
    await dialog(page).locator('button[type=submit]').click();
    await expect.poll(() => toastText(page), SLOW).toBe('The coding rule Paper supplies has been created.');
    await expect.poll(() => row(page, 'coding-rule', 'Paper supplies').locator('[data-testid=coding-rule-hits]').textContent(), SLOW).toBe('0');

    // A new transaction at that merchant, entered with no GL code: the rule gives it one.
    await page.goto(`${stack().web}/transactions`);
    await page.click('button:has-text("Add transaction")');
    const today = new Date();
    await page.fill('#add-amount', '18.00');
    await page.fill('#add-date', `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`);
    await page.fill('#add-vendor', 'Paper Planet Ltd');
    await dialog(page).locator('button[type=submit]').click();
    await expect.poll(() => page.textContent('[data-testid=transaction-title]'), SLOW).toBe('Paper Planet Ltd');
    // The reactor codes it just after: the page shows it once it reads the transaction again.
    await expect.poll(async () => {
      await page.reload();
      await page.locator('[data-testid=transaction-title]').waitFor(SLOW);
      return page.locator('[data-testid=automatic-coding]').count();
    }, { ...SLOW, interval: 1_000 }).toBe(1);
    expect(await page.textContent('[data-testid=automatic-coding]')).toContain('Coded by rule Paper supplies: GL code.');
    await expect.poll(() => page.locator('#coding-gl option:checked').textContent(), SLOW).toBe('6100 Software Subscriptions');

    await page.locator('[data-testid=automatic-coding] button:has-text("Undo")').click();
    await expect.poll(() => toastText(page), SLOW).toBe('The automatic coding has been undone.');
    await expect.poll(() => page.locator('[data-testid=automatic-coding]').count(), SLOW).toBe(0);
    expect(await page.inputValue('#coding-gl')).toBe('');

    await page.goto(`${stack().web}/settings/coding-rules`);
    await expect.poll(() => row(page, 'coding-rule', 'Paper supplies').locator('[data-testid=coding-rule-hits]').textContent(), SLOW).toBe('1');
    expect(await row(page, 'coding-rule', 'Paper supplies').locator('[data-testid=coding-rule-outcome]').textContent()).toBe('GL 6100 Software Subscriptions');
    await screenshot(page, 'settings-coding-rules');
  });

  it('a spender has none of these screens: no menu entries, and the address leads away', async () => {
    const page = await browser().newPage();
    await signInAccepting(stack(), page, 'spender@demo.spend.test', '/settings/account/profile-information');
    const menu = page.locator('nav[aria-label=Settings]');
    await expect.poll(() => menu.textContent(), SLOW).toContain('Profile Information');
    for (const entry of ['GL Codes', 'Custom Fields', 'Projects', 'Coding Rules']) expect(await menu.textContent()).not.toContain(entry);
    await page.goto(`${stack().web}/settings/gl-codes`);
    // In their route group (settings) but refused by the permission table: said so, no error page, the menu still there.
    await expect.poll(() => page.textContent('[data-testid=no-access]'), SLOW).toBe('You do not have access to GL Codes. Ask an admin of your company if you need it.');
    expect(new URL(page.url()).pathname).toBe('/settings/gl-codes');
    expect(await page.isVisible('nav[aria-label=Main]')).toBe(true);
  });
});
