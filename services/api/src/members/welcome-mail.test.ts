import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { CREATE_USER, memberInput } from './test-members';

const outbox = mkdtempSync(join(tmpdir(), 'spend-welcome-'));
let api: ApiHarness;
let acme: SeededCompany;

beforeAll(async () => {
  // No identity provider listens: forgetting a member still clears the API's own mails.
  api = await ApiHarness.start('api_welcome_mail', { IDENTITY_OUTBOX_DIR: outbox, WEB_ORIGIN: 'http://web.test', IDENTITY_URL: 'http://127.0.0.1:9' });
  acme = await api.seedCompany('Welcomeco', ['SpendSuperAdmin']);
});
afterAll(() => api.close());

/** The mails in the outbox folder to this address (finished files only). */
const mailsTo = async (email: string) => {
  const names = (await readdir(outbox)).filter((name) => name.endsWith('.json'));
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8')) as { to: string; subject: string; text: string; link: string }));
  return mails.filter((mail) => mail.to === email);
};

describe('welcome mail (spec 6 bypassWelcomeEmail)', () => {
  it('is written to the identity outbox when a member is created', async () => {
    const result = await api.gql(CREATE_USER, { data: memberInput('New.Member@Welcomeco.test') }, { token: acme.token });
    expect(result.errors).toBeUndefined();
    const mails = await mailsTo('new.member@welcomeco.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Welcome to Spend', link: 'http://web.test/forgot-password' });
    expect(mails[0]!.text).toContain('Hello Grace,');
    expect(mails[0]!.text).toContain(mails[0]!.link);
  });

  it('is not written when the client sends the bypassWelcomeEmail flag', async () => {
    const result = await api.gql(CREATE_USER, { data: memberInput('quiet@welcomeco.test') }, { token: acme.token, headers: { 'x-dev-flags': 'bypassWelcomeEmail' } });
    expect(result.errors).toBeUndefined();
    expect(await mailsTo('quiet@welcomeco.test')).toEqual([]);
  });

  it('is not written when the member is refused', async () => {
    const result = await api.gql(CREATE_USER, { data: memberInput('refused@welcomeco.test', ['NoSuchRole']) }, { token: acme.token });
    expect(result.errors).toBeDefined();
    expect(await mailsTo('refused@welcomeco.test')).toEqual([]);
  });

  it('leaves the outbox when the member is forgotten, and only theirs: not a mail whose file name reads the same', async () => {
    const created = await api.gql<{ createOneUserV2: { id: string } }>(CREATE_USER, { data: memberInput('sam+leaving@welcomeco.test') }, { token: acme.token });
    await api.gql(CREATE_USER, { data: memberInput('sam_leaving@welcomeco.test') }, { token: acme.token });
    expect(await mailsTo('sam+leaving@welcomeco.test')).toHaveLength(1);
    const id = created.data!.createOneUserV2.id;
    expect((await api.gql(`mutation ($id: ID!) { archiveOneUser(where: { id: $id }) { id } }`, { id }, { token: acme.token })).errors).toBeUndefined();
    expect((await api.gql(`mutation ($id: ID!) { forgetOneUser(where: { id: $id }) { forgotten } }`, { id }, { token: acme.token })).data).toEqual({ forgetOneUser: { forgotten: true } });
    expect(await mailsTo('sam+leaving@welcomeco.test')).toEqual([]);
    expect(await mailsTo('sam_leaving@welcomeco.test')).toHaveLength(1);
    expect(await mailsTo('new.member@welcomeco.test')).toHaveLength(1);
  });
});
