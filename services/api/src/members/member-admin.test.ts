import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES, streams } from '@spend/domain';
import { ApiHarness } from '../testing/harness';
import { CREATE_USER, memberInput, seedRoleMembers, type RoleMembers } from './test-members';

// Member administration from /members (issue #26 item 5): roles, title, manager, department and emboss name.
const UPDATE = `mutation ($id: ID!, $data: UserUpdateInput!) {
  updateOneUser(where: { id: $id }, data: $data) { id embossName managerId department roles { name } person { title } }
}`;
const ARCHIVE = `mutation ($id: ID!) { archiveOneUser(where: { id: $id }) { id archived } }`;
const HISTORY = `query ($filter: EventHistoryFilter) { eventHistory(filter: $filter, first: 50) { items { type description changes { field before after } } } }`;

type Edited = { id: string; embossName: string | null; managerId: string | null; department: string | null; roles: { name: string }[]; person: { title: string } };
type History = { eventHistory: { items: { type: string; description: string; changes: { field: string; before: string | null; after: string | null }[] }[] } };

let api: ApiHarness;
let team: RoleMembers;

beforeAll(async () => {
  api = await ApiHarness.start('api_member_admin');
  team = await seedRoleMembers(api, 'Adminco');
});
afterAll(() => api.close());

const admin = () => team.members.OrgAdmin.token;
const create = async (email: string, roles: string[] = ['Analyst']) => {
  const result = await api.gql<{ createOneUserV2: { id: string } }>(CREATE_USER, { data: memberInput(email, roles) }, { token: admin() });
  return result.data!.createOneUserV2.id;
};

/** The update refused with this code and message, and nothing recorded anywhere. */
const refused = async (id: string, data: unknown, token = admin()) => {
  const before = await api.eventCount();
  const result = await api.gql(UPDATE, { id, data }, { token });
  expect(await api.eventCount()).toBe(before);
  return result.errors![0]!;
};

describe('updateOneUser: an admin edits a member', () => {
  it("changes roles, title, manager, department and emboss name; the member's history shows each change's before and after", async () => {
    const id = await create('edited-member@adminco.test');
    const person = { create: { first_name: 'Mona', last_name: 'Manager', email: 'mona@adminco.test', title: 'Director' } };
    const manager = (await api.gql<{ createOneUserV2: { id: string } }>(CREATE_USER, { data: memberInput('mona@adminco.test', ['Analyst'], { person }) }, { token: admin() })).data!.createOneUserV2.id;
    const result = await api.gql<{ updateOneUser: Edited }>(UPDATE, {
      id, data: { roles: { set: [{ name: 'OrgAdmin' }] }, person: { update: { title: 'Finance Lead' } }, managerId: manager, department: 'Finance', embossName: 'GRACE HOPPER' },
    }, { token: admin() });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateOneUser).toEqual({ id, embossName: 'GRACE HOPPER', managerId: manager, department: 'Finance', roles: [{ name: 'OrgAdmin' }], person: { title: 'Finance Lead' } });

    const history = async () => (await api.gql<History>(HISTORY, { filter: { aggregate: streams.user(id) } }, { token: admin() })).data!.eventHistory.items;
    await vi.waitFor(async () => expect((await history()).map((e) => e.type)).toEqual(['UserRoleRevoked', 'UserRoleGranted', 'UserUpdated', 'UserCreated']), { timeout: 120_000, interval: 100 });
    const [revoked, granted, updated] = await history();
    expect(updated!.description).toBe('Grace Hopper changed Grace Hopper: title from Engineer to Finance Lead, department from none to Finance, emboss name from none to GRACE HOPPER and manager from none to Mona Manager.');
    expect(updated!.changes).toEqual([
      { field: 'title', before: '"Engineer"', after: '"Finance Lead"' },
      { field: 'embossName', before: 'null', after: '"GRACE HOPPER"' },
      { field: 'managerUserId', before: 'null', after: JSON.stringify(manager) },
      { field: 'department', before: 'null', after: '"Finance"' },
    ]);
    expect(granted!.changes).toEqual([{ field: 'roles', before: '["Analyst"]', after: '["Analyst","OrgAdmin"]' }]);
    expect(revoked!.changes).toEqual([{ field: 'roles', before: '["Analyst","OrgAdmin"]', after: '["OrgAdmin"]' }]);

    // Clearing the manager and department is recorded as well.
    const cleared = await api.gql<{ updateOneUser: Edited }>(UPDATE, { id, data: { managerId: null, department: '' } }, { token: admin() });
    expect(cleared.data!.updateOneUser).toMatchObject({ managerId: null, department: null });
  });

  it('refuses a manager who is the member, archived, or of another company, with the field named and nothing recorded', async () => {
    const id = await create('managed@adminco.test');
    expect(await refused(id, { managerId: id })).toMatchObject({ message: ADMIN_MESSAGES.ownManager, extensions: { code: 'BAD_USER_INPUT', fields: { managerId: ADMIN_MESSAGES.ownManager } } });
    const leaver = await create('left-manager@adminco.test');
    expect((await api.gql(ARCHIVE, { id: leaver }, { token: admin() })).errors).toBeUndefined();
    const other = await api.seedCompany('Othermgr');
    for (const managerId of [leaver, other.adminUserId, 'not-a-uuid']) {
      expect(await refused(id, { managerId })).toMatchObject({ message: ADMIN_MESSAGES.managerNotFound, extensions: { code: 'BAD_USER_INPUT', fields: { managerId: ADMIN_MESSAGES.managerNotFound } } });
    }
    expect(await refused(id, { department: 'x'.repeat(101), embossName: 'no <tags>' })).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { department: ADMIN_MESSAGES.department, embossName: 'Emboss name can have up to 21 letters, digits, spaces, periods, hyphens or apostrophes.' } },
    });
  });

  it("refuses a role the granter may not grant or take away (spec 6), with the project's FORBIDDEN code and nothing recorded", async () => {
    const id = await create('granted@adminco.test');
    expect(await refused(id, { roles: { set: [{ name: 'SpendSuperAdmin' }] } })).toMatchObject({ message: ADMIN_MESSAGES.superAdminOnly, extensions: { code: 'FORBIDDEN' } });
    expect(await refused(id, { roles: { set: [{ name: 'MultiOrgAdmin' }] } })).toMatchObject({ message: ADMIN_MESSAGES.multiOrgOnly, extensions: { code: 'FORBIDDEN' } });
    // The multi-org admin needs the enableMultiOrgRoles flag; an org admin cannot take the role away again.
    expect(await refused(id, { roles: { set: [{ name: 'MultiOrgAnalyst' }] } }, team.members.MultiOrgAdmin.token)).toMatchObject({ message: ADMIN_MESSAGES.multiOrgOnly });
    expect(await refused(team.members.MultiOrgAnalyst.userId, { roles: { set: [{ name: 'Analyst' }] } })).toMatchObject({ message: ADMIN_MESSAGES.multiOrgOnly, extensions: { code: 'FORBIDDEN' } });
    // Manager and department are an admin's to set, even on oneself.
    expect(await refused(team.members.Spender.userId, { department: 'Mine' }, team.members.Spender.token)).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});

describe('the company keeps an admin', () => {
  it('refuses the last admin removing their own admin role, and anyone archiving themselves, recording nothing', async () => {
    const solo = await api.seedCompany('Soloco');
    expect(await refused(solo.adminUserId, { roles: { set: [{ name: 'Analyst' }] } }, solo.token)).toMatchObject({ message: ADMIN_MESSAGES.lastAdmin, extensions: { code: 'CONFLICT' } });
    const before = await api.eventCount();
    expect((await api.gql(ARCHIVE, { id: solo.adminUserId }, { token: solo.token })).errors![0]).toMatchObject({ message: ADMIN_MESSAGES.archiveSelf, extensions: { code: 'CONFLICT' } });
    expect(await api.eventCount()).toBe(before);
    // Still the admin: they can go on editing the team.
    const still = await api.gql<{ updateOneUser: Edited }>(UPDATE, { id: solo.adminUserId, data: { department: 'Board' } }, { token: solo.token });
    expect(still.data!.updateOneUser).toMatchObject({ department: 'Board', roles: [{ name: 'OrgAdmin' }] });
  });

  it('lets another admin demote an admin, as the company keeps the one who did it', async () => {
    const id = await create('second-admin@adminco.test', ['OrgAdmin']);
    const demoted = await api.gql<{ updateOneUser: Edited }>(UPDATE, { id, data: { roles: { set: [{ name: 'Analyst' }] } } }, { token: admin() });
    expect(demoted.data!.updateOneUser.roles).toEqual([{ name: 'Analyst' }]);
  });
});
