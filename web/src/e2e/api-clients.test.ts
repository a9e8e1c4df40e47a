import { describe, expect, it } from 'vitest';
import { logIn, screenshot, toastText, useStackAndBrowser, watchGraphqlPosts } from './browser';
import type { Stack } from './stack';

const { stack, browser } = useStackAndBrowser();

/** Commands wait for the read models; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };

/** What the company's tool does with its credentials: client credentials at the identity provider, then GraphQL. */
const machineQuery = async (s: Stack, clientId: string, secret: string) => {
  const tokenResponse = await fetch(`${s.identity}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'api:read' }),
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const query = async () => {
    const response = await fetch(`${s.api}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: '{ company { dba_name } }' }) });
    return { status: response.status, body: (await response.json()) as { data?: { company: { dba_name: string } }; errors?: { message: string }[] } };
  };
  return { tokenStatus: tokenResponse.status, query };
};

describe('API clients in Chromium, against the real stack', () => {
  it('an admin creates a client, sees its secret once, the secret works, and revoking it ends access', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/settings/company');
    await page.evaluate(() => localStorage.setItem('devFlags', JSON.stringify({ apiClientTokens: true })));
    await page.goto(`${stack().web}/settings/api-clients`);
    await expect.poll(() => page.locator('nav[aria-label=Settings] a').allTextContents(), SLOW).toContain('API clients');
    await expect.poll(() => page.textContent('main td:has-text("No Results Found")'), SLOW).toBe('No Results Found');

    // An empty name: the field's message, nothing sent.
    await page.click('button:has-text("Create API client")');
    await page.click('form[aria-label="Create API client"] button[type=submit]');
    await expect.poll(() => page.textContent('[data-testid=error-api-client-name]'), SLOW).toBe('This field is required.');
    await page.fill('#api-client-name', 'Books sync');
    await page.check('input[type=radio][value=READ_ONLY]');
    const posts = watchGraphqlPosts(page);
    await page.click('form[aria-label="Create API client"] button[type=submit]');
    await expect.poll(() => toastText(page), SLOW).toBe('Books sync API client has been created.');
    const secret = (await page.textContent('[data-testid=new-client-secret]'))!;
    const clientId = (await page.textContent('[data-testid=new-client-id]'))!;
    expect(secret).toMatch(/^spend_[\w-]{43}$/);
    await screenshot(page, 'api-client-secret', { fullPage: false });
    await page.click('[data-testid=api-client-credentials] button:has-text("Done")');
    // The save sent the mutation and nothing else: its answer joined the cached list.
    await expect.poll(posts.idle).toBe(true);
    posts.stop();
    expect(posts.sent).toEqual(['CreateApiClient']);

    // Listed without its secret, which the page no longer holds anywhere.
    await expect.poll(() => page.locator('[data-testid=api-client-row]').count(), SLOW).toBe(1);
    expect(await page.textContent('[data-testid=api-client-row]')).toContain(clientId);
    expect(await page.textContent('[data-testid=api-client-status]')).toBe('Active');
    expect(await page.textContent('[data-testid=api-client-last-used]')).toBe('Never');
    expect(await page.content()).not.toContain(secret);

    // The secret gets a token at the identity provider; the token reads this company.
    const machine = await machineQuery(stack(), clientId, secret);
    expect(machine.tokenStatus).toBe(200);
    expect((await machine.query()).body.data?.company.dba_name).toBe('Acme Corporation');

    await page.click('[data-testid=api-client-row] button:has-text("Revoke")');
    await page.waitForSelector('[role=dialog]:has-text("Revoke Books sync?")');
    await page.click('[role=dialog] button:has-text("Revoke")');
    await expect.poll(() => toastText(page), SLOW).toBe('Books sync API client has been revoked.');
    await expect.poll(() => page.textContent('[data-testid=api-client-status]'), SLOW).toMatch(/^Revoked /);
    // The revocation's answer carries the client whole, with the tool's call.
    expect(await page.textContent('[data-testid=api-client-last-used]')).not.toBe('Never');
    await screenshot(page, 'api-client-revoked');
    const refused = await machine.query();
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.message).toBe('This API client has been revoked.');
    await page.close();
  });
});
