import type { Page } from 'playwright-core';
import { percentile, report } from './report';
import { inSignedInTab } from './web-page';

/**
 * web.dashboard.ready: ms from navigation start to the dashboard's figures (Company funds shows an
 * amount, not its skeleton), for a signed-in admin, in the production build behind the production
 * web server (web/src/server), in Chromium: the page loads, the session is read, the first queries answer, the screen renders.
 * Baseline: the same navigation to a static page of the same server, until its text is in the DOM.
 * Each navigation is a full page load in the same tab (its session storage kept), with the
 * browser's cache warm, as a returning user opens the app. Target: p95 < 1,000 ms.
 */
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 30);

// Installed before any script of the page (a string: bench code has no DOM types): notes the ms
// since navigation start when the dashboard's figure shows an amount, or the static page its text.
const WATCH = `
  const ready = () => {
    const figure = document.querySelector('[data-testid="figure-Company funds"]');
    return (!!figure && figure.textContent.startsWith('$')) || !!document.getElementById('ready');
  };
  const observer = new MutationObserver(() => {
    if (window.readyAt === undefined && ready()) {
      window.readyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
`;

/** Opens `url` afresh and answers the ms until it is ready. */
const timeTo = async (page: Page, url: string): Promise<number> => {
  await page.goto(url);
  await page.waitForFunction('window.readyAt !== undefined', null, { timeout: 30_000, polling: 50 });
  return (await page.evaluate('window.readyAt')) as number;
};

const p95Of = async (page: Page, url: string): Promise<number> => {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timeTo(page, url));
  return percentile(times.sort((a, b) => a - b), 95);
};

export const run = (): Promise<void> =>
  inSignedInTab({}, WATCH, async (page, stack) => {
    // Two warm-up loads of each (compile caches, first queries), not counted.
    for (let i = 0; i < 2; i++) {
      await timeTo(page, `${stack.web}/dashboard`);
      await timeTo(page, `${stack.web}/static.html`);
    }
    const baseline = await p95Of(page, `${stack.web}/static.html`);
    const value = await p95Of(page, `${stack.web}/dashboard`);
    report('web.dashboard.ready', value, 'ms p95', baseline);
    // BENCH_DEBUG=1: where the last dashboard load spent its time (each request's start and end, ms).
    if (process.env.BENCH_DEBUG) {
      await timeTo(page, `${stack.web}/dashboard`);
      console.error(await page.evaluate(`performance.getEntriesByType('resource').map((e) => [e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round(e.responseEnd)].join(' ')).join('\\n') + '\\nready ' + Math.round(window.readyAt)`));
    }
  });
