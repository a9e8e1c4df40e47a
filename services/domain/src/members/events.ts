import { z } from 'zod';
import { ROLES } from '../shared/roles';

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

/** Claims an email platform-wide; appended to `email-<normalized email>` with expected revision no_stream. */
export const emailClaimed = z.object({
  type: z.literal('EmailClaimed'),
  data: z.object({ email: z.string(), personId: z.uuid() }),
});

export const memberEvent = z.discriminatedUnion('type', [userCreated, emailClaimed]);
export type MemberEvent = z.infer<typeof memberEvent>;
