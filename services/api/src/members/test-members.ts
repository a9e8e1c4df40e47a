// Test fixtures for the members tests: a company with one member of every role, created through the API.
import { ROLES, type Role } from '@spend/domain';
import type { ApiHarness, SeededCompany } from '../testing/harness';

export const CREATE_USER = `mutation ($data: UserCreateInput!) { createOneUserV2(data: $data) { id companyId mainRoleName archived person { id email first_name title } roles { name } } }`;

export const memberInput = (email: string, roles: string[] = ['Spender'], extra: Record<string, unknown> = {}) => ({
  roles: { connect: roles.map((name) => ({ name })) },
  person: { create: { first_name: 'Grace', last_name: 'Hopper', email, title: 'Engineer' } },
  ...extra,
});

export interface RoleMembers {
  company: SeededCompany;
  /** One member per role: their user id and a token. */
  members: Record<Role, { userId: string; email: string; token: string }>;
}

/** A company whose super admin creates one member of each of the seven roles (the multi-org ones need the flag). */
export const seedRoleMembers = async (api: ApiHarness, name: string, options: { isReseller?: boolean } = {}): Promise<RoleMembers> => {
  const company = await api.seedCompany(name, ['SpendSuperAdmin'], options);
  const members = {} as RoleMembers['members'];
  members.SpendSuperAdmin = { userId: company.adminUserId, email: company.adminEmail, token: company.token };
  for (const role of ROLES.filter((r) => r !== 'SpendSuperAdmin')) {
    const email = `${role.toLowerCase()}@${name.toLowerCase()}.test`;
    const result = await api.gql<{ createOneUserV2: { id: string } }>(CREATE_USER, { data: memberInput(email, [role]) }, { token: company.token, headers: { 'x-dev-flags': 'enableMultiOrgRoles' } });
    if (!result.data) throw new Error(`could not create the ${role}: ${JSON.stringify(result.errors)}`);
    members[role] = { userId: result.data.createOneUserV2.id, email, token: await api.token(email) };
  }
  return { company, members };
};
