import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES, userDecider, type Role, streams } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { ApiHarness } from '../testing/harness';
import { seedOwnedAndOtherBudgets } from '../budgets/test-budgets';
import { CREATE_USER, memberInput, seedRoleMembers, type RoleMembers } from './test-members';

const UPDATE = `mutation ($id: ID!, $data: UserUpdateInput!) { updateOneUser(where: { id: $id }, data: $data) { id embossName roles { name } mainRoleName person { first_name last_name title } } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveOneUser(where: { id: $id }) { id archived } }`;
const UNARCHIVE = `mutation ($id: ID!) { unarchiveOneUser(where: { id: $id }) { id archived } }`;
const ALLOWED: Role[] = ['OrgAdmin', 'MultiOrgAdmin', 'SpendSuperAdmin'];
const DENIED: Role[] = ['Analyst', 'MultiOrgAnalyst', 'BudgetOwner', 'Spender'];

let api: ApiHarness;
let team: RoleMembers;

beforeAll(async () => {
  api = await ApiHarness.start('api_member_mutations');
  team = await seedRoleMembers(api, 'Mutco');
});
afterAll(() => api.close());

const admin = () => team.members.OrgAdmin.token;
const create = async (email: string, roles: string[] = ['Analyst'], token = admin()) => {
  const result = await api.gql<{ createOneUserV2: { id: string } }>(CREATE_USER, { data: memberInput(email, roles) }, { token });
  return result.data!.createOneUserV2.id;
};

describe('createOneUserV2 (single company, spec 5)', () => {
  const refused = async (data: unknown, token = admin()) => {
    const before = await api.eventCount();
    const result = await api.gql(CREATE_USER, { data }, { token });
    expect(await api.eventCount()).toBe(before);
    return result.errors![0]!;
  };

  it('gives every message of the form for its field, recording nothing', async () => {
    const blank = { roles: { connect: [{ name: 'Analyst' }] }, person: { create: { first_name: ' ', last_name: '', email: '', title: '' } } };
    expect((await refused(blank)).extensions!.fields).toEqual({
      first_name: 'This field is required.', last_name: 'This field is required.', title: 'This field is required.', email: 'This field is required.',
    });
    expect(await refused(memberInput('grace@', ['Analyst']))).toMatchObject({ message: 'Invalid email.', extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Invalid email.' } } });
    expect(await refused(memberInput('role@mutco.test', []))).toMatchObject({ message: 'Please select the role.', extensions: { fields: { roles: 'Please select the role.' } } });
    expect(await refused(memberInput('spender-nobudget@mutco.test', ['Spender'], { spenderBudgets: { connect: [] } }))).toMatchObject({
      message: 'Please select at least one budget.', extensions: { fields: { spenderBudgets: 'Please select at least one budget.' } },
    });
  });

  it('treats a Spender without the spenderBudgets field as one with no budget', async () => {
    expect(await refused(memberInput('spender-nofield@mutco.test', ['Spender']))).toMatchObject({
      message: 'Please select at least one budget.', extensions: { code: 'BAD_USER_INPUT', fields: { spenderBudgets: 'Please select at least one budget.' } },
    });
  });

  it('refuses BudgetOwner chosen by hand, alone or with another role: it comes with owning a budget', async () => {
    for (const roles of [['BudgetOwner'], ['Analyst', 'BudgetOwner']]) {
      expect(await refused(memberInput('owner-by-hand@mutco.test', roles))).toMatchObject({
        message: MEMBER_MESSAGES.budgetOwnerByHand, extensions: { code: 'BAD_USER_INPUT', fields: { roles: MEMBER_MESSAGES.budgetOwnerByHand } },
      });
    }
  });

  it('refuses an email in use anywhere on the platform, whatever its case', async () => {
    await create('Taken@Mutco.test');
    for (const [email, token] of [['taken@mutco.test', admin()], ['TAKEN@MUTCO.TEST', admin()]] as const) {
      expect(await refused(memberInput(email), token)).toMatchObject({ message: 'Email is already in use.', extensions: { fields: { email: 'Email is already in use.' } } });
    }
    const elsewhere = await api.seedCompany('Elsewhere');
    expect(await refused(memberInput(' taken@MUTCO.test '), elsewhere.token)).toMatchObject({ message: 'Email is already in use.' });
  });

  it('is allowed to OrgAdmin, MultiOrgAdmin and the super admin, and refused to the other four roles', async () => {
    for (const role of ALLOWED) expect(await create(`made-by-${role.toLowerCase()}@mutco.test`, ['Analyst'], team.members[role].token)).toBeTruthy();
    for (const role of DENIED) expect((await refused(memberInput(`denied-${role.toLowerCase()}@mutco.test`), team.members[role].token)).extensions!.code).toBe('FORBIDDEN');
  });

  it('lets only a super admin hand out the super admin role, and only multi-org admins the multi-org roles', async () => {
    expect((await refused(memberInput('sa@mutco.test', ['SpendSuperAdmin']))).extensions!.code).toBe('FORBIDDEN');
    expect((await refused(memberInput('moa@mutco.test', ['MultiOrgAdmin']))).extensions!.code).toBe('FORBIDDEN');
    // Even a multi-org admin needs the enableMultiOrgRoles flag.
    expect((await refused(memberInput('moa@mutco.test', ['MultiOrgAnalyst']), team.members.MultiOrgAdmin.token)).extensions!.code).toBe('FORBIDDEN');
  });
});

describe('createOneUserV2 records all of its streams or none (issue 10, item 5)', () => {
  const refusedAtomically = async (data: unknown) => {
    const before = await api.eventCount();
    const result = await api.gql(CREATE_USER, { data }, { token: admin() });
    expect(await api.eventCount()).toBe(before);
    return result.errors![0]!;
  };
  const budgets = async () => {
    const { owned } = await seedOwnedAndOtherBudgets(api, team);
    const { other: archived } = await seedOwnedAndOtherBudgets(api, team);
    const archiving = await api.gql(`mutation ($id: ID!) { archiveOneBudget(where: { id: $id }) { id } }`, { id: archived }, { token: admin() });
    expect(archiving.errors).toBeUndefined();
    return { owned, archived };
  };

  it('refused at the user, the email claim or a budget, it records nothing and the email stays free', async () => {
    const { owned, archived } = await budgets();
    const spender = (email: string, budgetIds: string[]) => memberInput(email, ['Spender'], { spenderBudgets: { connect: budgetIds.map((id) => ({ id })) } });
    // The user step: a field refused.
    expect(await refusedAtomically({ ...spender('step-user@mutco.test', [owned]), embossName: undefined, person: { create: { first_name: 'Grace', last_name: 'Hopper', email: 'step-user@mutco.test', title: ' ' } } }))
      .toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { title: 'This field is required.' } } });
    // The claim step: the user and the budget were decided, the email is taken.
    await create('step-claim@mutco.test');
    expect(await refusedAtomically(spender('step-claim@mutco.test', [owned]))).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Email is already in use.' } } });
    // The budget step: the user, the claim and the first budget were decided, the second budget is archived.
    expect(await refusedAtomically(spender('step-budget@mutco.test', [owned, archived]))).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { spenderBudgets: 'Budget not found.' } } });
    // Nothing was claimed: both emails can still be used.
    for (const email of ['step-user@mutco.test', 'step-budget@mutco.test']) {
      const made = await api.gql<{ createOneUserV2: { person: { email: string } } }>(CREATE_USER, { data: spender(email, [owned]) }, { token: admin() });
      expect(made.data?.createOneUserV2.person.email).toBe(email);
    }
  });
});

describe('updateOneUser', () => {
  it('edits names, title, emboss name and roles, keeping the auto-managed BudgetOwner', async () => {
    const id = await create('edit-me@mutco.test', ['OrgAdmin']);
    // Made a budget owner the way the budgets capability does it.
    await handleCommand(api.store, streams.user(id), userDecider, { type: 'GrantRole', userId: id, companyId: team.company.companyId, role: 'BudgetOwner', now: new Date().toISOString() }, { companyId: team.company.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
    const result = await api.gql<{ updateOneUser: { embossName: string; roles: { name: string }[]; mainRoleName: string; person: Record<string, string> } }>(UPDATE, {
      id, data: { embossName: 'G HOPPER', person: { update: { first_name: ' Amazing ', title: 'Rear Admiral' } }, roles: { set: [{ name: 'Analyst' }] } },
    }, { token: admin() });
    expect(result.data!.updateOneUser).toEqual({
      id, embossName: 'G HOPPER', roles: [{ name: 'BudgetOwner' }, { name: 'Analyst' }], mainRoleName: 'Budget Owner',
      person: { first_name: 'Amazing', last_name: 'Hopper', title: 'Rear Admiral' },
    });
    // Sending the role they hold back keeps it; asking for it for someone who does not hold it is refused.
    const kept = await api.gql<{ updateOneUser: { roles: { name: string }[] } }>(UPDATE, { id, data: { roles: { set: [{ name: 'Analyst' }, { name: 'BudgetOwner' }] } } }, { token: admin() });
    expect(kept.data!.updateOneUser.roles).toEqual([{ name: 'BudgetOwner' }, { name: 'Analyst' }]);
    const plain = await create('edit-plain@mutco.test');
    const before = await api.eventCount();
    const byHand = await api.gql(UPDATE, { id: plain, data: { roles: { set: [{ name: 'Analyst' }, { name: 'BudgetOwner' }] } } }, { token: admin() });
    expect(byHand.errors![0]).toMatchObject({ message: MEMBER_MESSAGES.budgetOwnerByHand, extensions: { code: 'BAD_USER_INPUT', fields: { roles: MEMBER_MESSAGES.budgetOwnerByHand } } });
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses emptied fields and no role with the spec messages, recording nothing', async () => {
    const id = await create('edit-bad@mutco.test');
    const before = await api.eventCount();
    const result = await api.gql(UPDATE, { id, data: { person: { update: { last_name: ' ', title: '' } }, roles: { set: [] } } }, { token: admin() });
    expect(result.errors![0]!.extensions!.fields).toEqual({ last_name: 'This field is required.', title: 'This field is required.', roles: 'Please select the role.' });
    expect(await api.eventCount()).toBe(before);
  });

  it('is allowed to the admin roles on any member, to anyone on their own profile but not their own roles', async () => {
    const id = await create('edited@mutco.test');
    for (const role of ALLOWED) {
      const result = await api.gql<{ updateOneUser: { person: { title: string } } }>(UPDATE, { id, data: { person: { update: { title: `By ${role}` } } } }, { token: team.members[role].token });
      expect(result.data!.updateOneUser.person.title).toBe(`By ${role}`);
    }
    for (const role of DENIED) {
      expect((await api.gql(UPDATE, { id, data: { person: { update: { title: 'Nope' } } } }, { token: team.members[role].token })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
      const own = await api.gql<{ updateOneUser: { person: { title: string } } }>(UPDATE, { id: team.members[role].userId, data: { person: { update: { title: 'Mine' } } } }, { token: team.members[role].token });
      expect(own.data!.updateOneUser.person.title).toBe('Mine');
      const promote = await api.gql(UPDATE, { id: team.members[role].userId, data: { roles: { set: [{ name: 'OrgAdmin' }] } } }, { token: team.members[role].token });
      expect(promote.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    }
  });

  it('guards the super admin and multi-org roles, and another company\'s member is not found', async () => {
    const id = await create('guarded@mutco.test');
    expect((await api.gql(UPDATE, { id, data: { roles: { set: [{ name: 'SpendSuperAdmin' }] } } }, { token: admin() })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await api.gql(UPDATE, { id, data: { roles: { set: [{ name: 'MultiOrgAnalyst' }] } } }, { token: admin() })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const granted = await api.gql<{ updateOneUser: { mainRoleName: string } }>(UPDATE, { id, data: { roles: { set: [{ name: 'MultiOrgAnalyst' }] } } }, { token: team.members.MultiOrgAdmin.token, headers: { 'x-dev-flags': 'enableMultiOrgRoles' } });
    expect(granted.data!.updateOneUser.mainRoleName).toBe('Multi Analyst');
    const other = await api.seedCompany('Othermut');
    expect((await api.gql(UPDATE, { id, data: { embossName: 'X' } }, { token: other.token })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });
});

describe('archiveOneUser and unarchiveOneUser', () => {
  const TEAM = `query ($archived: Boolean) { teamMembers(take: 100, where: { archived: $archived }) { items { id } } }`;

  it('an archived member cannot sign in and shows on the archived tab; unarchived, they can again', async () => {
    const id = await create('leaver@mutco.test');
    const token = await api.token('leaver@mutco.test');
    expect((await api.gql(`{ me { id } }`, {}, { token })).data).toEqual({ me: { id } });
    expect((await api.gql<{ archiveOneUser: unknown }>(ARCHIVE, { id }, { token: admin() })).data!.archiveOneUser).toEqual({ id, archived: true });
    const signIn = await api.gql(`{ me { id } }`, {}, { token });
    expect(signIn.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const archivedTab = await api.gql<{ teamMembers: { items: { id: string }[] } }>(TEAM, { archived: true }, { token: admin() });
    expect(archivedTab.data!.teamMembers.items.map((m) => m.id)).toEqual([id]);
    const activeTab = await api.gql<{ teamMembers: { items: { id: string }[] } }>(TEAM, {}, { token: admin() });
    expect(activeTab.data!.teamMembers.items.map((m) => m.id)).not.toContain(id);
    expect((await api.gql(ARCHIVE, { id }, { token: admin() })).errors![0]).toMatchObject({ message: 'This member is already archived.', extensions: { code: 'CONFLICT' } });
    expect((await api.gql<{ unarchiveOneUser: unknown }>(UNARCHIVE, { id }, { token: admin() })).data!.unarchiveOneUser).toEqual({ id, archived: false });
    expect((await api.gql(`{ me { id } }`, {}, { token })).data).toEqual({ me: { id } });
  });

  it('is allowed to the admin roles only, never on oneself, and not across companies', async () => {
    for (const role of ALLOWED) {
      const id = await create(`archived-by-${role.toLowerCase()}@mutco.test`);
      expect((await api.gql<{ archiveOneUser: { archived: boolean } }>(ARCHIVE, { id }, { token: team.members[role].token })).data!.archiveOneUser.archived).toBe(true);
      expect((await api.gql<{ unarchiveOneUser: { archived: boolean } }>(UNARCHIVE, { id }, { token: team.members[role].token })).data!.unarchiveOneUser.archived).toBe(false);
    }
    const target = await create('safe@mutco.test');
    for (const role of DENIED) expect((await api.gql(ARCHIVE, { id: target }, { token: team.members[role].token })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await api.gql(ARCHIVE, { id: team.members.OrgAdmin.userId }, { token: admin() })).errors![0]).toMatchObject({ message: 'You cannot archive yourself.', extensions: { code: 'CONFLICT' } });
    const other = await api.seedCompany('Otherarch');
    expect((await api.gql(ARCHIVE, { id: target }, { token: other.token })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });
});
