import { userDecider, streams } from '@spend/domain';
import type { Resolvers } from '../generated/resolvers-types';
import { loadUser } from '../members/load';
import { awaitProjections, nowOf, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { FILE_PREFIX } from './serve';
import { verifyUpload } from './uploads';

/** Where the web fetches an avatar (the file route, with the caller's token); null: show initials. */
export const avatarUrl = (fileId: string | null): string | null => (fileId ? `${FILE_PREFIX}${fileId}` : null);

/**
 * The caller's own avatar: a checked upload of theirs (verifyUpload: their company and user, really a
 * raster image, within the size limit), or none. The user stream records only the file.
 */
const setMyAvatar = async (ctx: ApiContext, uploadId: string | null) => {
  requirePermission(ctx, 'profile.edit');
  const { caller } = ctx;
  const file = uploadId === null ? null : await verifyUpload(ctx, uploadId, 'avatar');
  const avatar = file && { fileId: file.fileId, key: file.key, contentType: file.contentType, sizeBytes: file.sizeBytes, sha256: file.sha256 };
  await runCommand(ctx, streams.user(caller.userId), userDecider, { type: 'ChangeAvatar', userId: caller.userId, companyId: caller.companyId, avatar, now: nowOf(ctx) });
  await awaitProjections(ctx, ['members']);
  return loadUser(ctx, caller.userId);
};

export const avatarResolvers: Resolvers = {
  User: { avatarUrl: (u) => avatarUrl(u.avatar_file_id) },
  Person: { avatar: (p) => avatarUrl(p.user.avatar_file_id) },
  CurrentUser: {
    avatarUrl: async (u, _, ctx) => {
      const row = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
        trx.selectFrom('users').select('avatar_file_id').where('id', '=', u.id).executeTakeFirst(),
      );
      return avatarUrl(row?.avatar_file_id ?? null);
    },
  },
  Mutation: {
    updateMyAvatar: (_, { uploadId }, ctx) => setMyAvatar(ctx, uploadId),
    removeMyAvatar: (_, __, ctx) => setMyAvatar(ctx, null),
  },
};
