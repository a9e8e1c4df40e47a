import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@spend/domain';
import { linkBank as linkBankThroughApi, linkedBankItems, postPurchase as postAccountPurchase } from './bank-link';
import { callApi, logIn, screenshot, signInAccepting, toastText, tokenOf, useStackAndBrowser } from './browser';

// The worker and the bank feed: an ACH payment is sent and followed by the worker.
const { stack, browser } = useStackAndBrowser({ worker: true });
const SLOW = { timeout: 90_000 };

const linkedItems = linkedBankItems();

const feedCall = async <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  (await (await fetch(`${stack().bankFeed}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as T;

const linkBank = async (token: string): Promise<string> => {
  const id = await linkBankThroughApi(stack(), token);
  linkedItems.push(id);
  return id;
};
const postPurchase = (companyId: string, cents: number) => postAccountPurchase(stack(), companyId, cents);

describe('payments in Chromium, against the real stack', () => {
  it("a company's admin reads the card account's terms and cannot change them, nor record a payment", async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/settings/card-account');
    await expect.poll(() => page.textContent('[data-testid=account-terms]'), SLOW).toContain('Credit line$250,000.00');
    expect(await page.textContent('body')).toContain("These terms are set by the card program's operator.");
    expect(await page.locator('form[aria-label="Card account"]').count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('devFlags', JSON.stringify({ showPaymentActions: true })));
    await page.goto(`${stack().web}/transactions/payments`);
    await expect.poll(() => page.textContent('[data-testid=account-balance]'), SLOW).toMatch(/^Balance owed /);
    expect(await page.locator('button:has-text("Make a payment")').count()).toBe(0);
    await page.close();
  });

  it('the platform super admin sets the card account terms, records a payment and sees it in the list and the balance drop', async () => {
    const page = await browser().newPage();
    await signInAccepting(stack(), page, 'superadmin@demo.spend.test', '/settings/card-account');
    const { company } = await callApi<{ company: { id: string } }>(stack(), await tokenOf(page), '{ company { id } }');
    // The card account's terms, set by the card program's operator; a rebate above 10,000 bp gets the domain's message.
    await page.waitForSelector('form[aria-label="Card account"]');
    await page.fill('#account-name', 'Demo card account');
    await page.fill('#account-approvedCreditLineAmount', '50000');
    await page.fill('#account-rebateBasisPoints', '10001');
    await page.click('form[aria-label="Card account"] button[type=submit]');
    await expect.poll(() => page.textContent('[data-testid=error-account-rebateBasisPoints]'), SLOW).toBe('Enter a rebate rate from 0 to 10,000 basis points.');
    await page.fill('#account-rebateBasisPoints', '100');
    await page.click('form[aria-label="Card account"] button[type=submit]');
    await expect.poll(() => toastText(page), SLOW).toBe('Account settings saved.');
    await postPurchase(company.id, 120_000);
    await page.evaluate(() => localStorage.setItem('devFlags', JSON.stringify({ showPaymentActions: true })));
    await page.goto(`${stack().web}/transactions/payments`);
    await expect.poll(() => page.textContent('[data-testid=account-balance]'), SLOW).toMatch(/^Balance owed \$1,200\.00 /);

    await page.click('button:has-text("Make a payment")');
    // A check needs its number: the domain's message, nothing sent.
    await page.fill('#payment-amount', '450.25');
    await page.selectOption('#payment-type', 'CHECK');
    await page.click('form[aria-label="Make a payment"] button[type=submit]');
    await expect.poll(() => page.textContent('[data-testid=error-payment-detail]'), SLOW).toBe('Enter the check number.');
    expect(await page.textContent('label[for=payment-detail]')).toContain('Check Number');
    await page.fill('#payment-detail', '1042');
    await page.click('form[aria-label="Make a payment"] button[type=submit]');
    await expect.poll(() => toastText(page), SLOW).toBe('Payment of $450.25 recorded.');

    const row = page.locator('[data-testid=payment-row]', { hasText: '1042' });
    await expect.poll(() => row.count(), SLOW).toBe(1);
    expect(await row.textContent()).toContain('$450.25');
    expect(await row.textContent()).toContain('Check Number: 1042');
    await expect.poll(() => page.textContent('[data-testid=account-balance]'), SLOW).toMatch(/^Balance owed \$749\.75 /);
    await screenshot(page, 'payments');
    await page.close();
  });

  it('an admin pays from a linked bank account: the payment is Pending, then Settled when the bank settles it, live', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/transactions/payments');
    const token = await tokenOf(page);
    await linkBank(token);
    // Something owed to pay: a purchase posts (the demo's statements are paid each period).
    const { company } = await callApi<{ company: { id: string } }>(stack(), token, '{ company { id } }');
    await postPurchase(company.id, 10_000);
    await expect.poll(async () => (await callApi<{ account: { balance: number } }>(stack(), token, '{ account { balance } }')).account.balance, SLOW).toBeGreaterThanOrEqual(2_500);
    await page.click('button:has-text("Pay from bank account")', SLOW);
    await page.locator('#bank-payment-account option:has-text("Simulated Bank · Business Card")').waitFor({ state: 'attached', ...SLOW });
    await page.selectOption('#bank-payment-account', { index: 1 });
    // The domain's message, nothing sent.
    await page.fill('#bank-payment-amount', '0');
    await page.click('form[aria-label="Pay from bank account"] button[type=submit]');
    await expect.poll(() => page.textContent('[data-testid=error-bank-payment-amount]'), SLOW).toBe(ACCOUNT_MESSAGES.paymentAmount);
    await page.fill('#bank-payment-amount', '25.00');
    await page.click('form[aria-label="Pay from bank account"] button[type=submit]');
    // Refused, the form says why: that is what a failure here shows.
    // The form is read without waiting for it: once it closes, a wait would outlast the toast.
    const formText = () => page.locator('form[aria-label="Pay from bank account"]').evaluateAll((forms) => forms[0]?.textContent ?? null);
    await expect.poll(async () => (await toastText(page)) ?? (await formText()), SLOW)
      .toBe('Payment of $25.00 sent: pending until the bank settles it.');
    const status = page.locator('[data-testid=payment-row]', { hasText: 'Simulated Bank' }).locator('[data-testid=payment-status]');
    await expect.poll(() => status.textContent(), SLOW).toBe('Pending');
    expect(await page.textContent('[data-testid=payments-pending]')).toContain('Payments pending $25.00');

    // The bank settles the debit (the sandbox's posted, then settled); the worker tells the account and the page hears it.
    let transferId: string | undefined;
    await expect.poll(async () => (transferId = (await feedCall<{ transfer_events: { transfer_id: string; transfer_amount: string }[] }>('/transfer/event/sync', { after_id: 0, count: 500 }))
      .transfer_events.find((e) => e.transfer_amount === '25.00')?.transfer_id), SLOW).toBeDefined();
    for (const event_type of ['posted', 'settled']) await feedCall('/sandbox/transfer/simulate', { transfer_id: transferId, event_type });
    await expect.poll(() => status.textContent(), SLOW).toBe('Settled');
    await expect.poll(() => page.locator('[data-testid=payments-pending]').count(), SLOW).toBe(0);
    await screenshot(page, 'payments-ach');
    await page.close();
  });
});
