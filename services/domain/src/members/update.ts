import { badInput, conflict, notFound } from '../shared/errors';
import type { Role } from '../shared/roles';
import { refuseIfAny, type FieldErrors } from '../budgets/rules';
import type { UserEvent } from './events';
import type { UpdateUser } from './commands';
import { ADMIN_MESSAGES, DEPARTMENT_MAX, isAdmin, requireMayGrant } from './grants';
import { embossNameError } from './profile';
import { MEMBER_MESSAGES, validRoles } from './rules';

/** The parts of a member's state an edit reads. */
export interface EditedUser {
  exists: boolean;
  companyId: string | null;
  archived: boolean;
  firstName: string;
  lastName: string;
  title: string | null;
  embossName: string | null;
  roles: Role[];
  managerUserId: string | null;
  department: string | null;
}

type Changes = Extract<UserEvent, { type: 'UserUpdated' }>['data']['changes'];

const trimmedOrNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/** Per-field refusals of an edit (spec 5's texts where it has them). */
const fieldErrors = (command: UpdateUser): FieldErrors => {
  const fields: FieldErrors = {};
  const required = (field: string, value: string | null | undefined) => {
    if (value !== undefined && !value?.trim()) fields[field] = MEMBER_MESSAGES.required;
  };
  required('first_name', command.firstName);
  required('last_name', command.lastName);
  required('title', command.title);
  const emboss = embossNameError(trimmedOrNull(command.embossName));
  if (emboss) fields.embossName = emboss;
  if ((trimmedOrNull(command.department)?.length ?? 0) > DEPARTMENT_MAX) fields.department = ADMIN_MESSAGES.department;
  return fields;
};

/** The manager must be another active member of the same company, as their own stream reads in this command. */
const checkManager = (command: UpdateUser): void => {
  const id = command.managerUserId;
  if (!id) return;
  if (id === command.userId) throw badInput('managerId', ADMIN_MESSAGES.ownManager);
  const manager = command.manager;
  if (!manager || manager.userId !== id || manager.companyId !== command.companyId || manager.archived) throw badInput('managerId', ADMIN_MESSAGES.managerNotFound);
};

const fieldChanges = (command: UpdateUser, state: EditedUser): Changes => {
  const changes: Changes = {};
  const first = command.firstName?.trim();
  const last = command.lastName?.trim();
  const title = command.title?.trim();
  if (first !== undefined && first !== state.firstName) changes.firstName = first;
  if (last !== undefined && last !== state.lastName) changes.lastName = last;
  if (title !== undefined && title !== state.title) changes.title = title;
  const emboss = trimmedOrNull(command.embossName);
  if (emboss !== undefined && emboss !== state.embossName) changes.embossName = emboss;
  const manager = command.managerUserId === undefined ? undefined : command.managerUserId || null;
  if (manager !== undefined && manager !== state.managerUserId) changes.managerUserId = manager;
  const department = trimmedOrNull(command.department);
  if (department !== undefined && department !== state.department) changes.department = department;
  return changes;
};

/** The new role set as grants and revocations; BudgetOwner follows budget ownership (spec 4), so it stays as it is. */
const roleEvents = (command: UpdateUser, state: EditedUser, roles: Role[]): UserEvent[] => {
  const wanted = new Set<Role>(roles.filter((r) => r !== 'BudgetOwner'));
  if (state.roles.includes('BudgetOwner')) wanted.add('BudgetOwner');
  const added = [...wanted].filter((role) => !state.roles.includes(role));
  const removed = state.roles.filter((role) => !wanted.has(role));
  requireMayGrant(command.by, [...added, ...removed]);
  // The granter is a member who is an admin and stays one, unless they demote themselves (or are no
  // member at all): refusing those is what keeps the company's last admin.
  if (isAdmin(state.roles) && !isAdmin([...wanted])) {
    if (command.by.userId === command.userId) throw conflict(ADMIN_MESSAGES.lastAdmin);
    if (command.by.apiClient) throw conflict(ADMIN_MESSAGES.adminByClient);
  }
  const { userId, companyId, now: at } = command;
  return [
    ...added.map((role): UserEvent => ({ type: 'UserRoleGranted', data: { userId, companyId, role, at } })),
    ...removed.map((role): UserEvent => ({ type: 'UserRoleRevoked', data: { userId, companyId, role, at } })),
  ];
};

/**
 * `updateOneUser` (issue #26 item 5): an admin edits a member's roles, title, manager, department
 * and emboss name; the member their own names, title and emboss name. One UserUpdated with the
 * fields that changed, then a grant or revocation per role.
 */
export const decideUpdate = (command: UpdateUser, state: EditedUser): UserEvent[] => {
  if (!state.exists || state.companyId !== command.companyId) throw notFound('User');
  if (state.archived) throw conflict('This member is archived.');
  const fields = fieldErrors(command);
  // Nor does leaving it out remove it: the set may repeat the BudgetOwner the member holds, not add it.
  const roles = command.roles === undefined ? undefined : validRoles(command.roles, fields, 'roles', !state.roles.includes('BudgetOwner'));
  refuseIfAny(fields);
  checkManager(command);
  const changes = fieldChanges(command, state);
  const { userId, companyId, now: at } = command;
  const updated: UserEvent[] = Object.keys(changes).length > 0 ? [{ type: 'UserUpdated', data: { userId, companyId, changes, at } }] : [];
  return [...updated, ...(roles ? roleEvents(command, state, roles) : [])];
};
