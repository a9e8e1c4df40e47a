import { DECLINE_MESSAGES } from '@spend/domain';
import { describe, expect, it } from 'vitest';
import { callApi, choose, logIn, purchase as send, tokenOf, useStackAndBrowser } from './browser';

// The stack with the real authorizer process, as the issuer processor's webhook sees it.
const { stack, browser } = useStackAndBrowser({ authorizer: true });

const SLOW = { timeout: 90_000 };

const purchase = (cardId: string, amount: number, merchant: string, mcc: string) => send(stack(), cardId, amount, merchant, mcc);

describe('transactions in Chromium, with the real authorizer', () => {
  it('shows purchases arriving live: the list, the wallet balance, and a decline in plain words for the cardholder and the admin', async () => {
    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/my-wallet');
    const { userCards } = await callApi<{ userCards: { id: string; last4Digits: string; budgets: { id: string }[] }[] }>(stack(), await tokenOf(spender), '{ userCards { id last4Digits budgets { id } } }');
    const card = userCards[0]!;
    const tile = spender.locator('[data-testid=wallet-card]', { hasText: `•••• ${card.last4Digits}` });
    await expect.poll(() => tile.locator('[data-testid=wallet-card-available]').textContent(), SLOW).toBe('$5,000.00');

    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/transactions');
    await expect.poll(() => admin.textContent('main h1, section h1'), SLOW).toBe('Transactions');
    // Spec 9 defaults, in the query string only when changed.
    expect(new URL(admin.url()).search).toBe('');

    // The dashboard and the card's budget page, open while the purchases arrive.
    const board = await browser().newPage();
    await logIn(stack(), board, 'admin@demo.spend.test', '/dashboard');
    const spentFigure = board.locator('[data-testid="figure-Spent"]');
    // No purchase yet in this stack's demo data.
    await expect.poll(() => spentFigure.textContent(), SLOW).toBe('$0.00');
    const budgetPage = await browser().newPage();
    await logIn(stack(), budgetPage, 'admin@demo.spend.test', `/budgets/${card.budgets[0]!.id}`);
    await expect.poll(() => budgetPage.textContent('[data-testid=funds-spent]'), SLOW).toBe('$0.00');

    // An approved purchase and one over the card's limit, sent while the screens are open.
    expect(await purchase(card.id, 1_234, 'Blue Bottle Coffee', '5814')).toMatchObject({ approved: true });
    expect(await purchase(card.id, 600_000, 'Delta Air Lines', '3058')).toMatchObject({ approved: false, decline_reason: 'CARD_LIMIT', message: DECLINE_MESSAGES.CARD_LIMIT });

    // The admin's list updates without a reload; the decline is not spend, so not in it (the Declined filter below).
    await expect.poll(() => admin.$$eval('[data-testid=transaction-merchant]', (cells) => cells.map((c) => c.textContent)), SLOW).toEqual(['Blue Bottle Coffee']);
    expect(await admin.locator('[data-testid=transaction-row]', { hasText: 'Blue Bottle Coffee' }).locator('[data-testid=transaction-status]').textContent()).toBe('Pending');

    // The cardholder's wallet: the balance moved and the decline is explained, live.
    // A fast-food purchase is held with its tip tolerance (20%: $12.34 holds $14.80): the wallet, the dashboard and the budget all count the hold, as the authorizer does.
    await expect.poll(() => tile.locator('[data-testid=wallet-card-available]').textContent(), SLOW).toBe('$4,985.20');
    await expect.poll(() => tile.locator('[data-testid=wallet-decline]').textContent(), SLOW).toBe(`Delta Air Lines $6,000.00 declined: ${DECLINE_MESSAGES.CARD_LIMIT}`);

    // The dashboard's spend and the budget's spent figure moved too, without a reload.
    await expect.poll(() => spentFigure.textContent(), SLOW).toBe('$14.80');
    await expect.poll(() => budgetPage.textContent('[data-testid=funds-spent]'), SLOW).toBe('$14.80');
    await board.close();
    await budgetPage.close();

    // Filters live in the query string: incomplete ones (the approved purchase awaits its details), then declined ones.
    await admin.click('[data-testid=completeness-INCOMPLETE]');
    await expect.poll(() => new URL(admin.url()).searchParams.get('completeness')).toBe('INCOMPLETE');
    await expect.poll(() => admin.$$eval('[data-testid=transaction-merchant]', (cells) => cells.map((c) => c.textContent)), SLOW).toEqual(['Blue Bottle Coffee']);
    await admin.click('[data-testid=completeness-ALL]');
    // The detail page repeats the decline's reason.
    await choose(admin, '#status', 'Declined');
    await expect.poll(() => new URL(admin.url()).searchParams.get('status')).toBe('Declined');
    await expect.poll(() => admin.$$eval('[data-testid=transaction-merchant]', (cells) => cells.map((c) => c.textContent)), SLOW).toEqual(['Delta Air Lines']);
    const declined = admin.locator('[data-testid=transaction-row]', { hasText: 'Delta Air Lines' });
    expect(await declined.locator('[data-testid=declined-reason]').textContent()).toBe(DECLINE_MESSAGES.CARD_LIMIT);
    // The headers sort: a new column ascending first, then the other way; each change keeps the filters
    // (it starts from the address bar) and the defaults stay out of it.
    const sortBy = (header: string) => admin.click(`th button:has-text("${header}")`);
    await sortBy('Amount');
    await expect.poll(() => new URL(admin.url()).search).toBe('?status=Declined&sortBy=amount&order=asc');
    await sortBy('Amount');
    await expect.poll(() => new URL(admin.url()).search).toBe('?status=Declined&sortBy=amount');
    await sortBy('Date');
    await expect.poll(() => new URL(admin.url()).search).toBe('?status=Declined&order=asc');
    await admin.click('[data-testid=transaction-merchant]:has-text("Delta Air Lines")');
    await expect.poll(() => admin.textContent('[data-testid=transaction-title]'), SLOW).toBe('Delta Air Lines');
    expect(await admin.textContent('[data-testid=declined-reason]')).toBe(`Declined: ${DECLINE_MESSAGES.CARD_LIMIT}`);
    expect(new URL(admin.url()).pathname).toMatch(/^\/transactions\/[0-9a-f-]{36}$/);
    // Named by its merchant in the breadcrumbs (not its id), the one way back; Transactions alone lit in the sidebar.
    await expect.poll(() => admin.textContent('nav[aria-label=Breadcrumbs] [aria-current=page]'), SLOW).toBe('Delta Air Lines');
    expect(await admin.locator('nav[aria-label=Breadcrumbs] a[href="/transactions"]').count()).toBe(1);
    expect(await admin.locator('main a[href="/transactions"]').count()).toBe(1);
    expect(await admin.$$eval('nav[aria-label=Main] a[aria-current=page]', (links) => links.map((a) => a.getAttribute('href')))).toEqual(['/transactions']);
    // Its file inputs wear the app's button (the design tokens' corners and bold weight), not the browser's grey one.
    const tokens = await admin.evaluate(() => { const root = getComputedStyle(document.documentElement); return `${root.getPropertyValue('--radius-md').trim()} ${root.getPropertyValue('--font-weight-bold').trim()}`; });
    expect(tokens).toMatch(/^\d+px \d+$/);
    // Every one of them (the receipt's, the receipts inbox's, ...): one look across the page.
    await expect.poll(async () => [...new Set(await admin.$$eval('input[type=file]', (inputs) => inputs.map((i) => { const b = getComputedStyle(i, '::file-selector-button'); return `${b.borderRadius} ${b.fontWeight}`; })))], SLOW)
      .toEqual([tokens]);

    // The spender sees their own transactions too, their declines under the Declined filter.
    await spender.goto(`${stack().web}/transactions`);
    await expect.poll(() => spender.$$eval('[data-testid=transaction-merchant]', (cells) => cells.map((c) => c.textContent)), SLOW).toEqual(['Blue Bottle Coffee']);
    await spender.goto(`${stack().web}/transactions?status=Declined`);
    await expect.poll(() => spender.$$eval('[data-testid=transaction-merchant]', (cells) => cells.map((c) => c.textContent)), SLOW).toEqual(['Delta Air Lines']);
    await admin.close();
    await spender.close();
  });

  it('lists the ISO 18245 codes at /settings/mcc-codes, and with showDeniedMCCCodes the codes an admin\'s cards declined', async () => {
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/settings/mcc-codes');
    // A subscription card restricts gambling (7995): a casino purchase on it is declined.
    const { cardsV2 } = await callApi<{ cardsV2: { items: { id: string }[] } }>(stack(), await tokenOf(admin), '{ cardsV2(where: { cardholder_status: unassigned }) { items { id } } }');
    expect(await purchase(cardsV2.items[0]!.id, 2_500, 'Lucky Star Casino', '7995')).toMatchObject({ approved: false, decline_reason: 'MCC_NOT_ALLOWED' });

    await expect.poll(() => admin.textContent('main h1, section h1'), SLOW).toBe('MCC Codes');
    await expect.poll(async () => (await admin.$$('[data-testid=mcc-row]')).length, SLOW).toBe(100);
    expect(await admin.isVisible('[data-testid=denied-mcc-codes]')).toBe(false);
    await admin.fill('input[aria-label="Search MCC codes"]', 'fast food');
    await expect.poll(() => new URL(admin.url()).searchParams.get('q'), SLOW).toBe('fast food');
    await expect.poll(() => admin.$$eval('[data-testid=mcc-row]', (rows) => rows.map((r) => r.textContent)), SLOW).toEqual([expect.stringMatching(/^5814Fast Food Restaurants/)]);
    await admin.fill('input[aria-label="Search MCC codes"]', 'zzzz');
    await expect.poll(() => admin.isVisible('text=No results'), SLOW).toBe(true);

    await admin.evaluate(() => localStorage.setItem('devFlags', JSON.stringify({ showDeniedMCCCodes: true })));
    await admin.reload();
    await expect.poll(() => admin.$$eval('[data-testid=denied-mcc-row]', (rows) => rows.map((r) => r.textContent)), SLOW).toEqual([expect.stringMatching(/^7995.*1$/)]);
    await admin.close();

    // A spender with the flag on still sees only the reference list.
    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/my-wallet');
    await spender.evaluate(() => localStorage.setItem('devFlags', JSON.stringify({ showDeniedMCCCodes: true })));
    await spender.goto(`${stack().web}/settings/mcc-codes`);
    await expect.poll(async () => (await spender.$$('[data-testid=mcc-row]')).length, SLOW).toBe(100);
    expect(await spender.isVisible('text=Denied MCC codes')).toBe(false);
    await spender.close();
  });
});

describe('a budget page in Chromium, with the real authorizer', () => {
  it("shows its owner the budget's purchases as recent activity, live", async () => {
    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/my-wallet');
    const { userCards } = await callApi<{ userCards: { id: string; budgets: { id: string }[] }[] }>(stack(), await tokenOf(spender), '{ userCards { id budgets { id } } }');
    const card = userCards.find((c) => c.budgets.length > 0)!;
    await spender.close();

    // The budget owner, who may not read the event history, opens the card's budget.
    const owner = await browser().newPage();
    await logIn(stack(), owner, 'owner@demo.spend.test', `/budgets/${card.budgets[0]!.id}`);
    await expect.poll(() => owner.isVisible('h2:text-is("Recent activity")'), { timeout: 90_000 }).toBe(true);
    expect((await send(stack(), card.id, 1_234, 'Blue Bottle Coffee', '5814')).approved).toBe(true);
    await expect
      .poll(() => owner.$$eval('[data-testid=budget-activity] li', (items) => items.map((i) => i.textContent)), { timeout: 90_000 })
      .toContainEqual(expect.stringMatching(/^Blue Bottle Coffee: \$12\.34 Pending by Sofia Diaz /));
    await owner.close();
  });
});
