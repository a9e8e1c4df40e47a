import { ROLES, ROLE_LABELS, type Role } from '@spend/domain';
import type { RoleWhereInput, RoleWhereUniqueInput } from '../generated/resolvers-types';
import type { ApiContext } from '../shared/context';

export interface RoleModel {
  id: string;
  name: Role;
  description: string;
}

const roleOf = (name: Role): RoleModel => ({ id: name, name, description: ROLE_LABELS[name] });

/**
 * The roles the caller's company offers (spec 6): the multi-org ones only with enableMultiOrgRoles,
 * the platform super admin only to a super admin. Reference data, the same for every company, so
 * there is nothing of another company to leak.
 */
const offeredRoles = (ctx: ApiContext): Role[] =>
  ROLES.filter((role) => {
    if (role === 'SpendSuperAdmin') return ctx.caller.roles.includes('SpendSuperAdmin');
    if (role === 'MultiOrgAdmin' || role === 'MultiOrgAnalyst') return ctx.flags.has('enableMultiOrgRoles');
    return true;
  });

export const listRoles = (ctx: ApiContext, where: RoleWhereInput | null | undefined): RoleModel[] => {
  const q = where?.q?.trim().toLowerCase();
  return offeredRoles(ctx)
    .filter((role) => !where?.name || role === where.name)
    // BudgetOwner follows budget ownership (spec 4): no form hands it out.
    .filter((role) => !where?.assignable || role !== 'BudgetOwner')
    .filter((role) => !q || role.toLowerCase().includes(q) || ROLE_LABELS[role].toLowerCase().includes(q))
    .map(roleOf);
};

export const findRole = (ctx: ApiContext, where: RoleWhereUniqueInput): RoleModel | null => {
  const wanted = where.id ?? where.name;
  if (!wanted) return null;
  return listRoles(ctx, { name: wanted })[0] ?? null;
};
