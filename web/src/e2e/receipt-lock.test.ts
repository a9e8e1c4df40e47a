import { BOOKKEEPING_MESSAGES as M, DECLINE_MESSAGES } from '@spend/domain';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, clear, logIn, purchase, screenshot, toastText, tokenOf, useStackAndBrowser, PNG } from './browser';

// The stack with the real authorizer process: purchases, clearings and declines as the processor sends them.
const { stack, browser } = useStackAndBrowser({ authorizer: true });

const SLOW = { timeout: 90_000 };
let projector: pg.Pool;

beforeAll(() => {
  projector = new pg.Pool({ connectionString: stack().projectorUrl, max: 2 });
  projector.on('error', () => undefined);
});
afterAll(async () => {
  await projector?.end();
});

/** A calendar day `daysAgo` before today where the browser is (the same machine), as a date input takes it. */
const dayBefore = (daysAgo: number) => {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const addManual = async (page: Page, vendor: string): Promise<string> => {
  const { createOneTransaction } = await callApi<{ createOneTransaction: { id: string } }>(stack(), await tokenOf(page),
    'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }',
    { data: { paymentType: 'CHECK', amount: '42.00', date: new Date().toISOString(), vendor } });
  return createOneTransaction.id;
};

/** Opens a page afresh (no subscription relied on) until `selector` shows `count` times. */
const reloadUntil = async (page: Page, url: string, ready: string, selector: string) => {
  await page.goto(url);
  await page.locator(ready).first().waitFor(SLOW);
  return page.locator(selector).count();
};

describe('the books in Chromium: a manual transaction\'s amount and date, permanent delete, receipt locks', () => {
  it('edits a manual transaction\'s amount and date (saved after a reload) and deletes one for good after confirming', async () => {
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/transactions');
    const kept = await addManual(admin, 'Quillfeather Stationers');
    const doomed = await addManual(admin, 'Zephyr Print Shop');

    await admin.goto(`${stack().web}/transactions/${kept}`);
    await expect.poll(() => admin.textContent('[data-testid=transaction-title]'), SLOW).toBe('Quillfeather Stationers');
    expect(await admin.inputValue('#coding-amount')).toBe('42.00');
    // A bad amount is refused in the field, nothing sent.
    await admin.fill('#coding-amount', '12.345');
    await admin.click('button:has-text("Save coding")');
    await expect.poll(() => admin.textContent('[data-testid=error-coding-amount]')).toBe(M.amount);
    const day = dayBefore(9);
    await admin.fill('#coding-amount', '88.40');
    await admin.fill('#coding-date', day);
    await admin.click('button:has-text("Save coding")');
    await expect.poll(() => toastText(admin), SLOW).toBe('The transaction has been updated.');
    await admin.reload();
    await expect.poll(() => admin.textContent('[data-testid=fact-amount]'), SLOW).toBe('$88.40');
    expect(await admin.inputValue('#coding-amount')).toBe('88.40');
    expect(await admin.inputValue('#coding-date')).toBe(day);
    // Dates read MM/DD/YYYY; a typed day is that day, with no time of day after it (the one a card purchase has).
    const [y, m, d] = day.split('-') as [string, string, string];
    expect(await admin.textContent('[data-testid=fact-date]')).toBe(`${m}/${d}/${y}`);

    // Delete permanently asks first: Cancel keeps it; confirming removes it from the books.
    await admin.goto(`${stack().web}/transactions/${doomed}`);
    await expect.poll(() => admin.textContent('[data-testid=transaction-title]'), SLOW).toBe('Zephyr Print Shop');
    await admin.click('button:text-is("Delete permanently")');
    const dialog = admin.locator('[role=dialog]');
    await expect.poll(() => dialog.locator('h2').textContent(), SLOW).toBe('Delete permanently?');
    await dialog.locator('button:text-is("Cancel")').click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await admin.textContent('[data-testid=transaction-title]')).toBe('Zephyr Print Shop');
    await admin.click('button:text-is("Delete permanently")');
    await dialog.locator('button:text-is("Delete permanently")').click();
    await expect.poll(() => toastText(admin), SLOW).toBe('The transaction has been permanently deleted.');
    await expect.poll(() => new URL(admin.url()).pathname).toBe('/transactions');
    await admin.goto(`${stack().web}/transactions?q=Zephyr`);
    await expect.poll(() => admin.isVisible('text=No Results Found'), SLOW).toBe(true);
    const { transaction } = await callApi<{ transaction: { id: string } | null }>(stack(), await tokenOf(admin), 'query ($id: ID!) { transaction(where: { id: $id }) { id } }', { id: doomed });
    expect(transaction).toBeNull();
    await admin.goto(`${stack().web}/transactions?q=Quillfeather`);
    await expect.poll(() => admin.locator('[data-testid=transaction-merchant]').allTextContents(), SLOW).toEqual(['Quillfeather Stationers']);
    await admin.close();
  });

  it('locks a spender\'s card when a receipt is overdue, says so on the wallet, cards list, card page and the purchase; card amounts stay read-only', async () => {
    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/my-wallet');
    const { userCards } = await callApi<{ userCards: { id: string; budgets: { id: string }[] }[] }>(stack(), await tokenOf(spender), '{ userCards { id budgets { id } } }');
    const card = userCards.find((c) => c.budgets.length > 0)!;
    const bought = await purchase(stack(), card.id, 12_000, 'Hilton Garden', '3504');
    expect(bought).toMatchObject({ approved: true });
    expect(await clear(stack(), card.id, bought.authorization_id, 12_000)).toMatchObject({ accepted: true });
    const transactionId = bought.transaction_id!;
    // Ten days pass: the clearing's posting date is moved back in the receipt-locks reactor's own table (no command moves time).
    await expect.poll(async () => (await projector.query('SELECT 1 FROM receipt_lock_purchases WHERE transaction_id = $1 AND posted_at IS NOT NULL', [transactionId])).rowCount, SLOW).toBe(1);
    await projector.query(`UPDATE receipt_lock_purchases SET posted_at = posted_at - interval '10 days' WHERE transaction_id = $1`, [transactionId]);

    // The admin turns the lock on in Receipts & Coding: the reactor locks the spender's cards at once.
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/settings/receipts-&-coding');
    await expect.poll(() => admin.isVisible('#policy-lock-days'), SLOW).toBe(true);
    await admin.fill('#policy-threshold', '75.00');
    await admin.fill('#policy-lock-days', '3');
    await admin.click('form[aria-label="Receipts & Coding"] button[type=submit]');
    await expect.poll(() => toastText(admin), SLOW).toBe('Receipts & coding settings have been updated.');

    const wallet = `${stack().web}/my-wallet`;
    const lockedCard = spender.locator('[data-testid=wallet-card]', { has: spender.locator('[data-testid=receipt-missing]', { hasText: 'Hilton Garden' }) });
    await expect.poll(async () => { await reloadUntil(spender, wallet, '[data-testid=wallet-card]', '[data-testid=receipt-lock-notice]'); return lockedCard.count(); }, SLOW).toBeGreaterThan(0);
    expect(await lockedCard.first().locator('[data-testid=receipt-lock-notice]').textContent()).toContain('Locked: receipts missing');
    expect(await lockedCard.first().locator('[data-testid=receipt-lock-notice]').textContent()).toContain(DECLINE_MESSAGES.RECEIPTS_MISSING);
    // The authorizer declines with the same words.
    expect(await purchase(stack(), card.id, 500, 'Blue Bottle', '5814')).toMatchObject({ approved: false, decline_reason: 'RECEIPTS_MISSING' });
    await screenshot(spender, 'wallet-receipt-locked');

    // The admin's cards list marks it; the card page lists the purchase, linked to where its receipt goes.
    await expect.poll(() => reloadUntil(admin, `${stack().web}/cards`, '[data-testid=card-row]', '[data-testid=receipt-lock-badge]'), SLOW).toBeGreaterThan(0);
    await admin.goto(`${stack().web}/cards/${card.id}`);
    await expect.poll(() => admin.locator('[data-testid=receipt-lock-notice] [data-testid=receipt-missing]').allTextContents(), SLOW).toContainEqual(expect.stringContaining('Hilton Garden $120.00'));
    // The spender follows the wallet's link to the purchase, where its receipt goes.
    await spender.goto(wallet);
    await lockedCard.first().locator('[data-testid=receipt-missing] a', { hasText: 'Hilton Garden' }).click();
    await expect.poll(() => spender.textContent('[data-testid=transaction-title]'), SLOW).toBe('Hilton Garden');
    expect(await spender.textContent('[data-testid=receipt-locks-card]')).toContain('Locked: receipts missing');
    // A card purchase's amount and date are the network's: shown, not editable, and why.
    expect(await spender.getAttribute('#coding-amount', 'readonly')).not.toBeNull();
    expect(await spender.getAttribute('#coding-date', 'readonly')).not.toBeNull();
    expect(await spender.locator('[data-field=coding-amount]').textContent()).toContain(M.cardAmount);
    expect(await spender.locator('[data-field=coding-date]').textContent()).toContain(M.cardDate);

    await spender.setInputFiles('input[aria-label="Upload receipt"]', { name: 'hilton.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => toastText(spender), SLOW).toBe('The receipt has been attached.');
    await expect.poll(() => spender.isVisible('[data-testid=receipt-locks-card]'), SLOW).toBe(false);

    // The lock turned off: no card of the spender is locked, purchases go through again.
    await admin.goto(`${stack().web}/settings/receipts-&-coding`);
    await expect.poll(() => admin.inputValue('#policy-lock-days'), SLOW).toBe('3');
    await admin.fill('#policy-lock-days', '');
    await admin.click('form[aria-label="Receipts & Coding"] button[type=submit]');
    await expect.poll(() => toastText(admin), SLOW).toBe('Receipts & coding settings have been updated.');
    await expect.poll(() => reloadUntil(spender, wallet, '[data-testid=wallet-card]', '[data-testid=receipt-lock-notice]'), SLOW).toBe(0);
    expect(await purchase(stack(), card.id, 500, 'Blue Bottle', '5814')).toMatchObject({ approved: true });
    await admin.close();
    await spender.close();
  });
});
