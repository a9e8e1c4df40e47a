import { z } from 'zod';
import { ROLES } from '../shared/roles';
import { personalData } from './personal-data';

export const userCreated = z.object({
  type: z.literal('UserCreated'),
  data: z.object({
    userId: z.uuid(),
    companyId: z.uuid(),
    personId: z.uuid(),
    /** The identity provider's subject for this person (spec 3 Person.authId). */
    authId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string().nullable(),
    embossName: z.string().nullable(),
    roles: z.array(z.enum(ROLES)),
    createdAt: z.iso.datetime(),
  }),
});

/** `updateOneUser` without its role changes (those are UserRoleGranted / UserRoleRevoked). Only changed fields. */
export const userUpdated = z.object({
  type: z.literal('UserUpdated'),
  data: z.object({
    userId: z.uuid(),
    companyId: z.uuid(),
    changes: z.object({
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      title: z.string().nullable().optional(),
      embossName: z.string().nullable().optional(),
      /** Spec 3 User.managerId and department (issue #26 item 5): organisation data, not sealed as personal. */
      managerUserId: z.uuid().nullable().optional(),
      department: z.string().nullable().optional(),
    }),
    at: z.iso.datetime(),
  }),
});

const roleChange = z.object({ userId: z.uuid(), companyId: z.uuid(), role: z.enum(ROLES), at: z.iso.datetime() });
/** A role added to a company user: by `updateOneUser`, or BudgetOwner when they are made a budget's owner (spec 4). */
export const userRoleGranted = z.object({ type: z.literal('UserRoleGranted'), data: roleChange });
/** A role taken away: by `updateOneUser`, or BudgetOwner when their last owned budget goes (spec 4). */
export const userRoleRevoked = z.object({ type: z.literal('UserRoleRevoked'), data: roleChange });

const archival = z.object({ userId: z.uuid(), companyId: z.uuid(), at: z.iso.datetime() });
/** An archived user cannot sign in and shows on the team's archived tab. */
export const userArchived = z.object({ type: z.literal('UserArchived'), data: archival });
export const userUnarchived = z.object({ type: z.literal('UserUnarchived'), data: archival });

/**
 * The member's avatar (spec 3 Person.avatar): a checked upload of their own (verifyUpload), recorded
 * only by its file id, storage key, type, size and checksum; null when they removed it.
 */
export const userAvatarChanged = z.object({
  type: z.literal('UserAvatarChanged'),
  data: z.object({
    userId: z.uuid(),
    companyId: z.uuid(),
    avatar: z.object({ fileId: z.uuid(), key: z.string(), contentType: z.string(), sizeBytes: z.number().int().positive(), sha256: z.string() }).nullable(),
    at: z.iso.datetime(),
  }),
});

/**
 * The member edited their own profile: the personal fields that changed (`personal`, built only by
 * personalDataChanges) and their title in this company.
 */
export const userProfileUpdated = z.object({
  type: z.literal('UserProfileUpdated'),
  data: z.object({
    userId: z.uuid(),
    companyId: z.uuid(),
    personal: personalData,
    title: z.string().optional(),
    at: z.iso.datetime(),
  }),
});

/**
 * The member changed their password: every access token issued before `at` (in whole seconds, as
 * tokens carry it) other than the ones the same sign-in gets afterwards stops working.
 */
export const userSessionsEnded = z.object({
  type: z.literal('UserSessionsEnded'),
  data: z.object({ userId: z.uuid(), companyId: z.uuid(), reason: z.enum(['PASSWORD_CHANGED']), at: z.iso.datetime() }),
});

/**
 * A super admin forgot a member who left (issue #16 item 3): their personal-data key is destroyed, so
 * every personal field of their events reads as forgotten from now on. Holds no personal data.
 */
export const userForgotten = z.object({
  type: z.literal('UserForgotten'),
  data: z.object({ userId: z.uuid(), companyId: z.uuid(), personId: z.uuid(), at: z.iso.datetime() }),
});

/** Claims an email platform-wide; appended to `email-<keyed hash of the normalized email>` (the stream name holds no email) with expected revision no_stream. */
export const emailClaimed = z.object({
  type: z.literal('EmailClaimed'),
  data: z.object({ email: z.string(), personId: z.uuid() }),
});

export const memberEvent = z.discriminatedUnion('type', [userCreated, userUpdated, userRoleGranted, userRoleRevoked, userArchived, userUnarchived, userAvatarChanged, userProfileUpdated, userSessionsEnded, userForgotten, emailClaimed]);
export type MemberEvent = z.infer<typeof memberEvent>;
export type UserEvent = Exclude<MemberEvent, { type: 'EmailClaimed' }>;
/** The event types of a company user's stream (`user-<userId>`), which the members read model follows. */
export const USER_EVENT_TYPES = ['UserCreated', 'UserUpdated', 'UserRoleGranted', 'UserRoleRevoked', 'UserArchived', 'UserUnarchived', 'UserAvatarChanged', 'UserProfileUpdated', 'UserSessionsEnded', 'UserForgotten'] as const;
