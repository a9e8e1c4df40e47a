import type { Role } from './roles';

const OA = 'OrgAdmin', MOA = 'MultiOrgAdmin', SA = 'SpendSuperAdmin', An = 'Analyst', MAn = 'MultiOrgAnalyst', BO = 'BudgetOwner', Sp = 'Spender';

interface PermissionRule {
  roles: readonly Role[];
  /** Roles that also have it while the enableMultiOrgRoles developer flag is off. */
  whileMultiOrgRolesOff?: readonly Role[];
  /** Also needs a reseller company and the enableMultiOrgRoles flag. */
  needsResellerAndFlag?: boolean;
}

const group = <const Names extends readonly string[]>(names: Names, rule: PermissionRule): Record<Names[number], PermissionRule> =>
  Object.fromEntries(names.map((name) => [name, rule])) as Record<Names[number], PermissionRule>;

/** The permission table of spec section 6: the one table the API and the web both use. */
export const PERMISSIONS = {
  ...group(
    [
      'company.funds.edit', 'company.integrations.add', 'company.integrations.update', 'mileage.edit',
      'glCode.create', 'glCode.update', 'glCode.delete', 'receipts.export', 'card.destroy', 'card.replace', 'card.create',
      'externalCards.edit', 'teamMembers.edit', 'teamMembers.create', 'budget.settings.edit', 'customer.edit', 'project.edit',
      'invoiceNumber.edit', 'customFields.manage', 'reimbursement.update',
    ] as const,
    { roles: [OA, MOA, SA] },
  ),
  // Not a row of spec 6, whose apiClientTokens is a developer flag: admins manage the company's API clients with that flag on.
  'apiClients.manage': { roles: [OA, MOA, SA] },
  'multiTeamMembers.create': { roles: [MOA, SA], needsResellerAndFlag: true },
  // Not a row of spec 6 (issue #25 item 3): who may add the company's bank connections and edit its
  // funds pays the card account by ACH debit from one of them.
  'payments.ach.create': { roles: [OA, MOA, SA] },
  // Not a row of spec 6 (issue #27 item 4): company admins write the rules that code new transactions.
  'codingRules.manage': { roles: [OA, MOA, SA] },
  // Not a row of spec 6 (issue #27 item 5): company admins set the expense policy every transaction is judged by.
  'expensePolicy.manage': { roles: [OA, MOA, SA] },
  // Not a row of spec 6 (issue #13 item 5): company admins manage the outgoing webhooks.
  'webhooks.manage': { roles: [OA, MOA, SA] },
  ...group(
    [
      'paymentWidget.read', 'budget.admin.read', 'orgSettings.read', 'agreement.read', 'glCode.read', 'statements.read',
      'payments.read', 'payments.export', 'externalCards.read', 'cardsReport.create', 'teamMembers.company.read',
      'teamMembersReport.create', 'companyCardInfo.read', 'runLogs.read', 'reimbursement.readOthers',
    ] as const,
    { roles: [OA, MOA, SA, An, MAn] },
  ),
  ...group(['budget.edit', 'cards.edit'] as const, { roles: [MOA, OA, BO, SA] }),
  ...group(
    ['transactions.create', 'transactions.edit', 'transactions.delete', 'card.block', 'userIntegrations.add', 'userIntegrations.update'] as const,
    { roles: [MOA, OA, BO, Sp, SA] },
  ),
  ...group(['transactions.export', 'profile.edit', 'password.update', 'reimbursement.readOwn'] as const, { roles: [OA, MOA, SA, An, MAn, BO, Sp] }),
  // Not a row of spec 6: everyone who codes transactions (or reads them) picks these values.
  ...group(['customFields.read', 'projects.read'] as const, { roles: [OA, MOA, SA, An, MAn, BO, Sp] }),
  ...group(['reimbursement.delete', 'snapshot.create', 'snapshot.export'] as const, { roles: [SA] }),
  // Not rows of spec 6 (issue #25 item 3): the card program's operator alone sets a company's credit
  // line, rates, fees and payment terms, and records a payment no bank feed saw (a check, a wire).
  ...group(['account.terms.edit', 'payments.manual.record'] as const, { roles: [SA] }),
  // Not a row of spec 6 (issue #16 item 3): forgetting a member who left.
  'teamMembers.forget': { roles: [SA] },
  'client.create': { roles: [SA, MOA], whileMultiOrgRolesOff: [OA] },
  ...group(['client.edit', 'client.addUser'] as const, { roles: [SA, MOA, MAn], whileMultiOrgRolesOff: [OA, An] }),
} satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;
export type PermissionName = Permission;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export interface PermissionContext {
  /** Developer flag enableMultiOrgRoles. */
  enableMultiOrgRoles?: boolean;
  /** Whether the caller's current company is a reseller. */
  isReseller?: boolean;
}

/** The roles that have a permission under the given flags (spec 6). */
export const rolesWith = (permission: Permission, context: PermissionContext = {}): readonly Role[] => {
  const rule: PermissionRule = PERMISSIONS[permission];
  if (rule.needsResellerAndFlag && !(context.isReseller && context.enableMultiOrgRoles)) return [];
  return context.enableMultiOrgRoles ? rule.roles : [...rule.roles, ...(rule.whileMultiOrgRolesOff ?? [])];
};

/** A permission is granted when one of the user's roles is in its list (spec 6). */
export const can = (roles: readonly Role[], permission: Permission, context: PermissionContext = {}): boolean => {
  const allowed = rolesWith(permission, context);
  return roles.some((role) => allowed.includes(role));
};
