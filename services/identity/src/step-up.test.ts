import { createRemoteJWKSet, jwtVerify } from 'jose';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStore } from './accounts';
import { OTP_ACR, WEB_CLIENT_ID } from './constants';
import { addDemoUsers, DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from './demo-users';
import { startIdentityServer, type StartedIdentityServer } from './provider';
import { SECOND_FACTOR_MESSAGES, SecondFactors } from './second-factor';
import type { Browser } from './testing/browser';
import { logIn, openLoginPage, tokenRequest } from './testing/browser';

const REDIRECT = 'http://127.0.0.1:5173/callback';
const STEP_UP = { prompt: 'login', acr_values: OTP_ACR };
let identity: StartedIdentityServer;
// The factors' clock: a test moves it to the next 30-second step instead of waiting for it.
let clock = Date.now();
const codeOf = (secret: string) => new TOTP({ secret }).generate({ timestamp: clock });
const nextStep = () => (clock += 30_000);

beforeAll(async () => {
  const accounts = new AccountStore();
  await addDemoUsers(accounts);
  await accounts.add('pat@example.test', 'Pat Example', 'correct horse');
  const factors = new SecondFactors(() => clock);
  factors.enrol(DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET);
  identity = await startIdentityServer({ port: 0, redirectUris: [REDIRECT], accounts, factors });
});
afterAll(() => identity.close());

const formAction = (html: string): string => /<form method="post" action="([^"]+)"/.exec(html)![1]!;

/** Posts the page's form and follows the provider's redirects: the page shown next, or the callback URL. */
const submit = async (browser: Browser, html: string, fields: Record<string, string>) => browser.follow(await browser.postForm(formAction(html), fields));
const pageOf = async (outcome: Response | URL): Promise<{ status: number; html: string }> => {
  expect(outcome, 'a page, not the callback').toBeInstanceOf(Response);
  return { status: (outcome as Response).status, html: await (outcome as Response).text() };
};

/** The callback's code exchanged for tokens, and the access token's claims. */
const tokensOf = async (outcome: Response | URL, verifier: string) => {
  expect(outcome, 'back at the web app').toBeInstanceOf(URL);
  const tokens = await tokenRequest(identity.issuer, { grant_type: 'authorization_code', code: (outcome as URL).searchParams.get('code')!, redirect_uri: REDIRECT, client_id: WEB_CLIENT_ID, code_verifier: verifier });
  expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
  const { payload } = await jwtVerify(tokens.body.access_token!, createRemoteJWKSet(new URL(`${identity.issuer}/jwks`)));
  return { refreshToken: tokens.body.refresh_token, claims: payload };
};

describe('the second factor', () => {
  it('is asked for after the password when the account has one; a wrong or reused code is refused with a clear message', async () => {
    nextStep();
    const attempt = await logIn(identity.issuer, REDIRECT, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const codePage = await pageOf(attempt.outcome);
    expect(codePage.html).toContain('<h1>Enter your code</h1>');

    const wrong = await pageOf(await submit(attempt.browser, codePage.html, { code: '12345' }));
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain(SECOND_FACTOR_MESSAGES.wrong.replace(/'/g, '&#39;'));

    const code = codeOf(DEMO_ADMIN_TOTP_SECRET);
    const signedIn = await tokensOf(await submit(attempt.browser, wrong.html, { code }), attempt.verifier);
    expect(signedIn.claims.amr).toEqual(['pwd', 'otp']);
    expect(Math.abs((signedIn.claims.auth_time as number) - Date.now() / 1000)).toBeLessThan(60);

    // The same code again, in another sign-in within its 30 seconds: a replay.
    const again = await logIn(identity.issuer, REDIRECT, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const reused = await pageOf(await submit(again.browser, (await pageOf(again.outcome)).html, { code }));
    expect(reused.status).toBe(401);
    expect(reused.html).toContain(SECOND_FACTOR_MESSAGES.reused);
  });

  it('a step-up (prompt=login, acr_values) asks the signed-in person only for the code; a refreshed token keeps the sign-in\'s amr and auth_time', async () => {
    nextStep();
    const first = await logIn(identity.issuer, REDIRECT, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const before = await tokensOf(await submit(first.browser, (await pageOf(first.outcome)).html, { code: codeOf(DEMO_ADMIN_TOTP_SECRET) }), first.verifier);

    nextStep();
    const stepUp = await openLoginPage(identity.issuer, REDIRECT, STEP_UP, first.browser);
    expect(stepUp.html).toContain('<h1>Enter your code</h1>');
    expect(stepUp.html).not.toContain('name="password"');
    const after = await tokensOf(await submit(first.browser, stepUp.html, { code: codeOf(DEMO_ADMIN_TOTP_SECRET) }), stepUp.verifier);
    expect(after.claims).toMatchObject({ sub: DEMO_ADMIN_EMAIL, amr: ['pwd', 'otp'] });
    expect(after.claims.auth_time).toBeGreaterThanOrEqual(before.claims.auth_time as number);

    const refreshed = await tokenRequest(identity.issuer, { grant_type: 'refresh_token', refresh_token: after.refreshToken!, client_id: WEB_CLIENT_ID });
    expect(refreshed.status).toBe(200);
    const { payload } = await jwtVerify(refreshed.body.access_token!, createRemoteJWKSet(new URL(`${identity.issuer}/jwks`)));
    expect(payload).toMatchObject({ amr: ['pwd', 'otp'], auth_time: after.claims.auth_time });
  });

  it('without one, a sign-in is the password alone; a step-up enrols the app (a bad code keeps nothing), shows the recovery codes once, and each works once', async () => {
    const plain = await logIn(identity.issuer, REDIRECT, 'pat@example.test', 'correct horse');
    expect((await tokensOf(plain.outcome, plain.verifier)).claims.amr).toEqual(['pwd']);

    const stepUp = await openLoginPage(identity.issuer, REDIRECT, STEP_UP, plain.browser);
    expect(stepUp.html).toContain('<h1>Set up two-step sign-in</h1>');
    const secret = /data-testid="otp-secret">([A-Z2-7]+)</.exec(stepUp.html)![1]!;
    expect(stepUp.html).toContain(`otpauth://totp/Spend:pat%40example.test?issuer=Spend&amp;secret=${secret}`);
    expect(stepUp.html).toContain('<svg ');

    const bad = await pageOf(await submit(plain.browser, stepUp.html, { code: String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0') }));
    expect(bad.status).toBe(400);
    expect(bad.html).toContain(SECOND_FACTOR_MESSAGES.enrolment);
    expect(bad.html).toContain(secret);
    expect(identity.factors.has('pat@example.test')).toBe(false);

    const shown = await pageOf(await submit(plain.browser, bad.html, { code: codeOf(secret) }));
    const recovery = [...shown.html.matchAll(/<li><code>([0-9a-f-]+)<\/code><\/li>/g)].map((m) => m[1]!);
    expect(recovery).toHaveLength(10);
    const enrolled = await tokensOf(await submit(plain.browser, shown.html, {}), stepUp.verifier);
    expect(enrolled.claims.amr).toEqual(['pwd', 'otp']);
    expect(identity.factors.has('pat@example.test')).toBe(true);

    // Phone lost: a recovery code instead of the app's, once.
    const withRecovery = await logIn(identity.issuer, REDIRECT, 'pat@example.test', 'correct horse');
    expect((await tokensOf(await submit(withRecovery.browser, (await pageOf(withRecovery.outcome)).html, { code: recovery[0]! }), withRecovery.verifier)).claims.amr).toEqual(['pwd', 'otp']);
    const twice = await logIn(identity.issuer, REDIRECT, 'pat@example.test', 'correct horse');
    const refused = await pageOf(await submit(twice.browser, (await pageOf(twice.outcome)).html, { code: recovery[0]! }));
    expect(refused.status).toBe(401);
    expect(refused.html).toContain('That code is not right.');
  });
});
