import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@spend/domain';
import { AccountStore, CHANGE_MESSAGES, RESET_MESSAGES, startIdentityServer, type StartedIdentityServer } from '@spend/identity';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { addMember } from '../transactions/testing';

let api: ApiHarness;
let identity: StartedIdentityServer;
let acme: SeededCompany;
let globex: SeededCompany;
let spender: { userId: string; token: string; email: string };

const freePort = () => new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});

beforeAll(async () => {
  const port = await freePort();
  api = await ApiHarness.start('api_profile', { IDENTITY_URL: `http://127.0.0.1:${port}` });
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  const member = await addMember(api, acme.companyId, ['Spender']);
  const me = await api.gql<{ me: { email: string } }>('{ me { email } }', {}, { token: member.token });
  spender = { ...member, email: me.data!.me.email };
  // The real identity provider, signing as the issuer this API trusts, knowing the spender's password.
  const accounts = new AccountStore();
  await accounts.add(spender.email, 'Sam Spender', 'correct horse');
  identity = await startIdentityServer({ port, issuer: api.issuer, jwks: (await api.signingJwks()) as never, accounts });
});
afterAll(async () => {
  await identity?.close();
  await api.close();
});

const PROFILE = `mutation ($data: MyProfileInput!) { updateMyProfile(data: $data) {
  id first_name middle_name last_name title phone_number embossName address { address_line1 address_line2 city state postal_code country } } }`;
const base = { first_name: 'Sam', last_name: 'Spender', title: 'Buyer' };
const address = { address_line1: '1 Main St', address_line2: 'Suite 2', city: 'San Juan', state: 'pr', postal_code: '00901' };

describe('updateMyProfile', () => {
  it('saves the caller\'s names, title, phone, US address and emboss name, normalized; the person lookup shows them', async () => {
    const saved = await api.gql<{ updateMyProfile: Record<string, unknown> }>(PROFILE, {
      data: { ...base, middle_name: 'Q', title: 'Head Buyer', phone_number: '(555) 201-0100', address, embossName: 'SAM SPENDER' },
    }, { token: spender.token });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateMyProfile).toMatchObject({
      first_name: 'Sam', middle_name: 'Q', last_name: 'Spender', title: 'Head Buyer', phone_number: '+15552010100', embossName: 'SAM SPENDER',
      address: { ...address, state: 'PR', country: 'USA' },
    });
    const person = await api.gql<{ person: { middle_name: string; address: { city: string } } }>('{ person { middle_name address { city } } }', {}, { token: spender.token });
    expect(person.data!.person).toEqual({ middle_name: 'Q', address: { city: 'San Juan' } });
    // Clearing the optional fields.
    const cleared = await api.gql<{ updateMyProfile: Record<string, unknown> }>(PROFILE, { data: { ...base, middle_name: '', phone_number: '', address: null, embossName: null } }, { token: spender.token });
    expect(cleared.data!.updateMyProfile).toMatchObject({ middle_name: null, phone_number: null, address: null, embossName: null, title: 'Buyer' });
  });

  it('refuses NUL, bidi overrides and 100k characters, and invalid fields, with the field\'s message; nothing is recorded', async () => {
    const before = await api.eventCount();
    const refused = async (data: Record<string, unknown>) => {
      const answer = await api.gql(PROFILE, { data: { ...base, ...data } }, { token: spender.token });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return answer.errors![0]!.extensions!.fields;
    };
    expect(await refused({ first_name: 'Sam\u0000' })).toEqual({ first_name: 'First name must not contain control characters.' });
    expect(await refused({ middle_name: 'a\u202Eb' })).toEqual({ middle_name: 'Middle name must not contain text direction override characters.' });
    expect(await refused({ title: 'x'.repeat(100_000) })).toEqual({ title: 'Title must be at most 200 characters.' });
    expect(await refused({ address: { ...address, city: 'San\u2066Juan' } })).toEqual({ city: 'City must not contain text direction override characters.' });
    expect(await refused({ first_name: ' ', phone_number: '12345', address: { ...address, state: 'ZZ' }, embossName: 'Ünïcode' })).toEqual({
      first_name: PROFILE_MESSAGES.required, phone_number: PROFILE_MESSAGES.phone, state: PROFILE_MESSAGES.state, embossName: PROFILE_MESSAGES.embossName,
    });
    expect(await api.eventCount()).toBe(before);
  });

  it('changes only the caller: another company sees nothing of it', async () => {
    const other = await api.gql<{ personV2: unknown }>('query ($id: ID!) { personV2(where: { id: $id }) { id } }', { id: spender.userId }, { token: globex.token });
    expect(other.data).toEqual({ personV2: null });
    const admin = await api.gql<{ person: { first_name: string } }>('{ person { first_name } }', {}, { token: acme.token });
    expect(admin.data!.person.first_name).toBe('Ada');
  });
});

describe('updateMyPassword', () => {
  const CHANGE = 'mutation ($data: PasswordChangeInput!) { updateMyPassword(data: $data) }';
  const change = (token: string, data: Record<string, string>) => api.gql<{ updateMyPassword: boolean }>(CHANGE, { data: { confirmation: data.newPassword!, ...data } }, { token });

  it('refuses a wrong current password and one failing the rules, on their fields; nothing is recorded', async () => {
    const before = await api.eventCount();
    const wrong = await change(spender.token, { currentPassword: 'wrong horse', newPassword: 'battery staple' });
    expect(wrong.errors?.[0]).toMatchObject({ message: CHANGE_MESSAGES.currentWrong, extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: CHANGE_MESSAGES.currentWrong } } });
    const weak = await change(spender.token, { currentPassword: 'correct horse', newPassword: 'short' });
    expect(weak.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { newPassword: RESET_MESSAGES.passwordTooShort } });
    const nul = await change(spender.token, { currentPassword: 'correct horse', newPassword: 'battery\u0000staple' });
    expect(nul.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await api.eventCount()).toBe(before);
    expect(await identity.accounts.authenticate(spender.email, 'correct horse')).toBeTruthy();
  });

  it('changes it at the identity provider and signs the person\'s earlier sessions out at once', async () => {
    const earlier = await api.token(spender.email, { issuedAt: Math.floor(Date.now() / 1000) - 60 });
    expect((await api.gql('{ me { id } }', {}, { token: earlier })).errors).toBeUndefined();
    const done = await change(spender.token, { currentPassword: 'correct horse', newPassword: 'battery staple' });
    expect(done.errors).toBeUndefined();
    expect(done.data!.updateMyPassword).toBe(true);
    expect(await identity.accounts.authenticate(spender.email, 'battery staple')).toBeTruthy();

    const refused = await api.gql('{ me { id } }', {}, { token: earlier });
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
    // A token the sign-in gets now (a renewal) works; the company's other members are untouched.
    expect((await api.gql('{ me { id } }', {}, { token: await api.token(spender.email) })).errors).toBeUndefined();
    expect((await api.gql('{ me { id } }', {}, { token: acme.token })).errors).toBeUndefined();
  });
});
