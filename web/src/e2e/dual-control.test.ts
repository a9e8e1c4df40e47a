import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, logIn, screenshot, toastText, tokenOf, useStackAndBrowser } from './browser';

// Dual control (issue #26) with the approval workflow's worker: an admin's raise of a budget only they
// spend from waits for a second admin, who approves it from the requests screen.
const { stack, browser } = useStackAndBrowser({ worker: true });

/** Commands wait for the read models and the workflow; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };

const signedIn = async (email: string, path: string): Promise<Page> => {
  const page = await browser().newPage();
  await logIn(stack(), page, email, path);
  return page;
};

describe('dual control in Chromium, against the real stack and the Temporal worker', () => {
  it('an admin turns it on; their raise of a budget only they spend from waits; a second admin approves it from Requests', async () => {
    const admin = await signedIn('admin@demo.spend.test', '/settings/company');
    await admin.check('#company-isDualControlRequired');
    await admin.click('form[aria-label=Company] button[type=submit]');
    await expect.poll(() => toastText(admin), SLOW).toBe('Company settings have been updated.');

    // A second admin: the budget owner is given the Admin role; a budget only the first admin spends from.
    const owner = await signedIn('owner@demo.spend.test', '/alerts/requests');
    const ownerId = (await callApi<{ me: { id: string } }>(stack(), await tokenOf(owner), '{ me { id } }')).me.id;
    const token = await tokenOf(admin);
    await callApi(stack(), token, 'mutation ($id: ID!) { updateOneUser(where: { id: $id }, data: { roles: { set: [{ name: "BudgetOwner" }, { name: "OrgAdmin" }] } }) { id } }', { id: ownerId });
    const me = (await callApi<{ me: { id: string } }>(stack(), token, '{ me { id } }')).me.id;
    const created = await callApi<{ createOneBudget: { id: string } }>(stack(), token, 'mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }', {
      data: { name: 'Director travel', funding: '100', owner: { connect: { id: me } }, spenders: { connect: [{ id: me }] } },
    });
    const budgetId = created.createOneBudget.id;

    await admin.goto(`${stack().web}/budgets/${budgetId}/settings/general`);
    await admin.click('button:has-text("Edit")');
    await admin.fill('#funding', '250');
    await admin.click('[role=dialog] button[type=submit]');
    await expect.poll(() => toastText(admin), SLOW).toBe("The new funding of Director travel awaits a second admin's approval.");
    const funding = async () => (await callApi<{ budget: { funding: number } }>(stack(), token, 'query ($id: ID!) { budget(where: { id: $id }) { funding } }', { id: budgetId })).budget.funding;
    expect(await funding()).toBe(10_000);

    // The requester sees their request but may not approve it.
    const reason = 'Dual control: raise the funding from $100.00 to $250.00';
    await admin.goto(`${stack().web}/alerts/requests`);
    const own = admin.locator('[data-testid=request]', { hasText: reason });
    await expect.poll(() => own.count(), SLOW).toBe(1);
    expect(await own.locator('button:has-text("Approve")').count()).toBe(0);

    // The second admin approves it: the funding is raised.
    await owner.reload();
    const row = owner.locator('[data-testid=request]', { hasText: reason });
    await expect.poll(() => row.count(), SLOW).toBe(1);
    expect(await row.textContent()).toContain('$150.00');
    await screenshot(owner, 'dual-control-request');
    await row.locator('button:has-text("Approve")').click();
    await expect.poll(() => row.getAttribute('data-status'), SLOW).toBe('COMPLETED');
    await expect.poll(funding, SLOW).toBe(25_000);
  });
});
