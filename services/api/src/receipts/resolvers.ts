import type { Selectable } from 'kysely';
import type { ReceiptInboxTable } from '@spend/projections/api';
import { attachInboxReceipt, isUuid, notFound, receiptDecider, streams as streamNames } from '@spend/domain';
import { verifyUpload } from '../files/uploads';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, nowOf, requirePermission, runCommand, runCommands, type ApiContext } from '../shared/context';
import { withTenant, type ReadTransaction } from '../shared/tenant';
import { bookkeepingTarget, requireTransaction } from '../transactions/mutations';
import { receiptUrl } from '../transactions/receipts';
import { aliasToken, receiptsAddress } from './alias';
import { readingOut, suggestionsOut } from './readings';

/** Inbox rows as GraphQL InboxReceipts, with what was read from each. */
export const inboxReceiptsOut = async (trx: ReadTransaction, rows: Selectable<ReceiptInboxTable>[]) => {
  const ids = rows.map((r) => r.file_id);
  const found = ids.length === 0 ? [] : await trx.selectFrom('receipt_readings').selectAll().where('file_id', 'in', ids).execute();
  const readings = new Map(found.map((r) => [r.file_id, readingOut(r)]));
  return rows.map((r) => ({
    id: r.id, fileName: r.file_name, contentType: r.content_type, sizeBytes: Number(r.size_bytes), source: r.source, receivedAt: r.received_at, url: receiptUrl(r.file_id),
    reading: readings.get(r.file_id) ?? null, suggestions: suggestionsOut(r.suggestions), sameTransactions: r.same_transactions, duplicateOf: r.duplicate_of,
  }));
};
export type InboxReceiptModel = Awaited<ReturnType<typeof inboxReceiptsOut>>[number];

/** The caller's waiting inbox receipts (or the one of `id`), newest first, with what was read from each. */
const inboxOf = (ctx: ApiContext, id?: string) =>
  withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
    let query = trx.selectFrom('receipt_inbox').selectAll().where('user_id', '=', ctx.caller.userId).where('transaction_id', 'is', null);
    if (id) query = query.where('id', '=', id);
    return inboxReceiptsOut(trx, await query.orderBy('received_at', 'desc').orderBy('id').limit(200).execute());
  });

export const receiptInboxResolvers: Resolvers = {
  Query: {
    receiptInbox: (_, __, ctx) => inboxOf(ctx),
    receiptsMailAddresses: (_, __, ctx) => {
      const { RECEIPTS_MAIL_DOMAIN: domain, RECEIPTS_MAIL_SECRET: secret } = ctx.services.config;
      return { shared: receiptsAddress(domain), personal: receiptsAddress(domain, aliasToken(secret, ctx.caller.userId)) };
    },
  },
  Mutation: {
    attachInboxReceipt: async (_, { receiptId, where }, ctx) => {
      requirePermission(ctx, 'transactions.edit');
      if (!isUuid(receiptId)) throw notFound('Receipt');
      const row = await requireTransaction(ctx, where.id);
      const { streams, decide } = attachInboxReceipt({ receiptId, userId: ctx.caller.userId, target: bookkeepingTarget(ctx, row) });
      await runCommands(ctx, streams, decide);
      await awaitProjections(ctx, ['transactions', 'receipts-inbox']);
      return requireTransaction(ctx, where.id);
    },
    uploadInboxReceipt: async (_, { uploadId }, ctx) => {
      requirePermission(ctx, 'transactions.edit');
      // The caller's own, checked upload; its id is the receipt's, so sending it twice files it once.
      const { fileId, fileName, contentType, sizeBytes, sha256 } = await verifyUpload(ctx, uploadId, 'receipt');
      await runCommand(ctx, streamNames.receipt(fileId), receiptDecider, {
        type: 'ReceiveReceipt', receiptId: fileId, companyId: ctx.caller.companyId, userId: ctx.caller.userId, source: 'UPLOAD', fileId, fileName, contentType, sizeBytes, sha256, now: nowOf(ctx),
      });
      await awaitProjections(ctx, ['receipts-inbox']);
      const [row] = await inboxOf(ctx, fileId);
      if (!row) throw notFound('Receipt');
      return row;
    },
  },
};
