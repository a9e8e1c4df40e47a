import type { Decider } from '../shared/decider';
import { badInput, conflict, notFound } from '../shared/errors';
import type { Role } from '../shared/roles';
import type { MemberEvent, UserEvent } from './events';
import { isAcceptedType, UPLOAD_MESSAGES } from '../shared/uploads';
import { refuseIfAny, type FieldErrors } from '../budgets/rules';
import { MEMBER_MESSAGES, identityErrors, normalizeEmail, validRoles } from './rules';
import { personalDataChanges, type Address } from './personal-data';
import { validateProfile, type ProfileInput } from './profile';

type EmailClaimed = Extract<MemberEvent, { type: 'EmailClaimed' }>;

export interface CreateUser {
  type: 'CreateUser';
  userId: string;
  companyId: string;
  personId: string;
  /** Identity provider subject; defaults to the normalized email. */
  authId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  title: string | null;
  embossName: string | null;
  roles: string[];
  /**
   * Budgets the new member will spend from (connected on the budgets' streams by the caller). When
   * given, a Spender needs at least one (spec 5); leave it out where the form has no budget picker.
   */
  spenderBudgetIds?: string[];
  /** Created by the multi-org form, where the title is optional (spec 5). */
  titleOptional?: boolean;
  /**
   * The roles were chosen by a person in a create-member form (createOneUserV2, createOnePerson), so
   * BudgetOwner is refused: it is granted by setting a budget's owner (spec 4). Seeds and fixtures that
   * replay an owner's history leave this out.
   */
  rolesByHand?: boolean;
  now: string;
}

/** `updateOneUser`: only the fields present change. `roles` is the full new set (BudgetOwner kept as it is; asking for it refused). */
export interface UpdateUser {
  type: 'UpdateUser';
  userId: string;
  /** The caller's company: another company's user is not found. */
  companyId: string;
  firstName?: string;
  lastName?: string;
  title?: string | null;
  embossName?: string | null;
  roles?: string[];
  now: string;
}

/** One role on or off, e.g. BudgetOwner as budgets gain or lose their owner (spec 4). Idempotent. */
export interface ChangeRole {
  type: 'GrantRole' | 'RevokeRole';
  userId: string;
  companyId: string;
  role: Role;
  now: string;
}
export type GrantRole = ChangeRole & { type: 'GrantRole' };
export type RevokeRole = ChangeRole & { type: 'RevokeRole' };

export interface ArchiveUser {
  type: 'ArchiveUser' | 'UnarchiveUser';
  userId: string;
  companyId: string;
  now: string;
}

export type Avatar = NonNullable<Extract<UserEvent, { type: 'UserAvatarChanged' }>['data']['avatar']>;

/** `updateMyAvatar` / `removeMyAvatar`: a member's own avatar, a file the API has already checked. */
export interface ChangeAvatar {
  type: 'ChangeAvatar';
  userId: string;
  companyId: string;
  avatar: Avatar | null;
  now: string;
}

/** `updateMyProfile`: the member's own profile form, every field as it now reads. */
export interface UpdateProfile extends ProfileInput {
  type: 'UpdateProfile';
  userId: string;
  companyId: string;
  now: string;
}

/** After a password change at the identity provider: the member's other sign-ins end. */
export interface EndOtherSessions {
  type: 'EndOtherSessions';
  userId: string;
  companyId: string;
  now: string;
}

export type UserCommand = CreateUser | UpdateUser | ChangeRole | ArchiveUser | ChangeAvatar | UpdateProfile | EndOtherSessions;

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
  archived: boolean;
  avatarFileId: string | null;
}

const initialState = (): UserState => ({
  exists: false, companyId: null, personId: null, firstName: '', middleName: null, lastName: '', title: null, phoneNumber: null, address: null,
  embossName: null, roles: [], archived: false, avatarFileId: null,
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

type Changes = Extract<UserEvent, { type: 'UserUpdated' }>['data']['changes'];

const decideUpdate = (command: UpdateUser, state: UserState): UserEvent[] => {
  requireOwn(state, command.companyId);
  if (state.archived) throw conflict('This member is archived.');
  const fields: FieldErrors = {};
  const required = (field: string, value: string | null | undefined) => {
    if (value !== undefined && !value?.trim()) fields[field] = MEMBER_MESSAGES.required;
  };
  required('first_name', command.firstName);
  required('last_name', command.lastName);
  required('title', command.title);
  // BudgetOwner follows budget ownership (spec 4): the set may repeat it when the member holds it, not add it.
  const roles = command.roles === undefined ? undefined : validRoles(command.roles, fields, 'roles', !state.roles.includes('BudgetOwner'));
  refuseIfAny(fields);

  const changes: Changes = {};
  if (command.firstName !== undefined && command.firstName.trim() !== state.firstName) changes.firstName = command.firstName.trim();
  if (command.lastName !== undefined && command.lastName.trim() !== state.lastName) changes.lastName = command.lastName.trim();
  if (command.title !== undefined && command.title?.trim() !== state.title) changes.title = command.title!.trim();
  const emboss = command.embossName === undefined ? undefined : command.embossName?.trim() || null;
  if (emboss !== undefined && emboss !== state.embossName) changes.embossName = emboss;
  const { userId, companyId, now: at } = command;
  const events: UserEvent[] = Object.keys(changes).length > 0 ? [{ type: 'UserUpdated', data: { userId, companyId, changes, at } }] : [];
  if (roles) {
    // Nor does leaving it out remove it.
    const wanted = new Set<Role>(roles.filter((r) => r !== 'BudgetOwner'));
    if (state.roles.includes('BudgetOwner')) wanted.add('BudgetOwner');
    for (const role of wanted) if (!state.roles.includes(role)) events.push({ type: 'UserRoleGranted', data: { userId, companyId, role, at } });
    for (const role of state.roles) if (!wanted.has(role)) events.push({ type: 'UserRoleRevoked', data: { userId, companyId, role, at } });
  }
  return events;
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
  const archiving = command.type === 'ArchiveUser';
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
    }
  },
};

export interface ClaimEmail {
  type: 'ClaimEmail';
  email: string;
  personId: string;
}

/** One stream per normalized email (`email-<email>`): the platform-wide uniqueness of emails. */
export const emailClaimDecider: Decider<{ personId: string | null }, ClaimEmail, EmailClaimed> = {
  initialState: () => ({ personId: null }),
  evolve: (_state, event) => ({ personId: event.data.personId }),
  decide: (command, state) => {
    if (state.personId === command.personId) return [];
    if (state.personId !== null) throw badInput('email', MEMBER_MESSAGES.emailInUse);
    return [{ type: 'EmailClaimed', data: { email: normalizeEmail(command.email), personId: command.personId } }];
  },
};
