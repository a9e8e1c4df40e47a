import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFolder } from '@spend/runtime/mail';
import { AccountStore } from './accounts';
import { WEB_CLIENT_ID } from './constants';
import { Outbox } from './mail';
import { startIdentityServer, type StartedIdentityServer } from './provider';
import { logIn, tokenRequest } from './testing/browser';

const WEB = 'http://localhost:5173';
const REDIRECT = `${WEB}/callback`;
let identity: StartedIdentityServer;
let issuer: string;
let outboxDir: string;
let clock = Date.now();

beforeAll(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), 'identity-outbox-'));
  const accounts = new AccountStore();
  for (const name of ['pat', 'kim', 'lee', 'max']) await accounts.add(`${name}@example.test`, name, 'correct horse');
  identity = await startIdentityServer({ port: 0, webOrigin: WEB, redirectUris: [REDIRECT], accounts, outbox: new Outbox(outboxFolder(outboxDir)), now: () => clock });
  issuer = identity.issuer;
});
afterAll(async () => {
  await identity.close();
  await rm(outboxDir, { recursive: true, force: true });
});

const requestReset = (body: string | Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${issuer}/password-reset/request`, {
    method: 'POST',
    headers: typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : { 'content-type': 'application/json', origin: WEB, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const setPassword = (link: string, password: string, confirmation = password) =>
  fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ password, confirmation }).toString() });

const linkFor = (email: string): string => identity.outbox.latestTo(email)!.link;

describe('password reset (spec 2.1)', () => {
  it('answers the spec text for known and unknown emails alike, and writes a mail only for the known one', async () => {
    const before = identity.outbox.mails.length;
    const unknown = await requestReset({ email: 'nobody@example.test' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ ok: true, message: 'If an account exists, we have sent a password reset link to nobody@example.test' });
    expect(identity.outbox.mails.length).toBe(before);

    const known = await requestReset({ email: 'Pat@Example.test' });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({ ok: true, message: 'If an account exists, we have sent a password reset link to Pat@Example.test' });
    expect(identity.outbox.mails.length).toBe(before + 1);
    const mail = identity.outbox.mails.at(-1)!;
    expect(mail).toMatchObject({ to: 'pat@example.test', subject: 'Reset your Spend password' });
    expect(mail.link).toMatch(new RegExp(`^${issuer}/password-reset/[\\w-]{43}$`));
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain('within 30 minutes');

    // The same mail, as a file in IDENTITY_OUTBOX_DIR.
    const mailFiles = async () => (await readdir(outboxDir)).filter((f) => f.endsWith('.json'));
    await expect.poll(mailFiles).toHaveLength(1);
    const files = await mailFiles();
    expect(files[0]).toMatch(/-pat@example\.test\.json$/);
    expect(JSON.parse(await readFile(join(outboxDir, files[0]!), 'utf8'))).toMatchObject({ to: 'pat@example.test', link: mail.link });
  });

  it('takes a form post too, and answers the web origin (CORS, preflight included)', async () => {
    const form = await requestReset(new URLSearchParams({ email: 'kim@example.test' }).toString());
    expect(await form.json()).toEqual({ ok: true, message: 'If an account exists, we have sent a password reset link to kim@example.test' });

    const preflight = await fetch(`${issuer}/password-reset/request`, { method: 'OPTIONS', headers: { origin: WEB, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(WEB);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    const response = await requestReset({ email: 'kim@example.test' });
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB);
    // Another site gets no CORS grant.
    const other = await requestReset({ email: 'kim@example.test' }, { origin: 'http://evil.test' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a missing or malformed email with 400 and a clear message, and sends nothing', async () => {
    const before = identity.outbox.mails.length;
    for (const [body, error] of [
      [{ email: 'not-an-email' }, 'Invalid email.'],
      [{ email: 'pat@example' }, 'Invalid email.'],
      [{ email: 'pat\u0000@example.test' }, 'Invalid email.'],
      [{ email: 'pat\u001b[31m@example.test' }, 'Invalid email.'],
      [{ email: '' }, 'Email is required.'],
      [{}, 'Email is required.'],
    ] as const) {
      const response = await requestReset(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ ok: false, error });
    }
    const broken = await fetch(`${issuer}/password-reset/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ ok: false, error: 'The request body is not valid JSON.' });
    expect(identity.outbox.mails.length).toBe(before);
  });

  it('sets a new password through the link: the new one logs in, the old one no longer does, and the link cannot be reused', async () => {
    await requestReset({ email: 'pat@example.test' });
    const link = linkFor('pat@example.test');
    const form = await fetch(link);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('Choose a new password');
    expect(html).toContain(`action="${new URL(link).pathname}"`);

    const short = await setPassword(link, 'short');
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Password must be at least 8 characters.');
    const differ = await setPassword(link, 'a brand new secret', 'something else');
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain('Passwords do not match.');
    const tooLong = await setPassword(link, 'x'.repeat(257));
    expect(await tooLong.text()).toContain('Password must be at most 256 characters.');

    const done = await setPassword(link, 'a brand new secret');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password has been changed. You can now log in.');

    const reused = await setPassword(link, 'another new secret');
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('This link is invalid or has expired.');
    expect((await fetch(link)).status).toBe(400);

    const old = await logIn(issuer, REDIRECT, 'pat@example.test', 'correct horse');
    expect(old.response.status).toBe(401);
    expect(await old.response.text()).toContain('Invalid email or password.');
    const fresh = await logIn(issuer, REDIRECT, 'pat@example.test', 'a brand new secret');
    expect((fresh.outcome as URL).searchParams.get('code')).toBeTruthy();
  });

  it('Resend sends a new link; using either spends both', async () => {
    await requestReset({ email: 'lee@example.test' });
    const first = linkFor('lee@example.test');
    await requestReset({ email: 'lee@example.test' });
    const second = linkFor('lee@example.test');
    expect(second).not.toBe(first);
    expect((await fetch(first)).status).toBe(200);
    expect((await setPassword(second, 'lee new secret')).status).toBe(200);
    expect((await setPassword(first, 'lee other secret')).status).toBe(400);
    expect((await logIn(issuer, REDIRECT, 'lee@example.test', 'lee new secret')).response.status).toBe(303);
  });

  it('refuses a link after 30 minutes, and a forged one, changing nothing', async () => {
    await requestReset({ email: 'max@example.test' });
    const link = linkFor('max@example.test');
    clock += 30 * 60_000 + 1;
    const late = await setPassword(link, 'too late secret');
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('This link is invalid or has expired.');
    const forged = await setPassword(`${issuer}/password-reset/${'A'.repeat(43)}`, 'forged secret');
    expect(forged.status).toBe(400);
    expect((await logIn(issuer, REDIRECT, 'max@example.test', 'correct horse')).response.status).toBe(303);
  });

  it('ends the sessions and refresh tokens the old password opened', async () => {
    const attempt = await logIn(issuer, REDIRECT, 'kim@example.test', 'correct horse');
    const code = (attempt.outcome as URL).searchParams.get('code')!;
    const tokens = await tokenRequest(issuer, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: WEB_CLIENT_ID, code_verifier: attempt.verifier });
    expect(tokens.body.refresh_token).toBeTruthy();

    await requestReset({ email: 'kim@example.test' });
    expect((await setPassword(linkFor('kim@example.test'), 'kim new secret')).status).toBe(200);

    const refresh = await tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token!, client_id: WEB_CLIENT_ID });
    expect(refresh).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // The browser's session is gone too: authorizing again shows the login page, not a code.
    const authorize = new URL('/auth', issuer);
    for (const [k, v] of Object.entries({ client_id: WEB_CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code', scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' })) authorize.searchParams.set(k, v);
    const page = await attempt.browser.follow(await attempt.browser.request(authorize));
    expect(page).toBeInstanceOf(Response);
    expect(await (page as Response).text()).toContain('Log in to Spend');
  });
});
