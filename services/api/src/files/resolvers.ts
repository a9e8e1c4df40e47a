import type { Resolvers } from '../generated/resolvers-types';
import { avatarResolvers } from './avatar';
import { requestUploadUrl } from './uploads';

export const fileResolvers: Resolvers = {
  ...avatarResolvers,
  Query: {
    receiptUploadUrl: (_, args, ctx) => requestUploadUrl(ctx, 'receipt', args),
    avatarUploadUrl: (_, args, ctx) => requestUploadUrl(ctx, 'avatar', args),
  },
};
