import { describe, expect, it } from 'vitest';
import { callApi, logIn, toastText, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser();

/** Commands wait for the read models; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };

describe('company settings in Chromium, against the real stack', () => {
  it('an admin saves the name and flags at /settings/company; the agreement gate follows the flags', async () => {
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/settings/company');
    await admin.waitForSelector('form[aria-label=Company]');
    // A blank name: the field's message, nothing sent.
    await admin.fill('#company-dba-name', '  ');
    await admin.click('form[aria-label=Company] button[type=submit]');
    await expect.poll(() => admin.textContent('[data-testid=error-company-dba-name]'), SLOW).toBe('Company name is required.');
    await admin.fill('#company-dba-name', 'Acme Holdings');
    await admin.fill('#company-dba-address', '1 Main St, Springfield');
    for (const flag of ['isCMARequired', 'isPPRequired', 'isTOURequired']) await admin.uncheck(`#company-${flag}`);
    await admin.check('#company-isAllocationUnrestricted');
    await admin.click('form[aria-label=Company] button[type=submit]');
    await expect.poll(() => toastText(admin), SLOW).toBe('Company settings have been updated.');
    const saved = await callApi<{ company: Record<string, unknown> }>(stack(), await tokenOf(admin), '{ company { dba_name dba_address isCMARequired isPPRequired isTOURequired isAllocationUnrestricted } }');
    expect(saved.company).toEqual({ dba_name: 'Acme Holdings', dba_address: '1 Main St, Springfield', isCMARequired: false, isPPRequired: false, isTOURequired: false, isAllocationUnrestricted: true });
    // Reloaded, the form shows what was saved.
    await admin.reload();
    await expect.poll(() => admin.inputValue('#company-dba-name'), SLOW).toBe('Acme Holdings');
    expect(await admin.isChecked('#company-isCMARequired')).toBe(false);
    await admin.close();

    // The auditor has accepted nothing (demo seed); with no agreement required there is no onboarding.
    const auditor = await browser().newPage();
    await logIn(stack(), auditor, 'auditor@demo.spend.test', '/alerts/activity');
    await auditor.waitForSelector('[data-testid=user-name]', SLOW);
    expect(new URL(auditor.url()).pathname).toBe('/alerts/activity');
    await auditor.close();
  });

  it('a reseller\'s admin edits a child company at /companies/{companyId}/edit', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'multiadmin@demo.spend.test', '/companies');
    await page.click('a:has-text("Globex")', SLOW);
    await page.click('a:has-text("Edit company")', SLOW);
    await page.waitForSelector('form[aria-label="Child company"]');
    expect(new URL(page.url()).pathname).toMatch(/^\/companies\/[0-9a-f-]{36}\/edit$/);
    await page.fill('#child-total-funding', '12.345');
    await page.click('form[aria-label="Child company"] button[type=submit]');
    await expect.poll(() => page.textContent('[data-testid=error-child-total-funding]'), SLOW).toBe('Invalid input.');
    await page.fill('#child-total-funding', '250000');
    await page.fill('#child-dba-address', '5 Harbor Way');
    await page.click('form[aria-label="Child company"] button[type=submit]');
    await expect.poll(() => toastText(page), SLOW).toBe('Company settings have been updated.');
    await expect.poll(() => page.textContent('[data-testid=company-address]'), SLOW).toBe('5 Harbor Way');
    expect(await page.textContent('[data-testid=company-funding]')).toBe('$250,000.00');
    await page.close();
  });

  it('lists the Integrations settings screen for an admin, without a developer flag', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/settings/company');
    const menu = page.locator('nav[aria-label=Settings]');
    await expect.poll(() => menu.textContent(), SLOW).toContain('Integrations');
    await menu.locator('a:has-text("Integrations")').click();
    await expect.poll(() => page.textContent('[data-testid=accounting-section]'), SLOW).toContain('No accounting platform is connected.');
    await expect.poll(() => page.textContent('[data-testid=bank-connections]'), SLOW).toContain('No Results Found');
    expect(new URL(page.url()).pathname).toBe('/settings/integrations');
    await page.close();
  });
});
