// Issue #29's last rough edges in Chromium against the real stack: a spender's page in a budget, a
// saved address of a budget that is gone, and a tab left open while its member lost a role.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { formatMoney } from '@spend/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, logIn, screenshot, signInAccepting, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser();
const SLOW = { timeout: 90_000 };

let projector: pg.Pool;
beforeAll(() => { projector = new pg.Pool({ connectionString: stack().projectorUrl, max: 2 }); });
afterAll(() => projector?.end());

/** Every event recorded so far: a screen that only reads must leave it as it was. */
const eventCount = async (): Promise<number> => Number((await projector.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);

const signedIn = async (email: string, path: string): Promise<Page> => {
  const page = await browser().newPage();
  await logIn(stack(), page, email, path);
  return page;
};

/** What the page shows when a screen broke (spec 2.3's error fallback). */
const BROKEN = 'text=Sorry, something went wrong';

describe("a spender's page in a budget", () => {
  it("shows the spender's spend there as the API counts it, their cards on it and their transactions in it", async () => {
    const admin = await signedIn('admin@demo.spend.test', '/budgets');
    const token = await tokenOf(admin);
    const { budgets } = await callApi<{ budgets: { items: { id: string; name: string; spenders: { id: string }[] }[] } }>(stack(), token, '{ budgets(take: 100) { items { id name spenders { id } } } }');
    // A budget with spenders, and its top spender (else its first): the page shows what the API counts for them.
    const budget = budgets.items.find((b) => b.spenders.length > 0)!;
    const lineOf = async (spenderId?: string) => (await callApi<{ budget: { topSpenders: { amount: number; user: { id: string } }[] } }>(stack(), token,
      'query ($id: ID!, $s: ID) { budget(where: { id: $id }) { topSpenders(take: 1, spenderId: $s) { amount user { id } } } }', { id: budget.id, s: spenderId ?? null })).budget.topSpenders[0];
    const userId = (await lineOf())?.user.id ?? budget.spenders[0]!.id;
    const spent = (await lineOf(userId))?.amount ?? 0;
    const expected = await callApi<{ cardsV2: { items: { last4Digits: string }[] }; transactions: { count: number } }>(stack(), token,
      'query ($b: ID!, $u: ID!) { cardsV2(take: 50, where: { budgetId: $b, spenderId: $u }) { items { last4Digits } } transactions(take: 1, where: { budgetId: $b, spenderId: $u }) { count } }', { b: budget.id, u: userId });

    await admin.goto(`${stack().web}/budgets/${budget.id}/spenders/${userId}`);
    await expect.poll(() => admin.textContent('[data-testid=spender-spent]'), SLOW).toBe(formatMoney(spent));
    const cards = await admin.$$eval('[data-testid=spender-cards] li a', (links) => links.map((a) => a.textContent));
    expect(cards).toEqual(expected.cardsV2.items.map((c) => `•••• ${c.last4Digits}`));
    expect(await admin.locator('[data-testid=spender-transactions] li').count()).toBe(Math.min(25, expected.transactions.count));
    await screenshot(admin, 'spender-page');

    // A member who spends nothing there (the admin, who is no spender of it) has no figure of theirs to show.
    const { me } = await callApi<{ me: { id: string } }>(stack(), token, '{ me { id } }');
    if (!budget.spenders.some((s) => s.id === me.id)) {
      await admin.goto(`${stack().web}/budgets/${budget.id}/spenders/${me.id}`);
      await expect.poll(() => admin.textContent('main [role=status]'), SLOW).toBe(`This person no longer spends from ${budget.name}. Back to ${budget.name}`);
    }
    await admin.close();
  });
});

describe('bad input: a saved address of a budget that is gone', () => {
  it('says the budget is not found, with the way back, on its page, its settings and its spender page, and records nothing', async () => {
    const admin = await signedIn('admin@demo.spend.test', '/budgets');
    const before = await eventCount();
    const gone = randomUUID();
    for (const path of [`/budgets/${gone}`, `/budgets/${gone}/settings/general`, `/budgets/${gone}/spenders/${randomUUID()}`, '/budgets/not-a-budget']) {
      await admin.goto(`${stack().web}${path}`);
      await expect.poll(() => admin.textContent('[data-testid=budget-gone]'), SLOW).toBe('Budget not foundThis budget no longer exists, or you no longer have access to it.Back to Budgets');
      expect(await admin.isVisible(BROKEN), path).toBe(false);
    }
    await screenshot(admin, 'budget-gone');
    await admin.click('[data-testid=budget-gone] a');
    await expect.poll(() => new URL(admin.url()).pathname, SLOW).toBe('/budgets');
    expect(await eventCount()).toBe(before);
    await admin.close();
  });
});

describe('bad input: a tab left open while its member lost a role', () => {
  it('says their access changed in place of the screen, the navigation follows, no error page, and their tries record nothing', async () => {
    const auditor = await browser().newPage();
    await signInAccepting(stack(), auditor, 'auditor@demo.spend.test', '/members');
    await auditor.locator('[data-testid=member-row]').first().waitFor(SLOW);
    expect(await auditor.isVisible('nav[aria-label=Main] a[href="/members"]')).toBe(true);
    const auditorId = (await callApi<{ me: { id: string } }>(stack(), await tokenOf(auditor), '{ me { id } }')).me.id;

    // Meanwhile an admin makes the auditor a spender.
    const admin = await signedIn('admin@demo.spend.test', '/members');
    await callApi(stack(), await tokenOf(admin), 'mutation ($id: ID!) { updateOneUser(where: { id: $id }, data: { roles: { set: [{ name: "Spender" }] } }) { id } }', { id: auditorId });
    const before = await eventCount();

    // The stale tab searches its list: the API refuses, the tab learns the member's roles anew.
    await auditor.fill('input[aria-label="Search members"]', 'a');
    await expect.poll(() => auditor.textContent('[data-testid=no-access]'), SLOW)
      .toBe('Your access has changed: you can no longer open Team Members. Ask an admin of your company if you need it.');
    expect(await auditor.isVisible(BROKEN)).toBe(false);
    await expect.poll(() => auditor.isVisible('nav[aria-label=Main] a[href="/members"]'), SLOW).toBe(false);
    await screenshot(auditor, 'stale-tab-role-lost');
    // Their own screens still open.
    await auditor.click('nav[aria-label=Main] a[href="/transactions"]');
    await auditor.locator('main table').waitFor(SLOW);
    expect(await auditor.isVisible('[data-testid=no-access]')).toBe(false);
    expect(await eventCount()).toBe(before);
    await auditor.close();
    await admin.close();
  });
});
