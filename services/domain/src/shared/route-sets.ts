import type { Role } from './roles';

/** The route groups of spec 2.2, by the paths they cover. */
export const ROUTE_GROUPS = {
  dashboard: ['/dashboard'],
  budgets: ['/budgets', '/budgets/:budgetId'],
  budgetSettings: ['/budgets/:budgetId/settings/*'],
  spenders: ['/budgets/:budgetId/spenders/:userId'],
  wallet: ['/my-wallet', '/my-wallet/budgets/:budgetId', '/my-wallet/to-do'],
  transactions: ['/transactions', '/transactions/payments', '/transactions/statements', '/transactions/:transactionId'],
  mileage: ['/transactions/mileage', '/transactions/mileage/:mileageSubmissionId'],
  cards: ['/cards', '/cards/external'],
  rewards: ['/rewards'],
  members: ['/members'],
  alerts: ['/alerts', '/alerts/activity', '/alerts/requests'],
  acknowledgments: ['/settings/acknowledgments-&-notices'],
  settings: ['/settings', '/settings/*', '/settings/gl-codes', '/settings/approval-levels', '/settings/mcc-codes', '/settings/integrations', '/settings/mileage'],
  companies: ['/companies', '/companies/primary/', '/companies/new'],
  companyDetail: ['/companies/:companyId', '/companies/:companyId/:action'],
} as const;

export type RouteGroup = keyof typeof ROUTE_GROUPS;

const ALL = Object.keys(ROUTE_GROUPS) as RouteGroup[];
const RESELLER_ONLY: readonly RouteGroup[] = ['companies', 'companyDetail'];

/** Spec 6 "Route sets". */
const ROUTE_SETS: Record<Role, readonly RouteGroup[]> = {
  MultiOrgAdmin: ALL,
  MultiOrgAnalyst: ALL,
  SpendSuperAdmin: ALL,
  OrgAdmin: ALL,
  Analyst: ALL,
  BudgetOwner: ['budgets', 'budgetSettings', 'spenders', 'wallet', 'transactions', 'cards', 'alerts', 'acknowledgments', 'settings'],
  Spender: ['budgets', 'wallet', 'transactions', 'mileage', 'alerts', 'acknowledgments', 'settings'],
};

/**
 * The route groups a user may open: the union over their roles. Companies routes only for a
 * reseller company; OrgAdmin and Analyst lose the company detail routes when enableMultiOrgRoles is on.
 */
export const allowedRouteGroups = (roles: readonly Role[], context: { isReseller?: boolean; enableMultiOrgRoles?: boolean } = {}): Set<RouteGroup> => {
  const groups = new Set<RouteGroup>();
  for (const role of roles) {
    for (const group of ROUTE_SETS[role]) {
      if (RESELLER_ONLY.includes(group) && !context.isReseller) continue;
      if (group === 'companyDetail' && context.enableMultiOrgRoles && (role === 'OrgAdmin' || role === 'Analyst')) continue;
      groups.add(group);
    }
  }
  return groups;
};
