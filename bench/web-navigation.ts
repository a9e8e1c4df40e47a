import type { Page, Request } from 'playwright-core';
import type { Stack } from '@spend/web/e2e';
import { percentile, report } from './report';
import { inSignedInTab } from './web-page';

/**
 * web.navigation: ms p95 from clicking a sidebar item to its content (no part of the screen still
 * busy: no skeleton, no table waiting on its rows) on the production build behind the production web
 * server, in Chromium, over every sidebar route of the demo admin (the screens, not the filtered links
 * to one, `/transactions?completeness=…`, are the same screen; Support leaves the app); the first visit of each route
 * (its code chunk, its first query) is warm-up, as a person's first minute in the app. Baseline: a
 * click on a link to a static page of the same server, until its text shows. Target: < 300.
 *
 * web.save: ms p95 from a budget form's Save click to the budget's page showing the saved funding.
 * Baseline: the p95 of that mutation's own round trip (the request as the browser timed it).
 * Target: < 300.
 */
const ROUNDS = Number(process.env.BENCH_NAVIGATION_ROUNDS ?? 6);
const SAVES = Number(process.env.BENCH_SAVE_RUNS ?? 20);

// Installed before the app's scripts (a string: bench code has no DOM types). A click on a link
// notes its time and target; each frame after it checks whether the target's content is whole.
// The static page notes when its text is there, measured from its own navigation start (the click).
const WATCH = `
  let before = new WeakSet();
  const whole = (path) => {
    const main = document.getElementById('content');
    if ((location.pathname !== path && !location.pathname.startsWith(path + '/')) || !main || main.querySelector('[aria-busy="true"], [data-testid="page-skeleton"]')) return false;
    for (const element of main.querySelectorAll('*')) if (!before.has(element) && element.textContent.trim()) return true;
    return false;
  };
  const watch = () => {
    if (window.navDone !== undefined) return;
    if (whole(window.navPath)) window.navDone = performance.now();
    else requestAnimationFrame(watch);
  };
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || link.origin !== location.origin) return;
    window.navStart = performance.now();
    // What the screen showed before the click: the next screen's content is what is not in it.
    before = new WeakSet(document.getElementById('content')?.querySelectorAll('*') ?? []);
    window.navPath = link.pathname;
    window.navDone = undefined;
    requestAnimationFrame(watch);
  }, true);
  if (location.pathname === '/static.html') {
    const observer = new MutationObserver(() => {
      if (window.readyAt === undefined && document.getElementById('ready')) { window.readyAt = performance.now(); observer.disconnect(); }
    });
    observer.observe(document, { childList: true, subtree: true });
  }
`;

const p95 = (times: number[]): number => percentile([...times].sort((a, b) => a - b), 95);

/** Clicks the sidebar's link to `path` and answers the ms until its content is whole. */
const navigate = async (page: Page, path: string): Promise<number> => {
  // Away from the last link first: its tooltip would cover the next one.
  await page.mouse.move(900, 5);
  await page.click(`nav[aria-label=Main] a[href="${path}"]`);
  await page.waitForFunction('window.navDone !== undefined', null, { timeout: 30_000, polling: 'raf' });
  return (await page.evaluate('window.navDone - window.navStart')) as number;
};

/** A click on a link to the static page, from the app: ms from that navigation's start to its text. */
const staticNavigation = async (page: Page, stack: Stack): Promise<number> => {
  await page.goto(`${stack.web}/dashboard`);
  await page.waitForSelector('nav[aria-label=Main]');
  await page.evaluate(`(() => { const a = document.createElement('a'); a.href = '/static.html'; a.id = 'to-static'; a.textContent = 'static'; document.body.prepend(a); })()`);
  await page.click('#to-static');
  await page.waitForURL(`${stack.web}/static.html`);
  await page.waitForFunction('window.readyAt !== undefined', null, { timeout: 30_000, polling: 50 });
  return (await page.evaluate('window.readyAt')) as number;
};

const measureNavigation = async (page: Page, stack: Stack): Promise<void> => {
  await page.goto(`${stack.web}/dashboard`);
  await page.waitForSelector('nav[aria-label=Main] a[href]');
  const paths = await page.$$eval('nav[aria-label=Main] a[href]', (links) => links.map((a) => a.getAttribute('href')!).filter((href) => href.startsWith('/') && !href.includes('?')));
  // Each click leaves the screen it is on: the rounds start on the last route.
  await page.goto(`${stack.web}${paths.at(-1)}`);
  await page.waitForSelector('nav[aria-label=Main] a[href]');
  const times: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const path of paths) {
      const ms = await navigate(page, path).catch(async (error: unknown) => {
        await page.screenshot({ path: '.run/web-navigation-failure.png', timeout: 5_000 }).catch(() => undefined);
        const busy = await page.evaluate(`Array.from(document.querySelectorAll('#content [aria-busy="true"], #content [data-testid="page-skeleton"]')).map((e) => e.outerHTML.slice(0, 200)).join(' | ')`).catch(() => '?');
        throw new Error(`${path}: ${String(error)} (busy: ${String(busy) || 'none'})`);
      });
      if (process.env.BENCH_DEBUG) console.error(`${path} ${Math.round(ms)} ms`);
      if (round > 0) times.push(ms);
    }
  }
  const baseline: number[] = [];
  for (let i = 0; i < 2 + ROUNDS; i++) {
    const ms = await staticNavigation(page, stack);
    if (i >= 2) baseline.push(ms);
  }
  report('web.navigation', p95(times), 'ms p95', p95(baseline));
};

/** The Software budget's page, its funding raised and lowered by a dollar in turn through the Edit form. */
const measureSave = async (page: Page, stack: Stack): Promise<void> => {
  await page.goto(`${stack.web}/budgets`);
  await page.click('[data-testid=budget-name]:has-text("Software")');
  await page.waitForURL(/\/budgets\/[^/]+$/);
  await page.waitForSelector('[data-testid=funds-funding]');
  const funding = Number((await page.textContent('[data-testid=funds-funding]'))!.replace(/[$,]/g, ''));
  const roundTrips: number[] = [];
  // The mutation's round trip as the browser timed it, from its request's start to its response's end.
  const onFinished = (request: Request): void => {
    if (request.method() === 'POST' && /mutation\s+UpdateBudget\b/.test(request.postData() ?? '')) roundTrips.push(request.timing().responseEnd);
  };
  page.on('requestfinished', onFinished);
  const saves: number[] = [];
  for (let i = 0; i < SAVES + 2; i++) {
    const next = (funding + (i % 2 === 0 ? 1 : 0)).toFixed(2);
    const shown = `$${Number(next).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await page.click('button:has-text("Edit")');
    await page.waitForSelector('[role=dialog] #funding');
    await page.fill('#funding', next);
    await page.evaluate(`(() => {
      window.saveDone = undefined;
      const watch = () => {
        if (document.querySelector('[data-testid=funds-funding]')?.textContent === ${JSON.stringify(shown)} && !document.querySelector('[role=dialog]')) window.saveDone = performance.now();
        else requestAnimationFrame(watch);
      };
      document.querySelector('[role=dialog] button[type=submit]').addEventListener('click', () => { window.saveStart = performance.now(); requestAnimationFrame(watch); }, { capture: true, once: true });
    })()`);
    await page.click('[role=dialog] button[type=submit]');
    await page.waitForFunction('window.saveDone !== undefined', null, { timeout: 30_000, polling: 'raf' });
    if (i >= 2) saves.push((await page.evaluate('window.saveDone - window.saveStart')) as number);
  }
  page.off('requestfinished', onFinished);
  if (roundTrips.length < SAVES) throw new Error(`Only ${roundTrips.length} of ${SAVES + 2} UpdateBudget requests were seen.`);
  report('web.save', p95(saves), 'ms p95', p95(roundTrips.slice(2)));
};

export const run = (): Promise<void> =>
  inSignedInTab({ authorizer: true, simulator: true }, WATCH, async (page, stack) => {
    await measureNavigation(page, stack);
    await measureSave(page, stack);
  });
