import { ROLES, type Role } from '../shared/roles';
// The one per-field refusal helper (it sits with the budget rules, which came first).
import { refuseIfAny, type FieldErrors } from '../budgets/rules';

/** The exact texts of spec 5, Create member. */
export const MEMBER_MESSAGES = {
  required: 'This field is required.',
  invalidEmail: 'Invalid email.',
  emailInUse: 'Email is already in use.',
  roleRequired: 'Please select the role.',
  budgetRequired: 'Please select at least one budget.',
  companyRequired: 'Please select at least one company.',
  /** Not in the spec: BudgetOwner follows budget ownership (spec 4), so a form cannot hand it out. */
  budgetOwnerByHand: 'Budget Owner is granted by making the member the owner of a budget. Please select another role.',
  /** Not in the spec (issue #16 item 3): forgetting a member. */
  forgotten: 'This member has been forgotten.',
  forgetActive: 'Only an archived member can be forgotten. Archive them first.',
  forgetOpenMoney: 'This member still has open requests or reimbursements. Settle them before forgetting the member.',
} as const;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/** Identity fields shared by both create-member variants (spec 5). */
export const identityErrors = (person: { firstName: string; lastName: string; email: string }, fields: FieldErrors): void => {
  if (!person.firstName.trim()) fields.first_name = MEMBER_MESSAGES.required;
  if (!person.lastName.trim()) fields.last_name = MEMBER_MESSAGES.required;
  const email = normalizeEmail(person.email);
  if (!email) fields.email = MEMBER_MESSAGES.required;
  else if (!EMAIL.test(email)) fields.email = MEMBER_MESSAGES.invalidEmail;
};

/**
 * At least one role, each a known one; returns them de-duplicated. `byHand`: the roles were chosen in a
 * create-member form, where BudgetOwner is refused (it is granted by setting a budget's owner, spec 4).
 */
export const validRoles = (roles: readonly string[], fields: FieldErrors, field = 'roles', byHand = false): Role[] => {
  const known = roles.filter(isRole);
  if (roles.length === 0 || known.length !== roles.length) fields[field] = MEMBER_MESSAGES.roleRequired;
  else if (byHand && known.includes('BudgetOwner')) fields[field] = MEMBER_MESSAGES.budgetOwnerByHand;
  return [...new Set(known)];
};

export interface PersonAcrossCompanies {
  firstName: string;
  lastName: string;
  email: string;
  users: { companyId: string; roles: string[]; title: string | null }[];
}

/**
 * The multi-org form (spec 5): identity with the same email rules, at least one company, a role per
 * company (field `role-<companyId>`; never BudgetOwner), title optional. Checked as a whole before anything is recorded.
 */
export const validatePersonAcrossCompanies = (person: PersonAcrossCompanies): void => {
  const fields: FieldErrors = {};
  identityErrors(person, fields);
  if (person.users.length === 0) fields.companies = MEMBER_MESSAGES.companyRequired;
  for (const user of person.users) validRoles(user.roles, fields, `role-${user.companyId}`, true);
  refuseIfAny(fields);
};
