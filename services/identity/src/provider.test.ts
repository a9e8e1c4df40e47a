import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStore } from './accounts';
import { API_RESOURCE, WEB_CLIENT_ID } from './constants';
import { addDemoUsers, DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { generateSigningKeys } from './keys';
import { startIdentityServer, type StartedIdentityServer } from './provider';
import { Browser, logIn, openLoginPage, pkcePair, tokenRequest } from './testing/browser';

const WEB = 'http://127.0.0.1:5173';
const REDIRECT = `${WEB}/callback`;
let identity: StartedIdentityServer;
let issuer: string;

beforeAll(async () => {
  const accounts = new AccountStore();
  await accounts.add('Pat@Example.test', 'Pat Example', 'correct horse');
  await addDemoUsers(accounts);
  identity = await startIdentityServer({ port: 0, webOrigin: WEB, redirectUris: [REDIRECT, 'http://localhost:5173/callback'], accounts });
  issuer = identity.issuer;
});
afterAll(() => identity.close());

const jwks = () => createRemoteJWKSet(new URL(`${issuer}/jwks`));

/** Logs in and exchanges the code, as the web app does after its /callback. */
const signIn = async (email: string, password: string) => {
  const attempt = await logIn(issuer, REDIRECT, email, password);
  expect(attempt.outcome, 'redirected back to the web app').toBeInstanceOf(URL);
  const callback = attempt.outcome as URL;
  const tokens = await tokenRequest(issuer, { grant_type: 'authorization_code', code: callback.searchParams.get('code')!, redirect_uri: REDIRECT, client_id: WEB_CLIENT_ID, code_verifier: attempt.verifier });
  expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
  return { ...attempt, callback, tokens: tokens.body };
};

describe('identity provider', () => {
  it('serves its discovery document and a public JWKS', async () => {
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer,
      jwks_uri: `${issuer}/jwks`,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    const response = await fetch(discovery.jwks_uri as string);
    expect(response.headers.get('content-type')).toContain('application/jwk-set+json');
    const set = (await response.json()) as { keys: { d?: string; kty: string; kid?: string; alg?: string }[] };
    expect(set.keys).toHaveLength(1);
    expect(set.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256' });
    expect(set.keys.every((k) => k.d === undefined)).toBe(true);
  });

  it('shows its own login page with the legal links and Forgot password?', async () => {
    const { html } = await openLoginPage(issuer, REDIRECT);
    expect(html).toContain('<input id="email" name="email" type="email"');
    expect(html).toContain('name="password" type="password"');
    expect(html).toMatch(/<a href="\/legal\/terms-of-use.pdf"[^>]*>Terms of Use<\/a>/);
    expect(html).toMatch(/<a href="\/legal\/privacy-policy.pdf"[^>]*>Privacy Policy<\/a>/);
    expect(html).toContain(`<a href="${WEB}/forgot-password">Forgot password?</a>`);
  });

  it('prefills login_hint, escaped', async () => {
    const { html } = await openLoginPage(issuer, REDIRECT, { login_hint: '"><script>alert(1)</script>' });
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('logs in with code + PKCE: a JWT access token for the API with sub = the email, and a rotating refresh token', async () => {
    const { callback, state, tokens } = await signIn('pat@example.test', 'correct horse');
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(issuer);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(decodeProtectedHeader(tokens.access_token!)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const { payload } = await jwtVerify(tokens.access_token!, jwks(), { issuer, audience: API_RESOURCE });
    expect(payload).toMatchObject({ sub: 'pat@example.test', client_id: WEB_CLIENT_ID, scope: 'api' });
    const idToken = await jwtVerify(tokens.id_token!, jwks(), { issuer, audience: WEB_CLIENT_ID });
    expect(idToken.payload).toMatchObject({ sub: 'pat@example.test', email: 'pat@example.test', name: 'Pat Example' });

    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: WEB_CLIENT_ID });
    expect(refreshed.status).toBe(200);
    expect((await jwtVerify(refreshed.body.access_token!, jwks(), { issuer, audience: API_RESOURCE })).payload.sub).toBe('pat@example.test');
    // Rotation: a new refresh token each time; the spent one is refused.
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    const replayed = await tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: WEB_CLIENT_ID });
    expect(replayed).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('answers the web origin on the token endpoint (CORS), for both localhost and 127.0.0.1', async () => {
    for (const origin of [WEB, 'http://localhost:5173']) {
      const response = await tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: 'nope', client_id: WEB_CLIENT_ID }, { origin });
      expect(response.status).toBe(400);
    }
    const preflight = await fetch(`${issuer}/token`, { method: 'OPTIONS', headers: { origin: WEB, 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(WEB);
  });

  it('requires PKCE: no code_challenge is refused, and a code exchanged with the wrong verifier too', async () => {
    const browser = new Browser(issuer);
    const authorize = new URL('/auth', issuer);
    for (const [k, v] of Object.entries({ client_id: WEB_CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code', scope: 'openid', state: 'x' })) authorize.searchParams.set(k, v);
    const refused = (await browser.follow(await browser.request(authorize))) as URL;
    expect(refused).toBeInstanceOf(URL);
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    expect(refused.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(refused.searchParams.get('code')).toBeNull();

    const attempt = await logIn(issuer, REDIRECT, 'pat@example.test', 'correct horse');
    const code = (attempt.outcome as URL).searchParams.get('code')!;
    const wrong = await tokenRequest(issuer, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: WEB_CLIENT_ID, code_verifier: pkcePair().verifier });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('says "Invalid email or password." for a wrong password or an unknown email, and issues no code', async () => {
    for (const [email, password] of [
      ['pat@example.test', 'wrong password'],
      ['nobody@example.test', 'correct horse'],
      ['', ''],
    ] as const) {
      const attempt = await logIn(issuer, REDIRECT, email, password);
      expect(attempt.response.status).toBe(401);
      expect(attempt.response.headers.get('location')).toBeNull();
      const html = await attempt.response.text();
      expect(html).toContain('<p class="error" role="alert">Invalid email or password.</p>');
      expect(html).not.toContain('code=');
      // The same interaction can still be completed with the right password.
      const retry = await attempt.browser.follow(await attempt.browser.postForm(attempt.action, { email: 'pat@example.test', password: 'correct horse' }));
      expect((retry as URL).searchParams.get('code')).toBeTruthy();
    }
  });

  it('answers a stale or forged interaction with a clear page, not a crash', async () => {
    const stale = await fetch(`${issuer}/interaction/not-a-real-one`);
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain('This sign-in link has expired. Start again from Spend.');
  });

  it('logs in every demo user with the demo password; sub is the lowercased email', async () => {
    for (const user of DEMO_USERS) {
      const { tokens } = await signIn(user.email.toUpperCase(), DEMO_PASSWORD);
      expect((await jwtVerify(tokens.access_token!, jwks(), { issuer, audience: API_RESOURCE })).payload.sub, user.email).toBe(user.email);
    }
  });

  // Log out returns to the app; the inactivity timer's logout to its /inactivity page.
  it.each(['/', '/inactivity'])('logs out through the end-session endpoint back to the web app (%s)', async (returnPath) => {
    const { browser, tokens } = await signIn('pat@example.test', 'correct horse');
    const end = new URL('/session/end', issuer);
    end.searchParams.set('id_token_hint', tokens.id_token!);
    end.searchParams.set('post_logout_redirect_uri', `${WEB}${returnPath}`);
    const confirm = await browser.request(end);
    const html = await confirm.text();
    expect(html).toContain('<input type="hidden" name="logout" value="yes" form="op.logoutForm">');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"/.exec(html)!;
    const back = await browser.follow(await browser.postForm(action[1]!, { xsrf: action[2]!, logout: 'yes' }));
    expect((back as URL).toString()).toBe(`${WEB}${returnPath}`);
    // The session is gone: the next authorization shows the login page again.
    const again = await openLoginPage(issuer, REDIRECT);
    expect(again.html).toContain('Log in to Spend');
  });

  it('serves the Terms of Use and Privacy Policy as PDFs', async () => {
    for (const name of ['terms-of-use.pdf', 'privacy-policy.pdf']) {
      const response = await fetch(`${issuer}/legal/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.subarray(-6).toString()).toBe('%%EOF\n');
    }
    expect((await fetch(`${issuer}/legal/secret.pdf`)).status).toBe(404);
  });
});

describe('identity provider with configured keys', () => {
  it('signs with an RS256 key from configuration and serves only its public half', async () => {
    const keys = await generateSigningKeys('RS256');
    const configured = await startIdentityServer({ port: 0, jwks: keys, redirectUris: [REDIRECT] });
    try {
      const set = (await (await fetch(`${configured.issuer}/jwks`)).json()) as { keys: Record<string, string>[] };
      expect(set.keys).toEqual([expect.objectContaining({ kty: 'RSA', kid: keys.keys[0]!.kid, alg: 'RS256' })]);
      expect(set.keys[0]!.d).toBeUndefined();
      const attempt = await logIn(configured.issuer, REDIRECT, DEMO_USERS[0]!.email, DEMO_PASSWORD);
      const code = (attempt.outcome as URL).searchParams.get('code')!;
      const tokens = await tokenRequest(configured.issuer, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: WEB_CLIENT_ID, code_verifier: attempt.verifier });
      expect(decodeProtectedHeader(tokens.body.access_token!)).toMatchObject({ alg: 'RS256', kid: keys.keys[0]!.kid });
      const verified = await jwtVerify(tokens.body.access_token!, createRemoteJWKSet(new URL(`${configured.issuer}/jwks`)), { issuer: configured.issuer, audience: API_RESOURCE });
      expect(verified.payload.sub).toBe(DEMO_USERS[0]!.email);
      // A token from the other provider (another key) does not verify here.
      await expect(jwtVerify(tokens.body.access_token!, jwks(), { audience: API_RESOURCE })).rejects.toThrow();
    } finally {
      await configured.close();
    }
  });

  it('refuses a public key as a signing key', async () => {
    const keys = await generateSigningKeys();
    const { d: _d, ...publicKey } = keys.keys[0]!;
    await expect(startIdentityServer({ port: 0, jwks: { keys: [publicKey] } })).rejects.toThrow(/is public/);
  });
});
