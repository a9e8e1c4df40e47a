import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, logIn, screenshot, toastText, tokenOf, useStackAndBrowser, PNG } from './browser';

const { stack, browser } = useStackAndBrowser({ worker: true });

/** Commands wait for the read models and the workflow; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };

/** "$1,234.50" as integer cents. */
const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

const requestRow = (page: Page, text: string) => page.locator('[data-testid=request]', { hasText: text });

describe('approval requests in Chromium, against the real stack and the Temporal worker', () => {
  it('a spender asks for more; the budget owner sees it arrive live and approves; the spender sees the funds rise', async () => {
    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/my-wallet');
    await spender.click('[data-testid=wallet-budget]:has-text("Marketing")');
    await spender.waitForURL(/\/my-wallet\/budgets\/[^/]+$/);
    await expect.poll(() => spender.textContent('[data-testid=wallet-available]'), SLOW).toMatch(/\$/);
    const before = cents(await spender.textContent('[data-testid=wallet-available]'));

    const owner = await browser().newPage();
    await logIn(stack(), owner, 'owner@demo.spend.test', '/alerts');
    await owner.click('nav[aria-label=Alerts] a:has-text("Requests")');
    await owner.waitForSelector('h1:has-text("Requests")');

    await spender.click('button:has-text("Request increase")');
    await spender.fill('#increase-amount', '250.50');
    await spender.fill('#increase-reason', 'Trade fair booth');
    await spender.click('[role=dialog] button[type=submit]');
    await expect.poll(() => toastText(spender), SLOW).toBe('Requested $250.50 more for Marketing budget.');

    // Live: the owner's open screen shows the request without a reload.
    const row = requestRow(owner, 'Trade fair booth');
    await expect.poll(() => row.count(), SLOW).toBe(1);
    expect(await row.textContent()).toContain('$250.50');
    expect(await row.getAttribute('data-status')).toBe('PENDING');
    await screenshot(owner, 'requests-live');

    // The reviewer hears the outcome at once: the funding is raised by then.
    await row.locator('button:has-text("Approve")').click();
    await expect.poll(() => toastText(owner), SLOW).toBe('Marketing: completed.');
    await expect.poll(() => row.getAttribute('data-status'), SLOW).toBe('COMPLETED');
    expect(await row.locator('button').count()).toBe(0);

    // The spender's screen follows the funding live.
    await expect.poll(async () => cents(await spender.textContent('[data-testid=wallet-available]')), SLOW).toBe(before + 25_050);
    await spender.goto(`${stack().web}/alerts`);
    await expect.poll(() => spender.$$eval('[data-testid=notification]', (n) => n.map((x) => x.textContent ?? '').join('\n')), SLOW).toContain('Budget funding raised');
  });

  it('a spender files a reimbursement with its merchant, date, budget and category; the budget owner approves it from their requests screen', async () => {
    const owner = await browser().newPage();
    await logIn(stack(), owner, 'owner@demo.spend.test', '/alerts/requests');
    await owner.waitForSelector('h1:has-text("Requests")');
    // A category, created by an admin through the coding mutation.
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/settings/gl-codes');
    await callApi(stack(), await tokenOf(admin), 'mutation { createOneGeneralLedger(name: "Travel", code: "TRAV") { id } }');
    await admin.close();

    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/alerts/requests');
    await expect.poll(() => spender.isEnabled('button:has-text("Request reimbursement")'), SLOW).toBe(true);
    await spender.click('button:has-text("Request reimbursement")');
    await spender.fill('#reimbursement-title', 'Client dinner');
    await spender.fill('#reimbursement-merchant', 'Blue Bottle');
    await spender.fill('#reimbursement-amount', '84.333');
    await spender.click('[role=dialog] button[type=submit]');
    await expect.poll(() => spender.textContent('[data-testid=error-reimbursement-budget]'), SLOW).toBe('Choose a budget you spend from.');
    await spender.click('#reimbursement-budget');
    await spender.click('[role=treeitem]:has-text("Marketing")');
    await spender.selectOption('#reimbursement-category', { label: 'TRAV · Travel' });
    await spender.click('[role=dialog] button[type=submit]');
    await expect.poll(() => spender.textContent('[data-testid=error-reimbursement-amount]'), SLOW).toMatch(/at most two decimals/);
    await spender.fill('#reimbursement-amount', '84.30');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await spender.fill('#reimbursement-expenseDate', tomorrow);
    await spender.click('[role=dialog] button[type=submit]');
    await expect.poll(() => spender.textContent('[data-testid=error-reimbursement-expenseDate]'), SLOW).toBe('The expense date cannot be in the future.');
    const spentOn = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await spender.fill('#reimbursement-expenseDate', spentOn);
    // The receipt goes straight to storage; a file of a type receipts do not take is refused at once.
    await spender.setInputFiles('#reimbursement-receipts', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => spender.textContent('[data-testid=error-reimbursement-receipts]'), SLOW).toMatch(/^Receipts must be /);
    await spender.setInputFiles('#reimbursement-receipts', { name: 'dinner.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => spender.locator('[data-testid=reimbursement-receipt]').allTextContents(), SLOW).toEqual(['dinner.png Remove']);
    await spender.click('[role=dialog] button[type=submit]');
    await expect.poll(() => toastText(spender), SLOW).toBe('Requested a reimbursement of $84.30 for Client dinner.');

    // The owner of Marketing reviews it (the default levels name the budget owner), with what was bought where and when.
    const row = requestRow(owner, 'Client dinner');
    await expect.poll(() => row.count(), SLOW).toBe(1);
    // Dates read MM/DD/YYYY (spec 2.4).
    const shown = `${spentOn.slice(5, 7)}/${spentOn.slice(8, 10)}/${spentOn.slice(0, 4)}`;
    expect(await row.locator('[data-testid=reimbursement-details]').textContent()).toBe(`Blue Bottle · ${shown} · Marketing · Travel`);
    await screenshot(owner, 'reimbursement-to-review');
    await row.locator('button:has-text("Approve")').click();
    await expect.poll(() => toastText(owner), SLOW).toBe('Client dinner: completed.');
    await expect.poll(() => requestRow(spender, 'Client dinner').getAttribute('data-status'), SLOW).toBe('COMPLETED');
    const { reimbursements } = await callApi<{ reimbursements: { items: { title: string; receipts: { fileName: string }[] }[] } }>(stack(), await tokenOf(spender), '{ reimbursements { items { title receipts { fileName } } } }');
    expect(reimbursements.items.find((r) => r.title === 'Client dinner')?.receipts).toEqual([{ fileName: 'dinner.png' }]);
  });

  it('an admin edits the approval levels; a spender only reads them', async () => {
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/settings/approval-levels');
    await admin.waitForSelector('form[aria-label="Approval Levels"]');
    await admin.click('button:has-text("Add level")');
    await admin.fill('#level-1-above', '1000.005');
    await admin.click('button:has-text("Save")');
    await expect.poll(() => admin.textContent('[data-testid=error-level-1-above]'), SLOW).toMatch(/at most two decimals/);
    await admin.fill('#level-1-above', '1000');
    await admin.click('button:has-text("Save")');
    await expect.poll(() => toastText(admin), SLOW).toBe('Approval levels saved.');

    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/settings/approval-levels');
    await expect.poll(() => spender.textContent('[data-testid=approval-levels]'), SLOW).toBe('Budget owner — every amountAdmin — above $1,000.00');
    expect(await spender.isVisible('button:has-text("Save")')).toBe(false);
  });

  it("the owner's alerts page 25 at a time; a request's alert shows its amount and requestor and opens the request", async () => {
    const owner = await browser().newPage();
    await logIn(stack(), owner, 'owner@demo.spend.test', '/alerts');
    const ownerToken = await tokenOf(owner);
    const tokenFor = async (email: string) => {
      const own = await browser().newPage();
      await logIn(stack(), own, email, '/dashboard');
      return tokenOf(own);
    };
    const [admin, spender] = [await tokenFor('admin@demo.spend.test'), await tokenFor('spender@demo.spend.test')];
    const count = async () => (await callApi<{ notifications: { count: number } }>(stack(), ownerToken, '{ notifications { count } }')).notifications.count;
    // The demo and the tests before leave the owner some alerts: top them up so the last page holds 5 (30 when they had fewer than 30).
    const before = await count();
    const pages = Math.max(2, Math.ceil((before + 21) / 25));
    const target = (pages - 1) * 25 + 5;
    const { budgets } = await callApi<{ budgets: { items: { id: string; funding: number }[] } }>(stack(), admin, '{ budgets(where: { name: "Marketing" }) { items { id funding } } }');
    const marketing = budgets.items[0]!;
    // Each funding change the admin makes tells the owner; the request comes last, so it is the newest.
    for (let i = 1; i < target - before; i++) {
      const cents = marketing.funding + i;
      await callApi(stack(), admin, 'mutation ($id: ID!, $funding: Money!) { updateOneBudget(where: { id: $id }, data: { funding: $funding }) { id } }',
        { id: marketing.id, funding: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` });
    }
    const requested = await callApi<{ createOneBudgetIncreaseRequest: { id: string } }>(stack(), spender,
      'mutation ($data: BudgetIncreaseRequestCreateInput!) { createOneBudgetIncreaseRequest(data: $data) { id } }',
      { data: { budget: { connect: { id: marketing.id } }, amount: '12.34', reason: 'Paged alerts' } });
    await expect.poll(count, SLOW).toBe(target);

    const items = owner.locator('[data-testid=notification]');
    await owner.goto(`${stack().web}/alerts`);
    await expect.poll(() => items.count(), SLOW).toBe(25);
    expect(await owner.textContent('main')).toContain(`Page 1 of ${pages}`);
    const newest = items.first();
    expect(await newest.locator('div').first().textContent()).toBe('Budget increase request');
    expect(await newest.locator('[data-testid=notification-data]').textContent()).toMatch(/^\$12\.34 · \d\d\/\d\d\/\d{4} · by Sofia Diaz$/);
    await screenshot(owner, 'alerts-page-one');
    for (let page = 2; page <= pages; page++) await owner.click('button:has-text("Next")');
    await expect.poll(() => new URL(owner.url()).searchParams.get('page'), SLOW).toBe(String(pages));
    await expect.poll(() => items.count(), SLOW).toBe(5);
    expect(await owner.textContent('main')).toContain(`Page ${pages} of ${pages}`);

    // Back on page 1, the request's alert opens the request, marked among the others.
    await owner.goto(`${stack().web}/alerts`);
    await newest.locator('a:has-text("View request")').click();
    await owner.waitForURL(`**/alerts/requests?request=${requested.createOneBudgetIncreaseRequest.id}`);
    const linked = owner.locator('[data-testid=request][aria-current=true]');
    await expect.poll(() => linked.count(), SLOW).toBe(1);
    expect(await linked.textContent()).toContain('Paged alerts');
  });
});
