import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@spend/domain';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { seedRoleMembers, type RoleMembers } from '../members/test-members';

const COMPANIES = `{ companies { id dba_name parentCompanyID isReseller } }`;
type Companies = { companies: { id: string; dba_name: string; parentCompanyID: string | null; isReseller: boolean }[] };

let api: ApiHarness;
let holdco: RoleMembers;
let plain: SeededCompany;
const children: Record<string, string> = {};

beforeAll(async () => {
  api = await ApiHarness.start('api_companies');
  holdco = await seedRoleMembers(api, 'Holdco', { isReseller: true });
  for (const name of ['Zeta Foods', 'Alpha Labs']) {
    const created = await api.gql<{ createCompanyV2: { id: string } }>(`mutation ($name: String!) { createCompanyV2(data: { dba_name: $name }) { id } }`, { name }, { token: holdco.company.token });
    children[name] = created.data!.createCompanyV2.id;
  }
  plain = await api.seedCompany('Plainco');
});
afterAll(() => api.close());

describe('companies: the reseller list of /companies', () => {
  it('lists the reseller first, then its child companies by name', async () => {
    const result = await api.gql<Companies>(COMPANIES, {}, { token: holdco.members.MultiOrgAdmin.token });
    expect(result.data!.companies).toEqual([
      { id: holdco.company.companyId, dba_name: 'Holdco', parentCompanyID: null, isReseller: true },
      { id: children['Alpha Labs'], dba_name: 'Alpha Labs', parentCompanyID: holdco.company.companyId, isReseller: false },
      { id: children['Zeta Foods'], dba_name: 'Zeta Foods', parentCompanyID: holdco.company.companyId, isReseller: false },
    ]);
  });

  it('answers the roles whose route sets hold the companies routes (spec 6), and refuses the others', async () => {
    const allowed: Role[] = ['SpendSuperAdmin', 'MultiOrgAdmin', 'MultiOrgAnalyst', 'OrgAdmin', 'Analyst'];
    for (const role of ROLES) {
      const result = await api.gql<Companies>(COMPANIES, {}, { token: holdco.members[role].token });
      if (allowed.includes(role)) expect(result.data?.companies, role).toHaveLength(3);
      else expect(result.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
    // With the multi-org roles on, OrgAdmin and Analyst lose them.
    const flagged = await api.gql<Companies>(COMPANIES, {}, { token: holdco.members.OrgAdmin.token, headers: { 'x-dev-flags': 'enableMultiOrgRoles' } });
    expect(flagged.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('refuses a company that is not a reseller, so nobody lists their siblings', async () => {
    const result = await api.gql<Companies>(COMPANIES, {}, { token: plain.token });
    expect(result.errors![0]).toMatchObject({ message: 'You are not allowed to do this.', extensions: { code: 'FORBIDDEN' } });
  });
});

describe('a reseller acting on a child company (/companies/{companyId}/{action})', () => {
  const UPDATE = `mutation ($id: ID!, $data: CompanyUpdateInput!) { updateOneCompany(where: { id: $id }, data: $data) { id dba_name dba_address total_funding parentCompanyID } }`;
  type Updated = { updateOneCompany: { id: string; dba_name: string; dba_address: string | null; total_funding: number; parentCompanyID: string } };

  it('changes the child\'s name, address and funding, and nothing of the reseller\'s own', async () => {
    const id = children['Zeta Foods']!;
    const result = await api.gql<Updated>(UPDATE, { id, data: { dba_name: 'Zeta Foods Ltd', dba_address: '9 Dock Rd', total_funding: '2500.00' } }, { token: holdco.company.token });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateOneCompany).toEqual({ id, dba_name: 'Zeta Foods Ltd', dba_address: '9 Dock Rd', total_funding: 250_000, parentCompanyID: holdco.company.companyId });
    const listed = (await api.gql<Companies>(COMPANIES, {}, { token: holdco.company.token })).data!.companies;
    expect(listed.map((c) => c.dba_name)).toEqual(['Holdco', 'Alpha Labs', 'Zeta Foods Ltd']);
  });

  it('refuses people without client edit, another reseller\'s child and a company of no reseller, recording nothing', async () => {
    const id = children['Alpha Labs']!;
    const otherReseller = await seedRoleMembers(api, 'Rivalco', { isReseller: true });
    const before = await api.eventCount();
    const spender = await api.gql<Updated>(UPDATE, { id, data: { dba_name: 'Taken' } }, { token: holdco.members.Spender.token });
    expect(spender.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const rival = await api.gql<Updated>(UPDATE, { id, data: { dba_name: 'Taken' } }, { token: otherReseller.company.token });
    expect(rival.errors![0]).toMatchObject({ message: 'Company not found.', extensions: { code: 'NOT_FOUND' } });
    const stranger = await api.gql<Updated>(UPDATE, { id: plain.companyId, data: { dba_name: 'Taken' } }, { token: holdco.company.token });
    expect(stranger.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const bad = await api.gql<Updated>(UPDATE, { id, data: { dba_name: ' ' } }, { token: holdco.company.token });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await api.gql<Companies>(COMPANIES, {}, { token: holdco.company.token })).data!.companies.find((c) => c.id === id)!.dba_name).toBe('Alpha Labs');
    expect(await api.eventCount()).toBe(before);
  });
});

describe('a child company just created (issue #29)', () => {
  const SWITCHER = `{ myCompanies { userId companyName label current } }`;
  type Switcher = { myCompanies: { userId: string; companyName: string; label: string; current: boolean }[] };

  it("is in its creator's company switcher at once, and they act in it with their own roles", async () => {
    const admin = holdco.members.MultiOrgAdmin;
    const created = await api.gql<{ createCompanyV2: { id: string } }>(`mutation { createCompanyV2(data: { dba_name: "Nova Works" }) { id } }`, {}, { token: admin.token });
    expect(created.errors).toBeUndefined();
    const childId = created.data!.createCompanyV2.id;
    // No polling: the mutation answered once the members read model had the creator's user.
    const listed = (await api.gql<Switcher>(SWITCHER, {}, { token: admin.token, headers: { 'x-nbx-mode': 'MultipleEntity' } })).data!.myCompanies;
    const child = listed.find((c) => c.companyName === 'Nova Works');
    expect(child).toMatchObject({ label: 'Child Company', current: false });
    const inChild = await api.gql<{ me: { companyId: string; roles: string[] } }>(`{ me { companyId roles } }`, {}, { token: admin.token, headers: { 'x-nbx-user': child!.userId } });
    expect(inChild.data!.me).toEqual({ companyId: childId, roles: ['MultiOrgAdmin'] });
  });

  it('records nothing more on a retry with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'nova-again' };
    const mutation = `mutation { createCompanyV2(data: { dba_name: "Nova Again" }) { id } }`;
    const first = await api.gql<{ createCompanyV2: { id: string } }>(mutation, {}, { token: holdco.members.MultiOrgAdmin.token, headers });
    const before = await api.eventCount();
    const again = await api.gql<{ createCompanyV2: { id: string } }>(mutation, {}, { token: holdco.members.MultiOrgAdmin.token, headers });
    expect(again.data!.createCompanyV2.id).toBe(first.data!.createCompanyV2.id);
    expect(await api.eventCount()).toBe(before);
  });
});
