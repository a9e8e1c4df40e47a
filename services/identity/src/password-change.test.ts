import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStore } from './accounts';
import { WEB_CLIENT_ID } from './constants';
import { CHANGE_MESSAGES } from './password-change';
import { RESET_MESSAGES } from './password-reset';
import { startIdentityServer, type StartedIdentityServer } from './provider';
import { logIn, tokenRequest, type LoginAttempt } from './testing/browser';

const WEB = 'http://localhost:5173';
const REDIRECT = `${WEB}/callback`;
let identity: StartedIdentityServer;

beforeAll(async () => {
  const accounts = new AccountStore();
  for (const name of ['pat', 'kim']) await accounts.add(`${name}@example.test`, name, 'correct horse');
  identity = await startIdentityServer({ port: 0, webOrigin: WEB, redirectUris: [REDIRECT], accounts });
});
afterAll(() => identity.close());

interface SignIn extends LoginAttempt {
  access: string;
  refresh: string;
}
const signIn = async (email: string, password = 'correct horse'): Promise<SignIn> => {
  const attempt = await logIn(identity.issuer, REDIRECT, email, password);
  const code = (attempt.outcome as URL).searchParams.get('code')!;
  const tokens = await tokenRequest(identity.issuer, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: WEB_CLIENT_ID, code_verifier: attempt.verifier });
  return { ...attempt, access: tokens.body.access_token!, refresh: tokens.body.refresh_token! };
};
const change = async (token: string | null, body: Record<string, string>) => {
  const response = await fetch(`${identity.issuer}/account/password`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const refresh = (token: string) => tokenRequest(identity.issuer, { grant_type: 'refresh_token', refresh_token: token, client_id: WEB_CLIENT_ID });
/** Whether the browser still has a session: authorizing again gives a code, not the login page. */
const stillSignedIn = async (attempt: LoginAttempt) => {
  const authorize = new URL('/auth', identity.issuer);
  for (const [k, v] of Object.entries({ client_id: WEB_CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code', scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' })) authorize.searchParams.set(k, v);
  return (await attempt.browser.follow(await attempt.browser.request(authorize))) instanceof URL;
};

describe('password change', () => {
  it('refuses without a valid token, a wrong or missing current password, a password failing the reset rules, a mismatch', async () => {
    const pat = await signIn('pat@example.test');
    expect(decodeJwt(pat.access).grant_id).toEqual(expect.any(String));
    expect(await change(null, { currentPassword: 'correct horse', newPassword: 'battery staple' })).toEqual({ status: 401, body: { ok: false, error: CHANGE_MESSAGES.unauthenticated } });
    expect(await change(`${pat.access}x`, { currentPassword: 'correct horse', newPassword: 'battery staple' })).toMatchObject({ status: 401 });
    expect(await change(pat.access, { currentPassword: 'wrong horse', newPassword: 'battery staple' })).toEqual({ status: 400, body: { ok: false, field: 'currentPassword', error: CHANGE_MESSAGES.currentWrong } });
    expect(await change(pat.access, { currentPassword: '', newPassword: 'battery staple' })).toMatchObject({ status: 400, body: { field: 'currentPassword', error: CHANGE_MESSAGES.currentRequired } });
    expect(await change(pat.access, { currentPassword: 'correct horse', newPassword: 'short' })).toMatchObject({ status: 400, body: { field: 'newPassword', error: RESET_MESSAGES.passwordTooShort } });
    expect(await change(pat.access, { currentPassword: 'correct horse', newPassword: 'x'.repeat(257) })).toMatchObject({ status: 400, body: { field: 'newPassword', error: RESET_MESSAGES.passwordTooLong } });
    expect(await change(pat.access, { currentPassword: 'correct horse', newPassword: 'correct horse' })).toMatchObject({ status: 400, body: { field: 'newPassword', error: CHANGE_MESSAGES.sameAsCurrent } });
    expect(await change(pat.access, { currentPassword: 'correct horse', newPassword: 'battery staple', confirmation: 'battery stapler' })).toMatchObject({ status: 400, body: { field: 'confirmation', error: RESET_MESSAGES.passwordsDiffer } });
    // Nothing changed: the old password still works, and the session with it.
    expect((await logIn(identity.issuer, REDIRECT, 'pat@example.test', 'correct horse')).response.status).toBe(303);
    expect((await refresh(pat.refresh)).status).toBe(200);
  });

  it('sets the new password and signs every other session out, keeping the one that changed it', async () => {
    const here = await signIn('kim@example.test');
    const elsewhere = await signIn('kim@example.test');
    expect(await change(here.access, { currentPassword: 'correct horse', newPassword: 'battery staple', confirmation: 'battery staple' })).toEqual({ status: 200, body: { ok: true } });

    expect(await refresh(elsewhere.refresh)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await stillSignedIn(elsewhere)).toBe(false);
    const renewed = await refresh(here.refresh);
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.body.access_token!).grant_id).toBe(decodeJwt(here.access).grant_id);
    expect(await stillSignedIn(here)).toBe(true);

    expect((await logIn(identity.issuer, REDIRECT, 'kim@example.test', 'correct horse')).response.status).toBe(401);
    expect((await logIn(identity.issuer, REDIRECT, 'kim@example.test', 'battery staple')).response.status).toBe(303);
  });
});
