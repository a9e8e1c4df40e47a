import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's headless shell (package chromium-headless-shell), as Playwright itself runs headless
 * Chromium: the full browser's headless mode draws its own window chrome in a WebUI renderer besides
 * each page, which took twice the CPU of the pages themselves on a 2-core machine. CHROMIUM_PATH names
 * another build.
 */
export const launchChromium = async (): Promise<Browser> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  // Actions wait as long as polled assertions do (vitest.config.ts, 120 s), not Playwright's 30 s: on a
  // loaded 2-core CI a page's renderer answered a plain click after more than 30 s (cards.test.ts).
  browser.on('context', (context) => context.setDefaultTimeout(ACTION_TIMEOUT_MS));
  return browser;
};

const ACTION_TIMEOUT_MS = 120_000;
