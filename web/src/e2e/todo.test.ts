// The spender's to-do (issue #27 item 6) in Chromium against the real stack: a purchase missing its
// receipt shows with what it lacks, the receipt is uploaded from the to-do onto the transaction,
// and the item is gone; the My Wallet badge counts the to-do live.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PNG, callApi, screenshot, signInAccepting, toastText, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser();

const SLOW = { timeout: 90_000 };
const VENDOR = 'Harbor Hotel';
// The demo company asks for a GL code, a project and its required Department field.
const CODING = ['Choose a GL code.', 'Choose a project.', 'Fill in the required field Department.'];

const items = (page: Page) => page.$$eval('[data-testid=todo-item]', (list) => list.map((i) => ({
  kind: i.getAttribute('data-kind'),
  title: i.querySelector('[data-testid=todo-title]')?.textContent ?? '',
  missing: [...i.querySelectorAll('[data-testid=todo-missing]')].map((m) => m.textContent ?? ''),
})));
const badge = (page: Page) => page.textContent('[data-testid="badge-things to do"]', { timeout: 1_000 }).then(Number).catch(() => 0);

describe("the spender's to-do, in Chromium", () => {
  it('lists a purchase missing its receipt; the receipt uploaded from the to-do takes the item off', async () => {
    const page = await browser().newPage();
    await signInAccepting(stack(), page, 'spender@demo.spend.test', '/my-wallet/to-do');
    await page.locator('h1:text-is("To-do")').waitFor(SLOW);
    const before = await badge(page);
    const { createOneTransaction: { id } } = await callApi<{ createOneTransaction: { id: string } }>(stack(), await tokenOf(page),
      'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }',
      { data: { source: 'REIMBURSEMENT', paymentType: 'CASH', amount: '212.40', date: new Date().toISOString(), vendor: VENDOR } });
    expect(id).toBeTruthy();

    // Live: the badge moves (a receipt and a code to do), and the page reads the to-do again.
    await expect.poll(() => badge(page), SLOW).toBe(before + 2);
    const hotel = () => items(page).then((list) => list.filter((i) => i.title === VENDOR));
    await expect.poll(hotel, SLOW).toEqual([
      { kind: 'RECEIPT', title: VENDOR, missing: ['Attach a receipt: the company asks for one above $75.00.'] },
      { kind: 'CODING', title: VENDOR, missing: CODING },
    ]);
    await screenshot(page, 'todo');

    const receiptItem = page.locator('[data-testid=todo-item][data-kind=RECEIPT]', { has: page.locator(`[data-testid=todo-title]:text-is("${VENDOR}")`) });
    await receiptItem.locator('[data-testid=todo-upload]').setInputFiles({ name: 'hotel.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => toastText(page), SLOW).toBe('The receipt has been attached.');
    // The missing receipt's item is gone; the coding still waits, with the link to it.
    await expect.poll(hotel, SLOW).toEqual([{ kind: 'CODING', title: VENDOR, missing: CODING }]);
    await expect.poll(() => badge(page), SLOW).toBe(before + 1);
    const codingItem = page.locator('[data-testid=todo-item][data-kind=CODING]', { has: page.locator(`[data-testid=todo-title]:text-is("${VENDOR}")`) });
    expect(await codingItem.locator('[data-testid=todo-open-coding]').getAttribute('href')).toBe(`/transactions/${id}`);
    // The receipt is on the transaction itself.
    const { transaction } = await callApi<{ transaction: { receipts: { fileName: string }[] } }>(stack(), await tokenOf(page), `{ transaction(where: { id: "${id}" }) { receipts { fileName } } }`);
    expect(transaction.receipts).toEqual([{ fileName: 'hotel.png' }]);
    await page.close();
  });
});
