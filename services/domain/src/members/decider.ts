import type { Decider } from '../shared/decider';
import { badInput, conflict, notFound } from '../shared/errors';
import type { Role } from '../shared/roles';
import type { UserEvent } from './events';
import { isAcceptedType, UPLOAD_MESSAGES } from '../shared/uploads';
import { refuseIfAny, type FieldErrors } from '../budgets/rules';
import { MEMBER_MESSAGES, identityErrors, normalizeEmail, validRoles } from './rules';
import { ADMIN_MESSAGES, isAdmin } from './grants';
import { decideUpdate } from './update';
import { personalDataChanges, type Address } from './personal-data';
import { validateProfile } from './profile';
import type { ArchiveUser, ChangeAvatar, ChangeRole, CreateUser, UpdateProfile, UserCommand } from './commands';
import { decideForget } from './forget';
import { FORGOTTEN_FIRST_NAME, FORGOTTEN_LAST_NAME } from './pii';

export type * from './commands';
export { emailClaimDecider } from './email-claim';
export { openMoneyOf } from './forget';

export interface UserState {
  exists: boolean;
  companyId: string | null;
  personId: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  title: string | null;
  phoneNumber: string | null;
  address: Address | null;
  embossName: string | null;
  roles: Role[];
  /** Spec 3 User.managerId: another member of the company. */
  managerUserId: string | null;
  department: string | null;
  archived: boolean;
  avatarFileId: string | null;
  /** Forgotten (issue #16 item 3): their personal data is gone for good. */
  forgotten: boolean;
}

const initialState = (): UserState => ({
  exists: false, companyId: null, personId: null, firstName: '', middleName: null, lastName: '', title: null, phoneNumber: null, address: null,
  embossName: null, roles: [], managerUserId: null, department: null, archived: false, avatarFileId: null, forgotten: false,
});

/** Another company's user answers exactly like a missing one. */
const requireOwn = (state: UserState, companyId: string): void => {
  if (!state.exists || state.companyId !== companyId) throw notFound('User');
};

const decideCreate = (command: CreateUser, state: UserState): UserEvent[] => {
  if (state.exists) throw conflict('This member already exists.');
  const fields: FieldErrors = {};
  identityErrors(command, fields);
  if (!command.titleOptional && !command.title?.trim()) fields.title = MEMBER_MESSAGES.required;
  const roles = validRoles(command.roles, fields, 'roles', command.rolesByHand);
  if (!fields.roles && roles.includes('Spender') && command.spenderBudgetIds?.length === 0) fields.spenderBudgets = MEMBER_MESSAGES.budgetRequired;
  refuseIfAny(fields);
  const email = normalizeEmail(command.email);
  return [
    {
      type: 'UserCreated',
      data: {
        userId: command.userId,
        companyId: command.companyId,
        personId: command.personId,
        authId: command.authId ?? email,
        email,
        firstName: command.firstName.trim(),
        lastName: command.lastName.trim(),
        title: command.title?.trim() || null,
        embossName: command.embossName?.trim() || null,
        roles,
        createdAt: command.now,
      },
    },
  ];
};

const decideRole = (command: ChangeRole, state: UserState): UserEvent[] => {
  requireOwn(state, command.companyId);
  const has = state.roles.includes(command.role);
  const { userId, companyId, role, now: at } = command;
  if (command.type === 'GrantRole') return has ? [] : [{ type: 'UserRoleGranted', data: { userId, companyId, role, at } }];
  return has ? [{ type: 'UserRoleRevoked', data: { userId, companyId, role, at } }] : [];
};

const decideArchival = (command: ArchiveUser, state: UserState): UserEvent[] => {
  requireOwn(state, command.companyId);
  if (state.forgotten) throw conflict(MEMBER_MESSAGES.forgotten);
  const archiving = command.type === 'ArchiveUser';
  if (archiving && command.byUserId === command.userId) throw conflict(ADMIN_MESSAGES.archiveSelf);
  if (archiving && command.byApiClient && isAdmin(state.roles)) throw conflict(ADMIN_MESSAGES.adminByClient);
  if (state.archived === archiving) throw conflict(archiving ? 'This member is already archived.' : 'This member is not archived.');
  const data = { userId: command.userId, companyId: command.companyId, at: command.now };
  return [archiving ? { type: 'UserArchived', data } : { type: 'UserUnarchived', data }];
};

const decideAvatar = (command: ChangeAvatar, state: UserState): UserEvent[] => {
  requireOwn(state, command.companyId);
  if (state.archived) throw conflict('This member is archived.');
  const { avatar } = command;
  // Avatars show in an <img>: a raster image only (the API checked the bytes; this keeps the rule here too).
  if (avatar && !isAcceptedType('avatar', avatar.contentType)) throw badInput('uploadId', UPLOAD_MESSAGES.type('avatar'));
  if ((avatar?.fileId ?? null) === state.avatarFileId) return [];
  return [{ type: 'UserAvatarChanged', data: { userId: command.userId, companyId: command.companyId, avatar, at: command.now } }];
};

const decideProfile = (command: UpdateProfile, state: UserState): UserEvent[] => {
  requireOwn(state, command.companyId);
  if (state.archived) throw conflict('This member is archived.');
  const { title, ...next } = validateProfile(command);
  const personal = personalDataChanges(state, next);
  const titleChanged = title !== state.title;
  if (Object.keys(personal).length === 0 && !titleChanged) return [];
  return [{ type: 'UserProfileUpdated', data: { userId: command.userId, companyId: command.companyId, personal, ...(titleChanged && { title }), at: command.now } }];
};

const evolve = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case 'UserCreated': {
      const d = event.data;
      return { ...initialState(), exists: true, companyId: d.companyId, personId: d.personId, firstName: d.firstName, lastName: d.lastName, title: d.title, embossName: d.embossName, roles: d.roles };
    }
    case 'UserUpdated': {
      const c = event.data.changes;
      return {
        ...state,
        firstName: c.firstName ?? state.firstName,
        lastName: c.lastName ?? state.lastName,
        title: c.title !== undefined ? c.title : state.title,
        embossName: c.embossName !== undefined ? c.embossName : state.embossName,
        managerUserId: c.managerUserId !== undefined ? c.managerUserId : state.managerUserId,
        department: c.department !== undefined ? c.department : state.department,
      };
    }
    case 'UserRoleGranted':
      return { ...state, roles: [...state.roles, event.data.role] };
    case 'UserRoleRevoked':
      return { ...state, roles: state.roles.filter((r) => r !== event.data.role) };
    case 'UserArchived':
    case 'UserUnarchived':
      return { ...state, archived: event.type === 'UserArchived' };
    case 'UserAvatarChanged':
      return { ...state, avatarFileId: event.data.avatar?.fileId ?? null };
    case 'UserProfileUpdated':
      return { ...state, ...event.data.personal, ...(event.data.title !== undefined && { title: event.data.title }) };
    case 'UserSessionsEnded':
      return state;
    case 'UserForgotten':
      return {
        ...state, forgotten: true, firstName: FORGOTTEN_FIRST_NAME, lastName: FORGOTTEN_LAST_NAME, middleName: null, phoneNumber: null, address: null, embossName: null, avatarFileId: null,
      };
  }
};

/** A company user, stream `user-<userId>`. */
export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState,
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateUser':
        return decideCreate(command, state);
      case 'UpdateUser':
        return decideUpdate(command, state);
      case 'GrantRole':
      case 'RevokeRole':
        return decideRole(command, state);
      case 'ArchiveUser':
      case 'UnarchiveUser':
        return decideArchival(command, state);
      case 'ChangeAvatar':
        return decideAvatar(command, state);
      case 'UpdateProfile':
        return decideProfile(command, state);
      case 'EndOtherSessions':
        requireOwn(state, command.companyId);
        return [{ type: 'UserSessionsEnded', data: { userId: command.userId, companyId: command.companyId, reason: 'PASSWORD_CHANGED', at: command.now } }];
      case 'ForgetUser':
        requireOwn(state, command.companyId);
        return decideForget(command, state);
    }
  },
};
