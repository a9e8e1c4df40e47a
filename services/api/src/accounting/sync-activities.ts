import type { Readable } from 'node:stream';
import { COMPANY_SOURCES, type SyncableAdjustment } from '@spend/domain';
import type { AccountingApiActivities } from '@spend/workflows/messages';
import { createCodatClient } from '@spend/workflows/accounting';
import type { ApiConfig } from '../shared/config';
import { objectKey } from '../files/storage';
import { withTenant } from '../shared/tenant';
import type { ReportServices } from '../reports/write';

const MAX_RUN = 1000;
const UNSYNCED = ['READY_TO_SYNC', 'FAILED', 'IN_PROGRESS'];

const bytesOf = async (body: Readable): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Adjustments the platform does not have yet: of these transactions, or all of the company's. Each
 * goes out dated the day it was recorded, under its transaction's merchant.
 */
const loadAdjustments = (services: ReportServices, companyId: string, transactionIds: string[] | null): Promise<SyncableAdjustment[]> =>
  withTenant(services.db, { companyId }, async (trx) => {
    let query = trx.selectFrom('transaction_adjustments as a').innerJoin('transactions as t', 't.id', 'a.transaction_id')
      .select(['a.adjustment_id', 'a.transaction_id', 'a.lines', 'a.created_at', 't.currency', 't.vendor', 't.merchant_name'])
      .where('a.sync_state', '=', 'READY_TO_SYNC').orderBy('a.created_at').orderBy('a.adjustment_id').limit(MAX_RUN);
    if (transactionIds) query = query.where('a.transaction_id', 'in', transactionIds.length ? transactionIds : ['00000000-0000-0000-0000-000000000000']);
    const rows = await query.execute();
    return rows.map((r) => ({
      id: r.adjustment_id, transactionId: r.transaction_id, date: new Date(r.created_at).toISOString().slice(0, 10), currency: r.currency, merchantName: r.vendor ?? r.merchant_name, lines: r.lines,
    }));
  });

/** The sync workflow's steps that need the API's read models and file storage, run on the API's worker. */
export const createAccountingApiActivities = (config: Pick<ApiConfig, 'CODAT_BASE_URL' | 'CODAT_API_KEY' | 'CODAT_TIMEOUT_MS'>, services: ReportServices): AccountingApiActivities => ({
  loadSyncTransactions: async ({ companyId, transactionIds }) => {
    const rows = await withTenant(services.db, { companyId }, (trx) => {
      // The bank feed and card payments are never expenses on the platform, even when named.
      const query = trx.selectFrom('transactions').selectAll().where('deleted_at', 'is', null).where('source', 'not in', COMPANY_SOURCES).orderBy('initial_transaction_date').orderBy('id').limit(MAX_RUN);
      // Not synced yet: ready, refused or cut short by an earlier run (FAILED), or left in flight by a run that never ended.
      return (transactionIds ? query.where('id', 'in', transactionIds.length ? transactionIds : ['00000000-0000-0000-0000-000000000000']) : query.where('sync_state', 'in', UNSYNCED)).execute();
    });
    const adjustments = await loadAdjustments(services, companyId, transactionIds);
    return {
      adjustments,
      transactions: rows.map((r) => ({
        id: r.id, amountCents: Number(r.amount_cents), currency: r.currency, date: new Date(r.initial_transaction_date).toISOString().slice(0, 10),
        merchantName: r.vendor ?? r.merchant_name, notes: r.notes ?? null, generalLedgerId: r.general_ledger_id ?? null, projectId: r.project_id ?? null, splits: r.splits ?? null,
      })),
      receipts: rows.flatMap((r) => r.receipts.map((f) => ({ transactionId: r.id, fileId: f.fileId, fileName: f.fileName, contentType: f.contentType }))),
    };
  },

  attachAccountingReceipts: async ({ companyId, codatCompanyId, syncId, receipts }) => {
    // Temporal retries the activity (with backoff); the client tries once per attempt.
    const platform = createCodatClient({ baseUrl: config.CODAT_BASE_URL, apiKey: config.CODAT_API_KEY, timeoutMs: config.CODAT_TIMEOUT_MS, retries: 0 });
    const attached: Record<string, number> = {};
    for (const r of receipts) {
      const object = await services.storage.get(objectKey('receipts', companyId, r.fileId));
      // A receipt removed since the run was loaded has nothing to send, and its transaction is not RECEIPT_ATTACHED for it.
      if (!object) continue;
      await platform.uploadAttachment(codatCompanyId, syncId, r.transactionId, { name: r.fileName, contentType: r.contentType, bytes: await bytesOf(object.body) });
      attached[r.transactionId] = (attached[r.transactionId] ?? 0) + 1;
    }
    return attached;
  },
});
