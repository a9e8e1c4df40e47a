import { describe, expect, it } from 'vitest';
import { COMPANY_SOURCE_MESSAGES } from '@spend/domain';
import { linkBank, linkedBankItems, postPurchase } from './bank-link';
import { callApi, choose, logIn, screenshot, tokenOf, useStackAndBrowser } from './browser';

// The worker and the bank feed: a sync and an ACH debit run as workflows against the simulated bank.
const { stack, browser } = useStackAndBrowser({ worker: true });
const SLOW = { timeout: 90_000 };

const linkedItems = linkedBankItems();

type Synced = { syncPlaidTransactions: { added: { merchantName: string; amount: number }[] } };

describe('the bank feed and payments on /transactions (issue #29)', () => {
  it('an admin filters by the bank feed and sees the synced transaction, by Payment and sees the payment, whose page offers no card action', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/transactions');
    const token = await tokenOf(page);
    const itemId = await linkBank(stack(), token);
    linkedItems.push(itemId);
    const { syncPlaidTransactions: { added } } = await callApi<Synced>(stack(), token, 'mutation ($id: ID!) { syncPlaidTransactions(itemId: $id) { added { merchantName amount } } }', { id: itemId });
    expect(added.length).toBeGreaterThan(0);
    // An ACH debit toward the card account from that bank account, with something owed to pay.
    const { company, plaidItems } = await callApi<{ company: { id: string }; plaidItems: { id: string; accounts: { id: string }[] }[] }>(stack(), token, '{ company { id } plaidItems { id accounts { id } } }');
    await postPurchase(stack(), company.id, 10_000);
    await expect.poll(async () => (await callApi<{ account: { balance: number } }>(stack(), token, '{ account { balance } }')).account.balance, SLOW).toBeGreaterThanOrEqual(2_500);
    const bankAccountId = plaidItems.find((i) => i.id === itemId)!.accounts[0]!.id;
    await callApi(stack(), token, 'mutation ($data: BankPaymentInput!) { payFromBankAccount(data: $data) { id } }', { data: { bankItemId: itemId, bankAccountId, amount: 2_500 } });

    const merchants = () => page.locator('[data-testid=transaction-merchant]').allTextContents();
    await page.goto(`${stack().web}/transactions`);
    await page.locator('#source').waitFor(SLOW);
    await choose(page, '#source', 'Bank feed');
    await page.waitForURL((url) => url.searchParams.get('source') === 'PLAID', SLOW);
    await expect.poll(merchants, SLOW).toContain(added[0]!.merchantName);
    expect(new Set(await page.locator('[data-testid=transaction-source]').allTextContents())).toEqual(new Set(['Bank feed']));

    await choose(page, '#source', 'Payment');
    await page.waitForURL((url) => url.searchParams.get('source') === 'PAYMENT', SLOW);
    const payment = page.locator('[data-testid=transaction-row]', { hasText: 'ACH payment' });
    await expect.poll(() => payment.count(), SLOW).toBe(1);
    expect(await payment.locator('[data-testid=transaction-amount]').textContent()).toBe('$25.00');
    expect(await payment.locator('[data-testid=transaction-source]').textContent()).toBe('Payment');
    await screenshot(page, 'transactions-payments-source');

    // Its page says who owns it and offers nothing to book, lock, dispute or delete.
    await payment.locator('[data-testid=transaction-merchant]').click();
    await expect.poll(() => page.textContent('[data-testid=company-source-note]'), SLOW).toBe(COMPANY_SOURCE_MESSAGES.PAYMENT);
    expect(await page.textContent('[data-testid=transaction-status]')).toBe('Pending');
    for (const action of ['Lock', 'Dispute', 'Delete', 'Save']) expect(await page.locator(`main button:has-text("${action}")`).count()).toBe(0);
    expect(await page.locator('form[aria-label=Coding], section[aria-label=Receipts]').count()).toBe(0);
    await page.close();
  });
});
