import { describe, expect, it } from 'vitest';
import { callApi, choose, errorOf, logIn, toastText, tokenOf, useStackAndBrowser } from './browser';
import { add, dialog, openBudget } from './budget-pages';

const { stack, browser } = useStackAndBrowser();

/** Commands wait for the read models; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };

describe('budgets in Chromium, against the real stack', () => {
  it('offers the Add menu and budget buttons by role: a budget owner only on a budget, a spender never', async () => {
    const owner = await browser().newPage();
    await logIn(stack(), owner, 'owner@demo.spend.test', '/budgets');
    await expect.poll(async () => (await owner.$$('[data-testid=budget-row]')).length, SLOW).toBeGreaterThan(0);
    expect(await owner.isVisible('button[aria-label=Add]')).toBe(false);
    expect(await owner.isVisible('button:has-text("Create Budget")')).toBe(false);
    await openBudget(owner, 'Marketing');
    await owner.click('button[aria-label=Add]');
    expect(await owner.$$eval('[role=menuitem]', (items) => items.map((i) => i.textContent))).toEqual(['Sub Budget']);
    expect(await owner.isVisible('button:has-text("Edit")')).toBe(true);
    expect(await owner.isVisible('button:has-text("Archive")')).toBe(false);
    // And creates a sub-budget of it, owned by themselves.
    await owner.click('[role=menuitem]:has-text("Sub Budget")');
    await dialog(owner).waitFor();
    expect(await owner.textContent('[data-testid=owner-chip]')).toContain('Otis Owens');
    await owner.fill('#name', 'Field Events');
    await owner.fill('#funding', '1000');
    await owner.click('[role=dialog] button[type=submit]');
    await expect.poll(() => toastText(owner), SLOW).toBe('Field Events Sub-Budget successfully created.');
    await expect.poll(() => owner.$$eval('[data-testid=sub-budget] a', (a) => a.map((x) => x.textContent)), SLOW).toEqual(['Events', 'Field Events']);
    // Budget owners see the spenders of their own budgets.
    await owner.click('[data-testid=spender] a:has-text("Sofia Diaz")');
    await expect.poll(() => owner.textContent('[data-testid=spender-name]'), SLOW).toBe('Sofia Diaz');
    expect(new URL(owner.url()).pathname).toMatch(/^\/budgets\/[^/]+\/spenders\/[^/]+$/);
    await owner.close();

    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/budgets');
    await expect.poll(async () => (await spender.$$('[data-testid=budget-row]')).length, SLOW).toBeGreaterThan(0);
    await openBudget(spender, 'Marketing');
    expect(await spender.isVisible('button[aria-label=Add]')).toBe(false);
    expect(await spender.isVisible('button:has-text("Edit")')).toBe(false);
    // Their wallet lists the budgets they spend from.
    await spender.click('nav[aria-label=Main] a[href="/my-wallet"]');
    await expect.poll(() => spender.$$eval('[data-testid=wallet-budget] strong', (b) => b.map((x) => x.textContent)), SLOW).toEqual(['Events', 'Marketing']);
    await spender.click('[data-testid=wallet-budget]:has-text("Events")');
    await expect.poll(() => spender.textContent('[data-testid=wallet-budget-title]'), SLOW).toBe('Events');
    // The budget's owner watches Events while the spender asks for more funds there.
    const watcher = await browser().newPage();
    await logIn(stack(), watcher, 'owner@demo.spend.test', '/budgets');
    await openBudget(watcher, 'Events');
    expect(await watcher.$$('[data-testid=increase-request]')).toHaveLength(0);
    // A fraction of a cent is refused on its field; then the request waits, pending.
    await spender.click('button:has-text("Request increase")');
    await dialog(spender).waitFor();
    await spender.fill('#increase-amount', '10.005');
    await spender.fill('#increase-reason', 'Trade fair');
    await spender.click('[role=dialog] button[type=submit]');
    await expect.poll(() => errorOf(spender, 'increase-amount'), SLOW).toBe('Enter a positive amount in dollars and cents (at most two decimals), such as 250.50.');
    await spender.fill('#increase-amount', '250');
    await spender.click('[role=dialog] button[type=submit]');
    await expect.poll(() => toastText(spender), SLOW).toBe('Requested $250.00 more for Events budget.');
    await expect.poll(() => spender.$$eval('[data-testid=increase-request]', (r) => r.map((x) => x.textContent)), SLOW).toEqual(['$250.00 · PENDING · Trade fair (Sofia Diaz)']);
    await spender.close();
    // It reaches the owner's page without a reload.
    await expect.poll(() => watcher.$$eval('[data-testid=increase-request]', (r) => r.map((x) => x.textContent)), { timeout: 60_000 }).toEqual(['$250.00 · PENDING · Trade fair (Sofia Diaz)']);
    await watcher.close();
  });

  it('builds a budget tree from the Add menu and sees each level with its funds', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/budgets');
    await add(page, 'Budget');
    await page.fill('#name', 'Research');
    await page.fill('#funding', '10000');
    await page.click('[role=dialog] button[type=submit]');
    await expect.poll(() => toastText(page), SLOW).toBe('Research has successfully been created in the product.');
    await expect.poll(() => page.isVisible('[data-testid=budget-name]:has-text("Research")'), SLOW).toBe(true);
    await openBudget(page, 'Research');

    // With a budget in the URL, the Add menu offers a Sub Budget under it.
    await add(page, 'Sub Budget');
    await expect.poll(() => page.textContent('[role=dialog] #parentId'), SLOW).toBe('Research');
    await page.fill('#name', 'Lab');
    await page.fill('#funding', '2500.50');
    await page.click('[role=dialog] button[type=submit]');
    await expect.poll(() => toastText(page), SLOW).toBe('Lab Sub-Budget successfully created.');
    await expect.poll(() => page.textContent('[data-testid=sub-budget]'), SLOW).toContain('Lab');
    await expect.poll(() => page.textContent('[data-testid=funds-budgeted]'), SLOW).toBe('$2,500.50');
    expect(await page.textContent('[data-testid=funds-available]')).toBe('$7,499.50');

    // A third level, its parent picked in the tree selector by searching the path.
    await page.click('nav[aria-label=Main] a[href="/budgets"]');
    await openBudget(page, 'Lab');
    await add(page, 'Sub Budget');
    await page.click('#parentId');
    // Unsearched, the tree shows the top budgets; expanding Research shows Lab one level in (0.75rem) and highlights Research.
    const rows = () => page.$$eval('[role=treeitem]', (items) => items.map((i) => [i.querySelector('[data-testid=budget-option]')!.textContent, (i as HTMLElement).style.paddingLeft, i.hasAttribute('data-highlighted')]));
    await expect.poll(rows, SLOW).toEqual([['Marketing', '0rem', false], ['Research', '0rem', false], ['Software', '0rem', false], ['Travel', '0rem', false]]);
    await page.click('button[aria-label="Expand Research"]');
    await expect.poll(rows, SLOW).toEqual([['Marketing', '0rem', false], ['Research', '0rem', true], ['Lab', '0.75rem', false], ['Software', '0rem', false], ['Travel', '0rem', false]]);
    await page.click('button[aria-label="Collapse Research"]');
    await expect.poll(async () => (await rows()).map((r) => r[0]), SLOW).toEqual(['Marketing', 'Research', 'Software', 'Travel']);
    // "RESEA" matches Research by name and Lab by its path; each shows under its parent.
    await page.fill('input[aria-label="Search Parent Budget"]', 'RESEA');
    await expect.poll(() => page.$$eval('[role=treeitem] [data-testid=budget-option]', (o) => o.map((x) => x.textContent)), SLOW).toEqual(['Research', 'Lab']);
    await page.fill('input[aria-label="Search Parent Budget"]', 'zzz');
    await expect.poll(() => page.textContent('[data-testid=budget-tree-empty]'), SLOW).toBe('No results');
    await page.fill('input[aria-label="Search Parent Budget"]', 'LAB');
    await page.click('[role=treeitem] [data-testid=budget-option]:has-text("Lab")');
    await page.fill('#name', 'Bench');
    await page.fill('#funding', '100');
    await page.click('[role=dialog] button[type=submit]');
    await expect.poll(() => toastText(page), SLOW).toBe('Bench Sub-Budget successfully created.');
    await expect.poll(() => page.textContent('[data-testid=sub-budget]'), SLOW).toContain('Bench');
    await expect.poll(() => page.textContent('[data-testid=funds-available]'), SLOW).toBe('$2,400.50');

    // Another session raises Bench's funding: Lab's figures follow without a reload.
    const token = await tokenOf(page);
    const bench = await callApi<{ budgets: { items: { id: string }[] } }>(stack(), token, '{ budgets(where: { name: "Bench" }) { items { id } } }');
    await callApi(stack(), token, 'mutation ($id: ID!) { updateOneBudget(where: { id: $id }, data: { funding: "400" }) { id } }', { id: bench.budgets.items[0]!.id });
    await expect.poll(() => page.textContent('[data-testid=funds-budgeted]'), { timeout: 60_000 }).toBe('$400.00');
    expect(await page.textContent('[data-testid=funds-available]')).toBe('$2,100.50');

    // Its settings open on the general tab.
    await page.click('a[href^="/budgets/"][href$="/settings/general"]');
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toMatch(/\/settings\/general$/);
    expect(await page.textContent('[data-testid=setting-funding]')).toBe('$2,500.50');
    expect(await page.textContent('[data-testid=setting-limit]')).toBe('Hard limit');
    // With the company's budget numbers on, the form asks for one; edit it to a soft limit of 10% over.
    await page.click('input[aria-label="Budget numbers"]');
    await expect.poll(() => page.isChecked('input[aria-label="Budget numbers"]'), SLOW).toBe(true);
    await page.click('button:has-text("Edit")');
    await dialog(page).waitFor();
    expect(await page.inputValue('#funding')).toBe('2500.50');
    await page.click('[role=dialog] button[type=submit]');
    expect(await errorOf(page, 'number')).toBe('Budget number is required');
    await page.fill('#number', '1234567');
    await page.click('[role=dialog] button[type=submit]');
    expect(await errorOf(page, 'number')).toBe('Budget number can only contain up to six (6) digits.');
    await page.fill('#number', '42');
    await page.check('text=Soft limit');
    await page.check('input[name=softLimit] >> nth=1');
    await page.fill('#overage', '10');
    await page.click('[role=dialog] button[type=submit]');
    await expect.poll(() => toastText(page), SLOW).toBe('Lab Sub-Budget successfully edited.');
    await expect.poll(() => page.textContent('[data-testid=setting-limit]'), SLOW).toBe('Soft limit (Percentage)');
    expect(await page.textContent('[data-testid=setting-overage]')).toBe('10%');
    expect(await page.textContent('[data-testid=setting-number]')).toBe('42');
    await page.click('input[aria-label="Budget numbers"]');
    await expect.poll(() => page.isChecked('input[aria-label="Budget numbers"]'), SLOW).toBe(false);

    // The list view with only top-level budgets, kept in the query string.
    await page.click('nav[aria-label=Main] a[href="/budgets"]');
    await page.click('button:has-text("List")');
    await choose(page, 'button[aria-label=Level]', 'Top level only');
    await expect.poll(() => new URL(page.url()).search, SLOW).toBe('?view=list&level=top');
    await expect.poll(() => page.$$eval('[data-testid=budget-row] [data-testid=budget-name]', (c) => c.map((x) => x.textContent)), SLOW).toEqual(['Marketing', 'Research', 'Software', 'Travel']);

    // Archiving moves Bench to the Archived tab; restoring brings it back.
    await choose(page, 'button[aria-label=Level]', 'All levels');
    // The Budget(s) filter (multi-select tree): picking Research brings its sub-budgets along,
    // unpicking Lab drops only Lab, and Clear All is back to All Budgets.
    const chips = () => page.$$eval('[data-testid=budget-chip]', (c) => c.map((x) => x.firstChild!.textContent));
    expect(await chips()).toEqual(['All Budgets']);
    await page.click('#budgetIds');
    await page.fill('input[aria-label="Search Budget(s)"]', 'RESEARCH');
    // The boxes follow the query string, so they are clicked and the chips awaited.
    await page.click('[role=tree] label:has-text("Research") input');
    await expect.poll(chips, SLOW).toEqual(['Research', 'Lab', 'Bench']);
    await page.click('[role=tree] label:has-text("Lab") input');
    await expect.poll(chips, SLOW).toEqual(['Research', 'Bench']);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.$$eval('[data-testid=budget-row] [data-testid=budget-name]', (c) => c.map((x) => x.textContent)), SLOW).toEqual(['Bench', 'Research']);
    expect(new URL(page.url()).searchParams.get('budgets')!.split(',')).toHaveLength(2);
    await page.click('button:has-text("Clear All")');
    await expect.poll(chips, SLOW).toEqual(['All Budgets']);
    expect(new URL(page.url()).searchParams.has('budgets')).toBe(false);
    await page.fill('input[aria-label="Search budgets"]', 'research / lab');
    await expect.poll(() => page.$$eval('[data-testid=budget-row] [data-testid=budget-name]', (c) => c.map((x) => x.textContent)), SLOW).toEqual(['Bench']);
    await openBudget(page, 'Bench');
    await expect.poll(() => page.textContent('[data-testid=budget-path]'), SLOW).toBe('Research / Lab');
    await page.click('button:has-text("Archive")');
    await page.click('[role=dialog] button:has-text("Archive budget")');
    await expect.poll(() => toastText(page), SLOW).toBe('Bench budget has been archived.');
    await expect.poll(() => page.isVisible('button:has-text("Restore")'), SLOW).toBe(true);
    await page.click('nav[aria-label=Main] a[href="/budgets"]');
    await page.click('role=tab[name="Archived"]');
    await expect.poll(() => page.$$eval('[data-testid=budget-row] [data-testid=budget-name]', (c) => c.map((x) => x.textContent)), SLOW).toEqual(['Bench']);
    await openBudget(page, 'Bench');
    await page.click('button:has-text("Restore")');
    await expect.poll(() => page.isVisible('button:has-text("Archive")'), SLOW).toBe(true);
    await page.close();
  });

  it('adds a spender with a toast, and UNDO takes them off again', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/budgets');
    await openBudget(page, 'Software');
    expect(await page.$$('[data-testid=spender]')).toHaveLength(0);
    // The typeahead answers after a pause, says "No results" when nothing matches, and works from the keyboard.
    await page.fill('input[aria-label="Add spender"]', 'zzzz');
    await expect.poll(() => page.textContent('[role=listbox]'), SLOW).toBe('No results');
    await page.fill('input[aria-label="Add spender"]', 'd');
    await expect.poll(async () => (await page.$$('[role=option]')).length, SLOW).toBeGreaterThan(1);
    await page.fill('input[aria-label="Add spender"]', 'sofia');
    await expect.poll(() => page.$$eval('[role=option]', (o) => o.map((x) => x.textContent)), SLOW).toEqual(['Sofia DiazField marketer']);
    await page.press('input[aria-label="Add spender"]', 'ArrowDown');
    await page.press('input[aria-label="Add spender"]', 'Enter');
    await expect.poll(() => toastText(page), SLOW).toBe('Sofia Diaz successfully added to Software budget.');
    await expect.poll(async () => (await page.$$('[data-testid=spender]')).length, SLOW).toBe(1);
    await page.click('[data-testid=toast] button:has-text("UNDO")');
    await expect.poll(() => toastText(page), SLOW).toBe('Reverted changes in Software budget.');
    await expect.poll(async () => (await page.$$('[data-testid=spender]')).length, SLOW).toBe(0);
    // Added again, then removed from the list.
    await page.fill('input[aria-label="Add spender"]', 'sofia');
    await page.click('[role=option]:has-text("Sofia Diaz")');
    await expect.poll(async () => (await page.$$('[data-testid=spender]')).length, SLOW).toBe(1);
    await page.click('button[aria-label="Remove Sofia Diaz"]');
    await expect.poll(async () => (await page.$$('[data-testid=spender]')).length, SLOW).toBe(0);
    await page.close();
  });

  it('saves a budget with at most one follow-up read: the answer and the push land in the cache', async () => {
    const page = await browser().newPage();
    // Pushes come over the socket the app opens at sign-in, so it is watched from the start.
    let pushes = 0;
    page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => { if (String(payload).includes('"budgetChanged"')) pushes++; }));
    await logIn(stack(), page, 'admin@demo.spend.test', '/budgets');
    await openBudget(page, 'Travel');
    await expect.poll(() => page.isVisible('[data-testid=funds-available]'), SLOW).toBe(true);
    await page.click('button:has-text("Edit")');
    await dialog(page).waitFor();
    // Every GraphQL request over HTTP from the save on: the mutation, then any reads.
    const sent: string[] = [];
    const open = new Set<unknown>();
    page.on('request', (r) => {
      if (!r.url().endsWith('/graphql') || r.method() !== 'POST') return;
      sent.push((r.postDataJSON() as { operationName?: string }).operationName ?? '?');
      open.add(r);
    });
    const settle = (r: unknown) => open.delete(r);
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    pushes = 0;
    await page.fill('#funding', '12345.67');
    await page.click('[role=dialog] button[type=submit]');
    await expect.poll(() => toastText(page), SLOW).toBe('Travel Budget successfully edited.');
    await expect.poll(() => page.textContent('[data-testid=funds-funding]'), SLOW).toBe('$12,345.67');
    // The save's pushes (this budget's own, and every budget's) arrive and are handled.
    await expect.poll(() => pushes, SLOW).toBeGreaterThanOrEqual(2);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect.poll(() => open.size).toBe(0);
    expect(sent[0]).toBe('UpdateBudget');
    expect(sent.length - 1, `reads after the save: ${sent.slice(1).join(', ')}`).toBeLessThanOrEqual(1);
    await page.close();
  });
});
