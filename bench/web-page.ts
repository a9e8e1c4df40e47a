import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { launchChromium } from '@spend/web/e2e/chromium';
import { logIn } from '@spend/web/e2e/sign-in';
import { startStack, type Stack } from '@spend/web/e2e';

/** The static page of the web benchmarks' baselines, served by the same server as the app. */
const STATIC_PAGE = '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Static</title></head><body><p id="ready">Static page</p></body></html>';

/**
 * The web benchmarks' setting: a stack with the production build, `/static.html` beside the app, and
 * one Chromium tab with `watch` installed before any script of a page, signed in as the demo admin
 * once, as a person would (the second factor too); the session then lives in this tab. `measure` runs
 * in it; the stack and the browser are stopped after, whatever happened.
 */
export const inSignedInTab = async (
  options: Parameters<typeof startStack>[0],
  watch: string,
  measure: (page: Page, stack: Stack) => Promise<void>,
): Promise<void> => {
  const stack = await startStack(options);
  const browser = await launchChromium();
  try {
    writeFileSync(`${stack.webDist!}/static.html`, STATIC_PAGE);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript({ content: watch });
    await logIn(stack, page, 'admin@demo.spend.test', '/dashboard');
    await measure(page, stack);
  } finally {
    await browser.close();
    await stack.stop();
  }
};
