import type { Role } from '../shared/roles';
import type { Granter } from './grants';
import type { UserEvent } from './events';
import type { ProfileInput } from './profile';

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

/** The chosen manager's user as its own stream folds it, read in the same command (null: no such user). */
export interface ManagerRef {
  userId: string;
  companyId: string | null;
  archived: boolean;
}

/** `updateOneUser`: only the fields present change. `roles` is the full new set (BudgetOwner kept as it is; asking for it refused). */
export interface UpdateUser {
  type: 'UpdateUser';
  userId: string;
  /** The caller's company: another company's user is not found. */
  companyId: string;
  /** Who makes the change: spec 6 decides which roles they may grant or take away. */
  by: Granter;
  firstName?: string;
  lastName?: string;
  title?: string | null;
  embossName?: string | null;
  roles?: string[];
  /** null clears it; when set, `manager` is that user as its stream reads. */
  managerUserId?: string | null;
  manager?: ManagerRef | null;
  department?: string | null;
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
  /** Who archives: nobody archives themselves (left out by seeds and fixtures, which act for no one). */
  byUserId?: string;
  /** Archived by a company's API client: it may not archive an admin, as it is no admin who stays. */
  byApiClient?: boolean;
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

/**
 * A super admin forgets a member who left (issue #16 item 3). `openMoney` is how many of their
 * requests and reimbursements are still open, counted from those aggregates' own streams.
 */
export interface ForgetUser {
  type: 'ForgetUser';
  userId: string;
  companyId: string;
  openMoney: number;
  now: string;
}

export type UserCommand = CreateUser | UpdateUser | ChangeRole | ArchiveUser | ChangeAvatar | UpdateProfile | EndOtherSessions | ForgetUser;
