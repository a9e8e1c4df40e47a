import type { Role } from '@spend/domain';

/** The screens of this version with the roles whose route set includes them (spec 6 "Route sets"). */
export const ROUTES: { path: string; label: string; roles: readonly Role[] }[] = [
  { path: '/dashboard', label: 'Dashboard', roles: ['MultiOrgAdmin', 'MultiOrgAnalyst', 'SpendSuperAdmin', 'OrgAdmin', 'Analyst'] },
  { path: '/budgets', label: 'Budgets', roles: ['MultiOrgAdmin', 'MultiOrgAnalyst', 'SpendSuperAdmin', 'OrgAdmin', 'Analyst', 'BudgetOwner', 'Spender'] },
  { path: '/alerts', label: 'Alerts', roles: ['MultiOrgAdmin', 'MultiOrgAnalyst', 'SpendSuperAdmin', 'OrgAdmin', 'Analyst', 'BudgetOwner', 'Spender'] },
];

export const allowedRoutes = (roles: readonly string[]) => ROUTES.filter((route) => route.roles.some((r) => roles.includes(r)));
