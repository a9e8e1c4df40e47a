import { describe, expect, it } from 'vitest';
import { callApi, logIn, pickDay, screenshot, toastText, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser();

/** Commands wait for the read models; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('mileage in Chromium, against the real stack', () => {
  it('an admin sets the rate at /settings/mileage; a spender submits a trip, sees the amount, and opens it', async () => {
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/settings/mileage');
    await callApi(stack(), await tokenOf(admin), 'mutation { createOneGeneralLedger(name: "Mileage", code: "MILE") { id } }');
    await admin.reload();
    await admin.waitForSelector('form[aria-label=Mileage]');
    // A fraction of a cent is refused with the field's message, before anything is sent.
    await admin.fill('#mileage-rate', '67.5');
    await admin.click('form[aria-label=Mileage] button[type=submit]');
    await expect.poll(() => admin.textContent('[data-testid=error-mileage-rate]'), SLOW).toBe('Enter the rate as a whole number of cents per mile, from 0 to 1000.');
    await admin.fill('#mileage-rate', '67');
    await admin.fill('#mileage-policy', 'https://acme.test/mileage-policy.pdf');
    await expect.poll(() => admin.locator('#mileage-gl option').allTextContents(), SLOW).toContain('MILE · Mileage');
    await admin.selectOption('#mileage-gl', { label: 'MILE · Mileage' });
    await admin.click('form[aria-label=Mileage] button[type=submit]');
    await expect.poll(() => toastText(admin), SLOW).toBe('Mileage settings have been updated.');
    await admin.close();

    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/transactions/mileage');
    await expect.poll(() => spender.textContent('[data-testid=mileage-rate]'), SLOW).toMatch(/^Reimbursed at \$0\.67 per mile\./);
    await pickDay(spender, '#mileage-date', daysAgo(2));
    await spender.fill('#mileage-from', 'Head office');
    await spender.fill('#mileage-to', 'Client site');
    await spender.fill('#mileage-purpose', 'Quarterly review');
    await spender.click('#mileage-budget');
    await spender.click('[role=treeitem]:has-text("Marketing")');
    // Zero miles: the field's message (the domain's own text), nothing sent.
    await spender.fill('#mileage-miles', '0');
    await spender.click('form[aria-label="Submit a trip"] button[type=submit]');
    await expect.poll(() => spender.textContent('[data-testid=error-mileage-miles]'), SLOW).toBe('Enter the miles driven: a number greater than 0 with at most one decimal, such as 12.5.');
    await spender.fill('#mileage-miles', '12.5');
    // 12.5 miles x 67 cents = 837.5 cents, rounded to $8.38.
    await expect.poll(() => spender.textContent('[data-field=mileage-miles]'), SLOW).toContain('$8.38 at $0.67 per mile.');
    await spender.click('form[aria-label="Submit a trip"] button[type=submit]');
    await expect.poll(() => toastText(spender), SLOW).toBe('Submitted 12.5 miles for $8.38.');

    // The trip's own page: /transactions/mileage/{id}, with the amount the API decided and its reimbursement pending.
    await spender.waitForURL(/\/transactions\/mileage\/[0-9a-f-]{36}$/, SLOW);
    await expect.poll(() => spender.textContent('[data-testid=mileage-amount]'), SLOW).toBe('$8.38');
    expect(await spender.textContent('[data-testid=mileage-title]')).toBe('Head office to Client site');
    expect(await spender.textContent('[data-testid=mileage-rate]')).toBe('$0.67 per mile');
    expect(await spender.textContent('[data-testid=mileage-status]')).toBe('PENDING');
    expect(await spender.textContent('[data-testid=mileage-gl]')).toBe('MILE · Mileage');
    expect(await spender.textContent('[data-testid=mileage-budget]')).toBe('Marketing');
    await expect.poll(() => spender.textContent('nav[aria-label=Breadcrumbs] [aria-current=page]'), SLOW).toBe('Head office to Client site');
    await screenshot(spender, 'mileage-trip');
    const tripUrl = spender.url();

    // Listed on /transactions/mileage; its row opens the same page.
    await spender.click('nav[aria-label=Breadcrumbs] a:has-text("Mileage")');
    const row = spender.locator('[data-testid=mileage-trip]', { hasText: 'Client site' });
    await expect.poll(() => row.count(), SLOW).toBe(1);
    expect(await row.textContent()).toContain('$8.38');
    await row.locator('a').click();
    await spender.waitForURL(tripUrl, SLOW);
    await spender.close();
  });
});
