// Issue #14 item 4: dialogs, menus, the typeahead and the budget tree work from the keyboard alone,
// and every control focused with Tab shows a visible focus ring.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, logIn, tokenOf, useStackAndBrowser, watchGraphqlPosts } from './browser';

const { stack, browser } = useStackAndBrowser();

const SLOW = { timeout: 90_000 };

/** Presses Tab (or Shift+Tab) until the focused element matches the selector, as a keyboard user gets there. */
const tabTo = async (page: Page, selector: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> => {
  for (let presses = 0; presses < 120; presses++) {
    if (await page.locator(selector).first().evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${selector}`);
};

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return { text: el.textContent?.trim() ?? '', role: el.getAttribute('role'), expanded: el.getAttribute('aria-expanded'), level: el.getAttribute('aria-level'), inDialog: !!el.closest('[role=dialog]') };
  });

/** The focused element shows the focus ring of the design tokens: an outline at least 2px wide, drawn in a colour. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return style.outlineStyle === 'solid' && parseFloat(style.outlineWidth) >= 2 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
  });

describe('keyboard only, in Chromium against the real stack', () => {
  it('opens a dialog with Enter, keeps Tab inside it, closes it with Escape and gives focus back to its trigger', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/settings/gl-codes');
    await page.waitForSelector('button:has-text("Create GL Code")', SLOW);
    await tabTo(page, 'button:has-text("Create GL Code")');
    expect(await focusRing(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.locator('[role=dialog]').waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    // Focus is trapped: twenty Tabs and Shift+Tabs never leave the dialog.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press(i < 10 ? 'Tab' : 'Shift+Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.isVisible('[role=dialog]')).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Create GL Code');
    await page.close();
  });

  it('works the Add menu with the arrow keys, then the typeahead and the budget tree in its dialog', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/budgets');
    const { budgets } = await callApi<{ budgets: { items: { id: string }[] } }>(stack(), await tokenOf(page), '{ budgets(where: { name: "Marketing" }) { items { id } } }');
    await page.goto(`${stack().web}/budgets/${budgets.items[0]!.id}`);
    await expect.poll(() => page.textContent('[data-testid=budget-title]'), SLOW).toBe('Marketing');

    // The menu: Enter opens it on its first item, arrows move, Enter picks.
    await tabTo(page, 'button[aria-label=Add]');
    expect(await focusRing(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).role).toBe('menuitem');
    await expect.poll(async () => (await focused(page)).text).toBe('Sub Budget');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).text).toBe('Member');
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await focused(page)).text).toBe('Sub Budget');
    await page.keyboard.press('Enter');
    await page.locator('[role=dialog]').waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);

    // The typeahead: type, arrow down, Enter picks the person.
    await tabTo(page, '#spenders');
    await page.keyboard.type('sofia');
    await expect.poll(() => page.locator('#spenders ~ [role=listbox] [role=option]').allTextContents(), SLOW).toEqual(['Sofia DiazField marketer']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid=spender-chip]').allTextContents()).toEqual(['Sofia Diaz ×']);

    // The budget tree: Enter opens it, Down enters it, Right expands then steps in, Left steps out then collapses, Enter picks.
    await tabTo(page, '#parentId', 'Shift+Tab');
    expect(await page.textContent('#parentId')).toBe('Marketing');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).role).toBe(null);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toMatchObject({ role: 'treeitem', text: '▸Marketing', expanded: 'false', level: '1' });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toMatchObject({ text: '▾Marketing', expanded: 'true' });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toMatchObject({ text: 'Events', level: '2' });
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toMatchObject({ text: '▾Marketing', level: '1' });
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toMatchObject({ text: '▸Marketing', expanded: 'false' });
    expect(await focusRing(page)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toMatchObject({ text: 'Software', level: '1' });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.isVisible('[role=tree]')).toBe(false);
    expect(await page.textContent('#parentId')).toBe('Software');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('parentId');

    // Escape closes the dialog; focus goes back to the Add button it came from.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.isVisible('[role=dialog]')).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Add');
    await page.close();
  });

  it('skips to the content from the first Tab, and opens the global search with / and Ctrl-K', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/budgets');
    await page.waitForSelector('[data-testid=budget-row]', SLOW);
    // The first stop is the skip link, shown once focused; Enter puts focus on the screen itself.
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to content');
    expect(await focusRing(page)).toBe(true);
    expect(await page.evaluate(() => document.activeElement!.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main') && !document.activeElement.closest('nav[aria-label=Main]'))).toBe(true);

    const token = await tokenOf(page);
    const vendor = `Staples ${Date.now().toString(36)}`;
    await callApi(stack(), token, 'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }',
      { data: { source: 'MANUAL', paymentType: 'CHECK', paymentMethodDetail: '1042', amount: '87.13', date: '2026-03-10', vendor } });
    const { cardsV2 } = await callApi<{ cardsV2: { items: { last4Digits: string }[] } }>(stack(), token, '{ cardsV2(take: 1) { items { last4Digits } } }');
    const hits = () => page.$$eval('[data-testid=search-hit]', (items) => items.map((i) => `${i.querySelector('span')!.textContent}: ${i.querySelector('a')!.textContent}`));
    const box = 'input[aria-label="Search everything"]';

    // "/" opens it with the cursor in the box (no "/" typed); budgets, members, cards and transactions by merchant or amount.
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search everything');
    expect(await page.inputValue(box)).toBe('');
    await page.keyboard.type('marketing');
    await expect.poll(hits, SLOW).toContain('Budget: Marketing');
    await page.fill(box, 'sofia');
    await expect.poll(hits, SLOW).toEqual(expect.arrayContaining([expect.stringMatching(/^Member: Sofia Diaz · \S+@/)]));
    await page.fill(box, cardsV2.items[0]!.last4Digits);
    await expect.poll(hits, SLOW).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^Card: .* •••• ${cardsV2.items[0]!.last4Digits}$`))]));
    await page.fill(box, vendor);
    await expect.poll(hits, SLOW).toEqual([`Transaction: ${vendor} · $87.13`]);
    await page.fill(box, '87.13');
    await expect.poll(hits, SLOW).toContain(`Transaction: ${vendor} · $87.13`);
    // A hit opens its screen and closes the search.
    await page.click(`[data-testid=search-hit] a:has-text("${vendor}")`);
    await expect.poll(() => page.textContent('[data-testid=transaction-title]'), SLOW).toBe(vendor);
    expect(await page.isVisible('[role=dialog]')).toBe(false);

    // Ctrl-K opens it even from a field; too long or control characters: said so, and nothing is sent.
    await page.focus('#coding-vendor');
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search everything');
    const posts = watchGraphqlPosts(page);
    await page.fill(box, 'x'.repeat(10_000));
    await expect.poll(() => page.textContent('[data-testid=search-error]'), SLOW).toBe('Search must be at most 200 characters.');
    await page.fill(box, 'staples\u0007');
    await expect.poll(() => page.textContent('[data-testid=search-error]'), SLOW).toBe('Search must not contain control characters.');
    expect(await page.isVisible('[data-testid=search-hit]')).toBe(false);
    expect(posts.sent).not.toContain('GlobalSearch');
    posts.stop();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.isVisible('[role=dialog]')).toBe(false);
    await page.close();
  });

  it('shows a focus ring on every control Tab reaches: links, buttons, inputs, selects, tabs, table headers, switches', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/settings/webhooks');
    const token = await tokenOf(page);
    const { webhookEventTypes } = await callApi<{ webhookEventTypes: string[] }>(stack(), token, '{ webhookEventTypes }');
    await callApi(stack(), token, 'mutation ($types: [String!]!) { createOneWebhookEndpoint(data: { url: "https://hooks.example.test/spend", eventTypes: $types }) { endpoint { id } } }', { types: webhookEventTypes.slice(0, 1) });
    const seen = new Set<string>();
    const unringed: string[] = [];
    for (const path of ['/settings/webhooks', '/budgets', '/members', '/transactions']) {
      await page.goto(`${stack().web}${path}`);
      await page.waitForSelector('main h1', SLOW);
      await expect.poll(() => page.isVisible('main [aria-busy=true]')).toBe(false);
      // From the top of the page to its end: every stop, whatever it is.
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const kind = el.getAttribute('role') ?? (el.closest('th') ? 'columnheader' : el.tagName.toLowerCase());
          return { kind, name: `${kind} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`, body: el === document.body };
        });
        if (stop.body) break;
        seen.add(stop.kind);
        if (!(await focusRing(page))) unringed.push(`${path}: ${stop.name}`);
      }
    }
    expect(unringed).toEqual([]);
    for (const kind of ['a', 'button', 'input', 'combobox', 'tab', 'columnheader', 'switch']) expect([...seen]).toContain(kind);
    await page.close();
  });
});
