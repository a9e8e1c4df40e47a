/** Role identifiers of spec section 6. */
export const ROLES = [
  'MultiOrgAdmin',
  'MultiOrgAnalyst',
  'OrgAdmin',
  'BudgetOwner',
  'Spender',
  'Analyst',
  'SpendSuperAdmin',
] as const;
export type Role = (typeof ROLES)[number];

/** Labels in the precedence order of spec 6 (first wins when a user has several roles). */
export const ROLE_LABELS: Record<Role, string> = {
  MultiOrgAdmin: 'Multi Admin',
  MultiOrgAnalyst: 'Multi Analyst',
  OrgAdmin: 'Admin',
  BudgetOwner: 'Budget Owner',
  Spender: 'Spender',
  Analyst: 'Auditor',
  SpendSuperAdmin: 'Super Admin',
};

export const roleLabel = (roles: readonly Role[]): string => {
  const first = ROLES.find((role) => roles.includes(role));
  return first ? ROLE_LABELS[first] : '';
};
