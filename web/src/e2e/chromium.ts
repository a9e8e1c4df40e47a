import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's headless shell (package chromium-headless-shell), as Playwright itself runs headless
 * Chromium: the full browser's headless mode draws its own window chrome in a WebUI renderer besides
 * each page, which took twice the CPU of the pages themselves on a 2-core machine. CHROMIUM_PATH names
 * another build.
 */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
