import { ROLES, allowedRouteGroups, type Role, type RouteGroup } from '@spend/domain';
import { readDevFlags } from './dev-flags';

/** The screens of this version, each in its spec 2.2 route group; who may open them is the domain's route sets (spec 6). */
export const ROUTES: { path: string; label: string; group: RouteGroup }[] = [
  { path: '/dashboard', label: 'Dashboard', group: 'dashboard' },
  { path: '/budgets', label: 'Budgets', group: 'budgets' },
  { path: '/members', label: 'Team Members', group: 'members' },
  { path: '/alerts', label: 'Alerts', group: 'alerts' },
];

export const allowedRoutes = (roles: readonly string[], isReseller = false) => {
  const known = roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r));
  const groups = allowedRouteGroups(known, { isReseller, enableMultiOrgRoles: readDevFlags().has('enableMultiOrgRoles') });
  return ROUTES.filter((route) => groups.has(route.group));
};
