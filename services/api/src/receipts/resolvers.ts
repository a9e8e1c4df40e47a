import { attachInboxReceipt, isUuid, notFound } from '@spend/domain';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommands } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { bookkeepingTarget, requireTransaction } from '../transactions/mutations';
import { receiptUrl } from '../transactions/receipts';
import { aliasToken, receiptsAddress } from './alias';

export const receiptInboxResolvers: Resolvers = {
  Query: {
    receiptInbox: async (_, __, ctx) => {
      const rows = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
        trx.selectFrom('receipt_inbox').selectAll().where('user_id', '=', ctx.caller.userId).where('transaction_id', 'is', null)
          .orderBy('received_at', 'desc').orderBy('id').limit(200).execute());
      return rows.map((r) => ({
        id: r.id, fileName: r.file_name, contentType: r.content_type, sizeBytes: Number(r.size_bytes), source: r.source, receivedAt: r.received_at, url: receiptUrl(r.file_id),
      }));
    },
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
  },
};
