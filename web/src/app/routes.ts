import { BOOKS_ADMIN_PERMISSION, ROLES, allowedRouteGroups, can, type Permission, type Role, type RouteGroup } from '@spend/domain';
import { readDevFlags, type DevFlag } from './dev-flags';

/** The screens of this version, each in its spec 2.2 route group; who may open them is the domain's route sets (spec 6). */
export const ROUTES: {
  path: string;
  label: string;
  group: RouteGroup;
  /** The screen routes its own sub-paths (path/*). */
  nested?: boolean;
  /** Listed in that section's menu (the Settings screens) or reached from its screens, not the sidebar. */
  section?: 'settings' | 'companies';
  /** Also needs this permission (spec 6), beyond the route group. */
  permission?: Permission;
  /** Listed only with this developer flag on (spec 6). */
  devFlag?: DevFlag;
}[] = [
  { path: '/dashboard', label: 'Dashboard', group: 'dashboard' },
  { path: '/budgets', label: 'Budgets', group: 'budgets', nested: true },
  { path: '/my-wallet', label: 'My Wallet', group: 'wallet', nested: true },
  { path: '/transactions', label: 'Transactions', group: 'transactions', nested: true },
  { path: '/transactions/mileage', label: 'Mileage', group: 'mileage', nested: true },
  { path: '/transactions/statements', label: 'Statements', group: 'transactions', nested: true, permission: 'statements.read' },
  // Answered by the /transactions screen's own routes (no screen of its own in app.tsx); listed here for the navigation.
  { path: '/transactions/payments', label: 'Payments', group: 'transactions', permission: 'payments.read' },
  { path: '/rewards', label: 'Rewards', group: 'rewards', permission: 'statements.read' },
  { path: '/members', label: 'Team Members', group: 'members' },
  { path: '/cards', label: 'Cards', group: 'cards', nested: true },
  // Answered by the /cards screen's own routes, like Payments.
  { path: '/cards/external', label: 'External Cards', group: 'cards', permission: 'externalCards.read' },
  { path: '/alerts', label: 'Alerts', group: 'alerts' },
  { path: '/alerts/activity', label: 'Activity', group: 'alerts', permission: 'runLogs.read' },
  { path: '/settings', label: 'Settings', group: 'settings' },
  { path: '/settings/account/profile-information', label: 'Profile Information', group: 'settings', section: 'settings' },
  { path: '/settings/account/password', label: 'Password', group: 'settings', section: 'settings', permission: 'password.update' },
  { path: '/settings/account/out-of-office', label: 'Out of Office', group: 'settings', section: 'settings' },
  // Screens with nothing in them yet, listed only with showEmptySettings (spec 6).
  { path: '/settings/account/notifications', label: 'Notifications', group: 'settings', section: 'settings', devFlag: 'showEmptySettings' },
  { path: '/settings/account/security', label: 'Security', group: 'settings', section: 'settings', devFlag: 'showEmptySettings' },
  { path: '/settings/company', label: 'Company', group: 'settings', section: 'settings', permission: 'budget.settings.edit' },
  { path: '/settings/card-account', label: 'Card Account', group: 'settings', section: 'settings', permission: 'paymentWidget.read' },
  { path: '/settings/mcc-codes', label: 'MCC Codes', group: 'settings', section: 'settings' },
  { path: '/settings/approval-levels', label: 'Approval Levels', group: 'settings', section: 'settings' },
  { path: '/settings/gl-codes', label: 'GL Codes', group: 'settings', section: 'settings', permission: 'glCode.read' },
  { path: '/settings/custom-fields', label: 'Custom Fields', group: 'settings', section: 'settings', permission: 'customFields.manage' },
  { path: '/settings/projects', label: 'Projects', group: 'settings', section: 'settings', permission: 'project.edit' },
  // Issue #27: the rules that code new transactions; company admins.
  { path: '/settings/coding-rules', label: 'Coding Rules', group: 'settings', section: 'settings', permission: 'codingRules.manage' },
  // Issue #27 item 5: the expense policy every transaction is judged by; company admins.
  { path: '/settings/expense-policy', label: 'Expense Policy', group: 'settings', section: 'settings', permission: 'expensePolicy.manage' },
  { path: '/settings/mileage', label: 'Mileage', group: 'settings', section: 'settings' },
  { path: '/settings/receipts-&-coding', label: 'Receipts & Coding', group: 'settings', section: 'settings', permission: BOOKS_ADMIN_PERMISSION },
  { path: '/settings/integrations', label: 'Integrations', group: 'settings', section: 'settings', permission: 'company.integrations.add' },
  // The company's own tools (issue #13): admins, behind the apiClientTokens developer flag (spec 6).
  { path: '/settings/api-clients', label: 'API clients', group: 'settings', section: 'settings', permission: 'apiClients.manage', devFlag: 'apiClientTokens' },
  { path: '/settings/webhooks', label: 'Webhooks', group: 'settings', section: 'settings', permission: 'webhooks.manage' },
  { path: '/settings/acknowledgments-&-notices', label: 'Acknowledgments & Notices', group: 'acknowledgments', section: 'settings' },
  { path: '/companies', label: 'Companies', group: 'companies' },
  { path: '/companies/primary', label: 'Primary Company', group: 'companies', section: 'companies' },
  { path: '/companies/new', label: 'Create Company', group: 'companies', section: 'companies', permission: 'client.create' },
  { path: '/companies/:companyId', label: 'Company', group: 'companyDetail', section: 'companies' },
  { path: '/companies/:companyId/:action', label: 'Company action', group: 'companyDetail', section: 'companies', permission: 'client.edit' },
];

type AppRoute = (typeof ROUTES)[number];

/** Each route's standing for these roles: open, refused by its permission though its route group is open, or not theirs at all. */
const routeAccess = (roles: readonly string[], isReseller: boolean): ((route: AppRoute) => 'allowed' | 'denied' | 'hidden') => {
  const known = roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r));
  const context = { isReseller, enableMultiOrgRoles: readDevFlags().has('enableMultiOrgRoles') };
  const groups = allowedRouteGroups(known, context);
  const flags = readDevFlags();
  return (route) => {
    if (!groups.has(route.group) || (route.devFlag && !flags.has(route.devFlag))) return 'hidden';
    return !route.permission || can(known, route.permission, context) ? 'allowed' : 'denied';
  };
};

export const allowedRoutes = (roles: readonly string[], isReseller = false) => {
  const access = routeAccess(roles, isReseller);
  return ROUTES.filter((route) => access(route) === 'allowed');
};

/**
 * Routes in the user's route groups that the permission table still refuses them (a Multi Analyst's
 * /companies/new): opened from a saved link they say so, rather than going elsewhere without a word.
 */
export const deniedRoutes = (roles: readonly string[], isReseller = false) => {
  const access = routeAccess(roles, isReseller);
  return ROUTES.filter((route) => access(route) === 'denied');
};

/** The sidebar's entries: the allowed routes that are not in a section menu. */
export const sidebarRoutes = (roles: readonly string[], isReseller = false) => allowedRoutes(roles, isReseller).filter((route) => !route.section);

/**
 * The one navigation entry a path lights: the longest entry it is at or below, so /transactions/payments
 * lights Payments and not Transactions too (a NavLink alone matches every prefix).
 */
export const activeNavPath = (pathname: string, paths: readonly string[]): string | undefined =>
  paths.filter((path) => pathname === path || pathname.startsWith(`${path}/`)).sort((a, b) => b.length - a.length)[0];
