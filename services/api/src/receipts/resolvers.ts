import { attachInboxReceipt, isUuid, notFound } from '@spend/domain';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommands } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { bookkeepingTarget, requireTransaction } from '../transactions/mutations';
import { receiptUrl } from '../transactions/receipts';
import { aliasToken, receiptsAddress } from './alias';
import { readingOut, suggestionsOut } from './readings';

export const receiptInboxResolvers: Resolvers = {
  Query: {
    receiptInbox: async (_, __, ctx) => {
      const { rows, readings } = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
        const rows = await trx.selectFrom('receipt_inbox').selectAll().where('user_id', '=', ctx.caller.userId).where('transaction_id', 'is', null)
          .orderBy('received_at', 'desc').orderBy('id').limit(200).execute();
        const ids = rows.map((r) => r.file_id);
        const readings = ids.length === 0 ? [] : await trx.selectFrom('receipt_readings').selectAll().where('file_id', 'in', ids).execute();
        return { rows, readings: new Map(readings.map((r) => [r.file_id, readingOut(r)])) };
      });
      return rows.map((r) => ({
        id: r.id, fileName: r.file_name, contentType: r.content_type, sizeBytes: Number(r.size_bytes), source: r.source, receivedAt: r.received_at, url: receiptUrl(r.file_id),
        reading: readings.get(r.file_id) ?? null, suggestions: suggestionsOut(r.suggestions), sameTransactions: r.same_transactions, duplicateOf: r.duplicate_of,
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
