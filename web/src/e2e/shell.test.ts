import { describe, expect, it } from 'vitest';
import { callApi, logIn, tokenOf, useStackAndBrowser } from './browser';

// Against the production build (vite build behind web/src/server), as npm start serves it.
const { stack, browser } = useStackAndBrowser();

/** Changes a budget's funding through the API, as another session would. */
const fund = async (token: string, budget: string, funding: string): Promise<void> => {
  const list = await callApi<{ budgets: { items: { id: string }[] } }>(stack(), token, 'query ($name: String!) { budgets(where: { name: $name }) { items { id } } }', { name: budget });
  await callApi(stack(), token, 'mutation ($id: ID!, $funding: Money!) { updateOneBudget(where: { id: $id }, data: { funding: $funding }) { id } }', { id: list.budgets.items[0]!.id, funding });
};

describe('the signed-in shell in Chromium, against the real stack', () => {
  it('sends a visitor to the login page, and back to the path they asked for with their name and role', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/budgets?limit=25');
    expect(new URL(page.url()).pathname).toBe('/budgets');
    await expect.poll(() => page.textContent('[data-testid=user-name]')).toBe('Ada Lovelace');
    expect(await page.textContent('[data-testid=role-label]')).toBe('Admin');
    await expect.poll(async () => (await page.$$('[data-testid=budget-row]')).length).toBe(4);
    expect(await page.textContent('nav[aria-label=Breadcrumbs] [aria-current=page]')).toBe('Budgets');
    // Sidebar tooltips show on hover and go away once the pointer leaves.
    await page.hover('nav[aria-label=Main] a[href="/alerts"]');
    await expect.poll(() => page.textContent('[role=tooltip]')).toBe('Alerts');
    await page.mouse.move(900, 600);
    await expect.poll(() => page.isVisible('[role=tooltip]')).toBe(false);
    await page.close();
  });

  it('reaches Payments, External Cards and Activity from the sidebar, lighting one item at a time, and serves the favicon', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/transactions');
    const lit = () => page.$$eval('nav[aria-label=Main] a[aria-current=page]', (links) => links.map((a) => a.getAttribute('href')));
    await expect.poll(lit).toEqual(['/transactions']);
    for (const [href, title] of [['/transactions/payments', 'Payments'], ['/cards/external', 'External Cards'], ['/alerts/activity', 'Activity']] as const) {
      await page.click(`nav[aria-label=Main] a[href="${href}"]`);
      await expect.poll(() => page.textContent('main h1')).toBe(title);
      expect(new URL(page.url()).pathname).toBe(href);
      // Not its parent (Transactions, Cards, Alerts) as well.
      expect(await lit()).toEqual([href]);
      expect(await page.textContent('nav[aria-label=Breadcrumbs] [aria-current=page]')).toBe(title);
    }
    // The tab's icon: an SVG in the product's brand colour, from the production build's server.
    const icon = await page.getAttribute('link[rel=icon]', 'href');
    const answer = await page.request.get(new URL(icon!, stack().web).href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/svg+xml');
    expect(await answer.text()).toContain('fill="#3b37a0"');
    await page.close();
  });

  it('shows the dashboard figures, and a budget change made elsewhere arrives live', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await expect.poll(() => page.textContent('[data-testid="figure-Company funds"]')).toBe('$500,000.00');
    await expect.poll(() => page.textContent('[data-testid="figure-Budgeted"]')).toBe('$193,000.00');
    // Another session (the same admin, through the API) raises Travel's funding.
    await fund(await tokenOf(page), 'Travel', '30000');
    await expect.poll(() => page.textContent('[data-testid="figure-Budgeted"]'), { timeout: 60_000 }).toBe('$198,000.00');
    await page.close();
  });

  it('gives a spender only the routes of their role set', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'spender@demo.spend.test', '/dashboard');
    // The dashboard is not in a spender's route set: the root sends them to their first route.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/budgets');
    expect(await page.textContent('[data-testid=role-label]')).toBe('Spender');
    const nav = await page.$$eval('nav[aria-label=Main] a', (links) => links.map((a) => a.textContent));
    expect(nav).toEqual(['Budgets', 'My Wallet', 'Transactions', 'Mileage', 'Alerts', 'Settings', 'Support']);
    await page.close();
  });

  it('raises the Alerts badge live when someone else funds your budget, and lowers it when you read it', async () => {
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test');
    const owner = await browser().newPage();
    await logIn(stack(), owner, 'owner@demo.spend.test', '/alerts');
    await expect.poll(() => owner.isVisible('[data-testid=notification]')).toBe(true);
    expect(await owner.isVisible('[data-testid=badge-alerts]')).toBe(false);
    await fund(await tokenOf(admin), 'Marketing', '125000');
    await expect.poll(() => owner.textContent('[data-testid=badge-alerts]'), { timeout: 60_000 }).toBe('1');
    await owner.reload();
    await expect.poll(() => owner.textContent('text=Marketing is now funded with $125,000.00.')).toBeTruthy();
    // Apollo retries a failed mutation 5 times, with the Idempotency-Key it chose once (spec 7).
    const keys: string[] = [];
    await owner.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'MarkRead') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return keys.length <= 5 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue();
    });
    // After the reload the badge shows again once the subscription's first push arrives.
    await expect.poll(() => owner.textContent('[data-testid=badge-alerts]'), { timeout: 60_000 }).toBe('1');
    await owner.click('text=Mark all as read');
    await expect.poll(() => keys.length, { timeout: 90_000 }).toBe(6);
    await expect.poll(() => owner.isVisible('[data-testid=badge-alerts]'), { timeout: 60_000 }).toBe(false);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await admin.close();
    await owner.close();
  });

  it('pages /alerts 25 at a time past the first 25, the page in the query string', async () => {
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test');
    const token = await tokenOf(admin);
    // Each funding change of Marketing is an alert for its owner.
    for (let i = 0; i < 26; i++) await fund(token, 'Marketing', String(110_000 + i));
    const owner = await browser().newPage();
    await logIn(stack(), owner, 'owner@demo.spend.test', '/alerts');
    const { notifications } = await callApi<{ notifications: { count: number } }>(stack(), await tokenOf(owner), '{ notifications { count } }');
    expect(notifications.count).toBeGreaterThan(26);
    const pages = Math.ceil(notifications.count / 25);
    await expect.poll(() => owner.locator('[data-testid=notification]').count()).toBe(25);
    expect(await owner.textContent('main >> text=/^Page \\d+ of \\d+$/')).toBe(`Page 1 of ${pages}`);
    await owner.click('main button:has-text("Next")');
    await expect.poll(() => new URL(owner.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => owner.textContent('main >> text=/^Page \\d+ of \\d+$/')).toBe(`Page 2 of ${pages}`);
    await expect.poll(() => owner.locator('[data-testid=notification]').count()).toBe(Math.min(25, notifications.count - 25));
    // The oldest of the funding alerts is past the first page.
    await expect.poll(() => owner.textContent('main')).toContain('Marketing is now funded with $110,000.00.');
    await admin.close();
    await owner.close();
  });

  it('holds a member on /onboarding until every required agreement is accepted, then continues where they were going', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'auditor@demo.spend.test', '/budgets');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/onboarding');
    const accept = page.locator('text=Accept and continue');
    expect(await accept.isDisabled()).toBe(true);
    expect(await page.getAttribute('a:has-text("Card Member Agreement")', 'href')).toBe(`${stack().identity}/legal/card-member-agreement.pdf`);
    for (const name of ['cardMemberAgreement', 'privacyPolicy', 'termsOfUse']) await page.check(`input[name=${name}]`);
    await accept.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/budgets');
    expect(await page.textContent('[data-testid=role-label]')).toBe('Auditor');
    // Accepted for good: a fresh visit goes straight to the app.
    await page.goto(`${stack().web}/dashboard`);
    await expect.poll(() => page.isVisible('[data-testid="figure-Company funds"]')).toBe(true);
    await page.close();
  });

  it('lets a person in several companies switch between them when the multi-person flag is on', async () => {
    const page = await browser().newPage();
    await page.goto(`${stack().web}/inactivity`);
    await page.evaluate(() => localStorage.setItem('devFlags', JSON.stringify({ 'enable-octo-person': true })));
    await logIn(stack(), page, 'multiadmin@demo.spend.test');
    await expect.poll(() => page.textContent('[data-testid=company-name]')).toBe('Spend Platform');
    await expect.poll(() => page.textContent('[data-testid=company-label]')).toBe('Parent Company');
    const options = await page.$$eval('select[aria-label=Company] option', (o) => o.map((x) => x.textContent));
    expect(options).toEqual(['Acme Corporation', 'Globex', 'Spend Platform']);
    await page.selectOption('select[aria-label=Company]', { label: 'Acme Corporation' });
    await expect.poll(() => page.textContent('[data-testid=company-name]')).toBe('Acme Corporation');
    await expect.poll(() => page.textContent('[data-testid=company-label]')).toBe('Child Company');
    await expect.poll(() => page.textContent('[data-testid="figure-Company funds"]')).toBe('$500,000.00');
    await page.close();
  });

  it('lists Team Members from the query string, searches after a pause, and shows the role column only with its flag', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/members');
    await expect.poll(async () => (await page.$$('[data-testid=member-row]')).length).toBe(5);
    expect(await page.isVisible('th:has-text("Role")')).toBe(false);
    await page.fill('input[aria-label="Search members"]', 'sofia');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('sofia');
    await expect.poll(async () => (await page.$$eval('[data-testid=member-row] td:first-child', (cells) => cells.map((c) => c.textContent)))).toEqual(['Sofia Diaz']);
    await page.click('role=tab[name="Archived"]');
    await expect.poll(() => page.isVisible('text=No Results Found')).toBe(true);
    expect(new URL(page.url()).searchParams.get('activeTab')).toBe('archived');
    await page.evaluate(() => localStorage.setItem('devFlags', JSON.stringify({ showTeamMemberRole: true })));
    await page.goto(`${stack().web}/members?q=sofia`);
    await expect.poll(() => page.textContent('[data-testid=member-row] [data-testid=member-role]')).toBe('Spender');
    await page.close();
  });

  it('shows the separate mobile view below 481px, and the desktop layout above', async () => {
    const page = await browser().newPage({ viewport: { width: 480, height: 800 } });
    await logIn(stack(), page, 'owner@demo.spend.test', '/budgets');
    await expect.poll(() => page.isVisible('[data-testid=mobile-view]')).toBe(true);
    expect(await page.textContent('[data-testid=role-label]')).toBe('Budget Owner');
    await page.setViewportSize({ width: 481, height: 800 });
    await expect.poll(() => page.isVisible('[data-testid=mobile-view]')).toBe(false);
    expect(await page.isVisible('[data-testid=user-name]')).toBe(true);
    await page.close();
  });

  it('/forgot-password answers with the spec text and offers Resend Link', async () => {
    const page = await browser().newPage();
    await page.goto(`${stack().web}/forgot-password`);
    await page.click('button[type=submit]');
    expect(await page.textContent('[role=alert]')).toBe('This field is required.');
    await page.fill('#email', 'owner@demo.spend.test');
    await page.click('button[type=submit]');
    await expect.poll(() => page.textContent('[role=status]')).toBe('If an account exists, we have sent a password reset link to owner@demo.spend.test');
    expect(await page.isVisible('text=Resend Link')).toBe(true);
    await page.close();
  });

  it('/inactivity says the session expired and links back to login', async () => {
    const page = await browser().newPage();
    await page.goto(`${stack().web}/inactivity`);
    expect(await page.textContent('main p')).toBe('Your session has expired due to inactivity. Please log in again to continue.');
    expect(await page.isVisible('text=Back to Login')).toBe(true);
    await page.close();
  });
});
