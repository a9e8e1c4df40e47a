import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { callApi, logIn, pickDay, screenshot, signInAccepting, tokenOf, useStackAndBrowser } from './browser';

// The controls report (issue #26) with the approval workflow's worker: an approval it records shows.
const { stack, browser } = useStackAndBrowser({ worker: true });

/** Commands wait for the read models and the workflow; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };

describe('the controls report in Chromium, against the real stack and the Temporal worker', () => {
  it('the auditor opens it from Alerts: approvals by name, the zero counts, the admin changes of the period, and the CSV download', async () => {
    // The spender asks for $321.00 more for Marketing; its owner approves; the admin raises a card's limit.
    /** A member's token, signed in on a page of their own. */
    const tokenFor = async (email: string, path: string) => {
      const own = await browser().newPage();
      await logIn(stack(), own, email, path);
      return tokenOf(own);
    };
    const spender = await tokenFor('spender@demo.spend.test', '/my-wallet');
    const marketing = await callApi<{ budgets: { items: { id: string }[] } }>(stack(), spender, '{ budgets(where: { name: "Marketing" }) { items { id } } }');
    const requested = await callApi<{ createOneBudgetIncreaseRequest: { id: string } }>(stack(), spender,
      'mutation ($data: BudgetIncreaseRequestCreateInput!) { createOneBudgetIncreaseRequest(data: $data) { id } }',
      { data: { budget: { connect: { id: marketing.budgets.items[0]!.id } }, amount: '321', reason: 'Controls fair' } });
    await callApi(stack(), await tokenFor('owner@demo.spend.test', '/alerts'), 'mutation ($id: ID!) { updateOneBudgetIncreaseRequest(where: { id: $id }, data: { status: APPROVED }) { id } }', { id: requested.createOneBudgetIncreaseRequest.id });
    const admin = await tokenFor('admin@demo.spend.test', '/cards');
    const cards = await callApi<{ cardsV2: { items: { id: string; status: string }[] } }>(stack(), admin, '{ cardsV2(take: 20) { items { id status } } }');
    const cardId = cards.cardsV2.items.find((c) => c.status === 'ACTIVE')!.id;
    await callApi(stack(), admin, 'mutation ($id: ID!) { updateOnePaymentInstrument(where: { id: $id }, data: { spendLimit: 98765 }) { id } }', { id: cardId });

    const page = await browser().newPage();
    await signInAccepting(stack(), page, 'auditor@demo.spend.test', '/alerts');
    await page.click('nav[aria-label=Alerts] a:has-text("Controls report")');
    await page.waitForSelector('h1:has-text("Controls report")');
    const approval = page.locator('[data-testid=controls-approval]', { hasText: '$321.00' });
    await expect.poll(() => approval.count(), SLOW).toBe(1);
    expect(await approval.locator('[data-testid=controls-requester]').textContent()).toBe('Sofia Diaz');
    expect(await approval.locator('[data-testid=controls-approver]').textContent()).toBe('Otis Owens');
    expect(await page.textContent('[data-testid=controls-self-approvals]')).toBe('0');
    expect(await page.textContent('[data-testid=controls-repeated-approvals]')).toBe('0');
    const change = page.locator('[data-testid=controls-admin-change]', { hasText: 'to $987.65' });
    await expect.poll(() => change.count(), SLOW).toBe(1);
    expect(await change.textContent()).toContain('Ada Lovelace');
    await screenshot(page, 'controls-report');

    const [download] = await Promise.all([page.waitForEvent('download', SLOW), page.click('[data-testid=controls-download]')]);
    expect(download.suggestedFilename()).toMatch(/^controls-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Summary,,,Self-approvals: 0,');
    expect(csv).toMatch(/Approval,[^,]+,[^,]+,Budget increase [0-9a-f-]{36},Otis Owens,,Sofia Diaz,1,321\.00,/);
    expect(csv).toContain('to $987.65');

    // A period that ends before today shows none of it.
    const yesterday = new Date(Date.now() - 86_400_000);
    await pickDay(page, '#controls-to', `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`);
    await expect.poll(() => page.textContent('[data-testid=controls-self-approvals]'), SLOW).toBe('0');
    await expect.poll(() => page.getByRole('table', { name: 'Approvals' }).textContent(), SLOW).toContain('No approvals in this period');
  });
});
