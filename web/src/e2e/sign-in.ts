// Signing in through the identity provider as a person would, with the demo users' second factor:
// no test runner here, so the benchmarks sign in the same way (bench/web-*.ts).
import { readFileSync } from 'node:fs';
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { E2E_TOTP_PERIOD_SECONDS, type Stack } from './stack';

/** The demo users' authenticator keys (the demo admin's), as the seed file and the README give them. */
const DEMO_TOTP_SECRETS = new Map(
  (JSON.parse(readFileSync(new URL('../../../deploy/dev/demo-users.json', import.meta.url), 'utf8')) as { users: { email: string; totpSecret?: string }[] }).users
    .flatMap((user) => (user.totpSecret ? [[user.email, user.totpSecret] as const] : [])),
);
const PERIOD_MS = E2E_TOTP_PERIOD_SECONDS * 1000;
const usedSteps = new Map<string, number>();

/**
 * The code an authenticator app would show for this key, computed with the identity provider's own
 * library. Each code is good once (the provider refuses a replay): a later sign-in of the same person
 * takes the next step, which the provider accepts one step early, waiting for the clock to
 * reach it when two were already taken.
 */
export const oneTimeCode = async (stack: Stack, email: string, secret = DEMO_TOTP_SECRETS.get(email)): Promise<string> => {
  if (!secret) throw new Error(`${email} has no authenticator key`);
  const key = `${stack.identity} ${email}`;
  const step = Math.max(Math.floor(Date.now() / PERIOD_MS), (usedSteps.get(key) ?? -Infinity) + 1);
  usedSteps.set(key, step);
  while (Math.floor(Date.now() / PERIOD_MS) + 1 < step) await new Promise((resolve) => setTimeout(resolve, step * PERIOD_MS - PERIOD_MS - Date.now()));
  return new TOTP({ secret, period: E2E_TOTP_PERIOD_SECONDS }).generate({ timestamp: step * PERIOD_MS });
};

/** Signs in through the identity provider's login page, as a person would: the password, then the code when they have a factor. */
export const logIn = async (stack: Stack, page: Page, email: string, path = '/'): Promise<void> => {
  await page.goto(`${stack.web}${path}`);
  await page.waitForURL((url) => url.origin === stack.identity);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', 'Spend-demo-1');
  await page.click('button[type=submit]');
  if (DEMO_TOTP_SECRETS.has(email)) await enterCode(stack, page, email);
  await page.waitForURL((url) => url.origin === stack.web && !url.pathname.startsWith('/callback'));
};

/** The identity provider's code page: this person's current code, submitted. */
export const enterCode = async (stack: Stack, page: Page, email: string, secret?: string): Promise<void> => {
  await page.waitForSelector('input[name=code]');
  await page.fill('input[name=code]', await oneTimeCode(stack, email, secret));
  await page.click('button[type=submit]');
};

