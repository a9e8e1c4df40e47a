import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Outbox, PostgresMemberDirectory, startIdentityServer, type StartedIdentityServer } from '@spend/identity';
import { outboxFolder } from '@spend/runtime/mail';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { CREATE_USER, memberInput } from './test-members';

const outbox = mkdtempSync(join(tmpdir(), 'spend-first-sign-in-'));
let api: ApiHarness;
let identity: StartedIdentityServer;
let members: PostgresMemberDirectory;
let acme: SeededCompany;

beforeAll(async () => {
  api = await ApiHarness.start('api_first_sign_in', { IDENTITY_OUTBOX_DIR: outbox });
  // The development identity provider as main.ts runs it: reading the API's members as spend_identity.
  members = new PostgresMemberDirectory(api.db.urlAs('spend_identity'));
  identity = await startIdentityServer({ port: 0, issuer: api.issuer, jwks: (await api.signingJwks()) as never, outbox: new Outbox(outboxFolder(outbox)), members });
  acme = await api.seedCompany('Firstco', ['SpendSuperAdmin']);
});
afterAll(async () => {
  await identity?.close();
  await members?.close();
  await api?.close();
  rmSync(outbox, { recursive: true, force: true });
});

const addMember = async (email: string): Promise<string> => {
  const result = await api.gql<{ createOneUserV2: { id: string } }>(CREATE_USER, { data: memberInput(email) }, { token: acme.token });
  expect(result.errors).toBeUndefined();
  return result.data!.createOneUserV2.id;
};

/** The provider answers on 127.0.0.1 under the issuer name this API trusts (its links name the issuer). */
const local = (path: string): string => `http://127.0.0.1:${identity.port}${path}`;

const requestLink = async (email: string) => {
  const response = await fetch(local('/password-reset/request'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  return (await response.json()) as { ok: boolean; message: string };
};

describe("a member the API added signs in at the development identity provider (the welcome mail's way)", () => {
  it('gets an account and a link on asking for one, chooses a password, and signs in as that member', async () => {
    const userId = await addMember('Ada.New@Firstco.test');
    expect(identity.accounts.find('ada.new@firstco.test')).toBeUndefined();
    expect(await requestLink('ada.new@firstco.test')).toEqual({ ok: true, message: 'If an account exists, we have sent a password reset link to ada.new@firstco.test' });
    const mail = await vi.waitFor(() => {
      const sent = identity.outbox.latestTo('ada.new@firstco.test');
      expect(sent).toBeDefined();
      return sent!;
    }, { timeout: 120_000, interval: 20 });
    expect(mail.text).toContain('Hello Grace Hopper,');
    // Nobody can sign in before choosing a password.
    expect(await identity.accounts.authenticate('ada.new@firstco.test', '')).toBeUndefined();
    const chosen = await fetch(local(new URL(mail.link).pathname), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ password: 'first light 42', confirmation: 'first light 42' }).toString() });
    expect(chosen.status).toBe(200);
    const account = await identity.accounts.authenticate('Ada.New@firstco.test', 'first light 42');
    expect(account?.id).toBe('ada.new@firstco.test');
    // The token the provider issues names the account; the API knows it as the new member.
    const me = await api.gql<{ me: { id: string } }>('{ me { id } }', {}, { token: await api.token(account!.id) });
    expect(me.data?.me.id).toBe(userId);
  });

  it('makes no account for an email no company has, or for an archived member', async () => {
    const archived = await addMember('gone@firstco.test');
    const result = await api.gql(`mutation ($id: ID!) { archiveOneUser(where: { id: $id }) { id archived } }`, { id: archived }, { token: acme.token });
    expect(result.errors).toBeUndefined();
    expect(await members.find('gone@firstco.test')).toBeUndefined();
    expect(await members.find('nobody@firstco.test')).toBeUndefined();
    expect(await members.find('GRACE@FIRSTCO.TEST')).toBeUndefined();
    expect((await requestLink('nobody@firstco.test')).ok).toBe(true);
    // Asked after it, a member's link arrives: the lookups before it found nothing to send.
    await addMember('later@firstco.test');
    await requestLink('later@firstco.test');
    await vi.waitFor(() => expect(identity.outbox.latestTo('later@firstco.test')).toBeDefined(), { timeout: 120_000, interval: 20 });
    expect(identity.accounts.find('nobody@firstco.test')).toBeUndefined();
  });

  it("lets the identity provider's role read a member's name by their sign-in id and nothing else", async () => {
    const identityRole = new pg.Client({ connectionString: api.db.urlAs('spend_identity') });
    await identityRole.connect();
    try {
      // No sign-in id named: no rows; other columns: refused.
      expect((await identityRole.query('SELECT auth_id FROM users')).rows).toEqual([]);
      await expect(identityRole.query('SELECT email FROM users')).rejects.toThrow(/permission denied/);
      await expect(identityRole.query('SELECT company_id FROM users')).rejects.toThrow(/permission denied/);
    } finally {
      await identityRole.end();
    }
  });
});
