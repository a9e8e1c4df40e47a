import { forbidden } from '../shared/errors';
import { rolesWith } from '../shared/permissions';
import { ROLES, type Role } from '../shared/roles';

/** Who is changing a member (issue #26 item 5): their company user and roles, and the enableMultiOrgRoles flag they sent. */
export interface Granter {
  userId: string;
  roles: readonly Role[];
  multiOrgRoles: boolean;
  /** A company's API client acting as an admin: no member, so it never counts as the admin who stays. */
  apiClient?: boolean;
}

/**
 * The roles that administer the company's members, read from the one permission table (spec 6:
 * team members edit). A company keeps at least one member holding one of them.
 */
export const ADMIN_ROLES: readonly Role[] = rolesWith('teamMembers.edit', { enableMultiOrgRoles: true });

export const isAdmin = (roles: readonly Role[]): boolean => roles.some((role) => ADMIN_ROLES.includes(role));

/** Texts not in the spec: member administration (issue #26 item 5). */
export const ADMIN_MESSAGES = {
  superAdminOnly: 'Only a super admin can grant the super admin role.',
  multiOrgOnly: 'Only a multi-org admin can grant the multi-org roles.',
  archiveSelf: 'You cannot archive yourself.',
  lastAdmin: 'You cannot remove your own admin role: another admin has to, so the company is never left without an admin.',
  adminByClient: 'An API client cannot remove an admin: an admin has to, so the company is never left without one.',
  ownManager: 'A member cannot be their own manager.',
  managerNotFound: 'Please select an active member of this company as the manager.',
  department: 'Department can have up to 100 characters.',
} as const;

export const DEPARTMENT_MAX = 100;

const MULTI_ORG: readonly Role[] = ['MultiOrgAdmin', 'MultiOrgAnalyst'];

/**
 * Spec 6, who may grant what: the super admin role only a super admin; the multi-org roles only a
 * multi-org admin or super admin, with enableMultiOrgRoles on (the roles that permission needs);
 * every other role anyone who may edit team members. BudgetOwner is never granted by hand (spec 4).
 */
export const mayGrant = (granter: Granter, role: Role): boolean => {
  if (role === 'BudgetOwner') return false;
  if (role === 'SpendSuperAdmin') return granter.roles.includes('SpendSuperAdmin');
  if (MULTI_ORG.includes(role)) return granter.multiOrgRoles && granter.roles.some((r) => r === 'MultiOrgAdmin' || r === 'SpendSuperAdmin');
  return true;
};

/** The roles a granter may hand out, in the spec's order: what an edit form offers. */
export const grantableRoles = (granter: Granter): Role[] => ROLES.filter((role) => mayGrant(granter, role));

/** Refuses (FORBIDDEN, as the API's other permission refusals) a change of roles the granter may not make, given or taken away. */
export const requireMayGrant = (granter: Granter, changed: readonly Role[]): void => {
  const refused = changed.filter((role) => role !== 'BudgetOwner' && !mayGrant(granter, role));
  if (refused.includes('SpendSuperAdmin')) throw forbidden(ADMIN_MESSAGES.superAdminOnly);
  if (refused.length > 0) throw forbidden(ADMIN_MESSAGES.multiOrgOnly);
};
