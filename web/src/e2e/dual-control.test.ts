import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, logIn, screenshot, toastText, tokenOf, useStackAndBrowser } from './browser';

// Dual control (issue #26) with the approval workflow's worker: an admin's raise of a budget only they
// spend from waits for a second admin, who approves it from the requests screen; their own card's limit only a second admin raises.
const { stack, browser } = useStackAndBrowser({ worker: true });

/** Commands wait for the read models and the workflow; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };

const signedIn = async (email: string, path: string): Promise<Page> => {
  const page = await browser().newPage();
  await logIn(stack(), page, email, path);
  return page;
};

describe('dual control in Chromium, against the real stack and the Temporal worker', () => {
  it('an admin turns it on; their raise of a budget only they spend from waits; a second admin approves it from Requests; only a second admin raises the limit of their own card', async () => {
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

    // Nor may the admin raise the limit of a card they hold: the edit says why and changes nothing; the second admin raises it.
    const cardId = (await callApi<{ createOneCardV2: { id: string } }>(stack(), token, 'mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }', {
      data: { type: 'Digital', spender: { connect: { id: me } }, transactionControl: { spendLimit: 10_000 } },
    })).createOneCardV2.id;
    await admin.goto(`${stack().web}/cards/${cardId}`);
    await admin.click('button:has-text("Edit")');
    await admin.locator('[role=dialog]').waitFor();
    await admin.fill('#limit', '300');
    await admin.click('[data-testid=card-next]');
    await admin.click('[data-testid=card-save]');
    await expect.poll(() => toastText(admin), SLOW).toBe('Dual control is on: another admin must raise the limit of your own card.');
    const cardLimit = async () => (await callApi<{ card: { balance: { limit: number } } }>(stack(), token, 'query ($id: ID!) { card(where: { id: $id }) { balance { limit } } }', { id: cardId })).card.balance.limit;
    expect(await cardLimit()).toBe(10_000);
    const limit = 'mutation ($id: ID!, $cents: Float) { updateOnePaymentInstrument(where: { id: $id }, data: { spendLimit: $cents }) { balance { limit } } }';
    expect(await callApi(stack(), await tokenOf(owner), limit, { id: cardId, cents: 30_000 })).toEqual({ updateOnePaymentInstrument: { balance: { limit: 30_000 } } });
  });
});
