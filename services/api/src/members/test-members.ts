// Test fixtures for the members tests: a company with one member of every role.
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import { ROLES, emailClaimDecider, normalizeEmail, userDecider, type Role, streams } from '@spend/domain';
import { emailClaimStream, handleCommand } from '@spend/eventstore';
import type { ApiHarness, SeededCompany } from '../testing/harness';

export const CREATE_USER = `mutation ($data: UserCreateInput!) { createOneUserV2(data: $data) { id companyId mainRoleName archived person { id email first_name title } roles { name } } }`;

/** A createOneUserV2 input; an Analyst by default, as that role needs neither a budget nor a flag. */
export const memberInput = (email: string, roles: string[] = ['Analyst'], extra: Record<string, unknown> = {}) => ({
  roles: { connect: roles.map((name) => ({ name })) },
  person: { create: { first_name: 'Grace', last_name: 'Hopper', email, title: 'Engineer' } },
  ...extra,
});

export interface RoleMembers {
  company: SeededCompany;
  /** One member per role: their user id and a token. */
  members: Record<Role, { userId: string; email: string; token: string }>;
}

/**
 * A member holding only BudgetOwner, or a Spender of no budget: the create-member form makes neither
 * (BudgetOwner comes with owning a budget, a Spender needs one, spec 4 and 5), so they are recorded
 * through the command handler as the demo seed records its members. Answers once they can sign in.
 */
export const recordMember = async (
  api: ApiHarness, companyId: string, email: string, role: Role, person: { firstName: string; lastName: string; title: string } = { firstName: 'Grace', lastName: 'Hopper', title: 'Engineer' },
): Promise<{ userId: string; email: string; token: string }> => {
  email = normalizeEmail(email);
  const userId = randomUUID();
  const personId = randomUUID();
  const context = () => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
  await handleCommand(api.store, emailClaimStream(email), emailClaimDecider, { type: 'ClaimEmail', email, personId }, context());
  await handleCommand(api.store, streams.user(userId), userDecider, {
    type: 'CreateUser', userId, companyId, personId, authId: null, email, ...person, embossName: null, roles: [role], now: new Date().toISOString(),
  }, context());
  const token = await api.token(email);
  // Signed in once the members read model has them.
  await vi.waitFor(async () => {
    if ((await api.gql<{ me: { id: string } }>(`{ me { id } }`, {}, { token })).data?.me.id !== userId) throw new Error(`${email} cannot sign in yet`);
  }, { timeout: 15_000, interval: 100 });
  return { userId, email, token };
};

/**
 * A company whose super admin creates one member of each of the seven roles through createOneUserV2
 * (the multi-org ones need the flag); the BudgetOwner and the Spender, which that form cannot make
 * bare, through commands.
 */
export const seedRoleMembers = async (api: ApiHarness, name: string, options: { isReseller?: boolean } = {}): Promise<RoleMembers> => {
  const company = await api.seedCompany(name, ['SpendSuperAdmin'], options);
  const members = {} as RoleMembers['members'];
  members.SpendSuperAdmin = { userId: company.adminUserId, email: company.adminEmail, token: company.token };
  for (const role of ROLES.filter((r) => r !== 'SpendSuperAdmin')) {
    const email = `${role.toLowerCase()}@${name.toLowerCase()}.test`;
    if (role === 'BudgetOwner' || role === 'Spender') {
      members[role] = await recordMember(api, company.companyId, email, role);
      continue;
    }
    const result = await api.gql<{ createOneUserV2: { id: string } }>(CREATE_USER, { data: memberInput(email, [role]) }, { token: company.token, headers: { 'x-dev-flags': 'enableMultiOrgRoles' } });
    if (!result.data) throw new Error(`could not create the ${role}: ${JSON.stringify(result.errors)}`);
    members[role] = { userId: result.data.createOneUserV2.id, email, token: await api.token(email) };
  }
  return { company, members };
};
