import { EXPENSE_POLICY_MESSAGES as M, POLICY_EXPLANATION_MESSAGES as E } from '@spend/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, errorOf, logIn, purchase, screenshot, signInAccepting, toastText, tokenOf, useStackAndBrowser } from './browser';

// The stack with the real authorizer process: the purchase comes in as the processor sends it.
const { stack, browser } = useStackAndBrowser({ authorizer: true });

const SLOW = { timeout: 90_000 };
const MEAL = '$212.40 for 2 attendees: $106.20 each, over the $75.00 meal limit';
const ANSWER = 'Lunch with the Globex buyers; Dana approved it.';
const badge = (page: Page) => page.textContent('[data-testid="badge-things to do"]', { timeout: 1_000 }).then(Number).catch(() => 0);

describe('the expense policy in Chromium, against the real stack', () => {
  it('an admin sets a meal limit; a meal over it is out of policy with why on its page, /transactions filters on it, and the spender explains it from the to-do', async () => {
    const admin = await browser().newPage();
    await signInAccepting(stack(), admin, 'admin@demo.spend.test', '/settings/expense-policy');
    await expect.poll(() => admin.locator('nav[aria-label=Settings]').textContent(), SLOW).toContain('Expense Policy');
    await admin.locator('#expense-meal-limit').waitFor(SLOW);

    // A limit of zero is refused in the field, nothing sent.
    await admin.fill('#expense-meal-limit', '0');
    await admin.click('form[aria-label="Expense Policy"] button[type=submit]');
    await expect.poll(() => errorOf(admin, 'expense-meal-limit')).toBe(M.cap);
    await admin.fill('#expense-meal-limit', '75.00');
    await admin.click('form[aria-label="Expense Policy"] button[type=submit]');
    await expect.poll(() => toastText(admin), SLOW).toBe('The expense policy has been updated.');
    await admin.reload();
    await expect.poll(() => admin.inputValue('#expense-meal-limit'), SLOW).toBe('75.00');
    await screenshot(admin, 'settings-expense-policy');

    // The spender's lunch for two comes in through the card processor.
    // The spender on a phone: the to-do's answer works in the mobile view too.
    const spender = await browser().newPage({ viewport: { width: 400, height: 800 } });
    await logIn(stack(), spender, 'spender@demo.spend.test', '/my-wallet');
    const { userCards } = await callApi<{ userCards: { id: string; budgets: { id: string }[] }[] }>(stack(), await tokenOf(spender), '{ userCards { id budgets { id } } }');
    const card = userCards.find((c) => c.budgets.length > 0)!;
    const bought = await purchase(stack(), card.id, 21_240, 'Trattoria Roma', '5812');
    expect(bought).toMatchObject({ approved: true });
    const transactionId = bought.transaction_id!;

    // Alone (no attendees yet), the whole meal is one person's.
    await admin.goto(`${stack().web}/transactions/${transactionId}`);
    await expect.poll(async () => {
      await admin.reload();
      await admin.locator('[data-testid=transaction-title]').waitFor(SLOW);
      return admin.locator('[data-testid=policy-finding]').allTextContents();
    }, SLOW).toEqual(['$212.40 for 1 attendee: $212.40 each, over the $75.00 meal limit']);
    expect(await admin.textContent('[data-testid=policy-outcome-label]')).toBe('Out of policy');

    // The admin names the two attendees in the Attendees field: judged again, per head.
    await admin.getByLabel('Attendees').fill('Jordan Lee, Priya Shah');
    await admin.click('button:has-text("Save coding")');
    await expect.poll(() => toastText(admin), SLOW).toBe('The transaction has been updated.');
    await expect.poll(async () => {
      await admin.reload();
      await admin.locator('[data-testid=transaction-title]').waitFor(SLOW);
      return admin.locator('[data-testid=policy-finding]').allTextContents();
    }, SLOW).toEqual([MEAL]);
    await screenshot(admin, 'transaction-out-of-policy');

    // /transactions filters on the outcome (the query string keeps it, so the export asks the same).
    await admin.goto(`${stack().web}/transactions`);
    await admin.locator('[data-testid=transaction-merchant]').first().waitFor(SLOW);
    await admin.click('#policy');
    await admin.locator('[role=option]:has-text("Out of policy")').click();
    await expect.poll(() => new URL(admin.url()).searchParams.get('policy'), SLOW).toBe('OUT_OF_POLICY');
    // The demo's own meals over the limit are out of policy too: every row listed is, and the lunch is among them.
    await expect.poll(() => admin.locator('[data-testid=transaction-merchant]').allTextContents(), SLOW).toContain('Trattoria Roma');
    expect(new Set(await admin.locator('[data-testid=transaction-policy]').allTextContents())).toEqual(new Set(['Out of policy']));
    await admin.goto(`${stack().web}/transactions?policy=IN_POLICY&q=Trattoria%20Roma`);
    await expect.poll(() => admin.isVisible('text=No Results Found'), SLOW).toBe(true);

    // The spender's to-do asks them to explain it, in the finding's own words, with the text box right on the item.
    await spender.goto(`${stack().web}/my-wallet/to-do`);
    const item = spender.locator('[data-testid=todo-item][data-kind=POLICY]', { has: spender.locator('[data-testid=todo-title]:text-is("Trattoria Roma")') });
    await expect.poll(() => item.locator('[data-testid=todo-missing]').allTextContents(), SLOW).toEqual([MEAL]);
    await expect.poll(() => badge(spender), SLOW).toBeGreaterThan(0);
    const before = await badge(spender);
    // Nothing typed: refused in the field, nothing sent.
    await item.locator('[data-testid=policy-explanation-send]').click();
    await expect.poll(() => errorOf(spender, `policy-explanation-${transactionId}`)).toBe(E.text);
    await screenshot(spender, 'todo-policy-item-phone');
    // The text box and Send fit the phone's width.
    expect(await spender.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const input = item.locator('[data-testid=policy-explanation-input]');
    await input.fill(ANSWER);
    expect(await input.inputValue()).toBe(ANSWER);
    await item.locator('[data-testid=policy-explanation-send]').click();
    await expect.poll(() => toastText(spender), SLOW).toBe('Your explanation has been sent.');
    // Answered, it leaves the to-do and the badge; the transaction's policy panel shows the answer, with no form any more.
    await expect.poll(() => item.count(), SLOW).toBe(0);
    await expect.poll(() => badge(spender), SLOW).toBe(before - 1);
    await admin.goto(`${stack().web}/transactions/${transactionId}`);
    await expect.poll(() => admin.locator('[data-testid=policy-explanation-text]').allTextContents(), SLOW).toEqual([ANSWER]);
    expect(await admin.locator('[data-testid=policy-explanation-form]').count()).toBe(0);
    await admin.close();
    await spender.close();
  });
});
