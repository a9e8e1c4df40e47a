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
