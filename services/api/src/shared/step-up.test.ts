import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMR_OTP, OTP_ACR, SECOND_FACTOR_REQUIRED_MESSAGE, STEP_UP_MAX_AGE_SECONDS, STEP_UP_MESSAGE, STEP_UP_REQUIRED } from '@spend/domain';
import { AMR_OTP as IDENTITY_AMR_OTP, OTP_ACR as IDENTITY_OTP_ACR } from '@spend/identity';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import type { Caller } from './auth';
import { steppedUp } from './step-up';

const UPDATE = `mutation ($id: ID!, $data: UserUpdateInput!) { updateOneUser(where: { id: $id }, data: $data) { id roles { name } person { title } } }`;
const SECRETS = `query ($id: ID!) { cardSecrets(where: { id: $id }) { pan } }`;
const LINK_BANK = `mutation { exchangePlaidPublicToken(publicToken: "public-sandbox-step-up") { id } }`;

let api: ApiHarness;
let acme: SeededCompany;
let member: { userId: string; email: string };
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  api = await ApiHarness.start('api_step_up');
  acme = await api.seedCompany('Stepco');
  member = await api.addMember(acme, ['Spender']);
});
afterAll(() => api.close());

/** The admin's token after a sign-in of this kind. */
const adminToken = (signIn: { amr?: string[]; authTime?: number }) => api.token(acme.adminEmail, { signIn });

/** Refused with STEP_UP_REQUIRED, and no event recorded. */
const refused = async (query: string, variables: Record<string, unknown>, token: string) => {
  const before = await api.eventCount();
  const result = await api.gql(query, variables, { token });
  expect(result.errors?.[0]).toMatchObject({ message: STEP_UP_MESSAGE, extensions: { code: STEP_UP_REQUIRED, acr: OTP_ACR, maxAgeSeconds: 3600 } });
  expect(result.data ?? null).toBeNull();
  expect(await api.eventCount()).toBe(before);
};

describe('step-up: operations that need the second factor recently', () => {
  it('uses the values the identity provider issues and asks for', () => {
    expect([AMR_OTP, OTP_ACR]).toEqual([IDENTITY_AMR_OTP, IDENTITY_OTP_ACR]);
  });

  it('counts a sign-in with a one-time code as fresh for 5 minutes by default; an API client is not a person and is not asked', () => {
    const person = { amr: ['pwd', 'otp'], authTime: 1_000_000 } as unknown as Caller;
    expect(STEP_UP_MAX_AGE_SECONDS).toBe(300);
    expect(steppedUp(person, (1_000_000 + 300) * 1000)).toBe(true);
    expect(steppedUp(person, (1_000_000 + 301) * 1000)).toBe(false);
    expect(steppedUp({ ...person, amr: ['pwd'] }, 1_000_000 * 1000)).toBe(false);
    expect(steppedUp({ ...person, authTime: null }, 1_000_000 * 1000)).toBe(false);
    expect(steppedUp({ apiClient: { clientId: 'c', scopes: [] } } as unknown as Caller, 0)).toBe(true);
  });

  it('refuses a role change, a card reveal and a bank link after a sign-in with the password alone, and records nothing', async () => {
    const token = await adminToken({ amr: ['pwd'], authTime: now() });
    await refused(UPDATE, { id: member.userId, data: { roles: { set: [{ name: 'OrgAdmin' }] } } }, token);
    await refused(SECRETS, { id: randomUUID() }, token);
    await refused(LINK_BANK, {}, token);
    // Without amr or auth_time at all (a token of another issuer's kind).
    await refused(UPDATE, { id: member.userId, data: { roles: { set: [{ name: 'OrgAdmin' }] } } }, await adminToken({}));
  });

  it('refuses a second factor older than the window; a fresh one changes the roles; an edit without roles needs none', async () => {
    await refused(UPDATE, { id: member.userId, data: { roles: { set: [{ name: 'OrgAdmin' }] } } }, await adminToken({ amr: ['pwd', 'otp'], authTime: now() - 3601 }));

    const titleOnly = await api.gql<{ updateOneUser: { person: { title: string } } }>(UPDATE, { id: member.userId, data: { person: { update: { title: 'Lead' } } } }, { token: await adminToken({ amr: ['pwd'], authTime: now() }) });
    expect(titleOnly.errors).toBeUndefined();
    expect(titleOnly.data!.updateOneUser.person.title).toBe('Lead');

    const fresh = await api.gql<{ updateOneUser: { roles: { name: string }[] } }>(UPDATE, { id: member.userId, data: { roles: { set: [{ name: 'Analyst' }] } } }, { token: await adminToken({ amr: ['pwd', 'otp'], authTime: now() - 60 }) });
    expect(fresh.errors).toBeUndefined();
    expect(fresh.data!.updateOneUser.roles).toEqual([{ name: 'Analyst' }]);

    // Past the guard, the reveal's own rules answer: no such card.
    const reveal = await api.gql(SECRETS, { id: randomUUID() }, { token: await adminToken({ amr: ['pwd', 'otp'], authTime: now() }) });
    expect(reveal.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('a company that requires the second factor of every member', () => {
  const COMPANY = '{ company { dba_name isSecondFactorRequired } }';
  const REQUIRE = 'mutation ($on: Boolean!) { updateOneCompany(data: { isSecondFactorRequired: $on }) { isSecondFactorRequired } }';

  it('refuses every operation of a password-only sign-in once an admin turns it on (an event in the history); a code-signed one works', async () => {
    const company = await api.seedCompany('Mfaco');
    const spender = await api.addMember(company, ['Spender']);
    const passwordOnly = await api.token(spender.email, { signIn: { amr: ['pwd'], authTime: now() } });
    expect((await api.gql<{ company: { isSecondFactorRequired: boolean } }>(COMPANY, {}, { token: passwordOnly })).data!.company.isSecondFactorRequired).toBe(false);

    // Changing the requirement itself needs a fresh code.
    await refused(REQUIRE, { on: true }, await api.token(company.adminEmail, { signIn: { amr: ['pwd'], authTime: now() } }));
    const turnedOn = await api.gql<{ updateOneCompany: { isSecondFactorRequired: boolean } }>(REQUIRE, { on: true }, { token: company.token });
    expect(turnedOn.errors).toBeUndefined();
    expect(turnedOn.data!.updateOneCompany.isSecondFactorRequired).toBe(true);
    const history = await api.gql<{ eventHistory: { items: { type: string }[] } }>('{ eventHistory(first: 5) { items { type } } }', {}, { token: company.token });
    expect(history.data!.eventHistory.items.map((e) => e.type)).toContain('CompanySettingsUpdated');

    const refusedQuery = await api.gql(COMPANY, {}, { token: passwordOnly });
    expect(refusedQuery.errors?.[0]).toMatchObject({ message: SECOND_FACTOR_REQUIRED_MESSAGE, extensions: { code: STEP_UP_REQUIRED, reason: 'SECOND_FACTOR_REQUIRED', acr: OTP_ACR } });
    // A code long ago still counts for everyday work; only the step-up operations want it recent.
    const withCode = await api.token(spender.email, { signIn: { amr: ['pwd', 'otp'], authTime: now() - 86_400 } });
    expect((await api.gql<{ company: { dba_name: string } }>(COMPANY, {}, { token: withCode })).data!.company.dba_name).toBe('Mfaco');
    // Other companies are untouched.
    expect((await api.gql(COMPANY, {}, { token: await adminToken({ amr: ['pwd'], authTime: now() }) })).errors).toBeUndefined();
  });
});
