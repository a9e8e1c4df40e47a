import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, logIn, purchase, screenshot, toastText, tokenOf, useStackAndBrowser } from './browser';

// A spender's part of the books (issue #25 item 6) in Chromium against the real stack: the GL codes an
// admin made available in their coding, and the Transactions badge leading to what it counts.
const { stack, browser } = useStackAndBrowser({ authorizer: true });

const SLOW = { timeout: 90_000 };
const AVAILABLE = '6100 Software Subscriptions';

const badge = (page: Page) => page.textContent('[data-testid=badge-transactions]', { timeout: 1_000 }).catch(() => null);
const rows = (page: Page) => page.$$eval('[data-testid=transaction-row]', (list) => list.map((r) => ({
  merchant: r.querySelector('[data-testid=transaction-merchant]')?.textContent,
  completeness: r.querySelector('[data-testid=transaction-completeness]')?.textContent,
  why: r.querySelector('[data-testid=transaction-missing]')?.textContent ?? '',
})));
const glOptions = (page: Page) => page.$$eval('#coding-gl option', (options) => options.map((o) => o.textContent));

describe("a spender's coding and the Transactions badge's drill-down, in Chromium", () => {
  it('codes their purchase with a GL code an admin made available (a disabled one is not offered); the badge lists exactly what it counts, each saying why', async () => {
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/settings');
    const adminToken = await tokenOf(admin);
    // The admin disables one GL code: it is no longer offered for coding.
    const { generalLedgers } = await callApi<{ generalLedgers: { items: { id: string; name: string; code: string | null }[] } }>(
      stack(), adminToken, '{ generalLedgers(where: { isEnabled: true }, take: 100) { items { id name code } } }');
    const disabled = generalLedgers.items.find((gl) => `${gl.code} ${gl.name}` !== AVAILABLE)!;
    await callApi(stack(), adminToken, 'mutation ($id: ID!) { setGlAvailability(id: $id, isEnabled: false) { id } }', { id: disabled.id });
    const disabledLabel = disabled.code ? `${disabled.code} ${disabled.name}` : disabled.name;

    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/my-wallet');
    const { userCards } = await callApi<{ userCards: { id: string; budgets: { id: string }[] }[] }>(stack(), await tokenOf(spender), '{ userCards { id budgets { id } } }');
    const card = userCards.find((c) => c.budgets.length > 0)!;
    for (const [merchant, cents] of [['Linear', 2_400], ['Miro', 1_600]] as const) expect(await purchase(stack(), card.id, cents, merchant, '5734')).toMatchObject({ approved: true });

    // The badge leads to the incomplete transactions: as many rows as it counts, each saying why.
    await expect.poll(() => badge(spender), SLOW).toBe('2');
    await spender.click('[data-testid=badge-transactions]');
    await expect.poll(() => new URL(spender.url()).search, SLOW).toBe('?completeness=INCOMPLETE');
    await expect.poll(async () => (await rows(spender)).length, SLOW).toBe(2);
    for (const row of await rows(spender)) {
      expect(row.completeness).toBe('INCOMPLETE');
      expect(row.why).toContain('Choose a GL code.');
    }
    await screenshot(spender, 'spender-badge-drill-down');

    // The spender's coding offers the available GL code, the projects and the custom fields; not the disabled one.
    await spender.click('[data-testid=transaction-merchant]:text-is("Linear")');
    await expect.poll(() => spender.textContent('[data-testid=transaction-title]'), SLOW).toBe('Linear');
    await expect.poll(() => glOptions(spender), SLOW).toContain(AVAILABLE);
    expect(await glOptions(spender)).not.toContain(disabledLabel);
    await spender.selectOption('#coding-gl', { label: AVAILABLE });
    await spender.selectOption('#coding-project', { label: 'ERP Migration' });
    await spender.locator('[data-field^=coding-field-]', { has: spender.locator('label:text-is("Department")') }).locator('select').selectOption({ label: 'Engineering' });
    await spender.click('button:has-text("Save coding")');
    await expect.poll(() => toastText(spender), SLOW).toBe('The transaction has been updated.');
    const missing = () => spender.$$eval('[data-testid=missing-details] li', (items) => items.map((i) => i.textContent ?? ''));
    await expect.poll(async () => (await missing()).some((m) => m.startsWith('Choose a GL code') || m.startsWith('Choose a project')), SLOW).toBe(false);

    // Back in the drill-down: whatever the badge says, the list shows as many.
    await spender.goto(`${stack().web}/transactions?completeness=INCOMPLETE`);
    await expect.poll(async () => {
      const [count, listed] = [await badge(spender), await rows(spender)];
      return Number(count ?? 0) === listed.length && listed.every((r) => r.completeness === 'INCOMPLETE' && r.why !== '');
    }, SLOW).toBe(true);
    await screenshot(spender, 'spender-coded');
    await admin.close();
    await spender.close();
  });
});
