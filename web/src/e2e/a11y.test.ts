// Issue #14 item 4: axe-core finds no serious or critical violation on any route any demo role can
// open (with data on it), nor with the main dialogs open.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, allowedRoutes } from '../app/routes';
import { axeViolations, describeViolations, type AxeViolation } from './axe';
import { callApi, logIn, purchase, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser({ authorizer: true });

const SLOW = { timeout: 90_000 };

// The browser context turns the apiClientTokens and showEmptySettings developer flags on, so their routes count too; routes.ts
// reads the flags from the same storage, which Node lacks: the same flags here.
const DEV_FLAGS = JSON.stringify({ apiClientTokens: true, showEmptySettings: true });
// Taken back after the file: the next test file of this worker process shares its globals.
beforeAll(() => void ((globalThis as { localStorage?: Pick<Storage, 'getItem'> }).localStorage = { getItem: () => DEV_FLAGS }));
afterAll(() => void delete (globalThis as { localStorage?: unknown }).localStorage);

/** The app's own navigation (react-router listens to popstate): no reload, no new sign-in per route. */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The screen has its data: no skeleton (a busy status) or busy table left. */
const settled = async (page: Page): Promise<void> => {
  await expect
    .poll(() => page.evaluate(() => {
      const main = document.querySelector('main');
      return !!main && !document.querySelector('[aria-busy=true]');
    }), SLOW)
    .toBe(true);
};

const expectNoViolations = async (page: Page, where: string): Promise<void> => {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
};

const ACCEPT = 'button:has-text("Accept and continue")';

/**
 * Signs a demo user in, in their own context with the developer flag on. One who has not accepted
 * the agreements yet sees the onboarding screen first: it is checked too, then accepted.
 */
const signIn = async (email: string, viewport?: { width: number; height: number }): Promise<{ page: Page; onboarding: AxeViolation[] }> => {
  const context = await browser().newContext(viewport ? { viewport } : {});
  await context.addInitScript((flags) => localStorage.setItem('devFlags', flags), DEV_FLAGS);
  const page = await context.newPage();
  await logIn(stack(), page, email, '/');
  await page.waitForSelector(`[data-testid=user-name], ${ACCEPT}`, SLOW);
  let onboarding: AxeViolation[] = [];
  if (await page.isVisible(ACCEPT)) {
    onboarding = await axeViolations(page);
    for (const name of ['cardMemberAgreement', 'privacyPolicy', 'termsOfUse']) await page.check(`input[name=${name}]`);
    await page.click(ACCEPT);
    await page.waitForSelector('[data-testid=user-name]', SLOW);
  }
  return { page, onboarding };
};

/** The routes.ts paths checked so far, by any role: together they must be all of them. */
const checked = new Set<string>();

/** Every route of routes.ts the user may open, its parameters filled with a real id, plus detail pages with data. */
const pathsOf = async (page: Page, details: (token: string) => Promise<string[]>): Promise<string[]> => {
  const token = await tokenOf(page);
  const { me, company } = await callApi<{ me: { roles: string[] }; company: { id: string; isReseller: boolean } }>(stack(), token, '{ me { roles } company { id isReseller } }');
  const allowed = allowedRoutes(me.roles, company.isReseller);
  for (const route of allowed) checked.add(route.path);
  const { companies } = allowed.some((r) => r.path.includes(':companyId')) ? await callApi<{ companies: { id: string }[] }>(stack(), token, '{ companies { id } }') : { companies: [] };
  const child = companies.find((c) => c.id !== company.id)?.id ?? company.id;
  const routes = allowed.map((r) => r.path.replace(':companyId', child).replace(':action', 'edit'));
  return [...routes, ...(await details(token))];
};

const visitAll = async (email: string, details: (token: string) => Promise<string[]> = async () => [], viewport?: { width: number; height: number }): Promise<string[]> => {
  const { page, onboarding } = await signIn(email, viewport);
  // A phone-sized screen gets the separate mobile view (spec 2.1), which is the one checked then.
  expect(await page.isVisible('[data-testid=mobile-view]')).toBe(!!viewport);
  const paths = await pathsOf(page, details);
  const failures = onboarding.length > 0 ? [describeViolations(`${email} /onboarding`, onboarding)] : [];
  for (const path of paths) {
    await navigate(page, path);
    // The screen asked for (or the one it redirects to below itself, as /settings does) is the one checked.
    await expect.poll(() => page.evaluate(() => decodeURI(location.pathname))).toMatch(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await settled(page);
    const violations = await axeViolations(page);
    if (violations.length > 0) failures.push(describeViolations(`${email} ${path}`, violations));
  }
  await page.context().close();
  expect(failures.join('\n')).toBe('');
  return paths;
};

/** A budget, card and transaction of the admin's company, for their detail pages. */
const adminDetails = async (token: string): Promise<string[]> => {
  const { budgets } = await callApi<{ budgets: { items: { id: string }[] } }>(stack(), token, '{ budgets { items { id } } }');
  const { cardsV2 } = await callApi<{ cardsV2: { items: { id: string }[] } }>(stack(), token, '{ cardsV2 { items { id } } }');
  const card = cardsV2.items[0]!.id;
  const { transaction_id } = await purchase(stack(), card, 2_500, 'Blue Bottle Coffee', '5814');
  const budget = budgets.items[0]!.id;
  return [`/budgets/${budget}`, `/budgets/${budget}/settings/general`, `/cards/${card}`, `/transactions/${transaction_id!}`, '/transactions/payments', '/alerts/activity', '/alerts/requests', '/alerts/controls'];
};

describe('accessibility: axe-core on every route for every role', () => {
  it('finds no serious or critical violation for an admin, on every route and detail page', async () => {
    const paths = await visitAll('admin@demo.spend.test', adminDetails);
    expect(paths).toContain('/settings/api-clients');
  }, 480_000);

  it('finds none for a budget owner, a spender and an auditor', async () => {
    for (const email of ['owner@demo.spend.test', 'spender@demo.spend.test', 'auditor@demo.spend.test']) {
      expect((await visitAll(email)).length).toBeGreaterThan(3);
    }
  }, 480_000);

  it('finds none for the platform roles (reseller admin and analyst, super admin)', async () => {
    const paths = await visitAll('multiadmin@demo.spend.test');
    expect(paths.some((p) => p.startsWith('/companies/'))).toBe(true);
    for (const email of ['multianalyst@demo.spend.test', 'superadmin@demo.spend.test']) expect((await visitAll(email)).length).toBeGreaterThan(0);
  }, 480_000);

  it('has between them checked every route of routes.ts', () => {
    expect(ROUTES.map((r) => r.path).filter((path) => !checked.has(path))).toEqual([]);
  });

  it('finds none in the mobile view (a phone-sized screen) for a spender', async () => {
    const paths = await visitAll('spender@demo.spend.test', async () => [], { width: 390, height: 844 });
    expect(paths.length).toBeGreaterThan(3);
  }, 480_000);

  it('finds none with the main dialogs open: create budget, create card, GL code', async () => {
    const { page } = await signIn('admin@demo.spend.test');
    const dialogs: [string, (p: Page) => Promise<void>][] = [
      ['/budgets', async (p) => { await p.click('button[aria-label=Add]'); await p.click('[role=menuitem]:has-text("Budget")'); }],
      ['/cards', (p) => p.click('button:has-text("Create Card")')],
      ['/settings/gl-codes', (p) => p.click('button:has-text("Create GL Code")')],
    ];
    for (const [path, open] of dialogs) {
      await navigate(page, path);
      await settled(page);
      await open(page);
      await page.locator('[role=dialog]').waitFor();
      await expectNoViolations(page, `${path} dialog`);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.isVisible('[role=dialog]')).toBe(false);
    }
    // Open parts of a dialog: the typeahead's empty answer, then the budget tree of a sub-budget's parent.
    await navigate(page, '/budgets');
    await settled(page);
    await page.click('[data-testid=budget-name]:has-text("Marketing")');
    await page.waitForURL(/\/budgets\/[^/]+$/);
    await page.click('button[aria-label=Add]');
    await page.click('[role=menuitem]:has-text("Sub Budget")');
    await page.fill('#spenders', 'zzzz');
    await expect.poll(() => page.textContent('[role=listbox]'), SLOW).toBe('No results');
    await expectNoViolations(page, 'sub-budget dialog, typeahead without results');
    await page.fill('#spenders', 'sofia');
    await expect.poll(() => page.locator('[role=option]').count(), SLOW).toBe(1);
    await expectNoViolations(page, 'sub-budget dialog, typeahead with results');
    await page.click('#parentId');
    await page.click('button[aria-label="Expand Marketing"]');
    await expect.poll(() => page.locator('[role=treeitem]').count()).toBeGreaterThan(3);
    await expectNoViolations(page, 'sub-budget dialog, budget tree open');
    // The check itself sees a violation when there is one: a button without a name.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<button id="nameless"></button>'));
    const planted = await axeViolations(page);
    expect(planted.map((v) => v.id)).toEqual(['button-name']);
    expect(describeViolations('planted', planted)).toContain('planted: button-name (critical) Buttons must have discernible text\n  on #nameless');
    await page.context().close();
  });
});
