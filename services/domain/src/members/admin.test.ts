import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import type { Role } from '../shared/roles';
import { historySteps } from '../audit/as-of';
import { userDecider, type UpdateUser } from './decider';
import type { UserEvent } from './events';
import { ADMIN_MESSAGES, grantableRoles, type Granter } from './grants';

const users = deciderSpec(userDecider);
const companyId = randomUUID();
const userId = randomUUID();
const managerId = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
const later = '2026-03-02T10:00:00.000Z';

const created = (roles: Role[], id = userId): UserEvent[] => [{
  type: 'UserCreated',
  data: {
    userId: id, companyId, personId: randomUUID(), authId: 'ada@example.com', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace',
    title: 'Controller', embossName: null, roles, createdAt: now,
  },
}];

const admin: Granter = { userId: randomUUID(), roles: ['OrgAdmin'], multiOrgRoles: false };
const manager = { userId: managerId, companyId, archived: false };
const edit = (overrides: Partial<UpdateUser> = {}): UpdateUser => ({ type: 'UpdateUser', userId, companyId, by: admin, now: later, ...overrides });

describe('member administration: given a member, when an admin edits them', () => {
  it('records the title, manager, department and emboss name that changed in one event, and the history shows each before and after', () => {
    const given = created(['Spender']);
    const events = users.given(given).when(edit({ title: ' Head of Finance ', managerUserId: managerId, manager, department: ' Finance ', embossName: 'ADA LOVELACE' })).events();
    expect(events).toEqual([{
      type: 'UserUpdated',
      data: { userId, companyId, changes: { title: 'Head of Finance', embossName: 'ADA LOVELACE', managerUserId: managerId, department: 'Finance' }, at: later },
    }]);
    const steps = historySteps('user', [...given, ...events]);
    expect(steps.at(-1)).toEqual([
      { field: 'title', before: 'Controller', after: 'Head of Finance' },
      { field: 'embossName', before: null, after: 'ADA LOVELACE' },
      { field: 'managerUserId', before: null, after: managerId },
      { field: 'department', before: null, after: 'Finance' },
    ]);
    // Clearing the manager and department is a change too; the same values again are none.
    const cleared = users.given([...given, ...events]).when(edit({ managerUserId: null, department: '' })).events();
    expect(cleared).toEqual([{ type: 'UserUpdated', data: { userId, companyId, changes: { managerUserId: null, department: null }, at: later } }]);
    expect(users.given([...given, ...events]).when(edit({ title: 'Head of Finance', managerUserId: managerId, manager, department: 'Finance' })).events()).toEqual([]);
  });

  it('turns a new role set into a grant and a revocation per role, each its own event', () => {
    expect(users.given(created(['Spender'])).when(edit({ roles: ['Analyst', 'OrgAdmin'] })).events()).toEqual([
      { type: 'UserRoleGranted', data: { userId, companyId, role: 'Analyst', at: later } },
      { type: 'UserRoleGranted', data: { userId, companyId, role: 'OrgAdmin', at: later } },
      { type: 'UserRoleRevoked', data: { userId, companyId, role: 'Spender', at: later } },
    ]);
  });

  it('refuses a manager who is the member, of another company, archived or missing', () => {
    const given = created(['Spender']);
    expect(users.given(given).when(edit({ managerUserId: userId })).refusal()).toMatchObject({ code: 'BAD_USER_INPUT', fields: { managerId: ADMIN_MESSAGES.ownManager } });
    for (const ref of [null, { ...manager, companyId: randomUUID() }, { ...manager, archived: true }]) {
      expect(users.given(given).when(edit({ managerUserId: managerId, manager: ref })).refusal()).toMatchObject({ code: 'BAD_USER_INPUT', fields: { managerId: ADMIN_MESSAGES.managerNotFound } });
    }
  });

  it('refuses an emboss name a card cannot carry and an overlong department', () => {
    const error = users.given(created(['Spender'])).when(edit({ embossName: 'Ada <Lovelace>', department: 'x'.repeat(101) })).refusal();
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields).toEqual({ embossName: 'Emboss name can have up to 21 letters, digits, spaces, periods, hyphens or apostrophes.', department: ADMIN_MESSAGES.department });
  });
});

describe('member administration: who may grant what (spec 6)', () => {
  it('lets an org admin grant admin, auditor and spender, but not the super admin or multi-org roles', () => {
    expect(grantableRoles(admin)).toEqual(['OrgAdmin', 'Spender', 'Analyst']);
    expect(users.given(created(['Spender'])).when(edit({ roles: ['SpendSuperAdmin'] })).refusal()).toMatchObject({ code: 'FORBIDDEN', message: ADMIN_MESSAGES.superAdminOnly });
    expect(users.given(created(['Spender'])).when(edit({ roles: ['MultiOrgAnalyst'] })).refusal()).toMatchObject({ code: 'FORBIDDEN', message: ADMIN_MESSAGES.multiOrgOnly });
    // Taking a role away needs the same right as giving it.
    expect(users.given(created(['MultiOrgAnalyst'])).when(edit({ roles: ['Spender'] })).refusal()).toMatchObject({ code: 'FORBIDDEN', message: ADMIN_MESSAGES.multiOrgOnly });
  });

  it('lets a multi-org admin grant the multi-org roles only with enableMultiOrgRoles on', () => {
    const multi: Granter = { userId: randomUUID(), roles: ['MultiOrgAdmin'], multiOrgRoles: true };
    expect(grantableRoles(multi)).toEqual(['MultiOrgAdmin', 'MultiOrgAnalyst', 'OrgAdmin', 'Spender', 'Analyst']);
    expect(users.given(created(['Spender'])).when(edit({ by: multi, roles: ['MultiOrgAnalyst'] })).events().map((e) => e.type)).toEqual(['UserRoleGranted', 'UserRoleRevoked']);
    expect(users.given(created(['Spender'])).when(edit({ by: { ...multi, multiOrgRoles: false }, roles: ['MultiOrgAnalyst'] })).refusal().message).toBe(ADMIN_MESSAGES.multiOrgOnly);
  });

  it('lets only a super admin grant the super admin role', () => {
    const superAdmin: Granter = { userId: randomUUID(), roles: ['SpendSuperAdmin'], multiOrgRoles: false };
    expect(users.given(created(['Analyst'])).when(edit({ by: superAdmin, roles: ['Analyst', 'SpendSuperAdmin'] })).events()).toEqual([
      { type: 'UserRoleGranted', data: { userId, companyId, role: 'SpendSuperAdmin', at: later } },
    ]);
  });
});

describe('member administration: the company keeps an admin', () => {
  it('refuses an admin removing their own admin role, so the last admin cannot be removed; another admin may', () => {
    const given = created(['OrgAdmin']);
    const self: Granter = { userId, roles: ['OrgAdmin'], multiOrgRoles: false };
    expect(users.given(given).when(edit({ by: self, roles: ['Analyst'] })).refusal()).toMatchObject({ code: 'CONFLICT', message: ADMIN_MESSAGES.lastAdmin });
    // Keeping an admin role while adding another is no removal.
    expect(users.given(given).when(edit({ by: self, roles: ['OrgAdmin', 'Analyst'] })).events().map((e) => e.type)).toEqual(['UserRoleGranted']);
    // Another admin stays one, so the company still has an admin afterwards.
    expect(users.given(given).when(edit({ roles: ['Analyst'] })).events().map((e) => e.type)).toEqual(['UserRoleGranted', 'UserRoleRevoked']);
  });

  it("refuses a company's API client removing an admin's role or archiving an admin: it is no admin who stays", () => {
    const client: Granter = { ...admin, apiClient: true };
    expect(users.given(created(['OrgAdmin'])).when(edit({ by: client, roles: ['Analyst'] })).refusal()).toMatchObject({ code: 'CONFLICT', message: ADMIN_MESSAGES.adminByClient });
    expect(users.given(created(['OrgAdmin'])).when({ type: 'ArchiveUser', userId, companyId, byUserId: client.userId, byApiClient: true, now: later }).refusal().message).toBe(ADMIN_MESSAGES.adminByClient);
    // Other members it may demote and archive as an admin does.
    expect(users.given(created(['Analyst'])).when(edit({ by: client, roles: ['Spender'] })).events().map((e) => e.type)).toEqual(['UserRoleGranted', 'UserRoleRevoked']);
    expect(users.given(created(['Analyst'])).when({ type: 'ArchiveUser', userId, companyId, byApiClient: true, now: later }).events().map((e) => e.type)).toEqual(['UserArchived']);
  });

  it('refuses archiving yourself, and lets another admin archive you', () => {
    const given = created(['OrgAdmin']);
    expect(users.given(given).when({ type: 'ArchiveUser', userId, companyId, byUserId: userId, now: later }).refusal()).toMatchObject({ code: 'CONFLICT', message: ADMIN_MESSAGES.archiveSelf });
    expect(users.given(given).when({ type: 'ArchiveUser', userId, companyId, byUserId: admin.userId, now: later }).events()).toEqual([{ type: 'UserArchived', data: { userId, companyId, at: later } }]);
  });
});
