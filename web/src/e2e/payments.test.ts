import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { callApi, logIn, screenshot, signInAccepting, toastText, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser();
const SLOW = { timeout: 90_000 };

/** Card purchases posted to the account stream as the authorizer appends them (decideCardActivity), through the store's append function. */
const postPurchase = async (companyId: string, cents: number) => {
  const client = new pg.Client({ connectionString: stack().projectorUrl.replace('spend_projector', 'spend_api') });
  await client.connect();
  const at = new Date().toISOString();
  const data = { companyId, entries: [{ transactionId: randomUUID(), kind: 'DEBIT', cents, at }], at };
  const metadata = { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
  await client.query('SELECT * FROM append_events($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])', [`account-${companyId}`, 'any', [randomUUID()], ['CardActivityPosted'], [data], [metadata]]);
  await client.end();
};

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
});
