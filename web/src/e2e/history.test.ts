import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, choose, logIn, purchase, screenshot, signInAccepting, tokenOf, useStackAndBrowser } from './browser';

// With the real authorizer: a purchase on the blocked card is declined, the noise the feed hides. Every
// report is written in the background (no inline bound), so the activity export shows its progress.
const { stack, browser } = useStackAndBrowser({ authorizer: true, apiEnv: { REPORT_INLINE_MAX_ROWS: '0' } });

let budgetId: string;
let budgetName: string;
let cardId: string;

/** Commands wait for the read models; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };

const signIn = (page: Page, email: string, path: string) => signInAccepting(stack(), page, email, path);

beforeAll(async () => {
  // The admin changes a budget's funding and blocks a card: the history the auditor then steps through.
  const page = await browser().newPage();
  await logIn(stack(), page, 'admin@demo.spend.test', '/dashboard');
  const token = await tokenOf(page);
  const budgets = await callApi<{ budgets: { items: { id: string; name: string }[] } }>(stack(), token, '{ budgets(take: 1) { items { id name } } }');
  budgetId = budgets.budgets.items[0]!.id;
  budgetName = budgets.budgets.items[0]!.name;
  await callApi(stack(), token, 'mutation ($id: ID!) { updateOneBudget(where: { id: $id }, data: { funding: "1234.56" }) { id } }', { id: budgetId });
  const cards = await callApi<{ cardsV2: { items: { id: string; status: string }[] } }>(stack(), token, '{ cardsV2(take: 20) { items { id status } } }');
  cardId = cards.cardsV2.items.find((c) => c.status === 'ACTIVE')!.id;
  await callApi(stack(), token, 'mutation ($id: ID!) { updatePaymtInstStatus(where: { id: $id }, data: { status: SUSPENDED }) { id } }', { id: cardId });
  expect((await purchase(stack(), cardId, 1_999, 'Blocked Bistro')).approved).toBe(false);
  await page.close();
});

describe("the auditor's history in Chromium, against the real stack", () => {
  it('/alerts/activity follows a budget picked by name, reads as sentences, steps through them, hides declines and exports CSV', async () => {
    const page = await browser().newPage();
    await signIn(page, 'auditor@demo.spend.test', '/alerts/activity');
    await expect.poll(async () => (await page.$$('[data-testid=history-item]')).length, SLOW).toBeGreaterThan(1);

    // The budget picked by its name, not its stream id; then only its updates: the admin's funding change, in words.
    await page.fill('#activity-subject-search', budgetName.slice(0, 4));
    await page.locator('[role=option]', { hasText: budgetName }).first().click(SLOW);
    expect(await page.textContent('[data-testid=activity-subject]')).toContain(budgetName);
    await choose(page, '#activity-type', 'BudgetUpdated');
    await page.click('button:has-text("Apply")');
    await expect.poll(() => page.textContent('[data-testid=history-detail-type]'), SLOW).toBe('BudgetUpdated');
    await expect.poll(() => page.textContent('[data-testid=history-description]'), SLOW).toMatch(new RegExp(`^.+ (raised|lowered) ${budgetName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'s funding from \\$[\\d,.]+ to \\$1,234\\.56\\.$`));
    expect(await page.textContent('[data-testid=diff-funding]')).toContain('$1,234.56');
    expect(await page.textContent('[data-testid=history-detail-who]')).not.toBe('System');
    expect(await page.textContent('[data-testid=history-detail]')).not.toContain('{');
    await screenshot(page, 'history-activity');

    // Narrow to the person who did it; then step from the newest event to older ones.
    await page.click('button:has-text("Clear")');
    await expect.poll(async () => (await page.$$('[data-testid=pick-user]')).length, SLOW).toBeGreaterThan(0);
    const who = await page.locator('[data-testid=pick-user]').first().textContent();
    await page.locator('[data-testid=pick-user]').first().click();
    await page.locator('[data-testid=activity-user]').waitFor();
    await expect.poll(async () => {
      const names = await page.locator('[data-testid=pick-user]').allTextContents();
      return names.length > 0 && names.every((n) => n === who);
    }, SLOW).toBe(true);
    const first = await page.textContent('[data-testid=history-detail]');
    await page.click('[data-testid=history-older]');
    await expect.poll(() => page.textContent('[data-testid=history-position]')).toMatch(/^2 of/);
    expect(await page.textContent('[data-testid=history-detail]')).not.toBe(first);
    await page.click('[data-testid=history-newer]');
    await expect.poll(() => page.textContent('[data-testid=history-detail]')).toBe(first);

    // The blocked card's declined purchase is hidden until the auditor asks for it.
    await page.click('button:has-text("Clear")');
    await choose(page, '#activity-type', 'AuthorizationDeclined');
    await page.click('button:has-text("Apply")');
    await expect.poll(() => page.textContent('main'), SLOW).toContain('No Results Found');
    await page.uncheck('[data-testid=hide-declined]');
    await expect.poll(async () => (await page.locator('[data-testid=history-sentence]').allTextContents()).some((t) => t.includes('$19.99 at Blocked Bistro on card ending')), SLOW).toBe(true);

    // The trail as filtered, as a CSV file, written in the background: the page says how far it is meanwhile (every text it showed, seen as it changed).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { exportProgress: string[] }).exportProgress = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid=activity-export-progress]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const [download] = await Promise.all([page.waitForEvent('download', SLOW), page.click('[data-testid=activity-export]')]);
    expect(download.suggestedFilename()).toBe('activity.csv');
    const progress = await page.evaluate(() => (window as unknown as { exportProgress: string[] }).exportProgress);
    expect(progress[0]).toBe('Preparing activity.csv…');
    expect(progress.every((text) => /^Preparing activity\.csv…( \d{1,2}%)?$/.test(text))).toBe(true);
    // The workflow is still writing when the page first asks for the file (202): the percent of its rows.
    expect(progress.some((text) => text.endsWith('%'))).toBe(true);
    await expect.poll(() => page.$('[data-testid=activity-export-progress]')).toBeNull();
    const csv = await readFile((await download.path())!, 'utf8');
    // Every report starts with a UTF-8 byte order mark, so Excel reads it as UTF-8.
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv.slice(1).split('\n')[0]).toBe('Time,Time (ISO 8601),Who,Event,Subject,Description');
    expect(csv.split('\n')[1]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d,\d{4}-\d\d-\d\dT/);
    expect(csv).toContain('AuthorizationDeclined');
    expect(csv).toContain('$19.99 at Blocked Bistro');

    // Every stream's hash chain recomputed from its first event, and the latest anchor if there is one (issue #26): intact, and the result as a file.
    await page.click('[data-testid=verify-history-run]');
    await expect.poll(() => page.textContent('[data-testid=verify-history-result]'), SLOW).toMatch(/^Intact: \d+ events of \d+ streams verified[,.]/);
    const [verification] = await Promise.all([page.waitForEvent('download', SLOW), page.click('[data-testid=verify-history-download]')]);
    expect(verification.suggestedFilename()).toMatch(/^history-verification-\d+\.txt$/);
    expect(await readFile((await verification.path())!, 'utf8')).toMatch(/^OK company [0-9a-f-]{36} from its first event(, the anchor at position \d+ matches \([^)]*\))?: \d+ events verified up to position \d+/);

    // Every card's events: the admin's block comes first.
    await page.click('button:has-text("Clear")');
    await choose(page, '#activity-kind', 'Cards');
    await page.click('button:has-text("Apply")');
    await expect.poll(() => page.textContent('[data-testid=history-detail-type]'), SLOW).toBe('CardStatusChanged');
    const streams = await page.locator('[data-testid=pick-aggregate]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-aggregate') ?? ''));
    expect(streams.every((a) => a.startsWith('card-'))).toBe(true);

    // A range that ends before it starts is refused.
    await page.fill('input[name=from]', '2026-02-01T00:00');
    await page.fill('input[name=to]', '2026-01-01T00:00');
    await page.click('button:has-text("Apply")');
    expect(await page.textContent('[data-testid=activity-error]')).toBe('The time range ends before it starts.');
  });

  it("a card's History tab shows its events, what each changed, and its state as of a past moment", async () => {
    const page = await browser().newPage();
    await signIn(page, 'auditor@demo.spend.test', `/cards/${cardId}`);
    await page.locator('[data-testid=history-tab]').waitFor(SLOW);
    await page.click('[data-testid=history-tab] [role=tab]');
    await expect.poll(() => page.textContent('[data-testid=history-detail-type]'), SLOW).toBe('CardStatusChanged');
    expect(await page.textContent('[data-testid=diff-status]')).toContain('"SUSPENDED"');
    // Before the card existed it had no state; now it is suspended.
    await page.fill('[data-testid=as-of-input]', '2000-01-01T00:00');
    await expect.poll(() => page.textContent('[data-testid=as-of-existed]'), SLOW).toBe('No');
    await page.fill('[data-testid=as-of-input]', '2999-01-01T00:00');
    await expect.poll(() => page.textContent('[data-testid=as-of-status]'), SLOW).toBe('SUSPENDED');
    await screenshot(page, 'history-card-tab');
  });

  it("a budget's History tab shows the funding change", async () => {
    const page = await browser().newPage();
    await signIn(page, 'auditor@demo.spend.test', `/budgets/${budgetId}`);
    await page.locator('[data-testid=history-tab]').waitFor(SLOW);
    await page.click('[data-testid=history-tab] [role=tab]');
    await expect.poll(() => page.textContent('[data-testid=history-detail-type]'), SLOW).toBe('BudgetUpdated');
    expect(await page.textContent('[data-testid=diff-funding]')).toContain('$1,234.56');
    await page.fill('[data-testid=as-of-input]', '2999-01-01T00:00');
    await expect.poll(() => page.textContent('[data-testid=as-of-funding]'), SLOW).toBe('$1,234.56');
  });

  it('a spender gets no history', async () => {
    const page = await browser().newPage();
    await signIn(page, 'spender@demo.spend.test', '/alerts/activity');
    await expect.poll(() => page.textContent('main, body'), SLOW).toContain('You do not have access to Activity. Ask an admin of your company if you need it.');
  });
});
