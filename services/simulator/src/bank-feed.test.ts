import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGES, startBankFeed } from './bank-feed';

let feed: Awaited<ReturnType<typeof startBankFeed>>;
beforeAll(async () => {
  feed = await startBankFeed();
});
afterAll(() => feed.close());

const plaid = async (path: string, body: Record<string, unknown>) => {
  const response = await fetch(`${feed.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const post = (path: string, fields: [string, string][]) => fetch(`${feed.url}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
const sessionOf = (html: string) => /name="session" value="([^"]+)"/.exec(html)?.[1];

/** A link token whose hosted page sends the person back to the app. */
const linkToken = async () => {
  const { body } = await plaid('/link/token/create', { user: { client_user_id: 'u1' }, products: ['transactions'], hosted_link: { completion_redirect_uri: 'http://app.test/settings/integrations' } });
  return { token: body.link_token as string, url: body.hosted_link_url as string };
};

describe('the hosted Link page and the public token exchange (Plaid-shaped)', () => {
  it('refuses wrong credentials on the page, then mints a public token for the chosen accounts and redirects back with it', async () => {
    const { token, url } = await linkToken();
    expect(url).toBe(`${feed.url}/link?token=${encodeURIComponent(token)}`);
    const opened = await fetch(url);
    expect(opened.headers.get('content-type')).toContain('text/html');
    expect(await opened.text()).toContain('First Platypus Bank');

    const wrong = await (await post('/link/sign-in', [['token', token], ['institution', 'ins_109508'], ['username', 'user_good'], ['password', 'nope']])).text();
    expect(wrong).toContain(LINK_MESSAGES.credentials);
    expect(sessionOf(wrong)).toBeUndefined();

    const signedIn = await (await post('/link/sign-in', [['token', token], ['institution', 'ins_109508'], ['username', 'user_good'], ['password', 'pass_good']])).text();
    const session = sessionOf(signedIn)!;
    expect(signedIn).toContain('Plaid Saving');
    expect(await (await post('/link/complete', [['session', session]])).text()).toContain(LINK_MESSAGES.noAccount);

    const done = await post('/link/complete', [['session', session], ['account', '2']]);
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://app.test/settings/integrations');
    const publicToken = back.searchParams.get('public_token')!;
    expect(publicToken).toMatch(/^public-sandbox-/);

    const exchanged = await plaid('/item/public_token/exchange', { public_token: publicToken });
    expect(exchanged.status).toBe(200);
    const accounts = await plaid('/accounts/get', { access_token: exchanged.body.access_token });
    expect(accounts.body).toMatchObject({ item: { institution_name: 'First Platypus Bank' }, accounts: [{ name: 'Plaid Saving', balances: { current: 210 } }] });
  });

  it('accepts a public token once, and never one it did not mint', async () => {
    const { token } = await linkToken();
    const publicToken = feed.feed.sandboxPublicToken(token);
    expect((await plaid('/item/public_token/exchange', { public_token: publicToken })).status).toBe(200);
    expect((await plaid('/item/public_token/exchange', { public_token: publicToken })).body).toMatchObject({ error_code: 'INVALID_PUBLIC_TOKEN' });
    // The old local shape the web app used to make up, from a real link token.
    const other = await linkToken();
    expect((await plaid('/item/public_token/exchange', { public_token: `public-local-${other.token}` })).body).toMatchObject({ error_code: 'INVALID_PUBLIC_TOKEN' });
  });

  it('a completed or unknown link token does not open the page again', async () => {
    const { token, url } = await linkToken();
    feed.feed.sandboxPublicToken(token);
    const again = await fetch(url);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(LINK_MESSAGES.session);
    expect((await fetch(`${feed.url}/link?token=link-local-unknown`)).status).toBe(400);
    expect(() => feed.feed.sandboxPublicToken(token)).toThrow(LINK_MESSAGES.session);
  });

  it('without a completion redirect, the page shows the public token instead of sending the person anywhere', async () => {
    const { body } = await plaid('/link/token/create', { user: { client_user_id: 'u2' }, products: ['transactions'] });
    const signedIn = await (await post('/link/sign-in', [['token', body.link_token as string], ['institution', 'ins_simulated'], ['username', 'user_good'], ['password', 'pass_good']])).text();
    const done = await post('/link/complete', [['session', sessionOf(signedIn)!], ['account', '0']]);
    expect(done.status).toBe(200);
    const publicToken = /<output id="public-token">([^<]+)<\/output>/.exec(await done.text())![1]!;
    expect((await plaid('/item/public_token/exchange', { public_token: publicToken })).status).toBe(200);
  });
});
