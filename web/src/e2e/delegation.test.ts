import { describe, expect, it } from 'vitest';
import { callApi, logIn, screenshot, toastText, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser({ worker: true });

/** Commands wait for the read models and the workflow; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };
/** A day as the app shows it (MM/DD/YYYY). */
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('approval delegation in Chromium, against the real stack and the Temporal worker', () => {
  it('the budget owner delegates his approvals while away; the delegate sees his request and approves it on his behalf', async () => {
    const owner = await browser().newPage();
    await logIn(stack(), owner, 'owner@demo.spend.test', '/settings');
    await owner.click('nav[aria-label=Settings] a:has-text("Out of Office")');
    await owner.waitForSelector('form[aria-label="Delegate my approvals"]');
    await owner.selectOption('#delegation-delegate', { label: 'Ada Lovelace' });
    await owner.fill('#delegation-startsOn', day(3));
    await owner.fill('#delegation-endsOn', day(1));
    await owner.click('button:has-text("Delegate approvals")');
    await expect.poll(() => owner.textContent('[data-testid=error-delegation-endsOn]'), SLOW).toBe('The last day away must be on or after the first day.');
    await owner.fill('#delegation-startsOn', day(0));
    await owner.fill('#delegation-endsOn', day(2));
    await owner.click('button:has-text("Delegate approvals")');
    await expect.poll(() => toastText(owner), SLOW).toBe('Your approvals are delegated.');
    await expect.poll(() => owner.locator('[data-testid=delegation]').allTextContents(), SLOW).toEqual([`Ada Lovelace approves for you from ${shown(day(0))} to ${shown(day(2))}Cancel`]);
    await screenshot(owner, 'out-of-office');

    // A spender asks for more on Marketing, which Otis approves.
    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/my-wallet');
    await spender.click('[data-testid=wallet-budget]:has-text("Marketing")');
    await spender.waitForURL(/\/my-wallet\/budgets\/[^/]+$/);
    await spender.click('button:has-text("Request increase")');
    await spender.fill('#increase-amount', '120');
    await spender.fill('#increase-reason', 'Conference while Otis is away');
    await spender.click('[role=dialog] button[type=submit]');
    await expect.poll(() => toastText(spender), SLOW).toBe('Requested $120.00 more for Marketing budget.');

    // Ada, his delegate, finds it in her requests, says for whom, and approves it.
    const ada = await browser().newPage();
    await logIn(stack(), ada, 'admin@demo.spend.test', '/alerts/requests');
    const row = ada.locator('[data-testid=request]', { hasText: 'Conference while Otis is away' });
    await expect.poll(() => row.count(), SLOW).toBe(1);
    expect(await row.locator('[data-testid=on-behalf-of]').textContent()).toBe('On behalf of Otis Owens');
    await screenshot(ada, 'delegate-requests');
    await row.locator('button:has-text("Approve")').click();
    await expect.poll(() => toastText(ada), SLOW).toBe('Marketing: completed.');
    await expect.poll(() => row.getAttribute('data-status'), SLOW).toBe('COMPLETED');

    // The history says who acted for whom.
    const HISTORY = '{ eventHistory(filter: { type: "BudgetIncreaseReviewed" }, first: 20) { items { description } } }';
    await expect.poll(async () => {
      const { eventHistory } = await callApi<{ eventHistory: { items: { description: string }[] } }>(stack(), await tokenOf(ada), HISTORY);
      return eventHistory.items.map((e) => e.description).find((d) => d.includes('on behalf of')) ?? null;
    }, SLOW).toMatch(/^Ada Lovelace approved Sofia Diaz's budget increase request at level 1 on behalf of Otis Owens/);
  });
});
