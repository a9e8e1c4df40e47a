import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStore } from './accounts';
import { addDemoUsers, DEMO_USERS } from './demo-users';
import { API_RESOURCE, createIdentityServer, WEB_CLIENT_ID, type IdentityServer } from './server';

const REDIRECT = 'http://127.0.0.1:5173/callback';
let identity: IdentityServer;
let issuer: string;

beforeAll(async () => {
  const accounts = new AccountStore();
  await accounts.add('Pat@Example.test', 'Pat Example', 'correct horse');
  await addDemoUsers(accounts);
  // The issuer must be known before listening: take a free port first.
  const probe = (await import('node:http')).createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  issuer = `http://127.0.0.1:${port}`;
  identity = await createIdentityServer({ issuer, webOrigin: 'http://127.0.0.1:5173', redirectUris: [REDIRECT], accounts });
  await new Promise<void>((r) => identity.server.listen(port, '127.0.0.1', r));
});
afterAll(async () => {
  identity.server.closeAllConnections();
  await new Promise((r) => identity.server.close(r));
});

/** A browser's cookie jar, enough for the provider's interaction and session cookies. */
class Browser {
  private cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(new URL(url, issuer), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  /** Follows redirects on this server until one leaves it (the redirect back to the web app). */
  async follow(response: Response): Promise<Response | URL> {
    while (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location')!, issuer);
      if (location.origin !== issuer) return location;
      response = await this.request(location.toString());
    }
    return response;
  }
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** Starts an authorization request and returns the browser at the login page. */
const startLogin = async () => {
  const browser = new Browser();
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const authorize = new URL('/auth', issuer);
  for (const [k, v] of Object.entries({ client_id: WEB_CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code', scope: 'openid email profile offline_access api', code_challenge: challenge, code_challenge_method: 'S256', state })) {
    authorize.searchParams.set(k, v);
  }
  const page = await browser.follow(await browser.request(authorize.toString()));
  expect(page).toBeInstanceOf(Response);
  const html = await (page as Response).text();
  const action = /action="([^"]+)"/.exec(html)![1]!;
  return { browser, verifier, state, html, action };
};

const logIn = async (email: string, password: string) => {
  const login = await startLogin();
  const response = await login.browser.request(login.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  return { ...login, response };
};

const exchange = async (body: Record<string, string>) =>
  (await fetch(new URL('/token', issuer), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() })).json() as Promise<Record<string, string>>;

describe('identity provider', () => {
  it('serves its discovery document and JWKS', async () => {
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({ issuer, code_challenge_methods_supported: ['S256'] });
    const jwks = (await (await fetch(discovery.jwks_uri as string)).json()) as { keys: { d?: string; kty: string }[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys.every((k) => k.d === undefined)).toBe(true);
  });

  it('logs in with code + PKCE and issues a JWT access token the API can verify, and a working refresh token', async () => {
    const { browser, verifier, state, html, response } = await logIn('pat@example.test', 'correct horse');
    expect(html).toContain('href="/legal/terms-of-use.pdf"');
    expect(html).toContain('href="/legal/privacy-policy.pdf"');
    const callback = await browser.follow(response);
    expect(callback).toBeInstanceOf(URL);
    const redirect = callback as URL;
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT);
    expect(redirect.searchParams.get('state')).toBe(state);
    const tokens = await exchange({ grant_type: 'authorization_code', code: redirect.searchParams.get('code')!, redirect_uri: REDIRECT, client_id: WEB_CLIENT_ID, code_verifier: verifier });
    const { payload } = await jwtVerify(tokens.access_token!, createRemoteJWKSet(new URL(`${issuer}/jwks`)), { issuer, audience: API_RESOURCE });
    expect(payload.sub).toBe('pat@example.test');
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await exchange({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: WEB_CLIENT_ID });
    const again = await jwtVerify(refreshed.access_token!, createRemoteJWKSet(new URL(`${issuer}/jwks`)), { issuer, audience: API_RESOURCE });
    expect(again.payload.sub).toBe('pat@example.test');
  });

  it('refuses a code exchanged without its PKCE verifier', async () => {
    const { browser, response } = await logIn('pat@example.test', 'correct horse');
    const redirect = (await browser.follow(response)) as URL;
    const tokens = await exchange({ grant_type: 'authorization_code', code: redirect.searchParams.get('code')!, redirect_uri: REDIRECT, client_id: WEB_CLIENT_ID, code_verifier: pkce().verifier });
    expect(tokens.error).toBe('invalid_grant');
  });

  it('says "Invalid email or password." for a wrong password and issues no code', async () => {
    const { response } = await logIn('pat@example.test', 'wrong password');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Invalid email or password.');
  });

  it('logs in every demo user with the demo password', async () => {
    for (const user of DEMO_USERS.users) {
      const { response } = await logIn(user.email, DEMO_USERS.password);
      expect(response.status, user.email).toBe(303);
    }
  });

  it('resets a password: the same answer for any email, a mail only for a known one, a single-use link', async () => {
    const request = (email: string) =>
      fetch(`${issuer}/password-reset/request`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' }, body: JSON.stringify({ email }) });
    const before = identity.outbox.mails.length;
    const unknown = await request('nobody@example.test');
    expect(await unknown.json()).toEqual({ ok: true, message: 'If an account exists, we have sent a password reset link to nobody@example.test' });
    expect(identity.outbox.mails.length).toBe(before);
    const known = await request('Pat@example.test');
    expect(known.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(await known.json()).toEqual({ ok: true, message: 'If an account exists, we have sent a password reset link to Pat@example.test' });
    expect(identity.outbox.mails.length).toBe(before + 1);
    const invalid = await request('not-an-email');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ ok: false, error: 'Invalid email.' });

    const link = identity.outbox.mails.at(-1)!.link;
    expect(identity.outbox.mails.at(-1)!.to).toBe('pat@example.test');
    expect((await fetch(link)).status).toBe(200);
    const post = (password: string) => fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ password }).toString() });
    const short = await post('short');
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Password must be at least 8 characters.');
    const done = await post('a brand new secret');
    expect(await done.text()).toContain('Your password has been changed. You can now log in.');
    expect((await post('another new secret')).status).toBe(400);
    expect((await logIn('pat@example.test', 'correct horse')).response.status).toBe(401);
    expect((await logIn('pat@example.test', 'a brand new secret')).response.status).toBe(303);
  });

  it('serves the Terms of Use and Privacy Policy as PDFs', async () => {
    for (const name of ['terms-of-use.pdf', 'privacy-policy.pdf']) {
      const response = await fetch(`${issuer}/legal/${name}`);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.subarray(-6).toString()).toBe('%%EOF\n');
    }
  });
});
