// The mobile view and the shell's loading, error and session states in Chromium against the real
// stack: a phone 400px wide (spec 2.1: below 481px), the API going away and coming back, long names,
// and the encrypted session store cleared on Log out.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PNG, callApi, logIn, screenshot, signInAccepting, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser();

const SLOW = { timeout: 90_000 };
const PHONE = { width: 400, height: 800 };

/** Nothing wider than the screen: the page never scrolls sideways. */
const overflow = (page: Page): Promise<number> => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** Each bottom-navigation tab lies wholly inside the screen. */
const tabsOnScreen = (page: Page): Promise<{ label: string; inside: boolean }[]> =>
  page.$$eval('[data-testid=bottom-tab]', (tabs) => tabs.map((t) => {
    const box = t.getBoundingClientRect();
    return { label: t.querySelector('[data-testid=bottom-label]')?.textContent ?? '', inside: box.left >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight && box.width > 30 };
  }));

/** How many lines each matching element's text takes (its boxes' distinct tops: a text node and the next share a line). */
const linesOf = (page: Page, selector: string): Promise<number[]> =>
  page.$$eval(selector, (nodes) => nodes.map((n) => new Set([...n.getClientRects()].map((r) => Math.round(r.top))).size));

describe('the mobile view at 400px, and the shell states', () => {
  it("fits a spender's wallet, transactions and a receipt's camera capture on a 400px phone, with every tab of the bottom navigation", async () => {
    const page = await browser().newPage({ viewport: PHONE });
    await signInAccepting(stack(), page, 'spender@demo.spend.test', '/my-wallet');
    // An out-of-pocket purchase of theirs, whose receipt they will photograph.
    await callApi(stack(), await tokenOf(page), 'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
      data: { source: 'REIMBURSEMENT', paymentType: 'CASH', amount: '12.00', date: new Date().toISOString(), vendor: 'Corner Cafe' },
    });
    await page.locator('[data-testid=wallet-budget]').first().waitFor(SLOW);
    const tabs = await tabsOnScreen(page);
    expect(tabs.map((t) => t.label)).toEqual(['Budgets', 'My Wallet', 'Transactions', 'Mileage', 'More']);
    expect(tabs.every((t) => t.inside)).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Each masked card number stays on one line, however narrow its card (the cards come after the budgets).
    await page.locator('[data-testid=card-pan-masked]').first().waitFor(SLOW);
    const panLines = await linesOf(page, '[data-testid=card-pan-masked]');
    expect(panLines.length).toBeGreaterThan(0);
    expect(new Set(panLines)).toEqual(new Set([1]));
    await screenshot(page, 'mobile-wallet');

    // More lists the other screens and the help desk, which opens in a tab of its own.
    await page.click('[data-testid=bottom-tab]:has-text("More")');
    expect(await page.$$eval('#bottom-more a', (links) => links.map((a) => a.textContent))).toEqual(['Alerts', 'Settings', 'Support']);
    expect(await page.getAttribute('[data-testid=support-link]', 'target')).toBe('_blank');
    await page.click('#bottom-more a:has-text("Alerts")');
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/alerts');
    await expect.poll(() => page.isVisible('#bottom-more'), SLOW).toBe(false);

    await page.click('[data-testid=bottom-tab]:has-text("Transactions")');
    await page.locator('[data-testid=transaction-merchant]').first().waitFor(SLOW);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'mobile-transactions');
    await page.click('[data-testid=transaction-merchant]:has-text("Corner Cafe")');
    await page.locator('[data-testid=transaction-title]').waitFor(SLOW);
    // The phone's camera: an image input that asks for the back camera, offered in the mobile view.
    const camera = page.locator('[data-testid=receipt-camera]');
    expect(await camera.getAttribute('capture')).toBe('environment');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    expect(await page.isVisible('text=Take a photo')).toBe(true);
    // What the camera hands back is attached like any upload.
    await page.setInputFiles('[data-testid=receipt-camera]', { name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.textContent('[data-testid=receipt-name]'), SLOW).toBe('photo.png');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'mobile-transaction');

    // Above 480px the desktop layout has no camera button and the sidebar's Support link.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(() => page.isVisible('text=Take a photo'), SLOW).toBe(false);
    // The sidebar comes back once the layout has followed the new width: wait for it like the button above.
    await expect.poll(() => page.isVisible('nav[aria-label=Main] [data-testid=support-link]'), SLOW).toBe(true);
    await page.close();
  });

  it("fits an admin's dashboard at 400px with abbreviated figures, every tab visible", async () => {
    const page = await browser().newPage({ viewport: PHONE });
    await logIn(stack(), page, 'admin@demo.spend.test', '/dashboard');
    await expect.poll(() => page.textContent('[data-testid="figure-Company funds"]'), SLOW).toBe('$500k');
    expect(await page.getAttribute('[data-testid="figure-Company funds"] span', 'title')).toBe('$500,000.00');
    const tabs = await tabsOnScreen(page);
    expect(tabs.map((t) => t.label)).toEqual(['Dashboard', 'Budgets', 'My Wallet', 'Transactions', 'More']);
    expect(tabs.every((t) => t.inside)).toBe(true);
    await page.click('[data-testid=bottom-tab]:has-text("More")');
    // Cards, Alerts and Settings, cut off the bar before, are each one tap away.
    const more = await page.$$eval('#bottom-more a', (links) => links.map((a) => a.textContent));
    expect(more).toEqual(expect.arrayContaining(['Cards', 'Alerts', 'Settings', 'Team Members', 'Support']));
    await page.locator('.recharts-yAxis-tick-labels text').first().waitFor(SLOW);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'mobile-dashboard');
    // In the cards list, squeezed to the phone's width, each masked number stays on one line too.
    await page.goto(`${stack().web}/cards`);
    await page.locator('[data-testid=card-last4]').first().waitFor(SLOW);
    const lines = await linesOf(page, '[data-testid=card-last4]');
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines)).toEqual(new Set([1]));
    await page.close();
  });

  it('stacks a table into one card per row under 481px, each value labelled by its column, and back into a table above', async () => {
    const page = await browser().newPage({ viewport: PHONE });
    await logIn(stack(), page, 'admin@demo.spend.test', '/members');
    await page.locator('main table tbody tr:not([data-skeleton]) td').first().waitFor(SLOW);
    const layout = () => page.$eval('main table', (table) => {
      const rows = [...table.querySelectorAll('tbody tr')];
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent!.replace(/ [▲▼]$/, ''));
      const first = rows[0]!;
      return {
        rows: rows.length,
        headerHeight: table.querySelector('thead')!.getBoundingClientRect().height,
        rowsInside: rows.every((r) => r.getBoundingClientRect().right <= window.innerWidth),
        // A card: the row's cells sit one under another.
        cellsStacked: new Set([...first.querySelectorAll('td')].map((td) => Math.round(td.getBoundingClientRect().left))).size === 1,
        labels: [...first.querySelectorAll('td[data-label]')].map((td) => getComputedStyle(td, '::before').content.replace(/^"|"$/g, '')),
        headers,
      };
    });
    const phone = await layout();
    expect(phone.rows).toBeGreaterThan(1);
    expect(phone.headerHeight).toBeLessThanOrEqual(1);
    expect(phone.rowsInside).toBe(true);
    expect(phone.cellsStacked).toBe(true);
    expect(phone.labels.length).toBeGreaterThan(1);
    expect(phone.headers).toEqual(expect.arrayContaining(phone.labels));
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'mobile-members-cards');
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(async () => (await layout()).cellsStacked, SLOW).toBe(false);
    expect((await layout()).headerHeight).toBeGreaterThan(1);
    expect((await layout()).labels.every((l) => l === 'none' || l === 'normal')).toBe(true);
    await page.close();
  });

  it('says the API cannot be reached, with Retry, instead of Loading… for ever; Retry brings the dashboard', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(stack(), page, 'admin@demo.spend.test', '/dashboard');
    await expect.poll(() => page.textContent('[data-testid="figure-Company funds"]'), SLOW).toBe('$500,000.00');
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await page.reload();
    // After the client's 5 retries the shell gives up waiting and says so.
    await expect.poll(() => page.textContent('[role=alert]'), { timeout: 60_000 }).toContain('Spend cannot be reached');
    expect(await page.isVisible('[data-testid="figure-Company funds"]')).toBe(false);
    await screenshot(page, 'api-unreachable');
    await page.unroute('**/graphql');
    await page.click('button:has-text("Retry")');
    await expect.poll(() => page.textContent('[data-testid="figure-Company funds"]'), SLOW).toBe('$500,000.00');
    expect(await page.isVisible('text=Spend cannot be reached')).toBe(false);
    await page.close();
  });

  it('shows skeletons, not $0.00 or "0 members", while the figures are on their way', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(stack(), page, 'admin@demo.spend.test', '/dashboard');
    await expect.poll(() => page.textContent('[data-testid="figure-Company funds"]'), SLOW).toBe('$500,000.00');
    // Hold back the answers of the figures' queries until the screen has been looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (/"operationName":"(CompanyFunds|TeamMembers)"/.test(route.request().postData() ?? '')) await held;
      await route.continue();
    });
    await page.reload();
    await page.locator('[data-testid="figure-Company funds"][aria-busy=true]').waitFor(SLOW);
    expect(await page.textContent('[data-testid="figure-Company funds"]')).toBe('');
    expect(await page.textContent('[data-testid="figure-Unallocated"]')).toBe('');
    await page.click('nav[aria-label=Main] a[href="/members"]');
    await page.locator('[data-testid=count-skeleton]').waitFor(SLOW);
    expect(await page.isVisible('text=0 members')).toBe(false);
    release();
    await expect.poll(() => page.textContent('main'), SLOW).toMatch(/\d+ members/);
    expect(await page.isVisible('[data-testid=count-skeleton]')).toBe(false);
    await page.close();
  });

  it('cuts a long budget name with a tooltip rather than pushing Log out off the screen', async () => {
    const page = await browser().newPage({ viewport: { width: 1024, height: 800 } });
    await logIn(stack(), page, 'admin@demo.spend.test', '/budgets');
    const token = await tokenOf(page);
    const { budgets } = await callApi<{ budgets: { items: { id: string; name: string }[] } }>(stack(), token, '{ budgets(take: 100) { items { id name } } }');
    const travel = budgets.items.find((b) => b.name === 'Travel')!;
    const long = `Travel${'AndConferencesAbroad'.repeat(8)}`;
    await callApi(stack(), token, 'mutation ($id: ID!, $name: String!) { updateOneBudget(where: { id: $id }, data: { name: $name }) { id } }', { id: travel.id, name: long });
    await page.goto(`${stack().web}/budgets/${travel.id}`);
    await expect.poll(() => page.textContent('nav[aria-label=Breadcrumbs]'), SLOW).toBe(`Budgets / ${long}`);
    const logOut = await page.locator('button:has-text("Log out")').boundingBox();
    expect(logOut!.x + logOut!.width).toBeLessThanOrEqual(1024);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.hover('nav[aria-label=Breadcrumbs] [aria-current=page]');
    await expect.poll(() => page.textContent('[role=tooltip]')).toBe(long);
    await screenshot(page, 'long-budget-name');
    await page.close();
  });

  it('keeps the session encrypted, and Log out clears it and its key', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(stack(), page, 'admin@demo.spend.test', '/dashboard');
    const token = await tokenOf(page);
    expect(token.split('.')).toHaveLength(3);
    const stored = await page.evaluate(() => Object.entries(sessionStorage).filter(([k]) => k.startsWith('oidc.')).map(([, v]) => v).join(''));
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('access_token');
    await page.click('button:has-text("Log out")');
    // Out through the provider, back to the app's / and on to the provider's sign-in: wait until that
    // page has loaded, for a navigation still on its way would cut the next one short.
    await page.waitForURL((url) => url.origin === stack().identity && !url.pathname.startsWith('/session/end'), SLOW);
    await page.waitForLoadState('load');
    // The app's origin no longer holds the session or its key.
    await page.goto(`${stack().web}/inactivity`);
    const left = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open('spend-session', 1);
        open.onsuccess = () => resolve(open.result);
      });
      // A database without its store was deleted by Log out (and opened anew here): no key in it.
      const key = !db.objectStoreNames.contains('keys') ? null : await new Promise<unknown>((resolve) => {
        const get = db.transaction('keys').objectStore('keys').get('session');
        get.onsuccess = () => resolve(get.result);
      });
      db.close();
      return { entries: Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user')), key: key ?? null };
    });
    expect(left).toEqual({ entries: [], key: null });
    await page.close();
  });
});
