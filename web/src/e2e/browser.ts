// Real Chromium against the real stack (stack.ts), shared by the budget and member browser tests.
import { createHmac, randomUUID } from 'node:crypto';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { recordFailedPages } from './failure-state';
import { logIn } from './sign-in';
import { AUTHORIZER_SECRET, startStack, type Stack } from './stack';

export { launchChromium };
export { screenshot } from './screenshot';
export { enterCode, logIn, oneTimeCode } from './sign-in';

/**
 * A test file's own stack and Chromium: started before its tests, closed after them. A file's own
 * beforeAll/afterAll registered after this call run after the start and before the stop.
 */
export const useStackAndBrowser = (options?: Parameters<typeof startStack>[0]): { stack: () => Stack; browser: () => Browser } => {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack(options);
    browser = await launchChromium();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && browser) await recordFailedPages(browser, task.name);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  return { stack: () => stack!, browser: () => browser! };
};

/** Picks an option of a Select (Radix: a button and a listbox, no native select) by its label, as a person would. */
export const choose = async (page: Page, trigger: string, label: string): Promise<void> => {
  await page.click(trigger);
  await page.getByRole('option', { name: label, exact: true }).click();
};

/** Picks a day (YYYY-MM-DD) in a DatePicker: opens its calendar and steps back or forward to the day's month. */
export const pickDay = async (page: Page, field: string, day: string): Promise<void> => {
  await page.click(field);
  const grid = page.getByRole('grid');
  for (let steps = 0; steps < 120 && !(await page.isVisible(`[data-day="${day}"]`)); steps++) {
    const shown = await grid.locator('[data-day]').nth(10).getAttribute('data-day');
    await page.getByRole('button', { name: shown! > day ? 'Previous month' : 'Next month' }).click();
  }
  await page.click(`[data-day="${day}"]`);
};

/** Signs in; a demo member who has not accepted the agreements yet accepts them first, then goes on to `path`. */
export const signInAccepting = async (stack: Stack, page: Page, email: string, path: string): Promise<void> => {
  await logIn(stack, page, email, path);
  const accept = page.locator('text=Accept and continue');
  // Either the onboarding screen or the app's header (the agreements are checked before the layout shows).
  await page.waitForFunction(() => document.querySelector('[data-testid=user-name]') || Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Accept and continue'), null, { timeout: 30_000 });
  if (await accept.isVisible()) {
    for (const name of ['cardMemberAgreement', 'privacyPolicy', 'termsOfUse']) await page.check(`input[name=${name}]`);
    await accept.click();
  }
  await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 });
};

/**
 * The signed-in user's access token, as the web app keeps it: encrypted in session storage under
 * the key it holds in IndexedDB (web/src/app/session-store.ts), decrypted in the page.
 */
export const tokenOf = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const name = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const { iv, data } = JSON.parse(sessionStorage.getItem(name)!) as { iv: string; data: string };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('spend-session', 1);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error!);
    });
    const key = await new Promise<CryptoKey>((resolve, reject) => {
      const get = db.transaction('keys').objectStore('keys').get('session');
      get.onsuccess = () => resolve(get.result as CryptoKey);
      get.onerror = () => reject(get.error!);
    });
    db.close();
    const bytes = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes(iv) }, key, bytes(data));
    return (JSON.parse(new TextDecoder().decode(plain)) as { access_token: string }).access_token;
  });

/** One GraphQL call with a user's token, as another session would make it. */
export const callApi = async <T = Record<string, unknown>>(stack: Stack, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> => {
  const response = await fetch(`${stack.api}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
};

/** A real 1x1 PNG (the API reads its chunks, not only its signature), for receipt and avatar uploads. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The message shown under a form field (the one form-field component's data-testid). */
export const errorOf = (page: Page, field: string): Promise<string | null> => page.textContent(`[data-testid="error-${field}"]`);

/** The text of the toast shown now, or null: read without waiting, as a toast lasts only a few seconds. */
export const toastText = (page: Page): Promise<string | null> =>
  page.locator('[data-testid=toast] span').evaluateAll((spans) => spans[0]?.textContent ?? null);

/**
 * Every GraphQL request the page sends over HTTP from now on, by operation name, to count the reads a
 * save causes: `idle` once none is in flight (wait for it before counting).
 */
export const watchGraphqlPosts = (page: Page): { sent: string[]; idle: () => boolean; stop: () => void } => {
  const sent: string[] = [];
  const open = new Set<unknown>();
  const onRequest = (r: Request) => {
    if (!r.url().endsWith('/graphql') || r.method() !== 'POST') return;
    sent.push((r.postDataJSON() as { operationName?: string }).operationName ?? '?');
    open.add(r);
  };
  const settle = (r: unknown) => open.delete(r);
  page.on('request', onRequest);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const stop = () => {
    page.off('request', onRequest);
    page.off('requestfinished', settle);
    page.off('requestfailed', settle);
  };
  return { sent, idle: () => open.size === 0, stop };
};

/** A message from the issuer processor to the stack's authorizer: signed with the shared secret, timestamped. */
const processor = async <T>(stack: Stack, path: string, message: Record<string, unknown>): Promise<T> => {
  const body = JSON.stringify({ ...message, timestamp: new Date().toISOString() });
  const response = await fetch(`${stack.authorizer!}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-spend-signature': createHmac('sha256', AUTHORIZER_SECRET).update(body).digest('hex') }, body,
  });
  if (!response.ok) throw new Error(`authorizer answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

/** A card purchase (amount in cents); answers the authorizer's decision. */
export const purchase = (stack: Stack, cardId: string, cents: number, merchant = 'Paper Co', mcc = '5111') =>
  processor<{ authorization_id: string; approved: boolean; decline_reason: string | null; transaction_id: string | null }>(stack, '/v1/authorizations', {
    id: `auth_${randomUUID()}`, card_token: cardId, amount: cents, currency: 'USD', merchant_name: merchant, merchant_id: null, mcc, merchant_country: 'US',
  });

/** The merchant reverses an authorization (it no longer counts as spend). */
export const reverse = (stack: Stack, cardId: string, authorizationId: string) =>
  processor<{ accepted: boolean }>(stack, '/v1/reversals', { id: `rev_${randomUUID()}`, authorization_id: authorizationId, card_token: cardId });

/** The network clears (posts) an authorization, for its amount in cents. */
export const clear = (stack: Stack, cardId: string, authorizationId: string, cents: number) =>
  processor<{ accepted: boolean }>(stack, '/v1/clearings', { id: `clr_${randomUUID()}`, authorization_id: authorizationId, card_token: cardId, amount: cents });
