import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFolder } from '@spend/runtime/mail';
import { AccountStore } from './accounts';
import { WEB_CLIENT_ID } from './constants';
import { Outbox } from './mail';
import { INVALID_LOGIN_MESSAGE, startIdentityServer, type StartedIdentityServer } from './provider';
import { logIn, tokenRequest } from './testing/browser';

const WEB = 'http://localhost:5173';
const REDIRECT = `${WEB}/callback`;
const SECRET = 'a-test-admin-secret-of-at-least-32-characters';
let identity: StartedIdentityServer;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), 'identity-forget-'));
  const accounts = new AccountStore();
  for (const name of ['Zora.Quill', 'kim']) await accounts.add(`${name}@example.test`, `${name} Example`, 'correct horse');
  identity = await startIdentityServer({ port: 0, webOrigin: WEB, redirectUris: [REDIRECT], accounts, outbox: new Outbox(outboxFolder(outboxDir)), adminSecret: SECRET });
});
afterAll(async () => {
  await identity.close();
  await rm(outboxDir, { recursive: true, force: true });
});

const forget = async (email: string, secret: string | null) => {
  const response = await fetch(`${identity.issuer}/accounts/forget`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(secret && { authorization: `Bearer ${secret}` }) }, body: JSON.stringify({ email }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const signIn = async (email: string) => {
  const attempt = await logIn(identity.issuer, REDIRECT, email, 'correct horse');
  const code = attempt.outcome instanceof URL ? attempt.outcome.searchParams.get('code') : null;
  if (!code) return { attempt, refresh: null };
  const tokens = await tokenRequest(identity.issuer, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: WEB_CLIENT_ID, code_verifier: attempt.verifier });
  return { attempt, refresh: tokens.body.refresh_token! };
};
/** Every mail file in the folder, as text. */
const folderText = async () => (await Promise.all((await readdir(outboxDir)).map((name) => readFile(join(outboxDir, name), 'utf8').then((text) => `${name} ${text}`)))).join('\n');

describe('forgetting an account (the API, for a forgotten member)', () => {
  it('refuses anyone without the admin secret, changing nothing', async () => {
    expect(await forget('zora.quill@example.test', null)).toEqual({ status: 401, body: { ok: false, error: 'Not allowed.' } });
    expect((await forget('zora.quill@example.test', `${SECRET}x`)).status).toBe(401);
    expect(identity.accounts.find('zora.quill@example.test')).toBeDefined();
  });

  it('leaves no account, sign-in, reset link or mail of the person; others keep theirs', async () => {
    const zora = await signIn('Zora.Quill@example.test');
    expect(zora.refresh).toEqual(expect.any(String));
    await identity.resets.request('zora.quill@example.test');
    await identity.resets.request('kim@example.test');
    await expect.poll(folderText).toContain('zora.quill@example.test');
    const link = identity.outbox.latestTo('zora.quill@example.test')!.link;
    // A mail another service wrote into the folder (the API's welcome mail), and a file that is not a mail.
    await writeFile(join(outboxDir, '1-welcome-zora.quill@example.test.json'), JSON.stringify({ to: 'zora.quill@example.test', text: 'Hello Zora.Quill' }));
    await writeFile(join(outboxDir, 'notes.txt'), 'kept');

    expect(await forget(' Zora.Quill@Example.test ', SECRET)).toEqual({ status: 200, body: { ok: true } });

    expect(identity.accounts.find('zora.quill@example.test')).toBeUndefined();
    expect(await identity.accounts.authenticate('zora.quill@example.test', 'correct horse')).toBeUndefined();
    const again = await logIn(identity.issuer, REDIRECT, 'zora.quill@example.test', 'correct horse');
    expect(again.response.status).toBe(401);
    expect(await again.response.text()).toContain(INVALID_LOGIN_MESSAGE);
    expect((await tokenRequest(identity.issuer, { grant_type: 'refresh_token', refresh_token: zora.refresh!, client_id: WEB_CLIENT_ID })).status).toBe(400);
    expect(identity.resets.isValid(new URL(link).pathname.split('/').at(-1)!)).toBe(false);
    expect(JSON.stringify(identity.outbox.mails).toLowerCase()).not.toContain('zora');
    expect((await folderText()).toLowerCase()).not.toContain('zora');
    // Someone else's account and mail stay; so does a file that is not a mail.
    expect(identity.outbox.latestTo('kim@example.test')).toBeDefined();
    expect(await folderText()).toContain('kim@example.test');
    expect(await readFile(join(outboxDir, 'notes.txt'), 'utf8')).toBe('kept');
    expect((await signIn('kim@example.test')).refresh).toEqual(expect.any(String));
    // Forgetting again (or an unknown email) is harmless.
    expect((await forget('zora.quill@example.test', SECRET)).status).toBe(200);
  });
});
