import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberEvent } from '@spend/domain';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../testing';
import { membersProjection } from './projection';

let rm: ReadModelTestDatabase;
beforeAll(async () => {
  rm = await setUpReadModels('rm_members');
});
afterAll(() => rm.close());

const userCreated = (userId: string, companyId: string, email: string, roles: ('OrgAdmin' | 'Spender')[]): MemberEvent => ({
  type: 'UserCreated',
  data: {
    userId, companyId, personId: randomUUID(), authId: email, email, firstName: 'Pat', lastName: 'Doe', title: null, embossName: 'PAT DOE',
    roles, createdAt: '2026-03-01T10:00:00.000Z',
  },
});

describe('members projection', () => {
  it('writes users with their roles, auth id and company, and reports members changed per company', async () => {
    const [companyA, companyB] = [randomUUID(), randomUUID()];
    const [admin, spender, other] = [randomUUID(), randomUUID(), randomUUID()];
    const changes = await rm.apply(membersProjection, [
      recorded(userCreated(admin, companyA, 'admin@a.test', ['OrgAdmin'])),
      recorded(userCreated(spender, companyA, 'spender@a.test', ['Spender'])),
      recorded(userCreated(other, companyB, 'admin@b.test', ['OrgAdmin', 'Spender'])),
    ]);
    expect(changes).toEqual([
      { companyId: companyA, what: 'members', ids: [admin, spender] },
      { companyId: companyB, what: 'members', ids: [other] },
    ]);
    const row = await rm.projector.selectFrom('users').selectAll().where('id', '=', other).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_id: companyB, auth_id: 'admin@b.test', email: 'admin@b.test', first_name: 'Pat', last_name: 'Doe', title: null,
      emboss_name: 'PAT DOE', roles: ['OrgAdmin', 'Spender'], archived: false, created_at: new Date('2026-03-01T10:00:00.000Z'),
    });
  });

  it("orders a person's users by creation, not by the order partitions applied them (same instant, home company first)", async () => {
    const [home, other] = [randomUUID(), randomUUID()];
    const authId = `pat-${randomUUID()}@multi.test`;
    const first = recorded(userCreated(randomUUID(), home, authId, ['OrgAdmin']));
    const second = recorded(userCreated(randomUUID(), other, authId, ['Spender']));
    // The other company's partition got there first.
    await rm.apply(membersProjection, [second]);
    await rm.apply(membersProjection, [first]);
    const users = await rm.projector.selectFrom('users').select('company_id').where('auth_id', '=', authId).orderBy('created_at').orderBy('created_position').execute();
    expect(users.map((u) => u.company_id)).toEqual([home, other]);
  });

  it('follows a user edits, role grants and revocations, and archival, in one batch or across batches', async () => {
    const companyId = randomUUID();
    const userId = randomUUID();
    const managerId = randomUUID();
    const at = '2026-03-02T10:00:00.000Z';
    const change = (type: 'UserArchived' | 'UserUnarchived'): MemberEvent => ({ type, data: { userId, companyId, at } });
    await rm.apply(membersProjection, [
      recorded(userCreated(userId, companyId, 'pat@c.test', ['Spender'])),
      recorded({ type: 'UserUpdated', data: { userId, companyId, changes: { lastName: 'Smith', title: 'Lead', embossName: null, managerUserId: managerId, department: 'Finance' }, at } }),
      recorded({ type: 'UserRoleGranted', data: { userId, companyId, role: 'BudgetOwner', at } }),
      recorded(change('UserArchived')),
    ]);
    const row = () => rm.projector.selectFrom('users').select(['last_name', 'title', 'emboss_name', 'roles', 'archived', 'manager_user_id', 'department']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ last_name: 'Smith', title: 'Lead', emboss_name: null, roles: ['Spender', 'BudgetOwner'], archived: true, manager_user_id: managerId, department: 'Finance' });
    const changes = await rm.apply(membersProjection, [
      recorded({ type: 'UserRoleRevoked', data: { userId, companyId, role: 'Spender', at } }),
      recorded(change('UserUnarchived')),
    ]);
    expect(changes).toEqual([{ companyId, what: 'members', ids: [userId] }]);
    expect(await row()).toMatchObject({ roles: ['BudgetOwner'], archived: false, last_name: 'Smith' });
    // An edit of other fields leaves the manager and department; clearing them empties the columns.
    await rm.apply(membersProjection, [recorded({ type: 'UserUpdated', data: { userId, companyId, changes: { title: 'Head' }, at } })]);
    expect(await row()).toMatchObject({ title: 'Head', manager_user_id: managerId, department: 'Finance' });
    await rm.apply(membersProjection, [recorded({ type: 'UserUpdated', data: { userId, companyId, changes: { managerUserId: null, department: null }, at } })]);
    expect(await row()).toMatchObject({ manager_user_id: null, department: null });
  });

  it('keeps the avatar file of a member, a newer one replacing it and a removal clearing it', async () => {
    const companyId = randomUUID();
    const [userId, fileId, newer] = [randomUUID(), randomUUID(), randomUUID()];
    const at = '2026-03-02T10:00:00.000Z';
    const avatar = (id: string | null): MemberEvent => ({
      type: 'UserAvatarChanged',
      data: { userId, companyId, at, avatar: id ? { fileId: id, key: `avatars/${companyId}/${id}`, contentType: 'image/png', sizeBytes: 68, sha256: 'a'.repeat(64) } : null },
    });
    const file = async () => (await rm.projector.selectFrom('users').select('avatar_file_id').where('id', '=', userId).executeTakeFirstOrThrow()).avatar_file_id;
    await rm.apply(membersProjection, [recorded(userCreated(userId, companyId, 'ava@d.test', ['Spender'])), recorded(avatar(fileId))]);
    expect(await file()).toBe(fileId);
    // A batch mixing a new member (no avatar yet) with a change to this one writes both.
    const other = randomUUID();
    await rm.apply(membersProjection, [recorded(userCreated(other, companyId, 'new@d.test', ['Spender'])), recorded(avatar(newer))]);
    expect(await file()).toBe(newer);
    await rm.apply(membersProjection, [recorded(avatar(null))]);
    expect(await file()).toBeNull();
  });

  it('keeps the own profile (personal fields and title) and when the other sessions ended, across batches', async () => {
    const companyId = randomUUID();
    const userId = randomUUID();
    const at = '2026-03-02T10:00:00.000Z';
    const address = { address_line1: '1 Main St', address_line2: null, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'USA' };
    await rm.apply(membersProjection, [
      recorded(userCreated(userId, companyId, 'prof@e.test', ['Spender'])),
      recorded({ type: 'UserProfileUpdated', data: { userId, companyId, at, title: 'CFO', personal: { middleName: 'Ann', phoneNumber: '+15552010100', address } } }),
    ]);
    const row = () => rm.projector.selectFrom('users').select(['first_name', 'middle_name', 'title', 'phone_number', 'address', 'emboss_name', 'sessions_valid_from']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ first_name: 'Pat', middle_name: 'Ann', title: 'CFO', phone_number: '+15552010100', address, emboss_name: 'PAT DOE', sessions_valid_from: null });
    await rm.apply(membersProjection, [
      recorded({ type: 'UserProfileUpdated', data: { userId, companyId, at, personal: { middleName: null, address: null, embossName: 'P DOE' } } }),
      recorded({ type: 'UserSessionsEnded', data: { userId, companyId, reason: 'PASSWORD_CHANGED', at } }),
    ]);
    expect(await row()).toEqual({ first_name: 'Pat', middle_name: null, title: 'CFO', phone_number: '+15552010100', address: null, emboss_name: 'P DOE', sessions_valid_from: new Date(at) });
  });

  it('ignores the email claims that share its event family', () => {
    expect(membersProjection.eventTypes).not.toContain('EmailClaimed');
  });
});
