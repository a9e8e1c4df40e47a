import { streams, userDecider } from '@spend/domain';
import type { Resolvers } from '../generated/resolvers-types';
import { loadPerson } from '../members/load';
import { awaitProjections, nowOf, requirePermission, runCommand } from '../shared/context';
import { changePasswordAtIdentity } from './identity-client';

/** The signed-in member's own profile and password (spec 6: profile edit, password update). */
export const profileResolvers: Resolvers = {
  Person: {
    middle_name: (p) => p.user.middle_name ?? null,
    phone_number: (p) => p.user.phone_number ?? null,
    // One address per person's user: it takes the user's id.
    address: (p) => (p.user.address ? { id: p.user.id, ...p.user.address } : null),
    embossName: (p) => p.user.emboss_name,
  },
  Mutation: {
    updateMyProfile: async (_, { data }, ctx) => {
      requirePermission(ctx, 'profile.edit');
      const { userId, companyId, personId } = ctx.caller;
      await runCommand(ctx, streams.user(userId), userDecider, {
        type: 'UpdateProfile', userId, companyId, now: nowOf(ctx),
        firstName: data.first_name, middleName: data.middle_name, lastName: data.last_name, title: data.title,
        phoneNumber: data.phone_number, address: data.address, embossName: data.embossName,
      });
      await awaitProjections(ctx, ['members']);
      return loadPerson(ctx, personId);
    },
    updateMyPassword: async (_, { data }, ctx) => {
      requirePermission(ctx, 'password.update');
      await changePasswordAtIdentity(ctx, data);
      // Recorded after the provider changed it: every other token of the person stops working now, not when it expires.
      const { userId, companyId } = ctx.caller;
      await runCommand(ctx, streams.user(userId), userDecider, { type: 'EndOtherSessions', userId, companyId, now: nowOf(ctx) });
      await awaitProjections(ctx, ['members']);
      return true;
    },
  },
};
