// Issue #27 item 7: the admins' review queue on /transactions — the keyboard review mode and saved views.
import { randomUUID } from 'node:crypto';
import { BOOKKEEPING_MESSAGES as M, SAVED_VIEW_MESSAGES as V } from '@spend/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, choose, logIn, signInAccepting, toastText, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser();

const SLOW = { timeout: 90_000 };
const merchants = (page: Page) => page.$$eval('[data-testid=transaction-merchant]', (cells) => cells.map((c) => c.textContent));
const focusedMerchant = (page: Page) => page.locator('[data-review-focus] [data-testid=transaction-merchant]').textContent({ timeout: 1_000 }).catch(() => null);
const receiptAlerts = async (token: string) => (await callApi<{ notifications: { items: { title: string; message: string }[] } }>(stack(), token,
  '{ notifications(take: 100, where: { type: "alert" }) { items { title message } } }')).notifications.items.filter((n) => n.title === 'Receipt requested').map((n) => n.message);

/** Manual transactions of the demo spender, each vendor prefixed so the list can be narrowed to them; their ids by vendor. */
const record = async (admin: Page, spenderId: string, vendors: [vendor: string, amount: string][]): Promise<Record<string, string>> => {
  const token = await tokenOf(admin);
  const ids: Record<string, string> = {};
  for (const [vendor, amount] of vendors) {
    const { createOneTransaction } = await callApi<{ createOneTransaction: { id: string } }>(stack(), token, 'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
      data: { paymentType: 'CHECK', amount, date: new Date().toISOString(), vendor, spenderId },
    });
    ids[vendor] = createOneTransaction.id;
  }
  return ids;
};

const spenderSignedIn = async () => {
  const spender = await browser().newPage();
  await logIn(stack(), spender, 'spender@demo.spend.test', '/my-wallet');
  const token = await tokenOf(spender);
  const { me } = await callApi<{ me: { id: string } }>(stack(), token, '{ me { id } }');
  return { token, id: me.id };
};

describe('the review queue on /transactions, in Chromium against the real stack', () => {
  it('moves with j/k, selects with x, codes with c, asks for a receipt with r, opens with e, lists the keys on ?; a locked row refuses c and r', async () => {
    const spender = await spenderSignedIn();
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/transactions');
    const tag = `Rq${randomUUID().slice(0, 6)}`;
    const [first, second, closed] = [`${tag} Alpha`, `${tag} Bravo`, `${tag} Charlie`];
    const ids = await record(admin, spender.id, [[first, '11.00'], [second, '22.00'], [closed, '33.00']]);
    await callApi(stack(), await tokenOf(admin), 'mutation ($id: ID!) { lockTransaction(where: { id: $id }) { id } }', { id: ids[closed] });
    await admin.goto(`${stack().web}/transactions?q=${tag}&sortBy=amount&order=asc`);
    await expect.poll(() => merchants(admin), SLOW).toEqual([first, second, closed]);

    // j and k move the focus row, which is marked and drawn with the focus ring.
    expect(await focusedMerchant(admin)).toBeNull();
    await admin.keyboard.press('j');
    await expect.poll(() => focusedMerchant(admin)).toBe(first);
    await admin.keyboard.press('j');
    await expect.poll(() => focusedMerchant(admin)).toBe(second);
    await admin.keyboard.press('k');
    await expect.poll(() => focusedMerchant(admin)).toBe(first);
    const ring = await admin.locator('[data-review-focus]').evaluate((row) => ({ style: getComputedStyle(row).outlineStyle, width: parseFloat(getComputedStyle(row).outlineWidth), current: row.getAttribute('aria-current') }));
    expect(ring).toEqual({ style: 'solid', width: 2, current: 'true' });

    // Typed into a field, the keys are text, not commands.
    await admin.click('input[aria-label="Minimum amount"]');
    await admin.keyboard.type('jx');
    expect(await admin.inputValue('input[aria-label="Minimum amount"]')).toBe('jx');
    expect(await focusedMerchant(admin)).toBe(first);
    expect(await admin.isVisible('[data-testid=selected-count]')).toBe(false);
    await admin.fill('input[aria-label="Minimum amount"]', '');
    await admin.locator('h1').click();

    // x selects the focus row for the bulk bar.
    await admin.keyboard.press('x');
    await expect.poll(() => admin.textContent('[data-testid=selected-count]')).toBe('1 selected');
    expect(await admin.isChecked(`input[aria-label="Select ${first}"]`)).toBe(true);

    // c codes it without leaving the list.
    await admin.keyboard.press('c');
    const dialog = admin.locator('[role=dialog]');
    await expect.poll(() => dialog.locator('h2').first().textContent(), SLOW).toBe(`Code ${first}`);
    await expect.poll(() => dialog.locator('#coding-gl').isVisible(), SLOW).toBe(true);
    await dialog.locator('#coding-gl').selectOption({ label: '6100 Software Subscriptions' });
    await dialog.locator('button:has-text("Save coding")').click();
    await expect.poll(() => admin.locator('[data-testid=transaction-row]', { hasText: first }).locator('[data-testid=transaction-gl]').textContent(), SLOW).toBe('6100 Software Subscriptions');
    await admin.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    // r asks the spender for the receipt: a notification reaches them.
    await admin.keyboard.press('r');
    await expect.poll(() => toastText(admin), SLOW).toMatch(/^Receipt requested from .+\.$/);
    await expect.poll(() => receiptAlerts(spender.token), SLOW).toContainEqual(expect.stringContaining(`${first}, $11.00`));

    // The locked row: c and r say why and record nothing.
    await admin.keyboard.press('j');
    await admin.keyboard.press('j');
    await expect.poll(() => focusedMerchant(admin)).toBe(closed);
    await admin.keyboard.press('c');
    await expect.poll(() => toastText(admin)).toBe(M.locked);
    expect(await dialog.count()).toBe(0);
    await admin.keyboard.press('r');
    await expect.poll(() => toastText(admin)).toBe(M.locked);
    expect((await receiptAlerts(spender.token)).filter((m) => m.includes(closed))).toEqual([]);

    // ? lists the keys; e opens the focus row.
    await admin.keyboard.press('?');
    await expect.poll(() => admin.locator('[role=dialog] dt').allTextContents()).toEqual(['j', 'k', 'c', 'r', 'e', 'x', '?']);
    await admin.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await admin.keyboard.press('k');
    await expect.poll(() => focusedMerchant(admin)).toBe(second);
    await admin.keyboard.press('e');
    await expect.poll(() => new URL(admin.url()).pathname, SLOW).toBe(`/transactions/${ids[second]}`);
    await expect.poll(() => admin.textContent('[data-testid=transaction-title]'), SLOW).toBe(second);
  });

  it('saves the list as a view, shares it with the company, renames and deletes it; a view whose budget was archived opens without that filter and says so', async () => {
    const admin = await browser().newPage();
    const tag = `Sv${randomUUID().slice(0, 6)}`;
    await logIn(stack(), admin, 'admin@demo.spend.test', `/transactions?q=${tag}&completeness=INCOMPLETE&sortBy=amount&order=asc`);
    await expect.poll(() => admin.isVisible('button:has-text("Save view")'), SLOW).toBe(true);
    // Hide the Spender column, then save: the view holds the filters, the sort and the hidden column.
    await admin.click('button:has-text("Columns")');
    await admin.locator('label', { hasText: 'Spender' }).locator('input').uncheck();
    await admin.keyboard.press('Escape');
    await admin.click('button:has-text("Save view")');
    const form = admin.locator('form[aria-label="Save view"]');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => admin.textContent('[data-testid=error-view-name]')).toBe(V.nameRequired);
    await form.locator('#view-name').fill('Month end review');
    await form.locator('input[type=checkbox]').check();
    await form.locator('button[type=submit]').click();
    await expect.poll(() => toastText(admin), SLOW).toBe('Month end review view has been saved.');
    await expect.poll(() => new URL(admin.url()).searchParams.get('view'), SLOW).toMatch(/^[0-9a-f-]{36}$/);

    // Back to the plain list (every column), then the view brings its filters, sort and columns back.
    await admin.goto(`${stack().web}/transactions`);
    await admin.click('button:has-text("Columns")');
    await admin.locator('label', { hasText: 'Spender' }).locator('input').check();
    await admin.keyboard.press('Escape');
    await choose(admin, '#view', 'Month end review (shared)');
    await expect.poll(() => Object.fromEntries(new URL(admin.url()).searchParams), SLOW).toMatchObject({ q: tag, completeness: 'INCOMPLETE', sortBy: 'amount', order: 'asc' });
    await expect.poll(() => admin.locator('th', { hasText: 'Spender' }).count()).toBe(0);

    // Shared: an auditor sees it and uses it, but cannot change it.
    const auditor = await browser().newPage();
    await signInAccepting(stack(), auditor, 'auditor@demo.spend.test', '/transactions');
    await choose(auditor, '#view', 'Month end review (shared with you)');
    await expect.poll(() => new URL(auditor.url()).searchParams.get('q'), SLOW).toBe(tag);
    expect(await auditor.isVisible('button:has-text("Rename")')).toBe(false);

    // Renamed, then unshared: the auditor no longer has it.
    await admin.click('button:has-text("Rename")');
    await admin.locator('#view-name').fill('Close the month');
    await admin.locator('form[aria-label="Edit view"] button[type=submit]').click();
    await expect.poll(() => toastText(admin), SLOW).toBe('Close the month view has been updated.');
    await admin.click('button:has-text("Stop sharing")');
    await expect.poll(() => toastText(admin), SLOW).toBe('Close the month is no longer shared.');
    const auditorViews = async () => (await callApi<{ transactionViews: { name: string }[] }>(stack(), await tokenOf(auditor), '{ transactionViews { name } }')).transactionViews.map((v) => v.name);
    expect(await auditorViews()).not.toContain('Close the month');

    // A view of a budget archived since: it opens without that filter and says why; no error page.
    const token = await tokenOf(admin);
    const { me } = await callApi<{ me: { id: string } }>(stack(), token, '{ me { id } }');
    const { createOneBudget } = await callApi<{ createOneBudget: { id: string } }>(stack(), token, 'mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }', {
      data: { name: `${tag} Offsite`, funding: '100', owner: { connect: { id: me.id } } },
    });
    await callApi(stack(), token, 'mutation ($data: TransactionViewInput!) { createOneTransactionView(data: $data) { id } }', {
      data: { name: `${tag} Offsite`, params: [{ name: 'budget', value: createOneBudget.id }, { name: 'completeness', value: 'INCOMPLETE' }] },
    });
    await callApi(stack(), token, 'mutation ($id: ID!) { archiveOneBudget(where: { id: $id }) { id } }', { id: createOneBudget.id });
    await admin.goto(`${stack().web}/transactions`);
    await choose(admin, '#view', `${tag} Offsite`);
    await expect.poll(() => admin.textContent('[data-testid=view-missing]'), SLOW).toBe('The budget this view filtered on was archived or deleted, so the view shows every budget.');
    expect(new URL(admin.url()).searchParams.get('budget')).toBeNull();
    expect(new URL(admin.url()).searchParams.get('completeness')).toBe('INCOMPLETE');
    expect(await admin.textContent('h1')).toBe('Transactions');

    // Deleted, it leaves the list of views.
    await admin.click('button:has-text("Delete view")');
    await admin.locator('[role=dialog] button:has-text("Delete view")').click();
    await expect.poll(() => toastText(admin), SLOW).toBe(`${tag} Offsite view has been deleted.`);
    const views = async () => (await callApi<{ transactionViews: { name: string }[] }>(stack(), token, '{ transactionViews { name } }')).transactionViews.map((v) => v.name);
    expect(await views()).toEqual(expect.arrayContaining(['Close the month']));
    expect(await views()).not.toContain(`${tag} Offsite`);
  });
});
