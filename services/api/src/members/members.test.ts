import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, type SeededCompany } from '../testing/harness';

const CREATE_USER = `mutation ($data: UserCreateInput!) { createOneUserV2(data: $data) { id companyId mainRoleName person { email first_name } roles { name } } }`;
const member = (email: string, roles = ['Spender'], company?: string) => ({
  roles: { connect: roles.map((name) => ({ name })) },
  person: { create: { first_name: 'Grace', last_name: 'Hopper', email, title: 'Engineer' } },
  ...(company && { company: { connect: { id: company } } }),
});

let api: ApiHarness;
let acme: SeededCompany;

beforeAll(async () => {
  api = await ApiHarness.start('api_members');
  acme = await api.seedCompany('Acme');
});
afterAll(async () => {
  await api.close();
});

describe('members and companies', () => {
  it('creates a member with a role, who can then sign in', async () => {
    const created = await api.gql<{ createOneUserV2: { id: string; mainRoleName: string; person: { email: string } } }>(CREATE_USER, { data: member('Grace@Navy.test', ['Analyst']) }, { token: acme.token });
    expect(created.data!.createOneUserV2).toMatchObject({ mainRoleName: 'Auditor', person: { email: 'grace@navy.test' } });
    const me = await api.gql<{ me: { id: string } }>(`{ me { id } }`, {}, { token: await api.token('grace@navy.test') });
    expect(me.data!.me.id).toBe(created.data!.createOneUserV2.id);
  });

  it('refuses an email already in use, differing only in case, and records nothing', async () => {
    const before = await api.eventCount();
    const duplicate = await api.gql(CREATE_USER, { data: member('GRACE@navy.TEST') }, { token: acme.token });
    expect(duplicate.errors![0]).toMatchObject({ message: 'Email is already in use.', extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Email is already in use.' } } });
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses invalid member input with the spec messages', async () => {
    const result = await api.gql(CREATE_USER, { data: { ...member('not-an-email'), roles: { connect: [] } } }, { token: acme.token });
    expect(result.errors![0]!.extensions!.fields).toEqual({ email: 'Invalid email.', roles: 'Please select the role.' });
  });

  it('lets only admin-type roles create members', async () => {
    await api.gql(CREATE_USER, { data: member('spender@acme.test') }, { token: acme.token });
    const result = await api.gql(CREATE_USER, { data: member('sneaky@acme.test') }, { token: await api.token('spender@acme.test') });
    expect(result.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('a super admin creates a client company and adds its admin; the company cannot be reached by another', async () => {
    const platform = await api.seedCompany('Platform', ['SpendSuperAdmin'], { isReseller: true });
    const company = await api.gql<{ createCompanyV2: { id: string; dba_name: string; parentCompanyID: string; total_funding: number } }>(
      `mutation { createCompanyV2(data: { dba_name: " Initech ", total_funding: "50000" }) { id dba_name parentCompanyID total_funding } }`,
      {},
      { token: platform.token },
    );
    expect(company.data!.createCompanyV2).toMatchObject({ dba_name: 'Initech', parentCompanyID: platform.companyId, total_funding: 5_000_000 });
    const childId = company.data!.createCompanyV2.id;
    const admin = await api.gql<{ createOneUserV2: { companyId: string } }>(CREATE_USER, { data: member('bill@initech.test', ['OrgAdmin'], childId) }, { token: platform.token });
    expect(admin.data!.createOneUserV2.companyId).toBe(childId);
    // Acme is not Initech's parent: it cannot add users there.
    const intrusion = await api.gql(CREATE_USER, { data: member('mallory@acme.test', ['OrgAdmin'], childId) }, { token: acme.token });
    expect(intrusion.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const forbidden = await api.gql(`mutation { createCompanyV2(data: { dba_name: "X" }) { id } }`, {}, { token: await api.token('grace@navy.test') });
    expect(forbidden.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});

describe('a person in several companies', () => {
  it('lists their company users with Parent/Child labels, and x-nbx-user acts as the chosen one', async () => {
    const { randomUUID } = await import('node:crypto');
    const { handleCommand } = await import('@spend/eventstore');
    const { companyDecider, userDecider } = await import('@spend/domain');
    const parent = await api.seedCompany('Holding', ['MultiOrgAdmin'], { isReseller: true });
    const childId = randomUUID();
    const now = new Date().toISOString();
    const ctx = () => ({ companyId: childId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
    await handleCommand(api.store, `company-${childId}`, companyDecider, { type: 'CreateCompany', companyId: childId, dbaName: 'Subsidiary', parentCompanyId: parent.companyId, isReseller: false, totalFunding: 0, now }, ctx());
    const childUserId = randomUUID();
    await handleCommand(api.store, `user-${childUserId}`, userDecider, {
      type: 'CreateUser', userId: childUserId, companyId: childId, personId: randomUUID(), authId: null, email: parent.adminEmail, firstName: 'Ada', lastName: 'Holding', title: 'Admin', embossName: null, roles: ['MultiOrgAdmin'], now,
    }, ctx());
    const query = `{ myCompanies { userId companyName label current } me { companyId } }`;
    await expect.poll(async () => (await api.gql<{ myCompanies: unknown[] }>(query, {}, { token: parent.token })).data!.myCompanies.length).toBe(2);
    const home = await api.gql<{ myCompanies: { userId: string; companyName: string; label: string; current: boolean }[] }>(query, {}, { token: parent.token });
    expect(home.data!.myCompanies).toEqual([
      { userId: parent.adminUserId, companyName: 'Holding', label: 'Parent Company', current: true },
      { userId: childUserId, companyName: 'Subsidiary', label: 'Child Company', current: false },
    ]);
    const switched = await api.gql<{ me: { companyId: string } }>(query, {}, { token: parent.token, headers: { 'x-nbx-user': childUserId } });
    expect(switched.data!.me.companyId).toBe(childId);
    // Someone else's company stays out of the list.
    expect(home.data!.myCompanies.map((c) => c.companyName)).not.toContain('Acme');
  });
});
