import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { MutationResolvers } from '../generated/resolvers-types';
import { FILE_PREFIX, type FileCheck } from '../files/serve';
import { verifyUpload } from '../files/uploads';
import type { ApiContext, ApiServices } from '../shared/context';
import { onTransaction, requireTransaction } from './mutations';
import { readTransactions, visibleTransactions } from './queries';

export const receiptMutations: MutationResolvers = {
  attachTransactionReceipt: async (_, { where, uploadId }, ctx) => {
    await onTransaction(ctx, where.id, 'transactions.edit', async (target) => {
      // The caller's own, checked upload (company, user, real type, size); a bad one is refused before anything is recorded.
      const { fileId, fileName, contentType, sizeBytes, sha256 } = await verifyUpload(ctx, uploadId, 'receipt');
      return { type: 'AttachReceipt', ...target, fileId, fileName, contentType, sizeBytes, sha256 };
    });
    return requireTransaction(ctx, where.id);
  },
  removeTransactionReceipt: async (_, { where, fileId }, ctx) => {
    await onTransaction(ctx, where.id, 'transactions.edit', async (target) => ({ type: 'RemoveReceipt', ...target, fileId }));
    return requireTransaction(ctx, where.id);
  },
};

/** Where the web downloads a receipt: the files route (files/serve.ts). */
export const receiptUrl = (fileId: string): string => `${FILE_PREFIX}${fileId}`;

/**
 * The file route's receipt check: a receipt is served to whoever may see a transaction it is
 * attached to (the same visibility as the transactions list), or to its uploader before it is attached.
 */
export const receiptFileCheck = (services: ApiServices): FileCheck => async (caller, file) => {
  if (file.userId === caller.userId) return true;
  const ctx: ApiContext = { services, caller, flags: new Set(), idempotencyKey: null, commandId: randomUUID(), correlationId: randomUUID(), appended: null };
  const found = await readTransactions(ctx, async (trx) =>
    (await visibleTransactions(trx, ctx)).where(sql<boolean>`receipts @> ${JSON.stringify([{ fileId: file.fileId }])}::jsonb`, '=', true).select('id').executeTakeFirst(),
  );
  return found !== undefined;
};
