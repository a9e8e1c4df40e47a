import { BOOKKEEPING_MESSAGES as M } from '@spend/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, choose, logIn, purchase, screenshot, toastText, tokenOf, useStackAndBrowser, PNG } from './browser';

// The stack with the real authorizer process, so card purchases arrive as the processor sends them.
const { stack, browser } = useStackAndBrowser({ authorizer: true });

const SLOW = { timeout: 90_000 };
/** A real 1x1 PNG. */

const merchants = (page: Page) => page.$$eval('[data-testid=transaction-merchant]', (cells) => cells.map((c) => c.textContent));
const badge = async (page: Page) => Number((await page.locator('[data-testid=badge-transactions]').first().textContent({ timeout: 1_000 }).catch(() => '0')) ?? 0);
const fieldSelect = (page: Page, label: string) => page.locator('[data-field^=coding-field-]', { has: page.locator(`label:text-is("${label}")`) }).locator('select');

/** The spender's first card with a budget, and purchases on it (in cents) that the admin's list then shows. */
const buy = async (page: Page, list: [merchant: string, cents: number][]) => {
  const { userCards } = await callApi<{ userCards: { id: string; budgets: { id: string }[] }[] }>(stack(), await tokenOf(page), '{ userCards { id budgets { id } } }');
  const card = userCards.find((c) => c.budgets.length > 0)!;
  for (const [merchant, cents] of list) expect(await purchase(stack(), card.id, cents, merchant, '5734')).toMatchObject({ approved: true });
};

describe('a transaction\'s books in Chromium, against the real stack', () => {
  it('codes a purchase (GL, required field, a real PNG receipt) until it is COMPLETE and the badge falls; splits; disputes; locks', async () => {
    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/my-wallet');
    const admin = await browser().newPage();
    // The admin's books policy: receipts above $10.50.
    await logIn(stack(), admin, 'admin@demo.spend.test', '/settings/receipts-&-coding');
    await expect.poll(() => admin.isVisible('#policy-threshold'), SLOW).toBe(true);
    await admin.fill('#policy-threshold', 'ten');
    await admin.click('form[aria-label="Receipts & Coding"] button[type=submit]');
    await expect.poll(() => admin.textContent('[data-testid=error-policy-threshold]')).toBe(M.threshold);
    await admin.fill('#policy-threshold', '10.50');
    await admin.click('form[aria-label="Receipts & Coding"] button[type=submit]');
    await expect.poll(() => toastText(admin), SLOW).toBe('Receipts & coding settings have been updated.');

    await buy(spender, [['Figma', 4_200]]);
    await admin.goto(`${stack().web}/transactions?q=Figma`);
    await expect.poll(() => merchants(admin), SLOW).toEqual(['Figma']);
    const row = admin.locator('[data-testid=transaction-row]', { hasText: 'Figma' });
    expect(await row.locator('[data-testid=transaction-completeness]').textContent()).toBe('INCOMPLETE');
    expect(await row.locator('[data-testid=transaction-receipt]').textContent()).toBe('Missing');
    expect(await row.locator('[data-testid=transaction-date]').textContent()).toMatch(/^\d+ secs? ago$|^1 min ago$/);
    await expect.poll(() => badge(admin), SLOW).toBeGreaterThan(0);
    const before = await badge(admin);

    await row.locator('[data-testid=transaction-merchant]').click();
    await expect.poll(() => admin.textContent('[data-testid=transaction-title]'), SLOW).toBe('Figma');
    expect(await admin.textContent('[data-testid=fact-amount]')).toBe('$42.00');
    expect(await admin.isVisible('[data-testid=receipt-needed]')).toBe(true);
    // The page says why it is INCOMPLETE, each with what to do.
    const missing = () => admin.$$eval('[data-testid=missing-details] li', (items) => items.map((i) => i.textContent));
    const lacking = await missing();
    expect(lacking.slice(0, 3)).toEqual(['Attach a receipt: the company asks for one above $10.50.', 'Choose a GL code.', 'Choose a project.']);
    expect(lacking[3]).toMatch(/^Fill in the required fields? .*Department/);
    // Required fields carry no "(Optional)"; the GL code does.
    expect(await admin.locator('[data-field^=coding-field-]', { hasText: 'Department' }).textContent()).not.toContain('(Optional)');
    await admin.selectOption('#coding-gl', { label: '6100 Software Subscriptions' });
    await fieldSelect(admin, 'Department').selectOption({ label: 'Engineering' });
    // The demo company has projects turned on: a project is part of a complete coding.
    await admin.selectOption('#coding-project', { label: 'ERP Migration' });
    await admin.click('button:has-text("Save coding")');
    await expect.poll(() => toastText(admin), SLOW).toBe('The transaction has been updated.');
    // Still missing its receipt.
    expect(await admin.textContent('[data-testid=transaction-completeness]')).toBe('INCOMPLETE');
    await expect.poll(missing, SLOW).toEqual(['Attach a receipt: the company asks for one above $10.50.']);

    await admin.setInputFiles('input[aria-label="Upload receipt"]', { name: 'figma.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => toastText(admin), SLOW).toBe('The receipt has been attached.');
    await expect.poll(() => admin.textContent('[data-testid=transaction-completeness]'), SLOW).toBe('COMPLETE');
    expect(await admin.textContent('[data-testid=receipt-name]')).toBe('figma.png');
    await expect.poll(() => admin.isVisible('[data-testid=receipt-preview]'), SLOW).toBe(true);
    await expect.poll(() => badge(admin), SLOW).toBe(before - 1);

    // A split must add up to the amount: the remainder shows, a wrong sum is refused.
    await admin.click('button:has-text("Split transaction")');
    await admin.fill('[aria-label="Line 1 amount"]', '30.00');
    await admin.fill('[aria-label="Line 2 amount"]', '10.00');
    expect(await admin.textContent('[data-testid=split-remainder]')).toBe('Remaining: $2.00');
    await admin.click('button:has-text("Save split")');
    expect(await admin.textContent('[data-testid=split-error]')).toBe(M.splitSum(4_200));
    await admin.fill('[aria-label="Line 2 amount"]', '12.00');
    expect(await admin.textContent('[data-testid=split-remainder]')).toBe('Remaining: $0.00');
    await admin.selectOption('[aria-label="Line 1 GL code"]', { label: '6100 Software Subscriptions' });
    await admin.selectOption('[aria-label="Line 2 GL code"]', { label: '6100 Software Subscriptions' });
    await admin.click('button:has-text("Save split")');
    await expect.poll(() => toastText(admin), SLOW).toBe('The split has been saved.');
    await expect.poll(() => admin.locator('button:has-text("Remove split")').count(), SLOW).toBe(1);

    // Dispute: the reason is required; then the status is Disputed, with the reason in words.
    await admin.click('button:text-is("Dispute")');
    await admin.click('form[aria-label="Dispute Transaction"] button[type=submit]');
    await expect.poll(() => admin.textContent('[data-testid=error-dispute-reason]')).toBe(M.disputeReason);
    await admin.selectOption('#dispute-reason', { label: 'Duplicate charge' });
    await admin.click('form[aria-label="Dispute Transaction"] button[type=submit]');
    await expect.poll(() => toastText(admin), SLOW).toBe('The transaction has been disputed.');
    await expect.poll(() => admin.textContent('[data-testid=transaction-status]'), SLOW).toBe('Disputed');
    expect(await admin.textContent('[data-testid=disputed-reason]')).toBe('Disputed: Duplicate charge');

    // Locked, it is read-only and says why; unlocked, editable again.
    await admin.click('button:text-is("Lock")');
    await expect.poll(() => admin.textContent('[data-testid=locked-reason]'), SLOW).toBe(M.locked);
    expect(await admin.isDisabled('#coding-gl')).toBe(true);
    expect(await admin.locator('input[aria-label="Upload receipt"]').count()).toBe(0);
    expect(await admin.locator('button:has-text("Save split")').count()).toBe(0);
    await screenshot(admin, 'transaction-locked');
    await admin.click('button:text-is("Unlock")');
    await expect.poll(() => admin.isDisabled('#coding-gl'), SLOW).toBe(false);
    // An admin closes the dispute: the status is what it was.
    await admin.click('button:text-is("Close dispute")');
    await expect.poll(() => admin.textContent('[data-testid=transaction-status]'), SLOW).toBe('Pending');
    expect(await admin.isVisible('[data-testid=disputed-reason]')).toBe(false);
    await admin.close();

    // The books policy is the admins' only: a spender's settings menu does not offer it.
    await spender.goto(`${stack().web}/settings/account/profile-information`);
    await expect.poll(() => spender.locator('nav[aria-label=Settings]').textContent(), SLOW).toContain('Profile Information');
    expect(await spender.locator('nav[aria-label=Settings]').textContent()).not.toContain('Receipts & Coding');
    await spender.close();
  });

  it('filters by completeness and date range through the query string; bulk-codes rows, a locked one refused on its row; adds a manual one; fits a phone', async () => {
    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/my-wallet');
    await buy(spender, [['Notion Labs', 1_500], ['Slack Technologies', 2_500], ['Zoom Video', 900]]);
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/transactions?q=o&completeness=INCOMPLETE&range=this-month');
    await expect.poll(() => merchants(admin), SLOW).toEqual(expect.arrayContaining(['Notion Labs', 'Slack Technologies', 'Zoom Video']));
    expect(await admin.getAttribute('[data-testid=completeness-INCOMPLETE]', 'aria-pressed')).toBe('true');
    expect(await admin.textContent('#range')).toContain('This Month');
    // Last year holds none of them; a custom range of today holds them.
    await choose(admin, '#range', 'Previous Year');
    await expect.poll(() => new URL(admin.url()).searchParams.get('range')).toBe('previous-year');
    await expect.poll(async () => (await merchants(admin)).filter((m) => m === 'Notion Labs').length, SLOW).toBe(0);
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await admin.goto(`${stack().web}/transactions?q=Notion&range=custom&from=${day}&to=${day}`);
    await expect.poll(() => merchants(admin), SLOW).toEqual(['Notion Labs']);
    await admin.click('[data-testid=completeness-COMPLETE]');
    await expect.poll(() => new URL(admin.url()).searchParams.get('completeness')).toBe('COMPLETE');
    await expect.poll(() => admin.isVisible('text=No Results Found'), SLOW).toBe(true);

    // Bulk coding: Zoom is locked first; the other two are coded, Zoom's refusal shows on its row.
    const { transactions } = await callApi<{ transactions: { items: { id: string; description: string }[] } }>(stack(), await tokenOf(admin), '{ transactions(where: { q: "Zoom Video" }) { items { id description } } }');
    await callApi(stack(), await tokenOf(admin), 'mutation ($id: ID!) { lockTransaction(where: { id: $id }) { id } }', { id: transactions.items[0]!.id });
    await admin.goto(`${stack().web}/transactions?q=o&range=this-month`);
    for (const name of ['Notion Labs', 'Slack Technologies', 'Zoom Video']) await admin.check(`input[aria-label="Select ${name}"]`);
    expect(await admin.textContent('[data-testid=selected-count]')).toBe('3 selected');
    await choose(admin, '[aria-label="Bulk GL code"]', '6100 Software Subscriptions');
    await admin.click('button:has-text("Apply to selected")');
    await expect.poll(() => toastText(admin), SLOW).toBe('2 updated; 1 could not be updated.');
    const rowOf = (name: string) => admin.locator('[data-testid=transaction-row]', { hasText: name });
    await expect.poll(() => rowOf('Notion Labs').locator('[data-testid=transaction-gl]').textContent(), SLOW).toBe('6100 Software Subscriptions');
    expect(await rowOf('Slack Technologies').locator('[data-testid=transaction-gl]').textContent()).toBe('6100 Software Subscriptions');
    expect(await rowOf('Zoom Video').locator('[data-testid=row-error]').textContent()).toBe(M.locked);
    expect(await rowOf('Zoom Video').locator('[data-testid=transaction-gl]').textContent()).toBe('—');

    // Add transaction: the detail label follows the payment type (spec 9).
    await admin.click('button:has-text("Add transaction")');
    const dialog = admin.locator('[role=dialog]');
    await expect.poll(() => dialog.locator('label[for=add-detail]').textContent(), SLOW).toContain('Check Number');
    await admin.selectOption('#add-payment-type', 'ACH');
    expect(await dialog.locator('label[for=add-detail]').textContent()).toContain('ACH Number');
    await admin.selectOption('#add-payment-type', 'CARD');
    expect(await dialog.locator('label[for=add-detail]').textContent()).toContain('Last 4 Digits');
    await admin.selectOption('#add-payment-type', 'CASH');
    expect(await dialog.locator('label[for=add-detail]').textContent()).toContain('Payment Details');
    await dialog.locator('button[type=submit]').click();
    await expect.poll(() => admin.textContent('[data-testid=error-add-vendor]')).toBe(M.vendor);
    expect(await admin.textContent('[data-testid=error-add-amount]')).toBe(M.amount);
    await admin.selectOption('#add-source', 'REIMBURSEMENT');
    await admin.selectOption('#add-payment-type', 'CHECK');
    await admin.fill('#add-detail', '1042');
    await admin.fill('#add-amount', '64.20');
    await admin.fill('#add-date', day);
    await admin.fill('#add-vendor', 'Office Depot');
    await dialog.locator('button[type=submit]').click();
    await expect.poll(() => admin.textContent('[data-testid=transaction-title]'), SLOW).toBe('Office Depot');
    expect(await admin.textContent('[data-testid=fact-amount]')).toBe('$64.20');
    expect(await admin.textContent('[data-testid=transaction-status]')).toBe('Recorded');

    // A phone's width: neither the list nor the detail page scrolls sideways (polled: the layout switches to its mobile view first).
    await admin.setViewportSize({ width: 390, height: 844 });
    const fits = () => admin.evaluate(() => !!document.querySelector('[data-testid=mobile-view]') && document.documentElement.scrollWidth <= window.innerWidth);
    await expect.poll(fits, SLOW).toBe(true);
    expect(await admin.isVisible('[data-testid=transaction-facts]')).toBe(true);
    await admin.goto(`${stack().web}/transactions`);
    await expect.poll(async () => (await merchants(admin)).length, SLOW).toBeGreaterThan(0);
    await expect.poll(fits, SLOW).toBe(true);
    await screenshot(admin, 'transactions-mobile');
    await admin.close();
    await spender.close();
  });
});
