import { describe, expect, it } from 'vitest';
import { callApi, enterCode, logIn, toastText, tokenOf, useStackAndBrowser } from './browser';

// Step-up sign-in (issue #26 item 3): a card reveal needs a fresh second factor; the web asks for it
// in the identity provider's popup (setting up the app first, for a member who has none) and retries.
const { stack, browser } = useStackAndBrowser();
const SLOW = { timeout: 60_000 };
const OWNER = 'owner@demo.spend.test';

describe('step-up sign-in', () => {
  it('a reveal after a password-only sign-in prompts for the second factor, enrols the app, then shows the card; the next sign-in asks for the code', async () => {
    // The demo admin signs in with the code from the README's key, and gives the budget owner a card.
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/cards');
    const token = await tokenOf(admin);
    const { teamSearchOptions } = await callApi<{ teamSearchOptions: { userId: string }[] }>(stack(), token, '{ teamSearchOptions(q: "Otis") { userId } }');
    const { createOneCardV2: card } = await callApi<{ createOneCardV2: { id: string; last4Digits: string } }>(stack(), token, 'mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id last4Digits } }', {
      data: { type: 'Physical', shippingAddressId: 'BUSINESS', spender: { connect: { id: teamSearchOptions[0]!.userId } }, transactionControl: { spendLimit: 10_000 } },
    });
    await admin.close();

    // The owner has no authenticator app: the password alone signs them in.
    const page = await browser().newPage();
    await logIn(stack(), page, OWNER, `/cards/${card.id}`);
    await expect.poll(() => page.textContent('[data-testid=card-pan-masked]'), SLOW).toBe(`•••• •••• •••• ${card.last4Digits}`);
    const graphqlErrors: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/graphql') && response.request().method() === 'POST') {
        void response.json().then((body: { errors?: { extensions?: { code?: string } }[] }) => graphqlErrors.push(...(body.errors ?? []).map((e) => e.extensions?.code ?? '')), () => undefined);
      }
    });

    const popupOpened = page.waitForEvent('popup');
    await page.click('button:has-text("Reveal card number")');
    const popup = await popupOpened;
    await popup.waitForURL((url) => url.origin === stack().identity);
    // Setting up the app: the key as text (and as a QR code), a bad code first.
    await expect.poll(() => popup.textContent('h1'), SLOW).toBe('Set up two-step sign-in');
    expect(await popup.isVisible('input[name=password]')).toBe(false);
    expect(await popup.isVisible('figure[aria-label="QR code"] svg')).toBe(true);
    const secret = (await popup.textContent('[data-testid=otp-secret]'))!;
    await popup.fill('input[name=code]', '12345');
    await popup.click('button[type=submit]');
    expect(await popup.textContent('[role=alert]')).toBe('That code does not match. Add the key to your authenticator app again and enter the 6-digit code it shows now.');
    await enterCode(stack(), popup, OWNER, secret);
    await expect.poll(() => popup.textContent('h1'), SLOW).toBe('Your recovery codes');
    expect(await popup.locator('[data-testid=recovery-codes] li').count()).toBe(10);
    const closed = popup.waitForEvent('close', SLOW);
    await popup.click('button:has-text("Continue")');
    await closed;

    // The reveal was refused once (nothing shown), then retried with the new sign-in.
    const pan = (await page.locator('[data-testid=card-pan]').textContent(SLOW))!.replace(/\s/g, '');
    expect(pan.endsWith(card.last4Digits)).toBe(true);
    expect(graphqlErrors).toEqual(['STEP_UP_REQUIRED']);
    await page.close();

    // With an app now, signing in asks for its code after the password.
    const next = await browser().newPage();
    await next.goto(`${stack().web}/cards/${card.id}`);
    await next.waitForURL((url) => url.origin === stack().identity);
    await next.fill('input[name=email]', OWNER);
    await next.fill('input[name=password]', 'Spend-demo-1');
    await next.click('button[type=submit]');
    await next.fill('input[name=code]', 'not-a-code');
    await next.click('button[type=submit]');
    expect(await next.textContent('[role=alert]')).toBe('That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.');
    await enterCode(stack(), next, OWNER, secret);
    await next.waitForURL((url) => url.origin === stack().web && url.pathname === `/cards/${card.id}`, SLOW);
    await next.click('button:has-text("Reveal card number")');
    expect((await next.locator('[data-testid=card-pan]').textContent(SLOW))!.replace(/\s/g, '')).toBe(pan);
    await next.close();
  });

  it('a company that requires the second factor sends a member without one to set it up at their next sign-in, then lets them in', async () => {
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/settings/company');
    await admin.waitForSelector('form[aria-label=Company]');
    await admin.check('#company-isSecondFactorRequired');
    await admin.click('form[aria-label=Company] button[type=submit]');
    await expect.poll(() => toastText(admin), SLOW).toBe('Company settings have been updated.');
    expect((await callApi<{ company: { isSecondFactorRequired: boolean } }>(stack(), await tokenOf(admin), '{ company { isSecondFactorRequired } }')).company.isSecondFactorRequired).toBe(true);
    await admin.close();

    // The password signs the spender in; the API refuses that sign-in, and the app signs in again asking for the app.
    const page = await browser().newPage();
    await page.goto(`${stack().web}/my-wallet`);
    await page.waitForURL((url) => url.origin === stack().identity);
    await page.fill('input[name=email]', 'spender@demo.spend.test');
    await page.fill('input[name=password]', 'Spend-demo-1');
    await page.click('button[type=submit]');
    await expect.poll(() => page.textContent('h1'), SLOW).toBe('Set up two-step sign-in');
    await enterCode(stack(), page, 'spender@demo.spend.test', (await page.textContent('[data-testid=otp-secret]'))!);
    await expect.poll(() => page.textContent('h1'), SLOW).toBe('Your recovery codes');
    await page.click('button:has-text("Continue")');
    await page.waitForURL((url) => url.origin === stack().web && url.pathname === '/my-wallet', SLOW);
    await expect.poll(() => page.textContent('[data-testid=user-name]'), SLOW).toBe('Sofia Diaz');
    await page.close();
  });
});
